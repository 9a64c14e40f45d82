import Testing
@testable import ListKitDiff

/// Hand-worked sectioned diffs with their exact expected stages.
@Suite struct SectionedDiffTests {
    /// Diffs, checks every stage (rules, replay, target) and returns the stages.
    func diff(_ source: [RowSection], _ target: [RowSection]) -> StagedChangeset<[RowSection]> {
        let stages = StagedChangeset(source: source, target: target)
        let problems = StageChecks.problems(stages, source: source, target: target)
        #expect(problems.isEmpty, "\(problems)")
        return stages
    }

    @Test func bothEmpty() {
        #expect(diff([], []).isEmpty)
    }

    @Test func allSectionsInsertedOrDeleted() {
        let some = [section("A", rows(1)), section("B", [])]
        #expect(diff([], some) == StagedChangeset([Changeset(data: some, insertedSections: [0, 1])]))
        #expect(diff(some, []) == StagedChangeset([Changeset(data: [], deletedSections: [0, 1])]))
    }

    @Test func emptySectionInserted() {
        let target = [section("A", []), section("B", [])]
        #expect(diff([section("A", [])], target) == StagedChangeset([
            Changeset(data: target, insertedSections: [1]),
        ]))
    }

    @Test func emptySectionMoves() {
        let target = [section("B", rows(1)), section("A", [])]
        #expect(diff([section("A", []), section("B", rows(1))], target) == StagedChangeset([
            Changeset(data: target, movedSections: [Move(source: 1, target: 0)]),
        ]))
    }

    @Test func documentationExample() {
        let source = [section("A", rows(1, 2)), section("B", rows(3))]
        let target = [section("B", rows(3, 1)), section("A", rows(2))]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(
                data: [section("B", rows(3)), section("A", rows(1, 2))],
                movedSections: [Move(source: 1, target: 0)]),
            Changeset(data: target, movedItems: [move(path(1, 0), path(0, 1))]),
        ]))
    }

    @Test func itemsKeepTheirPlaceWhenOnlyTheirSectionMoves() {
        // A moves from 0 to 1 only because C moves in front of it: A's items
        // are not moved, and only 4 moves inside B.
        let source = [section("A", rows(1, 2)), section("B", rows(3, 4)), section("C", rows(5))]
        let target = [section("C", rows(5)), section("A", rows(1, 2)), section("B", rows(4, 3))]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(
                data: [section("C", rows(5)), section("A", rows(1, 2)), section("B", rows(3, 4))],
                movedSections: [Move(source: 2, target: 0)]),
            Changeset(data: target, movedItems: [move(path(2, 1), path(2, 0))]),
        ]))
    }

    @Test func deletedSectionTakesItsItems() {
        // 2 lived in the deleted section B: it is inserted anew in A.
        let target = [section("A", rows(1, 2))]
        #expect(diff([section("A", rows(1)), section("B", rows(2))], target) == StagedChangeset([
            Changeset(data: [section("A", rows(1))], deletedSections: [1]),
            Changeset(data: target, insertedItems: [path(0, 1)]),
        ]))
    }

    @Test func insertedSectionBringsItsItems() {
        // 1 stays in A; the 1 in the new section B is a new item.
        let target = [section("B", rows(1)), section("A", rows(1))]
        #expect(diff([section("A", rows(1))], target) == StagedChangeset([
            Changeset(data: target, insertedSections: [0]),
        ]))
    }

    @Test func sectionUpdateComesLastAndKeepsTheSourceModelUntilThen() {
        let source = [RowSection(model: Header("A"), items: rows(1, 2))]
        let target = [RowSection(model: Header("A", 5), items: rows(2, 1, 3))]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(
                data: [RowSection(model: Header("A"), items: rows(2, 1, 3))],
                insertedItems: [path(0, 2)], movedItems: [move(path(0, 1), path(0, 0))]),
            Changeset(data: target, updatedSections: [0]),
        ]))
    }

    @Test func oneSectionKeepsTheSourceModelThroughBothItemStages() {
        // One section on either side (diffed as a flat list of items): 1 is
        // deleted, 3 updated, 4 moves in front of 2, 5 is new; the section
        // is reloaded last.
        let source = [RowSection(model: Header("A"), items: rows(1, 2, 3, 4))]
        let target = [RowSection(model: Header("A", 7), items: [Row(4), Row(2), Row(3, 1), Row(5)])]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(
                data: [RowSection(model: Header("A"), items: [Row(2), Row(3, 1), Row(4)])],
                deletedItems: [path(0, 0)], updatedItems: [path(0, 2)]),
            Changeset(
                data: [RowSection(model: Header("A"), items: [Row(4), Row(2), Row(3, 1), Row(5)])],
                insertedItems: [path(0, 3)], movedItems: [move(path(0, 2), path(0, 0))]),
            Changeset(data: target, updatedSections: [0]),
        ]))
    }

    @Test func oneSectionWhoseItemsOnlyChangeContent() {
        let source = [section("A", rows(1, 2, 3))]
        let target = [section("A", [Row(1), Row(2, 4), Row(3)])]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(data: target, updatedItems: [path(0, 1)]),
        ]))
        #expect(diff(target, target).isEmpty)
    }

    @Test func oneSectionReplacedByAnotherTakesItsItems() {
        // One section a side, but not the same one: B is new, so 1 is too.
        let target = [section("B", rows(1))]
        #expect(diff([section("A", rows(1))], target) == StagedChangeset([
            Changeset(data: [], deletedSections: [0]),
            Changeset(data: target, insertedSections: [0]),
        ]))
    }

    @Test func allFourStages() {
        // Sections A B C → C' D A: B is deleted with its items, D inserted,
        // C moves in front of A (the longest increasing subsequence keeps A)
        // and is reloaded at the end. Items: 3 is updated, 2 moves from A to
        // C, 8 is new.
        let source = [section("A", rows(1, 2, 3)), section("B", rows(4, 5)), section("C", rows(6))]
        let target = [
            RowSection(model: Header("C", 1), items: rows(6, 2)),
            section("D", rows(7)),
            section("A", [Row(1), Row(3, 9), Row(8)]),
        ]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(
                data: [section("A", [Row(1), Row(2), Row(3, 9)]), section("C", rows(6))],
                deletedSections: [1], updatedItems: [path(0, 2)]),
            Changeset(
                data: [section("C", rows(6)), section("D", rows(7)), section("A", [Row(1), Row(2), Row(3, 9)])],
                insertedSections: [1], movedSections: [Move(source: 1, target: 0)]),
            Changeset(
                data: [section("C", rows(6, 2)), section("D", rows(7)), section("A", [Row(1), Row(3, 9), Row(8)])],
                insertedItems: [path(2, 2)], movedItems: [move(path(2, 1), path(0, 1))]),
            Changeset(data: target, updatedSections: [0]),
        ]))
    }

    @Test func duplicateSectionIdentifiersMatchInOrder() {
        // The first A stays first: the items cross between the two A's.
        let source = [section("A", rows(1)), section("A", rows(2))]
        let target = [section("A", rows(2)), section("A", rows(1))]
        #expect(diff(source, target) == StagedChangeset([
            Changeset(data: target, movedItems: [move(path(1, 0), path(0, 0)), move(path(0, 0), path(1, 0))]),
        ]))
    }

    @Test func duplicateItemsAcrossSectionsMatchInFlatOrder() {
        // Flat order pairs the first 5 of the source (in A) with the first 5
        // of the target (in B), so it crosses sections; the second pair stays
        // in B.
        let source = [section("A", rows(5, 1)), section("B", rows(5))]
        let target = [section("A", rows(1)), section("B", rows(5, 5))]
        let stages = diff(source, target)
        #expect(stages == StagedChangeset([
            Changeset(data: target, movedItems: [move(path(0, 0), path(1, 0))]),
        ]))
        #expect(stages.itemCounts == Reference.counts(source: source, target: target).items)
    }

    @Test func itemMovesBetweenMovingSections() {
        let source = [section("A", rows(1, 2, 3)), section("B", rows(4, 5, 6)), section("C", rows(7))]
        let target = [section("B", rows(4, 3, 6)), section("C", rows(7, 5)), section("A", rows(2, 1))]
        let stages = diff(source, target)
        let reference = Reference.counts(source: source, target: target)
        #expect(stages.sectionCounts == reference.sections)
        #expect(stages.itemCounts == reference.items)
        #expect(stages.sectionCounts.moved == 1)
        #expect(stages.itemCounts.moved == 3)
    }

    @Test func dataBeyondTheIndexLimitIsReplacedWhole() {
        let source = [section("A", rows(1, 2, 3))]
        let target = [section("A", rows(1)), section("B", [])]
        #expect(SectionedDiff.stages(source: source, target: target, limit: 2) == [
            Changeset(data: target, deletedSections: [0], insertedSections: [0, 1]),
        ])
        // One section a side is replaced too, whichever side holds more
        // items than the limit.
        let one = [section("A", rows(1))]
        #expect(SectionedDiff.stages(source: source, target: one, limit: 2) == [
            Changeset(data: one, deletedSections: [0], insertedSections: [0]),
        ])
        #expect(SectionedDiff.stages(source: one, target: source, limit: 2) == [
            Changeset(data: source, deletedSections: [0], insertedSections: [0]),
        ])
        // A limit of 0 replaces even one empty section a side.
        let empty = [section("A", [])]
        #expect(SectionedDiff.stages(source: empty, target: [section("A", [])], limit: 0) == [
            Changeset(data: empty, deletedSections: [0], insertedSections: [0]),
        ])
    }
}
