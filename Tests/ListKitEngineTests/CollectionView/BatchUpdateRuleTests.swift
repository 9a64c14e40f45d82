import ListKitCore
import ListKitDiff
import ListKitEngine
import Testing

/// Every rule `performBatchUpdates` checks, each with a valid and an invalid
/// example and the exact message. The sections hold 5, 3 and 4 items before
/// the update unless said otherwise.
@Suite struct BatchUpdateRuleTests {
    /// Loads `old`, switches the data source to `new`, applies `updates`.
    @discardableResult
    func apply(
        _ updates: BatchUpdates, from old: [Int] = [5, 3, 4], to new: [Int]
    ) throws(CollectionViewError) -> HeadlessCollectionView {
        let source = CountsDataSource(old)
        let cv = makeCollectionView(source) { _, count in LayoutSection(group: rows(50), itemCount: count) }
        try cv.layoutIfNeeded()
        source.counts = new
        try cv.performBatchUpdates(updates)
        return cv
    }

    func expectValid(
        _ updates: BatchUpdates, from old: [Int] = [5, 3, 4], to new: [Int],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let cv = try apply(updates, from: old, to: new)
            #expect((0..<cv.numberOfSections).map(cv.numberOfItems(inSection:)) == new, sourceLocation: sourceLocation)
            #expect(cv.visibleCells.count == new.reduce(0, +), sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        }
    }

    func expectViolation(
        _ updates: BatchUpdates, from old: [Int] = [5, 3, 4], to new: [Int], _ rule: BatchUpdateRule,
        _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            try apply(updates, from: old, to: new)
            Issue.record("no error; expected: \(message)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == message, sourceLocation: sourceLocation)
            #expect(error.batchUpdateRule == rule, sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
        }
    }

    @Test func rule1_sectionIndicesInRange() {
        expectValid(BatchUpdates(deletedSections: [2]), to: [5, 3])
        expectValid(BatchUpdates(insertedSections: [3]), to: [5, 3, 4, 2])
        expectViolation(BatchUpdates(deletedSections: [3]), to: [5, 3], .sectionInRange,
            "Invalid update: attempt to delete section 3, but there are only 3 sections before the update")
        expectViolation(BatchUpdates(updatedSections: [-1]), to: [5, 3, 4], .sectionInRange,
            "Invalid update: attempt to reload section -1, but there are only 3 sections before the update")
        expectViolation(BatchUpdates(insertedSections: [4]), to: [5, 3, 4, 0], .sectionInRange,
            "Invalid update: attempt to insert section 4, but there are only 4 sections after the update")
        expectViolation(BatchUpdates(movedSections: [.init(source: 0, target: 3)]), to: [5, 3, 4], .sectionInRange,
            "Invalid update: attempt to move a section to section 3, but there are only 3 sections after the update")
    }

    @Test func rule2_sectionNamedOncePerOperation() {
        expectValid(BatchUpdates(deletedSections: [0, 1]), to: [4])
        expectViolation(BatchUpdates(deletedSections: [1, 1]), to: [5, 4], .sectionOnce,
            "Invalid update: attempt to delete section 1 more than once")
        expectViolation(
            BatchUpdates(movedSections: [.init(source: 0, target: 2), .init(source: 1, target: 2)]), to: [5, 3, 4], .sectionOnce,
            "Invalid update: attempt to move a section to section 2 more than once")
    }

    @Test func rule3_oneOperationPerSection() {
        expectValid(BatchUpdates(deletedSections: [1], updatedSections: [2], movedSections: [.init(source: 0, target: 1)]),
                    to: [6, 5])
        expectViolation(BatchUpdates(deletedSections: [1], updatedSections: [1]), to: [5, 4], .sectionOneOperation,
            "Invalid update: attempt to delete and reload the same section (1)")
        expectViolation(BatchUpdates(updatedSections: [0], movedSections: [.init(source: 0, target: 2)]), to: [3, 4, 5],
            .sectionOneOperation, "Invalid update: attempt to reload and move the same section (0)")
        expectViolation(BatchUpdates(insertedSections: [0], movedSections: [.init(source: 2, target: 0)]), to: [4, 5, 3, 1],
            .sectionOneOperation, "Invalid update: attempt to insert and move to the same section (0)")
    }

