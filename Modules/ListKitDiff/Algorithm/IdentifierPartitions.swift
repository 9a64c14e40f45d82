/// The identifiers of one side of a matching (source or target), copied and
/// grouped by hash partition, so that matching one partition touches only
/// memory that fits in the processor's cache.
///
/// Partition `p` holds `starts[p] ..< starts[p + 1]`; inside a partition the
/// entries keep the order in which they were visited (increasing index), which
/// is what in-order matching of repeated identifiers needs.
///
/// An entry is a `UInt64`: the flat index in the low half, and in the high
/// half first the identifier's 32-bit hash, then, once its partition is
/// matched, the index it was matched with (`0xFFFF_FFFF` for none). Keeping
/// the results in the entries while partitions are matched, and writing them
/// out in one tight pass afterwards (``matches(count:)``), keeps scattered
/// stores out of the matching loop, where their cache misses would stall it.
@usableFromInline
struct IdentifierPartitions<ID: Hashable> {
    /// Where every partition starts, then the total count.
    @usableFromInline
    var starts: [Int]

    /// The identifiers, partition after partition.
    @usableFromInline
    var identifiers: [ID]

    /// The entries, partition after partition (see above).
    @usableFromInline
    var entries: [UInt64]

    /// The number of high hash bits that choose the partition.
    @usableFromInline
    let bits: Int

    /// Groups the identifiers that `visitAll` visits into `1 << bits`
    /// partitions. `visitAll` is called twice and must visit the same
    /// elements in the same order both times, at most `maximumCount` of them,
    /// in increasing index order.
    @inlinable @inline(__always)
    init(bits: Int, maximumCount: Int, visitAll: ((Int, ID) -> Void) -> Void) {
        self.bits = bits
        // Pass 1: hash every identifier and count each partition's size.
        var hashes = [UInt32](repeating: 0, count: maximumCount)
        var starts = [Int](repeating: 0, count: (1 &<< bits) &+ 1)
        let total = hashes.withUnsafeMutableBufferPointer { hashes in
            starts.withUnsafeMutableBufferPointer { counts in
                var visited = 0
                visitAll { _, identifier in
                    guard visited < hashes.count else { return }
                    let hash = UInt32(truncatingIfNeeded: identifier.hashValue)
                    hashes[visited] = hash
                    visited &+= 1
                    counts[Self.partition(of: hash, bits: bits) &+ 1] &+= 1
                }
                for partition in 1..<counts.count { counts[partition] &+= counts[partition &- 1] }
                return visited
            }
        }
        self.starts = starts

        // Pass 2: copy every identifier and entry to its partition's next place.
        var cursors = starts
        var entries = [UInt64](repeating: 0, count: total)
        identifiers = [ID](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            var visited = 0
            hashes.withUnsafeBufferPointer { hashes in
                entries.withUnsafeMutableBufferPointer { entries in
                    cursors.withUnsafeMutableBufferPointer { cursors in
                        guard let base = buffer.baseAddress else { return }
                        visitAll { index, identifier in
                            guard visited < total else { return }
                            let hash = hashes[visited]
                            visited &+= 1
                            let partition = Self.partition(of: hash, bits: bits)
                            let position = cursors[partition]
                            cursors[partition] = position &+ 1
                            (base + position).initialize(to: identifier)
                            entries[position] = UInt64(hash) &<< 32 | UInt64(UInt32(truncatingIfNeeded: index))
                        }
                    }
                }
            }
            // The two passes visit the same elements, so every position of
            // 0 ..< total has been written exactly once.
            initializedCount = visited
        }
        self.entries = entries
    }

    /// The partition of a hash: its high `bits` bits.
    @inlinable
    static func partition(of hash: UInt32, bits: Int) -> Int {
        bits == 0 ? 0 : Int(hash &>> UInt32(32 &- bits))
    }

    /// For each of `count` indices, the index its element was matched with,
    /// or -1 (also for indices that were not visited).
    @inlinable @inline(__always)
    func matches(count: Int) -> [Int32] {
        var result = [Int32](repeating: -1, count: count)
        result.withUnsafeMutableBufferPointer { result in
            entries.withUnsafeBufferPointer { entries in
                for entry in entries {
                    let index = Int(UInt32(truncatingIfNeeded: entry))
                    guard index < result.count else { continue }
                    result[index] = Int32(bitPattern: UInt32(truncatingIfNeeded: entry &>> 32))
                }
            }
        }
        return result
    }
}

/// Reading and writing the two halves of an entry of ``IdentifierPartitions``.
@usableFromInline
enum PartitionEntry {
    /// The high half of an entry that marks it as not matched.
    @usableFromInline
    static var unmatched: UInt64 { 0xFFFF_FFFF_0000_0000 }

    /// The hash stored in an entry before its partition is matched.
    @inlinable
    static func hash(_ entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry &>> 32) }

    /// The flat index stored in an entry.
    @inlinable
    static func index(_ entry: UInt64) -> Int32 { Int32(truncatingIfNeeded: entry) }

    /// `entry` with its high half replaced by the matched index `match`.
    @inlinable
    static func matched(_ entry: UInt64, to match: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: match)) &<< 32 | (entry & 0xFFFF_FFFF)
    }
}
