import Testing
@testable import ListKitDiff

/// Hand-worked flat diffs with their exact expected stages.
@Suite struct FlatDiffTests {
    /// Diffs, checks every stage (rules, replay, target) and returns the stages.
    func diff<Element: Differentiable & Equatable>(
        _ source: [Element], _ target: [Element], section: Int = 0
    ) -> StagedChangeset<[Element]> {
        let stages = StagedChangeset(source: source, target: target, section: section)
        let problems = StageChecks.problems(stages, source: source, target: target, section: section)
        #expect(problems.isEmpty, "\(problems)")
        return stages
    }

    @Test func bothEmpty() {
        #expect(diff([Row](), []) == StagedChangeset())
    }

    @Test func equalCollectionsHaveNoStage() {
        #expect(diff(rows(1, 2, 3), rows(1, 2, 3)).isEmpty)
    }

    @Test func allInserted() {
        #expect(diff([], rows(1, 2)) == StagedChangeset([
            Changeset(data: rows(1, 2), insertedItems: [path(0, 0), path(0, 1)]),
        ]))
    }

    @Test func allDeleted() {
        #expect(diff(rows(1, 2), []) == StagedChangeset([
            Changeset(data: [], deletedItems: [path(0, 0), path(0, 1)]),
        ]))
    }

    @Test func disjointCollectionsDeleteThenInsert() {
        #expect(diff(rows(1, 2), rows(3)) == StagedChangeset([
            Changeset(data: [], deletedItems: [path(0, 0), path(0, 1)]),
            Changeset(data: rows(3), insertedItems: [path(0, 0)]),
        ]))
    }

    @Test func updatesAreReloadsInSourceIndices() {
        let source = [Row(1), Row(2), Row(3)]
        let target = [Row(1), Row(2, 7), Row(3, 8)]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(data: target, updatedItems: [path(0, 1), path(0, 2)]),
        ]))
    }

    @Test func sameIdentifiersInPlaceAreUpdatesOnlyEvenWithDuplicates() {
        // Identifiers 1, 1, 2 on both sides: each matches its place (the
        // k-th 1 the k-th 1), so the second 1's new content is an update.
        let source = [Row(1), Row(1), Row(2)]
        let target = [Row(1), Row(1, 5), Row(2)]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(data: target, updatedItems: [path(0, 1)]),
        ]))
    }

    @Test func anIdentifierOutOfPlaceOnlyAtTheEndStillMatches() {
        // The in-place scan stops at index 2 and the full match runs: 3 and 2
        // swap, one move, and 1's update is still found.
        let stages = diff([Row(1), Row(2), Row(3)], [Row(1, 9), Row(3), Row(2)])
        #expect(stages.itemCounts.updated == 1)
        #expect(stages.itemCounts.moved == 1)
    }

    @Test func rotationLeftIsOneMove() {
        #expect(diff(rows(0, 1, 2), rows(1, 2, 0)) == StagedChangeset([
            Changeset(data: rows(1, 2, 0), movedItems: [move(0, 2)]),
        ]))
    }

    @Test func rotationRightIsOneMove() {
        #expect(diff(rows(0, 1, 2), rows(2, 0, 1)) == StagedChangeset([
            Changeset(data: rows(2, 0, 1), movedItems: [move(2, 0)]),
        ]))
    }

    @Test func reverseKeepsOneElement() {
        // Target order of source indices: 3 2 1 0; a longest increasing
        // subsequence has one element, and patience sorting keeps the last.
        #expect(diff(rows(0, 1, 2, 3), rows(3, 2, 1, 0)) == StagedChangeset([
            Changeset(data: rows(3, 2, 1, 0), movedItems: [move(3, 0), move(2, 1), move(1, 2)]),
        ]))
    }

    @Test func swapOfNeighboursIsOneMove() {
        #expect(diff(rows(0, 1, 2, 3), rows(0, 2, 1, 3)).itemCounts == ChangeCounts(moved: 1))
    }

    @Test func oneFarMoveIsOneMove() {
        // Heckel-style diffs report every element between the two positions.
        let source = Array(0..<100).map { Row($0) }
        var target = source
        target.insert(target.remove(at: 0), at: 99)
        #expect(diff(source, target) == StagedChangeset([
            Changeset(data: target, movedItems: [move(0, 99)]),
        ]))
    }

    @Test func deleteUpdateInsertAndMoveTogether() {
        // a b c d e → c a' f e b. Stage 1 deletes d and reloads a, leaving
        // a' b c e (indices 0 1 2 3). In target order these are 2 0 _ 3 1; the
        // subsequence kept is 0 1 (a', b), so c and e move and f is new.
        let source = [Row(1), Row(2), Row(3), Row(4), Row(5)]
        let target = [Row(3), Row(1, 9), Row(6), Row(5), Row(2)]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(
                data: [Row(1, 9), Row(2), Row(3), Row(5)],
                deletedItems: [path(0, 3)], updatedItems: [path(0, 0)]),
            Changeset(
                data: target,
                insertedItems: [path(0, 2)], movedItems: [move(2, 0), move(3, 3)]),
        ]))
    }

    @Test func updatedElementThatMovesIsReloadedBeforeItMoves() {
        let source = [Row(1, 1), Row(2), Row(3)]
        let target = [Row(2), Row(3), Row(1, 2)]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(data: [Row(1, 2), Row(2), Row(3)], updatedItems: [path(0, 0)]),
            Changeset(data: target, movedItems: [move(0, 2)]),
        ]))
    }

    @Test func duplicatesMatchInOrder() {
        // x y x z → x x y: the first x stays first, the second x (source 2)
        // is matched to target 1, z is deleted; y or the second x moves.
        #expect(diff(rows(7, 8, 7, 9), rows(7, 7, 8)) == StagedChangeset([
            Changeset(data: rows(7, 8, 7), deletedItems: [path(0, 3)]),
            Changeset(data: rows(7, 7, 8), movedItems: [move(2, 1)]),
        ]))
    }

    @Test func surplusDuplicatesAreDeletedOrInserted() {
        #expect(diff(rows(5, 5, 5), rows(5)) == StagedChangeset([
            Changeset(data: rows(5), deletedItems: [path(0, 1), path(0, 2)]),
        ]))
        #expect(diff(rows(5), rows(6, 5, 5)) == StagedChangeset([
            Changeset(data: rows(6, 5, 5), insertedItems: [path(0, 0), path(0, 2)]),
        ]))
    }

    @Test func duplicatesKeepTheirContentPairing() {
        // The first 4 in the target pairs with the first in the source.
        let source = [Row(4, 1), Row(4, 2)]
        let target = [Row(4, 2), Row(4, 1)]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(data: [Row(4, 2), Row(4, 1)], updatedItems: [path(0, 0), path(0, 1)]),
        ]))
    }

    @Test func hashCollisionsAreDecidedByEquality() {
        // Every key hashes alike: matching must still go by `==`.
        let keys = ["a", "b", "c", "d"].map { ConstantHashKey(name: $0) }
        let source = [keys[0], keys[1], keys[2]]
        let target = [keys[2], keys[0], keys[3]]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(data: [keys[0], keys[2]], deletedItems: [path(0, 1)]),
            Changeset(data: target, insertedItems: [path(0, 2)], movedItems: [move(1, 0)]),
        ]))
    }

    @Test func partialHashCollisionsWithDuplicates() {
        let source = [0, 1, 2, 3, 1, 2, 5].map { CollidingRow($0) }
        let target = [3, 2, 1, 1, 0, 4].map { CollidingRow($0) }
        let stages = diff(source, target)
        #expect(stages.itemCounts == Reference.counts(source: source, target: target))
    }

    @Test func sectionIndexIsUsedForEveryPath() {
        #expect(diff(rows(1, 2), rows(2, 3), section: 3) == StagedChangeset([
            Changeset(data: rows(2), deletedItems: [path(3, 0)]),
            Changeset(data: rows(2, 3), insertedItems: [path(3, 1)]),
        ]))
    }

    @Test func standardLibraryValuesAreDifferentiable() {
        let stages = StagedChangeset(source: ["a", "b", "c"], target: ["c", "a", "b"])
        #expect(stages == StagedChangeset([
            Changeset(data: ["c", "a", "b"], movedItems: [move(2, 0)]),
        ]))
    }

    @Test func collectionsBeyondTheIndexLimitAreReplacedWhole() {
        let stages = FlatDiff.stages(source: rows(1, 2, 3), target: rows(3, 4), section: 0, limit: 2)
        #expect(stages == [
            Changeset(
                data: rows(3, 4),
                deletedItems: [path(0, 0), path(0, 1), path(0, 2)],
                insertedItems: [path(0, 0), path(0, 1)]),
        ])
    }

    @Test func documentationExample() {
        #expect(diff(rows(1, 2, 3), rows(2, 3, 1, 4)) == StagedChangeset([
            Changeset(data: rows(2, 3, 1, 4), insertedItems: [path(0, 3)], movedItems: [move(0, 2)]),
        ]))
    }
}