    @Test func rule4_numberOfSections() {
        expectValid(BatchUpdates(deletedSections: [0], insertedSections: [2, 3]), to: [3, 4, 0, 9])
        expectViolation(BatchUpdates(), to: [5, 3, 4, 1], .sectionCount,
            "Invalid update: invalid number of sections. The number of sections contained in the collection view "
            + "after the update (4) must be equal to the number of sections contained in the collection view before "
            + "the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        expectViolation(BatchUpdates(deletedSections: [0], insertedSections: [0]), to: [5, 3], .sectionCount,
            "Invalid update: invalid number of sections. The number of sections contained in the collection view "
            + "after the update (2) must be equal to the number of sections contained in the collection view before "
            + "the update (3), plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted).")
    }

    @Test func rule5_itemSectionsInRange() {
        expectValid(BatchUpdates(deletedItems: [ip(2, 0)]), to: [5, 3, 3])
        expectViolation(BatchUpdates(deletedItems: [ip(3, 0)]), to: [5, 3, 4], .itemSectionInRange,
            "Invalid update: attempt to delete item 0 from section 3, but there are only 3 sections before the update")
        // After deleting section 1 there are two sections: an insert into "section 2" names none.
        expectViolation(BatchUpdates(deletedSections: [1], insertedItems: [ip(2, 0)]), to: [5, 5],
            .itemSectionInRange,
            "Invalid update: attempt to insert item 0 into section 2, but there are only 2 sections after the update")
    }

    @Test func rule6_noItemOperationInAChangedSection() {
        // Items in a moved section are fine: section 0 moves to the end and loses an item.
        expectValid(BatchUpdates(movedSections: [.init(source: 0, target: 2)], deletedItems: [ip(0, 0)]), to: [3, 4, 4])
        expectValid(BatchUpdates(updatedSections: [0]), to: [9, 3, 4])
        expectViolation(BatchUpdates(deletedSections: [1], deletedItems: [ip(1, 0)]), to: [5, 4],
            .itemInUnchangedSection,
            "Invalid update: attempt to delete item 0 from section 1, but section 1 is itself being deleted")
        expectViolation(BatchUpdates(updatedSections: [1], movedItems: [.init(source: ip(1, 2), target: ip(0, 0))]),
            to: [6, 2, 4], .itemInUnchangedSection,
            "Invalid update: attempt to move item 2 from section 1, but section 1 is itself being reloaded")
        expectViolation(BatchUpdates(insertedSections: [1], insertedItems: [ip(1, 0)]), to: [5, 2, 3, 4],
            .itemInUnchangedSection,
            "Invalid update: attempt to insert item 0 into section 1, but section 1 is itself being inserted")
        expectViolation(BatchUpdates(updatedSections: [0], insertedItems: [ip(0, 5)]), to: [6, 3, 4],
            .itemInUnchangedSection,
            "Invalid update: attempt to insert item 5 into section 0, but section 0 is itself being reloaded")
    }

    @Test func rule7_itemIndicesInRange() {
        expectValid(BatchUpdates(deletedItems: [ip(0, 4)], insertedItems: [ip(1, 3)]), to: [4, 4, 4])
        expectViolation(BatchUpdates(deletedItems: [ip(0, 5)]), to: [4, 3, 4], .itemInRange,
            "Invalid update: attempt to delete item 5 from section 0 which only contains 5 items before the update")
        expectViolation(BatchUpdates(updatedItems: [ip(1, -1)]), to: [5, 3, 4], .itemInRange,
            "Invalid update: attempt to reload item -1 from section 1 which only contains 3 items before the update")
        expectViolation(BatchUpdates(insertedItems: [ip(0, 6)]), to: [6, 3, 4], .itemInRange,
            "Invalid update: attempt to insert item 6 into section 0, but there are only 6 items in section 0 "
            + "after the update")
        expectViolation(BatchUpdates(movedItems: [.init(source: ip(0, 0), target: ip(1, 4))]), to: [4, 4, 4], .itemInRange,
            "Invalid update: attempt to move an item to item 4 of section 1, but there are only 4 items in section 1 "
            + "after the update")
    }

