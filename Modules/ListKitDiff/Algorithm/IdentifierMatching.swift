/// Pairs target elements with source elements of the same identifier, in
/// order: the k-th occurrence of an identifier in the target gets the k-th
/// occurrence in the source, if there is one.
///
/// Both sides are first copied into hash partitions of a few thousand
/// identifiers (``IdentifierPartitions``); each partition is then matched with
/// a small ``IdentifierTable``, and the results are written out by index in
/// one pass. Every random access of the matching stays inside one partition,
/// which fits in cache, so the work per element does not grow with the size
/// of the collections. Memory: 8 bytes plus one identifier per element per
/// side (and 4 more while a side is being partitioned), then one `Int32` per
/// element for each result.
@usableFromInline
enum IdentifierMatching {
    /// About how many identifiers one partition should hold.
    @usableFromInline
    static var partitionSize: Int { 4_096 }

    /// The number of partition bits for about `count` source identifiers.
    @inlinable
    static func partitionBits(for count: Int) -> Int {
        var bits = 0
        while bits < 12, count > partitionSize &<< bits { bits &+= 1 }
        return bits
    }

    /// Matches the elements that `sources` and `targets` visit and returns,
    /// for each of the `sourceCount` source indices, the matched target index
    /// or -1, and for each of the `targetCount` target indices the matched
    /// source index or -1.
    ///
    /// - Parameters:
    ///   - sourceCount: The number of source indices (visited or not).
    ///   - targetCount: The number of target indices (visited or not).
    ///   - sources: Calls its argument with the flat index and identifier of
    ///     every source element that may be matched, in increasing index
    ///     order; called twice, it must visit the same elements both times.
    ///   - targets: The same for the target elements.
    ///   - bits: The number of partition bits; by default chosen from
    ///     `sourceCount` (tests force small partitions).
    // Always inlined, so that the visiting closures of the caller are
    // inlined too: one indirect call per element would cost more than the
    // hashing.
    @inlinable @inline(__always)
    static func match<ID: Hashable>(
        sourceCount: Int,
        targetCount: Int,
        sources: ((Int, ID) -> Void) -> Void,
        targets: ((Int, ID) -> Void) -> Void,
        bits: Int? = nil
    ) -> (sourceToTarget: [Int32], targetToSource: [Int32]) {
        let bits = bits ?? partitionBits(for: sourceCount)
        var source = IdentifierPartitions(bits: bits, maximumCount: sourceCount, visitAll: sources)
        var target = IdentifierPartitions(bits: bits, maximumCount: targetCount, visitAll: targets)
        var table = IdentifierTable()
        let sourceStarts = source.starts
        let targetStarts = target.starts
        source.identifiers.withUnsafeBufferPointer { sourceIdentifiers in
        target.identifiers.withUnsafeBufferPointer { targetIdentifiers in
        source.entries.withUnsafeMutableBufferPointer { sourceEntries in
        target.entries.withUnsafeMutableBufferPointer { targetEntries in
            for partition in 0..<(1 &<< bits) {
                let sourceRange = sourceStarts[partition]..<sourceStarts[partition &+ 1]
                let targetRange = targetStarts[partition]..<targetStarts[partition &+ 1]
                let base = sourceRange.lowerBound
                let local = UnsafeBufferPointer(rebasing: sourceIdentifiers[sourceRange])
                table.reset(for: sourceRange.count)
                for position in sourceRange.reversed() {
                    table.prepend(
                        Int32(truncatingIfNeeded: position &- base),
                        hash: PartitionEntry.hash(sourceEntries[position]),
                        identifier: sourceIdentifiers[position], in: local)
                }
                // The hashes of the source side are no longer needed.
                for position in sourceRange { sourceEntries[position] |= PartitionEntry.unmatched }
                for position in targetRange {
                    let entry = targetEntries[position]
                    guard !sourceRange.isEmpty, let head = table.popFirst(
                        hash: PartitionEntry.hash(entry), identifier: targetIdentifiers[position], in: local)
                    else {
                        targetEntries[position] = entry | PartitionEntry.unmatched
                        continue
                    }
                    let sourcePosition = base &+ Int(head)
                    let sourceEntry = sourceEntries[sourcePosition]
                    sourceEntries[sourcePosition] = PartitionEntry.matched(sourceEntry, to: PartitionEntry.index(entry))
                    targetEntries[position] = PartitionEntry.matched(entry, to: PartitionEntry.index(sourceEntry))
                }
            }
        }
        }
        }
        }
        // Free the identifiers before the results take their place.
        source.identifiers = []
        target.identifiers = []
        return (source.matches(count: sourceCount), target.matches(count: targetCount))
    }
}
