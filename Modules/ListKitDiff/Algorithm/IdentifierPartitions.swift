/// One side of a matching (source or target), its keys grouped by partition
/// (the high `bits` bits of the key), so that matching one partition touches
/// only memory that fits in the processor's cache.
///
/// Partition `p` holds positions `starts[p] ..< starts[p + 1]`; inside a
/// partition the positions keep the order in which the elements were visited
/// (increasing index), which is what in-order matching of repeated
/// identifiers needs. Each position holds an element's key
/// (``IdentifierKey``) and flat index; when keys are not exact, also a copy of
/// its identifier. Memory: 12 bytes per element (plus the identifier for
/// inexact keys, and 8 more per element while they are grouped).
///
/// The buffers are allocated by `init` and freed by ``deallocate()``, which
/// the owner must call once.
@usableFromInline
struct IdentifierPartitions<ID: Hashable> {
    /// Where every partition starts, then the total count.
    @usableFromInline
    let starts: UnsafeMutablePointer<Int>

    /// The keys, partition after partition.
    @usableFromInline
    let keys: UnsafeMutablePointer<UInt64>

    /// The flat indices, partition after partition.
    @usableFromInline
    let indices: UnsafeMutablePointer<Int32>

    /// The identifiers, partition after partition, when keys are not exact
    /// (`nil` otherwise).
    @usableFromInline
    let identifiers: UnsafeMutablePointer<ID>?

    /// The number of elements visited.
    @usableFromInline
    let count: Int

    /// The number of high key bits that choose the partition.
    @usableFromInline
    let bits: Int

    /// Groups the identifiers that `visitAll` visits into `1 << bits`
    /// partitions. `visitAll` is called once when `bits` is 0, twice
    /// otherwise, and must visit the same elements in the same order every
    /// time, at most `maximumCount` of them, in increasing index order.
    @inlinable @inline(__always)
    init(bits: Int, maximumCount: Int, seed: UInt64, visitAll: ((Int, ID) -> Void) -> Void) {
        self.bits = bits
        let exact = IdentifierKey.isExact(ID.self)
        let partitionCount = 1 &<< bits
        let starts = UnsafeMutablePointer<Int>.allocate(capacity: partitionCount &+ 1)
        starts.initialize(repeating: 0, count: partitionCount &+ 1)
        let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: Swift.max(maximumCount, 1))
        let indices = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(maximumCount, 1))
        let identifiers = exact ? nil : UnsafeMutablePointer<ID>.allocate(capacity: Swift.max(maximumCount, 1))

        var visited = 0
        if bits == 0 {
            // One partition: the visiting order is the partition order.
            visitAll { index, identifier in
                guard visited < maximumCount else { return }
                keys[visited] = IdentifierKey.key(identifier, seed: seed)
                indices[visited] = Int32(truncatingIfNeeded: index)
                if !exact { (identifiers.unsafelyUnwrapped + visited).initialize(to: identifier) }
                visited &+= 1
            }
            starts[1] = visited
        } else {
            // Pass 1: count each partition's size. An integer key is
            // recomputed in pass 2 (cheaper than storing it); a hash is kept,
            // in visiting order, until pass 2 has placed it.
            let hashes = exact ? nil : UnsafeMutablePointer<UInt64>.allocate(capacity: Swift.max(maximumCount, 1))
            visitAll { _, identifier in
                guard visited < maximumCount else { return }
                let key = IdentifierKey.key(identifier, seed: seed)
                if !exact { hashes.unsafelyUnwrapped[visited] = key }
                visited &+= 1
                starts[Self.partition(of: key, bits: bits) &+ 1] &+= 1
            }
            for partition in 1...partitionCount { starts[partition] &+= starts[partition &- 1] }

            // Pass 2: put every element at its partition's next position.
            let cursors = UnsafeMutablePointer<Int>.allocate(capacity: partitionCount)
            cursors.initialize(from: starts, count: partitionCount)
            var position = 0
            visitAll { index, identifier in
                guard position < visited else { return }
                let key = exact ? IdentifierKey.key(identifier, seed: seed) : hashes.unsafelyUnwrapped[position]
                position &+= 1
                let partition = Self.partition(of: key, bits: bits)
                let target = cursors[partition]
                cursors[partition] = target &+ 1
                keys[target] = key
                indices[target] = Int32(truncatingIfNeeded: index)
                if !exact { (identifiers.unsafelyUnwrapped + target).initialize(to: identifier) }
            }
            cursors.deallocate()
            hashes?.deallocate()
        }
        self.starts = starts
        self.keys = keys
        self.indices = indices
        self.identifiers = identifiers
        self.count = visited
    }

    /// Frees the buffers.
    @inlinable
    func deallocate() {
        starts.deallocate()
        keys.deallocate()
        indices.deallocate()
        if let identifiers {
            identifiers.deinitialize(count: count)
            identifiers.deallocate()
        }
    }

    /// The positions of partition `partition`.
    @inlinable @inline(__always)
    func range(of partition: Int) -> Range<Int> {
        starts[partition]..<starts[partition &+ 1]
    }

    /// The partition of a key: its high `bits` bits.
    @inlinable @inline(__always)
    static func partition(of key: UInt64, bits: Int) -> Int {
        // Two shifts, so that 0 bits give partition 0 without a branch.
        Int(truncatingIfNeeded: (key &>> 1) &>> UInt64(63 &- bits))
    }
}
