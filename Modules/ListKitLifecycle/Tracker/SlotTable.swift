/// Where each displayed element's record is, by identity: an
/// open-addressing table (linear probing) of slot numbers and their
/// identities' hashes. It keeps no identities itself: a look-up asks the
/// caller whether the record in a slot is the one sought, so the table
/// never copies, compares or hashes an identity on its own.
///
/// The hash of an `Int` or index-path id is a few multiplications of its
/// integers (see ``hash(_:_:)``) instead of `Hasher`'s SipHash, which is
/// most of what a `Dictionary` of identities costs an update.
struct SlotTable {
    /// Per bucket: the slot number + 1, or 0 when the bucket is empty.
    private var buckets: [Int] = []
    /// Per bucket: the hash of the identity of the record in it.
    private var hashes: [Int] = []
    /// The number of slots in the table.
    private(set) var count = 0

    /// The hash of the identity `identity`, whose key is `key`.
    static func hash(_ key: IdentityKey, _ identity: ElementIdentity) -> Int {
        guard let id = key.id else { return identity.hashValue }
        // The kind is left out: elements of one index path with different
        // kinds are few, and their keys tell them apart.
        var mixed = UInt64(UInt(bitPattern: id.first)) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= UInt64(UInt(bitPattern: id.second)) &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= UInt64(key.category.rank &* 2 &+ (id.isIndexPath ? 1 : 0))
        mixed ^= mixed >> 29
        mixed &*= 0xBF58_476D_1CE4_E5B9
        mixed ^= mixed >> 32
        return Int(bitPattern: UInt(truncatingIfNeeded: mixed))
    }

    /// The slot with hash `hash` for which `isSought` is true, or `nil`.
    func find(hash: Int, where isSought: (Int) -> Bool) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var bucket = hash & mask
        while buckets[bucket] != 0 {
            let slot = buckets[bucket] - 1
            if hashes[bucket] == hash, isSought(slot) { return slot }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// Adds `slot`, whose identity has the hash `hash` and is not in the table.
    mutating func insert(_ slot: Int, hash: Int) {
        if (count + 1) * 2 > buckets.count { grow() }
        place(slot, hash: hash)
        count += 1
    }

    /// Removes `slot`, whose identity has the hash `hash`; does nothing if it is not in the table.
    mutating func remove(_ slot: Int, hash: Int) {
        guard var hole = bucket(of: slot, hash: hash) else { return }
        buckets[hole] = 0
        count -= 1
        // Shift back the entries after the hole that probing would no longer reach.
        let mask = buckets.count - 1
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let home = hashes[next] & mask
            // The entry may stay unless its home is cyclically in (hole, next].
            let stays = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !stays {
                buckets[hole] = buckets[next]
                hashes[hole] = hashes[next]
                buckets[next] = 0
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    /// Records that the identity with hash `hash` moved from slot `old` to slot `new`.
    mutating func move(_ old: Int, to new: Int, hash: Int) {
        guard let bucket = bucket(of: old, hash: hash) else { return }
        buckets[bucket] = new + 1
    }

    /// The bucket holding `slot`, whose identity has the hash `hash`.
    private func bucket(of slot: Int, hash: Int) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var bucket = hash & mask
        while buckets[bucket] != 0 {
            if buckets[bucket] == slot + 1 { return bucket }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// Puts `slot` in the first empty bucket from its hash's home on.
    private mutating func place(_ slot: Int, hash: Int) {
        let mask = buckets.count - 1
        var bucket = hash & mask
        while buckets[bucket] != 0 {
            bucket = (bucket + 1) & mask
        }
        buckets[bucket] = slot + 1
        hashes[bucket] = hash
    }

    /// Doubles the number of buckets (64 at first) and places every entry again.
    private mutating func grow() {
        let old = zip(buckets, hashes).filter { $0.0 != 0 }
        let capacity = Swift.max(64, buckets.count * 2)
        buckets = Array(repeating: 0, count: capacity)
        hashes = Array(repeating: 0, count: capacity)
        for (entry, hash) in old {
            place(entry - 1, hash: hash)
        }
    }
}
