import ListKitDSL

/// Finds the components whose id repeats an earlier one, from the ids'
/// hashes (``ComponentList/idHashes()``, worked out once per render and
/// shared with the diff).
enum RepeatedIDs {
    /// The positions whose id equals an earlier position's, in order.
    ///
    /// An open-addressing table of positions (4 bytes a slot, at least twice
    /// as many slots as ids) finds them with one probe per id in the common
    /// case; `equal` is asked only when two hashes are equal.
    ///
    /// - Parameters:
    ///   - hashes: The hash of each id, in order.
    ///   - equal: Whether the ids at two positions are equal.
    static func positions(hashes: [Int], equal: (Int, Int) -> Bool) -> [Int] {
        guard hashes.count > 1 else { return [] }
        guard hashes.count < Int(Int32.max) / 2 else { return slowPositions(hashes: hashes, equal: equal) }
        var capacity = 1
        while capacity < 2 * hashes.count { capacity <<= 1 }
        let mask = capacity - 1
        var repeated: [Int] = []
        var slots = [Int32](repeating: -1, count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                for position in hashes.indices {
                    let hash = hashes[position]
                    var slot = hash & mask
                    while true {
                        let occupant = Int(slots[slot])
                        if occupant < 0 {
                            slots[slot] = Int32(truncatingIfNeeded: position)
                            break
                        }
                        if hashes[occupant] == hash, equal(occupant, position) {
                            repeated.append(position)
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        return repeated
    }

    /// ``positions(hashes:equal:)`` with a dictionary of hash buckets, for
    /// lists too long for 32-bit positions.
    private static func slowPositions(hashes: [Int], equal: (Int, Int) -> Bool) -> [Int] {
        var buckets: [Int: [Int]] = [:]
        var repeated: [Int] = []
        for position in hashes.indices {
            let earlier = buckets[hashes[position], default: []]
            if earlier.contains(where: { equal($0, position) }) {
                repeated.append(position)
            } else {
                buckets[hashes[position], default: []].append(position)
            }
        }
        return repeated
    }

    /// The positions of `ids` that repeat an earlier one, in order.
    static func positions(of ids: [Int]) -> [Int] {
        positions(hashes: ids.map(scatter)) { ids[$0] == ids[$1] }
    }

    /// `id`'s bits mixed (xor-shift, multiply, twice) so that every bit
    /// reaches the low bits the table uses: ids that differ only in their
    /// high bits, or that are multiples of a power of two, still spread.
    static func scatter(_ id: Int) -> Int {
        var x = UInt64(UInt(bitPattern: id))
        x ^= x &>> 31
        x &*= 0x9E37_79B9_7F4A_7C15
        x ^= x &>> 29
        x &*= 0xBF58_476D_1CE4_E5B9
        x ^= x &>> 32
        return Int(truncatingIfNeeded: x)
    }

    /// The positions of `components` whose id repeats an earlier one.
    static func positions(in components: ComponentList, hashes: [Int]) -> [Int] {
        positions(hashes: hashes) { components.isIDEqual(at: $0, to: components, at: $1) }
    }
}
