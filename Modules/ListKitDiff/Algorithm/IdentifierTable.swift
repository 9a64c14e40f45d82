/// An open-addressing hash table (linear probing) over the source
/// identifiers of one hash partition: it maps an identifier to the chain of
/// its source occurrences that are still unmatched, first occurrence first.
///
/// A slot holds the local index of the chain's first unmatched occurrence,
/// `-1` when empty, or `-2` once the chain is used up (the slot stays
/// occupied so that probe sequences through it still reach the slots beyond).
/// `next[k]` is the local index of the occurrence after `k`, or `-1`. The
/// identifiers themselves stay in the partition's array; equality is always
/// decided by `==`, so hash collisions cost probes, never correctness. The
/// buffers are reused from one partition to the next.
@usableFromInline
struct IdentifierTable {
    @usableFromInline
    var slots: [Int32] = []

    @usableFromInline
    var next: [Int32] = []

    @usableFromInline
    var mask = 0

    /// An empty table.
    @inlinable
    init() {}

    /// Empties the table and sizes it for `count` entries, at most half full.
    @inlinable
    mutating func reset(for count: Int) {
        var size = 8
        while size < 2 &* count { size &<<= 1 }
        mask = size &- 1
        if slots.count < size {
            slots = [Int32](repeating: -1, count: size)
        } else {
            slots.withUnsafeMutableBufferPointer { buffer in
                for index in 0..<size { buffer[index] = -1 }
            }
        }
        if next.count < count { next = [Int32](repeating: -1, count: count) }
    }

    /// Puts local entry `local`, whose identifier is `identifier`, in front
    /// of its identifier's chain; `identifiers` holds the partition's source
    /// identifiers by local index. Adding entries from last to first leaves
    /// every chain in source order.
    @inlinable
    mutating func prepend<ID: Hashable>(
        _ local: Int32, hash: UInt32, identifier: ID, in identifiers: UnsafeBufferPointer<ID>
    ) {
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let head = slots[bucket]
            if head == -1 {
                slots[bucket] = local
                next[Int(local)] = -1
                return
            }
            if identifiers[Int(head)] == identifier {
                slots[bucket] = local
                next[Int(local)] = head
                return
            }
            bucket = (bucket &+ 1) & mask
        }
    }

    /// Removes and returns the local index of the first unmatched entry whose
    /// identifier is `identifier`, or `nil` if there is none; `identifiers`
    /// holds the partition's source identifiers by local index.
    @inlinable
    mutating func popFirst<ID: Hashable>(
        hash: UInt32, identifier: ID, in identifiers: UnsafeBufferPointer<ID>
    ) -> Int32? {
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let head = slots[bucket]
            if head == -1 { return nil }
            if head >= 0, identifiers[Int(head)] == identifier {
                let following = next[Int(head)]
                slots[bucket] = following >= 0 ? following : -2
                return head
            }
            bucket = (bucket &+ 1) & mask
        }
    }
}
