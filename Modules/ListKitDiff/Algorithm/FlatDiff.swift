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
        var (sourceToTarget, targetToSource, matched) = source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                IdentifierMatching.match(
                    sourceCount: source.count, targetCount: target.count,
                    sources: { visit in for index in source.indices { visit(index, source[index].diffIdentifier) } },
                    targets: { visit in for index in target.indices { visit(index, target[index].diffIdentifier) } })
            }
        }
        let deletedCount = source.count &- matched
        let insertedCount = target.count &- matched

        // 2. Deletes and updates in source indices; number the survivors as
        //    they stand after stage 1 (stored over `targetToSource`). When
        //    both stages are certain (something deleted, something inserted),
        //    the first stage's data is built in the same pass: the survivors
        //    in source order, with their target values.
        let buildsData = deletedCount > 0 && insertedCount > 0
        var updated: [ItemPath] = []
        var data: [Element] = []
        let deleted = [ItemPath](unsafeUninitializedCapacity: deletedCount) { deleted, deletedInitialized in
            data = [Element](unsafeUninitializedCapacity: buildsData ? matched : 0) { data, dataInitialized in
                source.withUnsafeBufferPointer { source in
                target.withUnsafeBufferPointer { target in
                sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                    var deletions = 0
                    var survivor = 0
                    for index in 0..<source.count {
                        let match = Int(sourceToTarget[index])
                        guard match >= 0 else {
                            // `matched` counts every other index, so this stays in bounds.
                            guard deletions < deleted.count else { break }
                            (deleted.baseAddress.unsafelyUnwrapped + deletions).initialize(
                                to: ItemPath(section: section, item: index))
                            deletions &+= 1
                            continue
                        }
                        if !target[match].isContentEqual(to: source[index]) {
                            updated.append(ItemPath(section: section, item: index))
                        }
                        if buildsData {
                            guard survivor < data.count else { break }
                            (data.baseAddress.unsafelyUnwrapped + survivor).initialize(to: target[match])
                        }
                        targetToSource[match] = Int32(truncatingIfNeeded: survivor)
                        survivor &+= 1
                    }
                    deletedInitialized = deletions
                    dataInitialized = buildsData ? survivor : 0
                }
                }
                }
                }
            }
        }

        // 3. Keep a longest increasing subsequence of the survivors in target
        //    order; every other survivor moves, every unmatched target is new.
        var subsequence = LongestIncreasingSubsequence()
        let keptCount = subsequence.markKept(in: &targetToSource, range: targetToSource.indices, candidates: 0..<Int32.max)
        subsequence = LongestIncreasingSubsequence()
        let movedCount = matched &- keptCount
        var moved: [Move<ItemPath>] = []
        let inserted = [ItemPath](unsafeUninitializedCapacity: insertedCount) { inserted, insertedInitialized in
            moved = [Move<ItemPath>](unsafeUninitializedCapacity: movedCount) { moved, movedInitialized in
                targetToSource.withUnsafeBufferPointer { targetToSource in
                    var insertions = 0
                    var moves = 0
                    for index in 0..<targetToSource.count {
                        let value = targetToSource[index]
                        if value == LongestIncreasingSubsequence.kept { continue }
                        if value < 0 {
                            guard insertions < inserted.count else { break }
                            (inserted.baseAddress.unsafelyUnwrapped + insertions).initialize(
                                to: ItemPath(section: section, item: index))
                            insertions &+= 1
                        } else {
                            guard moves < moved.count else { break }
                            (moved.baseAddress.unsafelyUnwrapped + moves).initialize(to: Move(
                                source: ItemPath(section: section, item: Int(value)),
                                target: ItemPath(section: section, item: index)))
                            moves &+= 1
                        }
                    }
                    insertedInitialized = insertions
                    movedInitialized = moves
                }
            }
        }
        targetToSource = []

        // 4. Stages; the last one's data is the target itself.
        var stages: [Changeset<[Element]>] = []
        let hasSecondStage = !inserted.isEmpty || !moved.isEmpty
        if !deleted.isEmpty || !updated.isEmpty {
            if !hasSecondStage {
                data = target
            } else if !buildsData {
                data.reserveCapacity(matched)
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
