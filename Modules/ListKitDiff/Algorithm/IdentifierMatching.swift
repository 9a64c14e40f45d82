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
    /// or -1, for each of the `targetCount` target indices the matched source
    /// index or -1, and the number of pairs matched.
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
    ) -> (sourceToTarget: [Int32], targetToSource: [Int32], matchedCount: Int) {
        let bits = bits ?? partitionBits(for: sourceCount)
        let exact = IdentifierKey.isExact(ID.self)
        let seed = exact ? IdentifierKey.seed : 0
        let source = IdentifierPartitions(bits: bits, maximumCount: sourceCount, seed: seed, visitAll: sources)
        let target = IdentifierPartitions(bits: bits, maximumCount: targetCount, seed: seed, visitAll: targets)
        defer {
            source.deallocate()
            target.deallocate()
        }
        var sourceToTarget = [Int32](repeating: -1, count: sourceCount)
        var targetToSource = [Int32](repeating: -1, count: targetCount)
        var largest = 0
        for partition in 0..<(1 &<< bits) { largest = Swift.max(largest, source.range(of: partition).count) }
        var table = IdentifierTable(maximumCount: largest)
        defer { table.deallocate() }
        var matchedCount = 0
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            for partition in 0..<(1 &<< bits) {
                let sourceRange = source.range(of: partition)
                let targetRange = target.range(of: partition)
                if sourceRange.isEmpty || targetRange.isEmpty { continue }
                let keys = source.keys + sourceRange.lowerBound
                let identifiers = source.identifiers.map { $0 + sourceRange.lowerBound }
                let indices = source.indices + sourceRange.lowerBound
                table.reset(for: sourceRange.count)
                var local = Int32(truncatingIfNeeded: sourceRange.count)
                while local > 0 {
                    local &-= 1
                    let key = keys[Int(local)]
                    table.prepend(local, key: key) { other in
                        keys[Int(other)] == key
                            && (exact || identifiers.unsafelyUnwrapped[Int(other)] == identifiers.unsafelyUnwrapped[Int(local)])
                    }
                }
                for position in targetRange {
                    let key = target.keys[position]
                    let head = table.popFirst(key: key) { other in
                        keys[Int(other)] == key
                            && (exact || identifiers.unsafelyUnwrapped[Int(other)] == target.identifiers.unsafelyUnwrapped[position])
                    }
                    if head < 0 { continue }
                    let sourceIndex = indices[Int(head)]
                    let targetIndex = target.indices[position]
                    sourceToTarget[Int(sourceIndex)] = targetIndex
                    targetToSource[Int(targetIndex)] = sourceIndex
                    matchedCount &+= 1
                }
            }
        }
        }
        return (sourceToTarget, targetToSource, matchedCount)
    }
}
