/// The diff of two flat collections; see ``StagedChangeset`` for the stages
/// it produces and why they are valid.
@usableFromInline
enum FlatDiff {
    /// The stages that turn `source` into `target`, with every item path in
    /// section `section`; collections larger than `limit` are replaced whole.
    @inlinable
    static func stages<Element: Differentiable>(
        source: [Element],
        target: [Element],
        section: Int,
        limit: Int = IndexLimit.maximumCount
    ) -> [Changeset<[Element]>] {
        if source.isEmpty && target.isEmpty { return [] }
        guard source.count <= limit, target.count <= limit else {
            return [replacement(source: source, target: target, section: section)]
        }

        // 0. The same identifiers in the same order (a render that changed
        //    nothing, or only content): every element matches its place, so
        //    the only changes are updates, found without matching. Stops at
        //    the first identifier out of place.
        if source.count == target.count, let updated = updatesInPlace(source: source, target: target, section: section) {
            return updated.isEmpty ? [] : [Changeset(data: target, updatedItems: updated)]
        }

        // 1. Match identifiers in order.
        var (sourceToTarget, targetToSource) = IdentifierMatching.match(
            sourceCount: source.count, targetCount: target.count,
            sources: { visit in for index in source.indices { visit(index, source[index].diffIdentifier) } },
            targets: { visit in for index in target.indices { visit(index, target[index].diffIdentifier) } })

        // 2. Deletes and updates in source indices; number the survivors as
        //    they stand after stage 1 (stored over `targetToSource`).
        var deleted: [ItemPath] = []
        var updated: [ItemPath] = []
        var survivor: Int32 = 0
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            for index in source.indices {
                let match = Int(sourceToTarget[index])
                guard match >= 0 else {
                    deleted.append(ItemPath(section: section, item: index))
                    continue
                }
                if !target[match].isContentEqual(to: source[index]) {
                    updated.append(ItemPath(section: section, item: index))
                }
                targetToSource[match] = survivor
                survivor &+= 1
            }
        }

        // 3. Keep a longest increasing subsequence of the survivors in target
        //    order; every other survivor moves, every unmatched target is new.
        var subsequence = LongestIncreasingSubsequence()
        subsequence.markKept(in: &targetToSource, range: targetToSource.indices, candidates: 0..<Int32.max)
        subsequence = LongestIncreasingSubsequence()
        var inserted: [ItemPath] = []
        var moved: [Move<ItemPath>] = []
        for index in target.indices {
            let value = targetToSource[index]
            if value == LongestIncreasingSubsequence.kept { continue }
            if value < 0 {
                inserted.append(ItemPath(section: section, item: index))
            } else {
                moved.append(Move(
                    source: ItemPath(section: section, item: Int(value)),
                    target: ItemPath(section: section, item: index)))
            }
        }
        targetToSource = []

        // 4. Stages; the last one's data is the target itself.
        var stages: [Changeset<[Element]>] = []
        let hasSecondStage = !inserted.isEmpty || !moved.isEmpty
        if !deleted.isEmpty || !updated.isEmpty {
            var data = target
            if hasSecondStage {
                data = []
                data.reserveCapacity(Int(survivor))
                for index in source.indices where sourceToTarget[index] >= 0 {
                    data.append(target[Int(sourceToTarget[index])])
                }
            }
            stages.append(Changeset(data: data, deletedItems: deleted, updatedItems: updated))
        }
        if hasSecondStage {
            stages.append(Changeset(data: target, insertedItems: inserted, movedItems: moved))
        }
        return stages
    }

    /// One stage that deletes every source item and inserts every target item.
    @inlinable
    static func replacement<Element>(source: [Element], target: [Element], section: Int) -> Changeset<[Element]> {
        Changeset(
            data: target,
            deletedItems: source.indices.map { ItemPath(section: section, item: $0) },
            insertedItems: target.indices.map { ItemPath(section: section, item: $0) })
    }

    /// The updates when `source` and `target` hold the same identifiers in
    /// the same order (the elements whose content differs), or `nil` as soon
    /// as an identifier differs from its place's.
    @inlinable
    static func updatesInPlace<Element: Differentiable>(
        source: [Element], target: [Element], section: Int
    ) -> [ItemPath]? {
        var updated: [ItemPath] = []
        for index in source.indices {
            guard source[index].diffIdentifier == target[index].diffIdentifier else { return nil }
            if !target[index].isContentEqual(to: source[index]) {
                updated.append(ItemPath(section: section, item: index))
            }
        }
        return updated
    }
}