    @Test func rule8_indexPathNamedOncePerOperation() {
        expectValid(BatchUpdates(deletedItems: [ip(0, 1), ip(0, 2)]), to: [3, 3, 4])
        expectViolation(BatchUpdates(deletedItems: [ip(0, 1), ip(0, 1)]), to: [4, 3, 4], .itemOnce,
            "Invalid update: attempt to delete the same index path ([0, 1]) more than once")
        // Moved twice.
        expectViolation(
            BatchUpdates(movedItems: [.init(source: ip(0, 1), target: ip(0, 2)), .init(source: ip(0, 1), target: ip(0, 3))]),
            to: [5, 3, 4], .itemOnce, "Invalid update: attempt to move the same index path ([0, 1]) more than once")
        expectViolation(
            BatchUpdates(movedItems: [.init(source: ip(0, 1), target: ip(0, 2)), .init(source: ip(0, 3), target: ip(0, 2))]),
            to: [5, 3, 4], .itemOnce, "Invalid update: attempt to move to the same index path ([0, 2]) more than once")
    }

    @Test func rule9_oneOperationPerIndexPath() {
        expectValid(
            BatchUpdates(deletedItems: [ip(0, 0)], insertedItems: [ip(0, 0)], updatedItems: [ip(0, 1)],
                         movedItems: [.init(source: ip(0, 2), target: ip(0, 4))]),
            to: [5, 3, 4])
        expectViolation(BatchUpdates(deletedItems: [ip(0, 1)], updatedItems: [ip(0, 1)]), to: [4, 3, 4],
            .itemOneOperation, "Invalid update: attempt to delete and reload the same index path ([0, 1])")
        expectViolation(BatchUpdates(deletedItems: [ip(0, 1)], movedItems: [.init(source: ip(0, 1), target: ip(1, 0))]),
            to: [4, 4, 4], .itemOneOperation, "Invalid update: attempt to delete and move the same index path ([0, 1])")
        // Moved and reloaded.
        expectViolation(BatchUpdates(updatedItems: [ip(0, 1)], movedItems: [.init(source: ip(0, 1), target: ip(0, 3))]),
            to: [5, 3, 4], .itemOneOperation, "Invalid update: attempt to reload and move the same index path ([0, 1])")
        expectViolation(BatchUpdates(insertedItems: [ip(0, 3)], movedItems: [.init(source: ip(1, 0), target: ip(0, 3))]),
            to: [6, 2, 4], .itemOneOperation,
            "Invalid update: attempt to insert and move to the same index path ([0, 3])")
    }

    @Test func rule10_numberOfItemsInASection() {
        expectValid(BatchUpdates(movedItems: [.init(source: ip(0, 0), target: ip(1, 0))]), to: [4, 4, 4])
        expectViolation(BatchUpdates(), to: [6, 3, 4], .itemCount,
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
            + "section after the update (6) must be equal to the number of items contained in that section before "
            + "the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, "
            + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, "
            + "0 moved out).")
        expectViolation(BatchUpdates(movedItems: [.init(source: ip(0, 0), target: ip(1, 0))]), to: [5, 4, 4], .itemCount,
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
            + "section after the update (5) must be equal to the number of items contained in that section before "
            + "the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, "
            + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, "
            + "1 moved out).")
        // Section 2 moves to 0 and gains an insert but the data says 4: named by its index after the update.
        expectViolation(BatchUpdates(movedSections: [.init(source: 2, target: 0)], insertedItems: [ip(0, 0)]),
            to: [4, 5, 3], .itemCount,
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
            + "section after the update (4) must be equal to the number of items contained in that section before "
            + "the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, "
            + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, "
            + "0 moved out).")
    }

    @Test func aViolationChangesNothing() throws {
        let source = NamesDataSource([["a", "b", "c"]])
        let cv = makeCollectionView(source) { _, count in LayoutSection(group: rows(50), itemCount: count) }
        try cv.layoutIfNeeded()
        let before = cv.visibleCells
        source.sections = [["a", "b", "c", "d"]]
        #expect(throws: CollectionViewError.self) { try cv.performBatchUpdates(BatchUpdates()) }
        #expect(cv.numberOfItems(inSection: 0) == 3)
        #expect(cv.visibleCells.count == 3)
        #expect(zip(cv.visibleCells, before).allSatisfy { $0 === $1 })
        // The right update then applies.
        try cv.performBatchUpdates(BatchUpdates(insertedItems: [ip(0, 3)]))
        #expect(cv.indexPathsForVisibleItems == paths(0...3))
    }

    @Test func everyRuleIsNamed() {
        #expect(BatchUpdateRule.allCases.count == 10)
        #expect(CollectionViewError.unregisteredCell(reuseIdentifier: "x", indexPath: ip(0, 0)).batchUpdateRule == nil)
    }
}
