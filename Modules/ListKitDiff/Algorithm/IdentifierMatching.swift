/// Pairs target elements with source elements of the same identifier, in
/// order: the k-th occurrence of an identifier in the target gets the k-th
/// occurrence in the source, if there is one.
///
/// Both sides are first grouped into hash partitions of a few thousand
/// elements (``IdentifierPartitions``); each partition is then matched with a
/// small ``IdentifierTable``. Every random access of the matching but the
/// writing of results stays inside one partition, which fits in cache, so the
/// work per element does not grow with the size of the collections.
///
/// Memory: the entries take 8 bytes per element of either side (plus the
/// one-pass grouping's spare room, about 10% at 100k elements), in a
/// workspace the caller provides and may reuse afterwards; wide integer keys
/// add 4 bytes per element and hashed identifiers a 4-byte hash and a copy of
/// each identifier, freed before returning; the table takes 2 bytes per slot,
/// 12 to 24 slots per element of the largest partition. The results are one
/// `Int32` per target element and one bit per source element.
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
    ///   - workspace: Where the work memory comes from and stays, with the
    ///     storage of the two arrays returned, which the caller may give back
    ///     (``DiffWorkspace/sourceToTarget`` and ``DiffWorkspace/targetToSource``)
    ///     when done with them; `nil` to allocate and free it here.
    ///   - integersAreHashes: Whether the identifiers are integers that are
    ///     hashes (``CarriedHashes``): spread over all their bits, they are
    ///     never compact, so the one-pass grouping that would try is skipped.
    // Always inlined, so that the visiting closures of the caller are
    // inlined too: one indirect call per element would cost more than the
    // hashing.
    @inlinable @inline(__always)
    static func match<ID: Hashable>(
        sourceCount: Int,
        targetCount: Int,
        sources: @escaping ((Int, ID) -> Void) -> Void,
        targets: @escaping ((Int, ID) -> Void) -> Void,
        bits: Int? = nil,
        workspace: DiffWorkspace? = nil,
        integersAreHashes: Bool = false
    ) -> (sourceToTarget: [Int32], targetToSource: [Int32], matchedCount: Int) {
        match(
            sourceCount: sourceCount, targetCount: targetCount,
            visiting: VisitingClosure(sources), VisitingClosure(targets),
            bits: bits, workspace: workspace, integersAreHashes: integersAreHashes)
    }

    /// ``match(sourceCount:targetCount:sources:targets:bits:workspace:integersAreHashes:)``
    /// with the elements visited by `sources` and `targets`.
    @inlinable @inline(__always)
    static func match<ID: Hashable>(
        sourceCount: Int,
        targetCount: Int,
        visiting sources: some IdentifierVisiting<ID>,
        _ targets: some IdentifierVisiting<ID>,
        bits: Int? = nil,
        workspace: DiffWorkspace? = nil,
        integersAreHashes: Bool = false
    ) -> (sourceToTarget: [Int32], targetToSource: [Int32], matchedCount: Int) {
        let scratch = workspace ?? DiffWorkspace()
        var targetToSource = DiffWorkspace.refilled(&scratch.targetToSource, -1, count: targetCount)
        var sourceToTarget = DiffWorkspace.refilled(&scratch.sourceToTarget, -1, count: sourceCount)
        if sourceCount == 0 || targetCount == 0 { return (sourceToTarget, targetToSource, 0) }
        let bits = bits ?? partitionBits(for: sourceCount)
        let words = workspaceCount(sourceCount: sourceCount, targetCount: targetCount, bits: bits)
        var matchedSources = DiffWorkspace.refilled(&scratch.matchedBits, 0, count: (sourceCount &+ 63) &>> 6)
        let matched = withExtendedLifetime(scratch) {
            let entries = scratch.words(words)
            return matchedSources.withUnsafeMutableBufferPointer { matchedSources in
                targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                    match(
                        sourceCount: sourceCount, targetCount: targetCount,
                        sources: sources, targets: targets,
                        bits: bits, workspace: entries,
                        targetToSource: targetToSource.baseAddress.unsafelyUnwrapped,
                        matchedSources: matchedSources.baseAddress.unsafelyUnwrapped,
                        integersAreHashes: integersAreHashes)
                }
            }
        }
        scratch.matchedBits = matchedSources
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
            for target in targetToSource.indices where targetToSource[target] >= 0 {
                sourceToTarget[Int(targetToSource[target])] = Int32(truncatingIfNeeded: target)
            }
        }
        return (sourceToTarget, targetToSource, matched)
    }

    /// The number of entries the workspace of a matching needs.
    @inlinable
    static func workspaceCount(sourceCount: Int, targetCount: Int, bits: Int) -> Int {
        let room = (IdentifierPartitions<Int>.onePassCapacity(count: sourceCount, bits: bits)
            &+ IdentifierPartitions<Int>.onePassCapacity(count: targetCount, bits: bits)) &<< bits
        return Swift.max(room, sourceCount &+ targetCount, 1)
    }

    /// Matches the elements that `sources` and `targets` visit (see
    /// ``match(sourceCount:targetCount:sources:targets:bits:workspace:integersAreHashes:)``), writes the
    /// matched source index of every visited target index to `targetToSource`
    /// (-1 for those not matched; the values of targets not visited are left
    /// as they are, so a caller that skips some sets them first), sets the bit of every
    /// matched source index in `matchedSources` (`(sourceCount + 63) / 64`
    /// words, zero on entry; bit `i % 64` of word `i / 64` is index `i`), and
    /// returns the number of pairs matched.
    ///
    /// `workspace` must have room for ``workspaceCount(sourceCount:targetCount:bits:)``
    /// entries; it holds no result when this returns. `integersAreHashes`
    /// as in the function above.
    @inlinable @inline(__always)
    static func match<ID: Hashable>(
        sourceCount: Int,
        targetCount: Int,
        sources: some IdentifierVisiting<ID>,
        targets: some IdentifierVisiting<ID>,
        bits: Int,
        workspace: UnsafeMutablePointer<UInt64>,
        targetToSource: UnsafeMutablePointer<Int32>,
        matchedSources: UnsafeMutablePointer<UInt64>,
        integersAreHashes: Bool = false
    ) -> Int {
        let sourceCapacity = IdentifierPartitions<ID>.onePassCapacity(count: sourceCount, bits: bits)
        let targetCapacity = IdentifierPartitions<ID>.onePassCapacity(count: targetCount, bits: bits)
        var source = IdentifierPartitions<ID>(bits: bits, entries: workspace)
        var target = IdentifierPartitions<ID>(bits: bits, entries: workspace + (sourceCapacity &<< bits))
        defer {
            source.deallocate()
            target.deallocate()
        }
        let isInteger = IdentifierKey.isInteger(ID.self)
        let mode: IdentifierKey.Mode
        if isInteger {
            let seed = IdentifierKey.seed
            var highOr: UInt64 = 0
            var highAnd: UInt64 = .max
            if !integersAreHashes, source.placeCompactInOnePass(
                maximumCount: sourceCount, capacity: sourceCapacity, seed: seed,
                highOr: &highOr, highAnd: &highAnd, elements: sources),
               target.placeCompactInOnePass(
                maximumCount: targetCount, capacity: targetCapacity, seed: seed,
                highOr: &highOr, highAnd: &highAnd, elements: targets),
               highOr == highAnd || source.count == 0 || target.count == 0 {
                mode = .compact
            } else {
                // A partition overflowed, or the keys cannot be compact:
                // count, then place.
                highOr = 0
                highAnd = .max
                source.countIntegers(
                    maximumCount: sourceCount, seed: seed, highOr: &highOr, highAnd: &highAnd, elements: sources)
                target.countIntegers(
                    maximumCount: targetCount, seed: seed, highOr: &highOr, highAnd: &highAnd, elements: targets)
                mode = highOr == highAnd || source.count == 0 || target.count == 0 ? .compact : .wide
                source.placeIntegers(mode: mode, seed: seed, elements: sources)
                target.placeIntegers(mode: mode, seed: seed, elements: targets)
            }
        } else {
            mode = .hashed
            let hashes = UnsafeMutablePointer<UInt32>.allocate(capacity: Swift.max(sourceCount, targetCount, 1))
            defer { hashes.deallocate() }
            source.groupHashed(maximumCount: sourceCount, hashes: hashes, elements: sources)
            target.groupHashed(maximumCount: targetCount, hashes: hashes, elements: targets)
        }
        if source.count == 0 || target.count == 0 {
            targetToSource.update(repeating: -1, count: targetCount)
            return 0
        }

        var largest = 0
        for partition in 0..<(1 &<< bits) { largest = Swift.max(largest, source.range(of: partition).count) }
        let compact = mode == .compact
        if largest < Int(Int16.max) {
            return matchPartitions(
                source: source, target: target, slot: Int16.self, largest: largest, compact: compact,
                targetToSource: targetToSource, matchedSources: matchedSources)
        }
        return matchPartitions(
            source: source, target: target, slot: Int32.self, largest: largest, compact: compact,
            targetToSource: targetToSource, matchedSources: matchedSources)
    }

    /// Whether a diff pairs identifiers of `type` on the hashes they carry,
    /// matched as integers (``CarriedHashes``), and confirms the pairs with
    /// `==` afterwards: for identifiers that carry their hash
    /// (``HashCarryingIdentifier``).
    ///
    /// Comparing such identifiers where the matching meets them (in hash
    /// order) may read far apart in memory (a renderer's identifier compares
    /// through the components it names), and each is copied into the
    /// matching's work memory; matched as integers, only their hashes are.
    /// The caller confirms the pairs in index order, where consecutive pairs
    /// lie side by side, and matches the identifiers themselves when one pair
    /// differs. When every pair is confirmed, the pairing is the one
    /// comparing would have made: among identifiers of one carried hash, the
    /// i-th source occurrence was paired with the i-th target occurrence, and
    /// when all those pairs are equal, each identifier's occurrences were
    /// paired in order, as many as the side with fewer has.
    @inlinable @inline(__always)
    static func trustsCarriedHashes<ID: Hashable>(_ type: ID.Type) -> Bool {
        type is any HashCarryingIdentifier.Type
    }

    /// Matches the grouped sides partition by partition with tables of
    /// `Slot`s (see ``match(sourceCount:targetCount:sources:targets:bits:workspace:targetToSource:matchedSources:integersAreHashes:)``
    /// for the results); `largest` is the size of the largest source
    /// partition, `compact` whether the keys are compact.
    @inlinable @inline(__always)
    static func matchPartitions<ID: Hashable, Slot: FixedWidthInteger & SignedInteger>(
        source: IdentifierPartitions<ID>,
        target: IdentifierPartitions<ID>,
        slot: Slot.Type,
        largest: Int,
        compact: Bool,
        targetToSource: UnsafeMutablePointer<Int32>,
        matchedSources: UnsafeMutablePointer<UInt64>
    ) -> Int {
        let isInteger = IdentifierKey.isInteger(ID.self)
        var table = IdentifierTable<Slot>(maximumCount: largest)
        defer { table.deallocate() }
        var matched = 0
        for partition in 0..<(1 &<< source.bits) {
            let sourceRange = source.range(of: partition)
            let targetRange = target.range(of: partition)
            if sourceRange.isEmpty {
                for position in targetRange { targetToSource[Int(target.entries[position] & 0xFFFF_FFFF)] = -1 }
                continue
            }
            if targetRange.isEmpty { continue }
            // The partition's source entries, low keys and identifiers, by
            // local index.
            let entries = source.entries + sourceRange.lowerBound
            let lowKeys = source.lowKeys.map { $0 + sourceRange.lowerBound }
            let identifiers = source.identifiers.map { $0 + sourceRange.lowerBound }
            table.reset(for: sourceRange.count)
            var local = Int32(truncatingIfNeeded: sourceRange.count)
            while local > 0 {
                local &-= 1
                let entry = entries[Int(local)]
                table.prepend(local, key: UInt32(truncatingIfNeeded: entry &>> 32)) { other in
                    entries[Int(other)] &>> 32 == entry &>> 32 && (isInteger
                        ? compact || lowKeys.unsafelyUnwrapped[Int(other)] == lowKeys.unsafelyUnwrapped[Int(local)]
                        : identifiers.unsafelyUnwrapped[Int(other)] == identifiers.unsafelyUnwrapped[Int(local)])
                }
            }
            for position in targetRange {
                let entry = target.entries[position]
                let head = table.popFirst(key: UInt32(truncatingIfNeeded: entry &>> 32)) { other in
                    entries[Int(other)] &>> 32 == entry &>> 32 && (isInteger
                        ? compact || lowKeys.unsafelyUnwrapped[Int(other)] == target.lowKeys.unsafelyUnwrapped[position]
                        : identifiers.unsafelyUnwrapped[Int(other)] == target.identifiers.unsafelyUnwrapped[position])
                }
                if head < 0 {
                    targetToSource[Int(entry & 0xFFFF_FFFF)] = -1
                    continue
                }
                let sourceIndex = entries[Int(head)] & 0xFFFF_FFFF
                targetToSource[Int(entry & 0xFFFF_FFFF)] = Int32(truncatingIfNeeded: sourceIndex)
                matchedSources[Int(sourceIndex &>> 6)] |= 1 &<< (sourceIndex & 63)
                matched &+= 1
            }
        }
        return matched
    }
}
