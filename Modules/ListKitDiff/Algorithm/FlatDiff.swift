import ListKitCore

/// The diff of two flat collections; see ``StagedChangeset`` for the stages
/// it produces and why they are valid.
@usableFromInline
enum FlatDiff {
    /// The stages that turn `source` into `target`, with every item path in
    /// section `section`; collections larger than `limit` are replaced whole.
    /// With `checksInPlace`, two collections of one size are first compared
    /// place by place (step 0 below).
    @inlinable
    static func stages<Element: Differentiable>(
        source: [Element],
        target: [Element],
        section: Int,
        limit: Int = IndexLimit.maximumCount,
        workspace: DiffWorkspace? = nil,
        checksInPlace: Bool = true
    ) -> [Changeset<[Element]>] {
        if source.isEmpty && target.isEmpty { return [] }
        guard source.count <= limit, target.count <= limit else {
            return [replacement(source: source, target: target, section: section)]
        }

        // 0. The same identifiers in the same order (a render that changed
        //    nothing, or only content): every element matches its place, so
        //    the only changes are updates, found without matching. Stops at
        //    the first identifier out of place.
        if checksInPlace, source.count == target.count,
           let updated = updatesInPlace(source: source, target: target, section: section) {
            return updated.isEmpty ? [] : [Changeset(data: target, updatedItems: updated)]
        }

        if source.isEmpty {
            return [Changeset(data: target, insertedItems: target.indices.map { ElementIndexPath(section: section, item: $0) })]
        }
        if target.isEmpty {
            return [Changeset(data: target, deletedItems: source.indices.map { ElementIndexPath(section: section, item: $0) })]
        }
        return source.withUnsafeBufferPointer { sourceBuffer in
            target.withUnsafeBufferPointer { targetBuffer in
                general(source: sourceBuffer, target: targetBuffer, targetArray: target, section: section, workspace: workspace)
            }
        }
    }

    /// Whether every target element is paired (`targetToSource`, -1 for
    /// none) with a source element of an equal identifier: read in target
    /// order.
    @inlinable
    static func pairsAreEqual<Element: Differentiable>(
        source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>,
        targetToSource: UnsafeMutablePointer<Int32>
    ) -> Bool {
        for index in 0..<target.count {
            let match = Int(targetToSource[index])
            if match >= 0, target[index].diffIdentifier != source[match].diffIdentifier { return false }
        }
        return true
    }

