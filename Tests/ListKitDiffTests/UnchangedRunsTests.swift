import ListKitCore
import ListKitDiff
import Testing

/// The runs of items an update leaves unchanged and together
/// (`BatchUpdateMapping.unchangedRuns(inOld:)`), worked out by hand, then
/// checked item by item against the mapping on random updates.
@Suite struct UnchangedRunsTests {
    func ip(_ section: Int, _ item: Int) -> ElementIndexPath { ElementIndexPath(section: section, item: item) }
    func run(_ old: Range<Int>, _ newStart: Int) -> UnchangedRun { UnchangedRun(oldItems: old, newStart: newStart) }

    /// a b c d e: b (1) deleted, X inserted at 0, d (3) moved to 4. a, c, e
    /// go to 1, 2, 3: consecutive after the update, not before it.
    @Test func deletesAndMovesBreakRunsOnTheOldSide() throws {
        let updates = BatchUpdates(
            deletedItems: [ip(0, 1)], insertedItems: [ip(0, 0)], movedItems: [Move(source: ip(0, 3), target: ip(0, 4))])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [5], targetItemCounts: [5]).mapping(of: updates)
        #expect(mapping.unchangedRuns(inOld: 0) == [run(0..<1, 1), run(2..<3, 2), run(4..<5, 3)])
    }

    /// Three rows inserted at the top move all four old rows together.
    @Test func insertsAtTheTopShiftOneRun() throws {
        let updates = BatchUpdates(insertedItems: [ip(0, 0), ip(0, 1), ip(0, 2)])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [4], targetItemCounts: [7]).mapping(of: updates)
        #expect(mapping.unchangedRuns(inOld: 0) == [run(0..<4, 3)])
    }

    /// A row inserted between old rows 1 and 2 breaks the run after the
    /// update only; one inserted after the last row breaks nothing.
    @Test func anInsertBetweenRowsBreaksTheRunOnTheNewSide() throws {
        let between = try BatchUpdateValidator(sourceItemCounts: [4], targetItemCounts: [5])
            .mapping(of: BatchUpdates(insertedItems: [ip(0, 2)]))
        #expect(between.unchangedRuns(inOld: 0) == [run(0..<2, 0), run(2..<4, 3)])
        let after = try BatchUpdateValidator(sourceItemCounts: [4], targetItemCounts: [5])
            .mapping(of: BatchUpdates(insertedItems: [ip(0, 4)]))
        #expect(after.unchangedRuns(inOld: 0) == [run(0..<4, 0)])
    }

    /// An updated row keeps its place but is in no run; a deleted one after
    /// it shifts the rest. Six rows: 2 updated, 4 deleted.
    @Test func anUpdatedItemSplitsItsRun() throws {
        let updates = BatchUpdates(deletedItems: [ip(0, 4)], updatedItems: [ip(0, 2)])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [6], targetItemCounts: [5]).mapping(of: updates)
        #expect(mapping.unchangedRuns(inOld: 0) == [run(0..<2, 0), run(3..<4, 3), run(5..<6, 4)])
        // Updates listed out of order: 4, then 1.
        let unordered = try BatchUpdateValidator(sourceItemCounts: [6], targetItemCounts: [6])
            .mapping(of: BatchUpdates(updatedItems: [ip(0, 4), ip(0, 1)]))
        #expect(unordered.unchangedRuns(inOld: 0) == [run(0..<1, 0), run(2..<4, 2), run(5..<6, 5)])
    }

    /// Sections: a moved section's runs are in its new place's numbering (the
    /// run says items; the section is `newSection(forOld:)`), a deleted or
    /// updated section has none, nor does one that does not exist, and an
    /// item moved into a section takes a position there.
    @Test func runsFollowTheirSection() throws {
        let updates = BatchUpdates(
            deletedSections: [0], updatedSections: [2], movedSections: [Move(source: 3, target: 0)],
            movedItems: [Move(source: ip(1, 0), target: ip(0, 1))])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [2, 3, 1, 3], targetItemCounts: [4, 2, 1])
            .mapping(of: updates)
        #expect(mapping.newSection(forOld: 3) == 0)
        #expect(mapping.unchangedRuns(inOld: 3) == [run(0..<1, 0), run(1..<3, 2)])
        #expect(mapping.unchangedRuns(inOld: 1) == [run(1..<3, 0)])
        #expect(mapping.unchangedRuns(inOld: 0) == [])
        #expect(mapping.unchangedRuns(inOld: 2) == [])
        #expect(mapping.unchangedRuns(inOld: 4) == [])
        #expect(mapping.unchangedRuns(inOld: -1) == [])
    }

    /// The items an update moves, by section before it, in order.
    @Test func movedItemsBySection() throws {
        let updates = BatchUpdates(movedItems: [
            Move(source: ip(1, 2), target: ip(0, 0)), Move(source: ip(0, 1), target: ip(1, 0)),
            Move(source: ip(1, 0), target: ip(1, 2)),
        ])
        let mapping = try BatchUpdateValidator(sourceItemCounts: [2, 3], targetItemCounts: [2, 3]).mapping(of: updates)
        #expect(mapping.movedItems(inOld: 0) == [1])
        #expect(mapping.movedItems(inOld: 1) == [0, 2])
        #expect(mapping.movedItems(inOld: 2) == [])
        // Twenty items moved below twenty others: listed in order.
        let many = try BatchUpdateValidator(sourceItemCounts: [40], targetItemCounts: [40])
            .mapping(of: BatchUpdates(movedItems: (0..<20).map { Move(source: ip(0, $0), target: ip(0, 39 - $0)) }))
        #expect(many.movedItems(inOld: 0) == Array(0..<20))
        #expect(many.unchangedRuns(inOld: 0) == [run(20..<40, 0)])
    }

    /// Every stage of random sectioned diffs: an item is in a run exactly
    /// when it stays (neither deleted nor moved) and is not updated, and the
    /// run takes it where the mapping does; runs are maximal (two runs never continue each other).
    @Test func runsAgreeWithTheMappingItemByItem() throws {
        var cases = RandomCases(seed: 0x5275_6E73_0000_0001)
        var failures: [String] = []
        for number in 0..<2_000 {
            let (source, target) = cases.sectioned()
            var before = source
            for stage in StagedChangeset(source: source, target: target) {
                let mapping = try BatchUpdateValidator(
                    sourceItemCounts: before.map(\.items.count), targetItemCounts: stage.data.map(\.items.count)
                ).mapping(of: stage.changes)
                for section in before.indices {
                    let runs = mapping.unchangedRuns(inOld: section)
                    let moved = Set(stage.changes.movedItems.map(\.source))
                    var expected: [Int: Int] = [:]
                    for item in before[section].items.indices {
                        let path = ip(section, item)
                        if !mapping.isUpdated(path), !moved.contains(path), let new = mapping.newIndexPath(forOld: path) {
                            expected[item] = new.item
                        }
                    }
                    var found: [Int: Int] = [:]
                    for run in runs {
                        for (offset, item) in run.oldItems.enumerated() { found[item] = run.newStart + offset }
                    }
                    let continued = zip(runs, runs.dropFirst()).contains {
                        $0.oldItems.upperBound == $1.oldItems.lowerBound && $0.newStart + $0.oldItems.count == $1.newStart
                    }
                    if found != expected || continued || runs.contains(where: \.oldItems.isEmpty) {
                        failures.append("case \(number), section \(section): runs \(runs), expected \(expected)")
                    }
                }
                before = stage.data
            }
            if failures.count > 3 { break }
        }
        #expect(failures == [])
    }
}
