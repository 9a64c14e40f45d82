import ListKitCore
import ListKitDiff
import Testing

/// UIKit's index mapping (`BatchUpdateMapping`), worked out by hand.
@Suite struct BatchUpdateMappingTests {
    func ip(_ section: Int, _ item: Int) -> ElementIndexPath { ElementIndexPath(section: section, item: item) }

    /// Section 0 holds a b c d e. Delete b (1), insert X at 0, move d (3)
    /// to 4: 5 − 1 + 1 = 5 items. The target positions taken are 0
    /// (inserted) and 4 (moved in); the staying a, c, e (ranks 0, 1, 2) fill
    /// the free 1, 2, 3 in order.
    @Test func stayingItemsFillTheFreePositionsInOrder() throws {
        let updates = BatchUpdates(
            deletedItems: [ip(0, 1)], insertedItems: [ip(0, 0)], movedItems: [Move(source: ip(0, 3), target: ip(0, 4))])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [5], targetItemCounts: [5]).mapping(of: updates)
        #expect(mapping.newIndexPath(forOld: ip(0, 0)) == ip(0, 1))
        #expect(mapping.newIndexPath(forOld: ip(0, 1)) == nil)
        #expect(mapping.newIndexPath(forOld: ip(0, 2)) == ip(0, 2))
        #expect(mapping.newIndexPath(forOld: ip(0, 3)) == ip(0, 4))
        #expect(mapping.newIndexPath(forOld: ip(0, 4)) == ip(0, 3))
        // Outside the section's items before the update: nowhere.
        #expect(mapping.newIndexPath(forOld: ip(0, 5)) == nil)
        #expect(mapping.newIndexPath(forOld: ip(0, -1)) == nil)
        #expect(mapping.newSection(forOld: 0) == 0)
    }

    /// Changes in three sections, listed out of order: section 0 holds
    /// a b c d e, section 1 p q, section 2 x y z. Delete d (0, 3) and z
    /// (2, 2), insert N at (2, 0), move b (0, 1) to (1, 0). Each section's
    /// removed items (d, then b, in the lists) and added ones (N at 2, then
    /// b at 1) are found in order: section 0 keeps a c e at 0 1 2, section 1
    /// takes b at 0 and p q at 1 2, section 2 N at 0 and x y at 1 2.
    @Test func changesInSeveralSectionsListedOutOfOrder() throws {
        let updates = BatchUpdates(
            deletedItems: [ip(0, 3), ip(2, 2)], insertedItems: [ip(2, 0)],
            movedItems: [Move(source: ip(0, 1), target: ip(1, 0))])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [5, 2, 3], targetItemCounts: [3, 3, 3])
            .mapping(of: updates)
        let expected: [ElementIndexPath: ElementIndexPath?] = [
            ip(0, 0): ip(0, 0), ip(0, 1): ip(1, 0), ip(0, 2): ip(0, 1), ip(0, 3): nil, ip(0, 4): ip(0, 2),
            ip(1, 0): ip(1, 1), ip(1, 1): ip(1, 2),
            ip(2, 0): ip(2, 1), ip(2, 1): ip(2, 2), ip(2, 2): nil,
        ]
        for (old, new) in expected { #expect(mapping.newIndexPath(forOld: old) == new, "\(old)") }
        #expect(mapping.unchangedRuns(inOld: 0) == [
            UnchangedRun(oldItems: 0..<1, newStart: 0), UnchangedRun(oldItems: 2..<3, newStart: 1),
            UnchangedRun(oldItems: 4..<5, newStart: 2),
        ])
        #expect(mapping.unchangedRuns(inOld: 1) == [UnchangedRun(oldItems: 0..<2, newStart: 1)])
        #expect(mapping.unchangedRuns(inOld: 2) == [UnchangedRun(oldItems: 0..<2, newStart: 1)])
        #expect(mapping.movedItems(inOld: 0) == [1])
        #expect(mapping.movedItems(inOld: 1).isEmpty)
        #expect(mapping.movedItems(inOld: 3).isEmpty)
    }

    /// Two sections of 2 trade an item: (0, 0) moves to (1, 0), (1, 1) to
    /// (0, 1). Each section lists only its own move out; the staying
    /// items take the free positions: (0, 1) → (0, 0), (1, 0) → (1, 1).
    @Test func sectionsTradingItemsListTheirOwnMoves() throws {
        let updates = BatchUpdates(movedItems: [
            Move(source: ip(1, 1), target: ip(0, 1)), Move(source: ip(0, 0), target: ip(1, 0)),
        ])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [2, 2], targetItemCounts: [2, 2]).mapping(of: updates)
        #expect(mapping.movedItems(inOld: 0) == [0])
        #expect(mapping.movedItems(inOld: 1) == [1])
        #expect(mapping.newIndexPath(forOld: ip(0, 0)) == ip(1, 0))
        #expect(mapping.newIndexPath(forOld: ip(0, 1)) == ip(0, 0))
        #expect(mapping.newIndexPath(forOld: ip(1, 0)) == ip(1, 1))
        #expect(mapping.newIndexPath(forOld: ip(1, 1)) == ip(0, 1))
    }

    /// A staying item whose rank lands just past a run of taken positions:
    /// inserts at 0, 1, 2 push the first staying item to 3, the second to 4.
    @Test func aRunOfInsertsAtTheTopShiftsEveryItem() throws {
        let updates = BatchUpdates(insertedItems: [ip(0, 2), ip(0, 0), ip(0, 1)])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [2], targetItemCounts: [5]).mapping(of: updates)
        #expect(mapping.newIndexPath(forOld: ip(0, 0)) == ip(0, 3))
        #expect(mapping.newIndexPath(forOld: ip(0, 1)) == ip(0, 4))
    }

    /// Sections 0, 1, 2 (2 items each): delete 0, update 1, move 2 to 0.
    /// 3 − 1 = 2 sections; 2 goes to 0; the updated 1 fills the free 1 but,
    /// updated, maps to nothing (its views are all asked for again).
    @Test func sectionsFollowMovesDeletesAndUpdates() throws {
        let updates = BatchUpdates(deletedSections: [0], updatedSections: [1], movedSections: [Move(source: 2, target: 0)])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [2, 2, 2], targetItemCounts: [2, 2])
            .mapping(of: updates)
        #expect(mapping.newSection(forOld: 0) == nil)
        #expect(mapping.newSection(forOld: 1) == nil)
        #expect(mapping.newSection(forOld: 2) == 0)
        #expect(mapping.newSection(forOld: 3) == nil)
        #expect(mapping.newSection(forOld: -1) == nil)
        #expect(mapping.newIndexPath(forOld: ip(2, 1)) == ip(0, 1))
        #expect(mapping.newIndexPath(forOld: ip(1, 0)) == nil)
    }

    /// An inserted section before a staying one pushes it down by one.
    @Test func anInsertedSectionPushesTheNextDown() throws {
        let mapping = try BatchUpdateValidator(sourceItemCounts: [1], targetItemCounts: [0, 1])
            .mapping(of: BatchUpdates(insertedSections: [0]))
        #expect(mapping.newSection(forOld: 0) == 1)
        #expect(mapping.newIndexPath(forOld: ip(0, 0)) == ip(1, 0))
    }

    /// An updated item keeps its place and says it is updated.
    @Test func anUpdatedItemKeepsItsPlace() throws {
        let mapping = try BatchUpdateValidator(sourceItemCounts: [3], targetItemCounts: [3])
            .mapping(of: BatchUpdates(updatedItems: [ip(0, 1)]))
        #expect(mapping.isUpdated(ip(0, 1)))
        #expect(!mapping.isUpdated(ip(0, 0)))
        #expect(mapping.newIndexPath(forOld: ip(0, 1)) == ip(0, 1))
    }

    /// An update that breaks a rule has no mapping: its first violation is thrown.
    @Test func anInvalidUpdateThrowsItsFirstViolation() {
        let validator = BatchUpdateValidator(sourceItemCounts: [2], targetItemCounts: [2])
        #expect(throws: BatchUpdateViolation.itemOutOfRange(.delete, path: ip(0, 2), count: 2)) {
            try validator.mapping(of: BatchUpdates(deletedItems: [ip(0, 2)], insertedItems: [ip(0, 0)]))
        }
    }

    /// The builder calls fill the lists UIKit's calls name.
    @Test func builderCallsFillTheirLists() {
        var updates = BatchUpdates()
        #expect(updates.isEmpty)
        updates.deleteSections([1])
        updates.insertSections([2])
        updates.updateSections([3])
        updates.moveSection(4, toSection: 5)
        updates.deleteItems(at: [ip(0, 1)])
        updates.insertItems(at: [ip(0, 2)])
        updates.updateItems(at: [ip(0, 3)])
        updates.moveItem(at: ip(0, 4), to: ip(1, 0))
        #expect(updates == BatchUpdates(
            deletedSections: [1], insertedSections: [2], updatedSections: [3], movedSections: [Move(source: 4, target: 5)],
            deletedItems: [ip(0, 1)], insertedItems: [ip(0, 2)], updatedItems: [ip(0, 3)],
            movedItems: [Move(source: ip(0, 4), target: ip(1, 0))]))
        #expect(!updates.isEmpty)
        #expect(updates.itemCounts == ChangeCounts(deleted: 1, inserted: 1, updated: 1, moved: 1))
    }

    /// A changeset's lists are its changes' lists, read and written in place.
    @Test func aChangesetReadsAndWritesItsChanges() {
        var stage = Changeset(data: "x", insertedItems: [ip(0, 0)])
        stage.deletedItems.append(ip(0, 3))
        #expect(stage.changes.deletedItems == [ip(0, 3)])
        #expect(stage.insertedItems == [ip(0, 0)])
        #expect(stage.itemCounts.total == 2)
        #expect(stage.description == "Changeset(\n  deletedItems: [[0, 3]]\n  insertedItems: [[0, 0]]\n  data: x\n)")
    }
}