    /// The stages for two non-empty collections of at most
    /// ``IndexLimit/maximumCount`` elements each; `targetArray` is the array
    /// whose elements `target` holds (the last stage's data).
    ///
    /// Memory besides the result: one buffer of about 9 bytes per element
    /// of either side (the matching's entries with some room to spare, then
    /// the patience sorting's buffers) and 4 bytes per target element (its
    /// matched source index), both kept in `workspace` for the next diff
    /// when there is one (without one, the entries are freed before the
    /// result is built, so that the result can take their memory); and 2.5
    /// bits per source element (matched, updated, and the count of matched
    /// elements before every 64).
    @inlinable
    static func general<Element: Differentiable>(
        source: UnsafeBufferPointer<Element>,
        target: UnsafeBufferPointer<Element>,
        targetArray: [Element],
        section: Int,
        workspace: DiffWorkspace? = nil
    ) -> [Changeset<[Element]>] {
        let scratch = workspace ?? DiffWorkspace()
        // `targetToSource` below is the workspace's: it must outlive its use.
        defer { withExtendedLifetime(scratch) {} }
        let sourceCount = source.count
        let targetCount = target.count
        let words = (sourceCount &+ 63) &>> 6
        let bits = IdentifierMatching.partitionBits(for: sourceCount)
        let workspaceCount = IdentifierMatching.workspaceCount(
            sourceCount: sourceCount, targetCount: targetCount, bits: bits)
        // The workspace's entries when there is one: a renderer that diffs
        // 100k rows at every update otherwise has glibc map, fault in and
        // trim about 2 MB per update (59,000 page faults in 100 updates
        // against 5,000; the flat diff alone, kept workspace, takes the same
        // time either way). Without one, a buffer of its own, freed before
        // the result is built, which then takes that memory.
        let ownsEntries = workspace == nil
        let entries = ownsEntries
            ? LargeBuffer.allocate(UInt64.self, count: workspaceCount) : scratch.words(workspaceCount)
        var entriesFreed = !ownsEntries
        defer { if !entriesFreed { LargeBuffer.deallocate(entries) } }
        // Every target is visited, so the matching writes all of it.
        let targetToSource = scratch.targetIndices(targetCount)
        // Per 64 source indices: which are matched, which are updated, and
        // how many are matched before them.
        let matchedSources = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        matchedSources.initialize(repeating: 0, count: words)
        defer { matchedSources.deallocate() }
        let updatedSources = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        updatedSources.initialize(repeating: 0, count: words)
        defer { updatedSources.deallocate() }
        let matchedBefore = UnsafeMutablePointer<Int32>.allocate(capacity: words)
        defer { matchedBefore.deallocate() }

        // 1. Match identifiers in order. Identifiers that carry their hash
        //    are paired on it, matched as integers, and the pairs confirmed
        //    here in target order (`IdentifierMatching.trustsCarriedHashes`);
        //    a pair that differs (two identifiers with one hash) has the
        //    identifiers themselves matched.
        let trusts = IdentifierMatching.trustsCarriedHashes(Element.DiffIdentifier.self)
        var matched = 0
        if trusts {
            matched = IdentifierMatching.match(
                sourceCount: sourceCount, targetCount: targetCount,
                sources: CarriedHashes(ElementIdentifiers(source)), targets: CarriedHashes(ElementIdentifiers(target)),
                bits: bits,
                workspace: entries, targetToSource: targetToSource, matchedSources: matchedSources,
                integersAreHashes: true)
        }
        if !trusts || !Self.pairsAreEqual(source: source, target: target, targetToSource: targetToSource) {
            if trusts { matchedSources.update(repeating: 0, count: words) }
            matched = IdentifierMatching.match(
                sourceCount: sourceCount, targetCount: targetCount,
                sources: ElementIdentifiers(source), targets: ElementIdentifiers(target),
                bits: bits,
                workspace: entries, targetToSource: targetToSource, matchedSources: matchedSources)
        }

        // 2. A survivor's index after stage 1 is the number of matched
        //    source indices before its own.
        var running: Int32 = 0
        for word in 0..<words {
            matchedBefore[word] = running
            running &+= Int32(truncatingIfNeeded: matchedSources[word].nonzeroBitCount)
        }
        @inline(__always)
        func survivorIndex(_ sourceIndex: Int) -> Int {
            let word = sourceIndex &>> 6
            let before = matchedSources[word] & ((1 &<< UInt64(truncatingIfNeeded: sourceIndex & 63)) &- 1)
            return Int(matchedBefore[word]) &+ before.nonzeroBitCount
        }

        // 3. Keep a longest increasing subsequence of the survivors in target
        //    order (marked in `targetToSource` by setting the sign bit);
        //    every other survivor moves, every unmatched target is new. The
        //    subsequence is searched over source indices, which are in the
        //    same order as the survivors' indices after stage 1, so it is the
        //    same. The entries' buffer now holds the patience sorting: a pile index
        //    per target index, then the piles (at most one per survivor), in
        //    8 bytes per target index at most.
        let sortingBuffer = UnsafeMutableRawPointer(entries)
            .bindMemory(to: Int32.self, capacity: 2 &* workspaceCount)
        var sorting = PatienceSorting(pileIndices: sortingBuffer, pilePositions: sortingBuffer + targetCount)
        for index in 0..<targetCount {
            let match = targetToSource[index]
            if match >= 0 {
                sorting.add(match, at: Int32(truncatingIfNeeded: index)) { targetToSource[Int($0)] }
            } else {
                sorting.skip(Int32(truncatingIfNeeded: index))
            }
        }
        let keptCount = sorting.length
        sorting.backtrack { targetToSource[$0] |= Int32.min }
        if ownsEntries { LargeBuffer.deallocate(entries) }
        entriesFreed = true

        let deletedCount = sourceCount &- matched
        let insertedCount = targetCount &- matched
        let movedCount = matched &- keptCount
        let hasSecondStage = insertedCount > 0 || movedCount > 0

        // 4. Updates: a survivor whose content differs. When there are
        //    deletes and a second stage, both stages are certain and the
        //    contents are compared in step 5, which reads the same elements;
        //    otherwise here, in target order.
        let comparesLater = hasSecondStage && deletedCount > 0
        var updatedCount = 0
        if !comparesLater {
            for index in 0..<targetCount {
                let value = targetToSource[index]
                if value == -1 { continue }
                let match = Int(value & Int32.max)
                if !target[index].isContentEqual(to: source[match]) {
                    updatedSources[match &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: match & 63)
                    updatedCount &+= 1
                }
            }
        }

        // 5. Inserts and moves in target order, and, when both stages exist,
        //    the first one's data: the survivors in source order, with their
        //    target values.
        var stages: [Changeset<[Element]>] = []
        stages.reserveCapacity(2)
        var inserted: [ElementIndexPath] = []
        var moved: [Move<ElementIndexPath>] = []
        var data: [Element] = []
        let buildsData = hasSecondStage && (deletedCount > 0 || updatedCount > 0)
        if hasSecondStage {
            data = [Element](unsafeUninitializedCapacity: buildsData ? matched : 0) { data, dataInitialized in
                inserted = [ElementIndexPath](unsafeUninitializedCapacity: insertedCount) { inserted, insertedInitialized in
                    moved = [Move<ElementIndexPath>](unsafeUninitializedCapacity: movedCount) { moved, movedInitialized in
                        var insertions = 0
                        var moves = 0
                        var placed = 0
                        for index in 0..<targetCount {
                            let value = targetToSource[index]
                            if value == -1 {
                                guard insertions < inserted.count else { continue }
                                (inserted.baseAddress.unsafelyUnwrapped + insertions).initialize(
                                    to: ElementIndexPath(section: section, item: index))
                                insertions &+= 1
                                continue
                            }
                            let match = Int(value & Int32.max)
                            let isKept = value < 0
                            // A moved survivor's source and its place in
                            // `data` are far from the others': they are
                            // handled after this pass, in a loop whose cache
                            // misses overlap, instead of stalling it.
                            if comparesLater, isKept, !target[index].isContentEqual(to: source[match]) {
                                updatedSources[match &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: match & 63)
                                updatedCount &+= 1
                            }
                            if isKept {
                                guard buildsData else { continue }
                                let survivor = survivorIndex(match)
                                if survivor < data.count {
                                    (data.baseAddress.unsafelyUnwrapped + survivor).initialize(to: target[index])
                                    placed &+= 1
                                }
                            } else if moves < moved.count {
                                // The source index for now: the loop below
                                // reads it and replaces it with the
                                // survivor's index.
                                (moved.baseAddress.unsafelyUnwrapped + moves).initialize(to: Move(
                                    source: ElementIndexPath(section: section, item: match),
                                    target: ElementIndexPath(section: section, item: index)))
                                moves &+= 1
                            }
                        }
                        // The moved survivors, their source indices read from
                        // the list (not from `targetToSource`, one dependent
                        // cache miss fewer per move).
                        for move in 0..<moves {
                            let index = moved[move].target.item
                            let match = moved[move].source.item
                            if comparesLater, !target[index].isContentEqual(to: source[match]) {
                                updatedSources[match &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: match & 63)
                                updatedCount &+= 1
                            }
                            let survivor = survivorIndex(match)
                            moved[move].source.item = survivor
                            if buildsData, survivor < data.count {
                                (data.baseAddress.unsafelyUnwrapped + survivor).initialize(to: target[index])
                                placed &+= 1
                            }
                        }
                        insertedInitialized = insertions
                        movedInitialized = moves
                        // Every survivor has exactly one target index, so every
                        // place of `data` was written once.
                        dataInitialized = placed
                    }
                }
            }
        }
        let hasFirstStage = deletedCount > 0 || updatedCount > 0

        // Deletes and updates in source order, from the bit sets.
        let deleted = [ElementIndexPath](unsafeUninitializedCapacity: deletedCount) { deleted, initialized in
            var written = 0
            for word in 0..<words {
                var bits = ~matchedSources[word]
                if word == words &- 1, sourceCount & 63 != 0 {
                    bits &= (1 &<< UInt64(truncatingIfNeeded: sourceCount & 63)) &- 1
                }
                while bits != 0, written < deleted.count {
                    let index = word &<< 6 | bits.trailingZeroBitCount
                    (deleted.baseAddress.unsafelyUnwrapped + written).initialize(to: ElementIndexPath(section: section, item: index))
                    written &+= 1
                    bits &= bits &- 1
                }
            }
            initialized = written
        }
        let updated = [ElementIndexPath](unsafeUninitializedCapacity: updatedCount) { updated, initialized in
            var written = 0
            for word in 0..<words {
                var bits = updatedSources[word]
                while bits != 0, written < updated.count {
                    let index = word &<< 6 | bits.trailingZeroBitCount
                    (updated.baseAddress.unsafelyUnwrapped + written).initialize(to: ElementIndexPath(section: section, item: index))
                    written &+= 1
                    bits &= bits &- 1
                }
            }
            initialized = written
        }

        // 6. The stages; the last one's data is the target itself.
        if hasFirstStage {
            stages.append(Changeset(
                data: hasSecondStage ? data : targetArray, deletedItems: deleted, updatedItems: updated))
        }
        if hasSecondStage {
            stages.append(Changeset(data: targetArray, insertedItems: inserted, movedItems: moved))
        }
        return stages
    }

    /// One stage that deletes every source item and inserts every target item.
    @inlinable
    static func replacement<Element>(source: [Element], target: [Element], section: Int) -> Changeset<[Element]> {
        Changeset(
            data: target,
            deletedItems: source.indices.map { ElementIndexPath(section: section, item: $0) },
            insertedItems: target.indices.map { ElementIndexPath(section: section, item: $0) })
    }

    /// The updates when `source` and `target` hold the same identifiers in
    /// the same order (the elements whose content differs), or `nil` as soon
    /// as an identifier differs from its place's.
    @inlinable
    static func updatesInPlace<Element: Differentiable>(
        source: [Element], target: [Element], section: Int
    ) -> [ElementIndexPath]? {
        var updated: [ElementIndexPath] = []
        for index in source.indices {
            guard source[index].diffIdentifier == target[index].diffIdentifier else { return nil }
            if !target[index].isContentEqual(to: source[index]) {
                updated.append(ElementIndexPath(section: section, item: index))
            }
        }
        return updated
    }
}
