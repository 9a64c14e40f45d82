import Testing
import ListKitDiff

/// Each batch-update rule, broken once.
@Suite struct BatchUpdateValidatorTests {
    /// The violations of a stage between sections of these item counts.
    func violations(_ source: [Int], _ target: [Int], _ stage: Changeset<Void>) -> [BatchUpdateViolation] {
        BatchUpdateValidator(sourceItemCounts: source, targetItemCounts: target).violations(in: stage)
    }

    @Test func validStagesPass() {
        #expect(violations([], [], Changeset(data: ())).isEmpty)
        // Delete 1 of 3, reload another, in section 0; delete section 1.
        #expect(violations([3, 2], [2], Changeset(
            data: (), deletedSections: [1], deletedItems: [path(0, 0)], updatedItems: [path(0, 2)])).isEmpty)
        // Insert section 0, move section 1 to 2; the old section 0 lands at 1.
        #expect(violations([1, 2], [0, 1, 2], Changeset(
            data: (), insertedSections: [0], movedSections: [Move(source: 1, target: 2)])).isEmpty)
        // Move an item across sections and insert one.
        #expect(violations([2, 1], [1, 3], Changeset(
            data: (), insertedItems: [path(1, 0)], movedItems: [move(path(0, 1), path(1, 2))])).isEmpty)
        // Section reloads alone.
        #expect(violations([2, 0], [5, 0], Changeset(data: (), updatedSections: [0])).isEmpty)
    }

    @Test func throwsTheFirstViolation() {
        let validator = BatchUpdateValidator(sourceItemCounts: [1], targetItemCounts: [1])
        #expect(throws: BatchUpdateViolation.sectionOutOfRange(.delete, section: 4, count: 1)) {
            try validator.validate(Changeset(data: (), deletedSections: [4]))
        }
        #expect(throws: Never.self) { try validator.validate(Changeset(data: ())) }
    }

    @Test func sectionsOutOfRange() {
        #expect(violations([1], [1, 1], Changeset(data: (), deletedSections: [1], insertedSections: [2])) == [
            .sectionOutOfRange(.delete, section: 1, count: 1),
            .sectionOutOfRange(.insert, section: 2, count: 2),
            // 1 − 1 deleted + 1 inserted = 1 section, not 2.
            .sectionCountMismatch(before: 1, after: 2, inserted: 1, deleted: 1),
        ])
    }

    @Test func duplicateAndConflictingSections() {
        #expect(violations([1, 1], [1], Changeset(data: (), deletedSections: [0, 0])).first
            == .duplicateSection(.delete, section: 0))
        #expect(violations([1, 1], [1], Changeset(data: (), deletedSections: [0], updatedSections: [0])).first
            == .conflictingSection(.delete, .reload, section: 0))
        #expect(violations([1, 1], [1, 1], Changeset(
            data: (), updatedSections: [0], movedSections: [Move(source: 0, target: 1)])).first
            == .conflictingSection(.reload, .moveFrom, section: 0))
        #expect(violations([1], [1, 1], Changeset(
            data: (), insertedSections: [1], movedSections: [Move(source: 0, target: 1)])).first
            == .conflictingSection(.insert, .moveTo, section: 1))
    }

    @Test func itemsOutOfRange() {
        #expect(violations([2], [2], Changeset(data: (), deletedItems: [path(0, 2)])).first
            == .itemOutOfRange(.delete, path: path(0, 2), count: 2))
        #expect(violations([2], [3], Changeset(data: (), insertedItems: [path(1, 0)])).first
            == .itemSectionOutOfRange(.insert, path: path(1, 0), count: 1))
        #expect(violations([2], [2], Changeset(data: (), movedItems: [move(path(0, 0), path(0, 5))])).first
            == .itemOutOfRange(.moveTo, path: path(0, 5), count: 2))
    }

    @Test func noIndexBothReloadedAndMoved() {
        #expect(violations([2], [2], Changeset(
            data: (), updatedItems: [path(0, 0)], movedItems: [move(path(0, 0), path(0, 1))])).first
            == .conflictingItem(.reload, .moveFrom, path: path(0, 0)))
    }

    @Test func duplicateAndConflictingItems() {
        #expect(violations([2], [0], Changeset(data: (), deletedItems: [path(0, 1), path(0, 1)])).first
            == .duplicateItem(.delete, path: path(0, 1)))
        #expect(violations([2], [1], Changeset(data: (), deletedItems: [path(0, 1)], updatedItems: [path(0, 1)])).first
            == .conflictingItem(.delete, .reload, path: path(0, 1)))
        #expect(violations([2], [1], Changeset(
            data: (), deletedItems: [path(0, 0)], movedItems: [move(path(0, 0), path(0, 0))])).first
            == .conflictingItem(.delete, .moveFrom, path: path(0, 0)))
        #expect(violations([2], [3], Changeset(
            data: (), insertedItems: [path(0, 0)], movedItems: [move(path(0, 1), path(0, 0))])).first
            == .conflictingItem(.insert, .moveTo, path: path(0, 0)))
        #expect(violations([2], [2], Changeset(
            data: (), movedItems: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 0))])).first
            == .duplicateItem(.moveFrom, path: path(0, 0)))
    }

    /// The paths of one side are kept in a list up to 16 and in a table
    /// from the 17th: a path named again is found either way, whether the
    /// earlier use is in the list or was moved to the table.
    @Test func duplicateItemsAmongManyOperations() {
        for others in [15, 16, 17, 30] {
            // Items 0 … others − 1 deleted, then item 3 reloaded (in the
            // list, or the table, at its turn) and item `others` deleted twice.
            let deleted = (0..<others).map { path(0, $0) } + [path(0, others), path(0, others)]
            let found = violations([40], [40 - others - 1], Changeset(
                data: (), deletedItems: deleted, updatedItems: [path(0, 3)]))
            #expect(found == [
                .duplicateItem(.delete, path: path(0, others)),
                .conflictingItem(.delete, .reload, path: path(0, 3)),
            ], "\(others) others")
        }
        // The insert side, past the limit: inserts 0 … 19, then a move to 7.
        let found = violations([21], [40], Changeset(
            data: (), insertedItems: (0..<20).map { path(0, $0) }, movedItems: [move(path(0, 20), path(0, 7))]))
        #expect(found.first == .conflictingItem(.insert, .moveTo, path: path(0, 7)))
    }

    @Test func noItemOperationInAChangedSection() {
        #expect(violations([2, 1], [1], Changeset(data: (), deletedSections: [0], deletedItems: [path(0, 0)])).first
            == .itemInChangedSection(.delete, path: path(0, 0), sectionOperation: .delete))
        #expect(violations([2], [1], Changeset(data: (), updatedSections: [0], deletedItems: [path(0, 0)])).first
            == .itemInChangedSection(.delete, path: path(0, 0), sectionOperation: .reload))
        #expect(violations([2], [2, 1], Changeset(data: (), insertedSections: [1], insertedItems: [path(1, 0)])).first
            == .itemInChangedSection(.insert, path: path(1, 0), sectionOperation: .insert))
        // A reloaded section is reloaded on the target side too.
        #expect(violations([1, 2], [1, 3], Changeset(data: (), updatedSections: [1], insertedItems: [path(1, 0)])).first
            == .itemInChangedSection(.insert, path: path(1, 0), sectionOperation: .reload))
    }

    @Test func countsMustAddUp() {
        #expect(violations([2], [2], Changeset(data: (), deletedItems: [path(0, 0)])) == [
            .itemCountMismatch(
                section: 0, sourceSection: 0, before: 2, after: 2, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0),
        ])
        #expect(violations([1, 1], [1, 1], Changeset(data: (), deletedSections: [1])) == [
            .sectionCountMismatch(before: 2, after: 2, inserted: 0, deleted: 1),
        ])
        // A moved section keeps its own count: 3 − 1 moved out; the section
        // left in place (old 0, now 1) gets the item: 1 + 1.
        #expect(violations([1, 3], [3, 2], Changeset(
            data: (), movedSections: [Move(source: 1, target: 0)],
            movedItems: [move(path(1, 0), path(1, 1))])) == [
            .itemCountMismatch(
                section: 0, sourceSection: 1, before: 3, after: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1),
        ])
        // Two sections swapped (section 1 moved to 0, section 0 lands at 1),
        // each a count off: reported in the order of the sections after the
        // update, old section 1 (now 0) first; without section moves, in the
        // sections' own order (the first example above).
        #expect(violations([1, 3], [4, 2], Changeset(data: (), movedSections: [Move(source: 1, target: 0)])) == [
            .itemCountMismatch(
                section: 0, sourceSection: 1, before: 3, after: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
            .itemCountMismatch(
                section: 1, sourceSection: 0, before: 1, after: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
        ])
        #expect(violations([1, 3], [2, 4], Changeset(data: ())) == [
            .itemCountMismatch(
                section: 0, sourceSection: 0, before: 1, after: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
            .itemCountMismatch(
                section: 1, sourceSection: 1, before: 3, after: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
        ])
        // Inserts and moves in are counted apart: section 1 gets 2 inserted
        // and 1 moved in from section 0, 2 + 2 + 1 = 5, not the 6 it has.
        #expect(violations([2, 2], [1, 6], Changeset(
            data: (), insertedItems: [path(1, 0), path(1, 1)], movedItems: [move(path(0, 0), path(1, 2))])) == [
            .itemCountMismatch(
                section: 1, sourceSection: 1, before: 2, after: 6, inserted: 2, deleted: 0, movedIn: 1, movedOut: 0),
        ])
    }

    @Test func violationsReadAsOneLine() {
        #expect(BatchUpdateViolation.conflictingItem(.reload, .moveFrom, path: path(0, 3)).description
            == "Invalid update: attempt to reload and move the same index path ([0, 3])")
        let count = BatchUpdateViolation.itemCountMismatch(
            section: 2, sourceSection: 2, before: 4, after: 5, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
        #expect(count.description == "Invalid update: invalid number of items in section 2. The number of items "
            + "contained in an existing section after the update (5) must be equal to the number of items contained "
            + "in that section before the update (4), plus or minus the number of items inserted or deleted from "
            + "that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
            + "section (0 moved in, 0 moved out).")
        #expect(count.rule == .itemCount)
    }
}
