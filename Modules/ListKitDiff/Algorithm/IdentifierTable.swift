/// An open-addressing hash table (linear probing) over the source entries of
/// one partition: it maps an identifier to the chain of its source
/// occurrences that are still unmatched, first occurrence first. The slot is
/// chosen by the low bits of the entry's 32-bit key.
///
/// A slot holds the local index of the chain's first unmatched occurrence,
/// `-1` when empty, or `-2` once the chain is used up (the slot stays
/// occupied so that probe sequences through it still reach the slots beyond).
/// `next[k]` is the local index of the occurrence after `k`, or `-1`. The
/// keys themselves stay in the partition; whether two entries are the same
/// identifier is decided by the caller's `isMatch`, so colliding slots cost
/// probes, never correctness. Slots and chain links are `Slot`s: `Int16` for
/// partitions of fewer than 32,767 entries (all of them but with many repeated
/// identifiers), `Int32` otherwise. The table is at most 1/12 full: an extra probe
/// is a mispredicted branch (5–10 ns), and at 1/2 full a third of the lookups
/// take one, which made the table the costliest step of the diff; clearing
/// the larger table between partitions costs less. Its buffers are
/// allocated once for the largest partition and reused from one partition to
/// the next, then freed by ``deallocate()``.
@usableFromInline
struct IdentifierTable<Slot: FixedWidthInteger & SignedInteger> {
    /// The slots; `mask + 1` of them are in use.
    @usableFromInline
    let slots: UnsafeMutablePointer<Slot>

    /// The chains.
    @usableFromInline
    let next: UnsafeMutablePointer<Slot>

    /// The number of slots in use, minus one (a power of two minus one).
    @usableFromInline
    var mask = 0

    /// A table for partitions of up to `maximumCount` entries.
    @inlinable
    init(maximumCount: Int) {
        slots = .allocate(capacity: Self.size(for: maximumCount))
        next = .allocate(capacity: Swift.max(maximumCount, 1))
    }

    /// Frees the buffers.
    @inlinable
    func deallocate() {
        slots.deallocate()
        next.deallocate()
    }

    /// The number of slots for `count` entries: a power of two, at least 12
    /// times `count`.
    @inlinable
    static func size(for count: Int) -> Int {
        var size = 8
        while size < 12 &* count { size &<<= 1 }
        return size
    }

    /// Empties the table and sizes it for `count` entries (at most the
    /// `maximumCount` it was created for).
    @inlinable @inline(__always)
    mutating func reset(for count: Int) {
        let size = Self.size(for: count)
        mask = size &- 1
        slots.update(repeating: -1, count: size)
    }

    /// Puts local entry `local`, whose key is `key`, in front of its
    /// identifier's chain; `isMatch(k)` tells whether local entry `k` has the
    /// same identifier. Adding entries from last to first leaves every chain
    /// in source order.
    @inlinable @inline(__always)
    func prepend(_ local: Int32, key: UInt32, isMatch: (Int32) -> Bool) {
        var bucket = Int(truncatingIfNeeded: key) & mask
        while true {
            let head = slots[bucket]
            if head == -1 {
                slots[bucket] = Slot(truncatingIfNeeded: local)
                next[Int(local)] = -1
                return
            }
            if isMatch(Int32(truncatingIfNeeded: head)) {
                slots[bucket] = Slot(truncatingIfNeeded: local)
                next[Int(local)] = head
                return
            }
            bucket = (bucket &+ 1) & mask
        }
    }

    /// Removes and returns the local index of the first unmatched entry that
    /// `isMatch` accepts among those filed under `key`, or -1 if there is
    /// none.
    @inlinable @inline(__always)
    func popFirst(key: UInt32, isMatch: (Int32) -> Bool) -> Int32 {
        var bucket = Int(truncatingIfNeeded: key) & mask
        while true {
            let head = slots[bucket]
            if head == -1 { return -1 }
            if head >= 0, isMatch(Int32(truncatingIfNeeded: head)) {
                let following = next[Int(head)]
                slots[bucket] = following >= 0 ? following : -2
                return Int32(truncatingIfNeeded: head)
            }
            bucket = (bucket &+ 1) & mask
        }
    }
}
