import ListKitCore
import ListKitDiff
import ListKitEngine
import Testing

/// Valid batch updates applied to the visible cells: survivors keep their
/// cell objects at their new index paths, deleted items' cells are recycled,
/// inserted and reloaded items are asked for.
@Suite struct BatchUpdateApplyTests {
    /// Full-width rows of 50: every item of a short list is visible.
    func list(_ source: NamesDataSource) -> HeadlessCollectionView {
        makeCollectionView(source) { _, count in LayoutSection(group: rows(50), itemCount: count) }
    }

    /// ``list(_:)`` of `source`, laid out, with a recorder as its delegate.
    func recordedList(_ source: NamesDataSource) throws -> (HeadlessCollectionView, EventRecorder) {
        let recorder = EventRecorder()
        let cv = list(source)
        cv.delegate = recorder
        try cv.layoutIfNeeded()
        return (cv, recorder)
    }

    func cells(_ cv: HeadlessCollectionView) -> [String: CollectionViewCell] {
        var byName: [String: CollectionViewCell] = [:]
        for cell in cv.visibleCells { byName[(cell as? NameCell)?.name ?? "?"] = cell }
        return byName
    }

    @Test func insertsDeletesMovesAndReloadsKeepTheCellsOfSurvivors() throws {
        let source = NamesDataSource([["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]])
        let recorder = EventRecorder()
        let cv = list(source)
        cv.delegate = recorder
        try cv.layoutIfNeeded()
        let before = cells(cv)
        recorder.events = []
        source.cellRequests = []

        // Delete B (1) and E (4), reload C (2), move H (7) to 2, insert X at 0:
        // the staying A C D F G I J fill the positions other than 0 and 2.
        source.sections = [["X", "A", "H", "C", "D", "F", "G", "I", "J"]]
        var updates = BatchUpdates()
        updates.deleteItems(at: [ip(0, 1), ip(0, 4)])
        updates.updateItems(at: [ip(0, 2)])
        updates.moveItem(at: ip(0, 7), to: ip(0, 2))
        updates.insertItems(at: [ip(0, 0)])
        try cv.performBatchUpdates(updates)

        #expect(cv.indexPathsForVisibleItems == paths(0...8))
        let names = cv.visibleCells.map { ($0 as? NameCell)?.name }
        #expect(names == ["X", "A", "H", "C", "D", "F", "G", "I", "J"])
        for (name, item) in [("A", 1), ("H", 2), ("D", 4), ("F", 5), ("G", 6), ("I", 7), ("J", 8)] {
            #expect(cv.cellForItem(at: ip(0, item)) === before[name], "\(name) keeps its cell")
            #expect(cv.cellForItem(at: ip(0, item))?.indexPath == ip(0, item))
        }
        // Only the inserted and the reloaded item were asked for.
        #expect(source.cellRequests == [ip(0, 0), ip(0, 3)])
        // B, C (reloaded) and E ended, in their positions before the update.
        #expect(recorder.events == [
            "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]", "didEndDisplaying [0, 4]",
            "willDisplay [0, 0]", "willDisplay [0, 3]",
        ])
        // Their cells were reused for X and C: no new cell was made.
        #expect(cv.createdCellCount == 10)
        #expect(cv.idleCellCount(withReuseIdentifier: "name") == 1)
        #expect(cv.frameOf(0, 2) == Rect(x: 0, y: 100, width: 375, height: 50))
    }

    @Test func anUpdateOffScreenLeavesTheViewsOnScreenAsTheyWere() throws {
        // Rows of 50 in 812 pt: items 0...16 on screen.
        let source = NamesDataSource(count: 100)
        let (cv, recorder) = try recordedList(source)
        let before = cells(cv)
        recorder.events = []
        source.cellRequests = []
        // n50 deleted, a new row inserted at 60: nothing on screen moves.
        var names = source.sections[0]
        names.remove(at: 50)
        names.insert("new", at: 60)
        source.sections = [names]
        try cv.performBatchUpdates(BatchUpdates(deletedItems: [ip(0, 50)], insertedItems: [ip(0, 60)]))
        #expect(recorder.events.isEmpty)
        #expect(source.cellRequests.isEmpty)
        #expect(cv.indexPathsForVisibleItems == paths(0...16))
        for item in 0...16 { #expect(cv.cellForItem(at: ip(0, item)) === before["n\(item)"]) }
        // The next pass starts from those views: a scroll of two rows ends
        // the first two and shows 17 and 18, nothing else.
        try cv.setContentOffset(Point(x: 0, y: 100))
        #expect(recorder.events == [
            "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "willDisplay [0, 17]", "willDisplay [0, 18]",
        ])
        for item in 2...16 { #expect(cv.cellForItem(at: ip(0, item)) === before["n\(item)"]) }
    }

    @Test func anInsertionAboveTheScreenCarriesEveryViewDownOnePlace() throws {
        let source = NamesDataSource(count: 100)
        let (cv, recorder) = try recordedList(source)
        // From 500: items 10...26 on screen (26 from 1,300 to 1,350; the screen ends at 1,312).
        try cv.setContentOffset(Point(x: 0, y: 500))
        let before = cells(cv)
        recorder.events = []
        source.sections = [["new"] + source.sections[0]]
        try cv.performBatchUpdates(BatchUpdates(insertedItems: [ip(0, 0)]))
        // The offset stays: n9 comes on screen at 10, n26 (now 27) leaves it.
        #expect(cv.contentOffset == Point(x: 0, y: 500))
        #expect(cv.indexPathsForVisibleItems == paths(10...26))
        #expect(recorder.events == ["didEndDisplaying [0, 27]", "willDisplay [0, 10]"])
        for item in 10...25 {
            #expect(cv.cellForItem(at: ip(0, item + 1)) === before["n\(item)"], "n\(item) keeps its cell")
            #expect(cv.cellForItem(at: ip(0, item + 1))?.indexPath == ip(0, item + 1))
        }
        #expect(cv.visibleCells.map { ($0 as? NameCell)?.name } == (9...25).map { "n\($0)" })
    }

    @Test func movesAcrossSectionsAndSectionMovesKeepCells() throws {
        let source = NamesDataSource([["a0", "a1", "a2"], ["b0", "b1"], ["c0"]])
        let cv = list(source)
        try cv.layoutIfNeeded()
        let before = cells(cv)
        // Section 2 moves to the front, section 1 is deleted, a1 moves into
        // the moved section, and a new section is inserted at the end.
        source.sections = [["a1", "c0"], ["a0", "a2"], ["n0"]]
        try cv.performBatchUpdates(BatchUpdates(
            deletedSections: [1], insertedSections: [2], movedSections: [.init(source: 2, target: 0)],
            movedItems: [.init(source: ip(0, 1), target: ip(0, 0))]))
        #expect(cv.indexPathsForVisibleItems == [ip(0, 0), ip(0, 1), ip(1, 0), ip(1, 1), ip(2, 0)])
        #expect(cv.visibleCells.map { ($0 as? NameCell)?.name } == ["a1", "c0", "a0", "a2", "n0"])
        #expect(cv.cellForItem(at: ip(0, 0)) === before["a1"])
        #expect(cv.cellForItem(at: ip(0, 1)) === before["c0"])
        #expect(cv.cellForItem(at: ip(1, 0)) === before["a0"])
        #expect(cv.cellForItem(at: ip(1, 1)) === before["a2"])
    }

    @Test func updatedSectionsAreAskedForAgain() throws {
        let source = NamesDataSource([["a0", "a1"], ["b0"]])
        let cv = list(source)
        try cv.layoutIfNeeded()
        let b0 = cv.cellForItem(at: ip(1, 0))
        source.cellRequests = []
        source.sections = [["x0", "x1", "x2"], ["b0"]]
        try cv.performBatchUpdates(BatchUpdates(updatedSections: [0]))
        #expect(source.cellRequests == paths(0...2))
        #expect(cv.visibleCells.map { ($0 as? NameCell)?.name } == ["x0", "x1", "x2", "b0"])
        #expect(cv.cellForItem(at: ip(1, 0)) === b0)
    }

    @Test func selectionAndScrollPositionFollowTheUpdate() throws {
        let source = NamesDataSource(count: 100)
        let cv = makeCollectionView(source)
        try cv.layoutIfNeeded()
        try cv.selectItem(at: ip(0, 10))
        try cv.setContentOffset(Point(x: 0, y: 688))
        // Five items inserted at the front: item 10 is now 15. The content
        // grows by a row; the offset stays.
        source.sections = [(0..<5).map { "new\($0)" } + source.sections[0]]
        try cv.performBatchUpdates(BatchUpdates(insertedItems: paths(0...4)))
        #expect(cv.indexPathsForSelectedItems == [ip(0, 15)])
        #expect(cv.contentOffset == Point(x: 0, y: 688))
        // Ninety items deleted: three rows are left, the offset is clamped to 0.
        source.sections = [Array(source.sections[0].prefix(15))]
        try cv.performBatchUpdates(BatchUpdates(deletedItems: paths(15...104)))
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        #expect(cv.contentOffset == .zero)
        #expect(cv.indexPathsForVisibleItems == paths(0...14))
    }

    @Test func aLayoutThatDisagreesWithTheDataIsRefused() throws {
        let source = CountsDataSource([10])
        let cv = HeadlessCollectionView(
            viewport: phone(), layout: CompositionalLayout(sections: [LayoutSection(group: gridGroup, itemCount: 10)]))
        cv.register(NameCell.self, forCellWithReuseIdentifier: "name")
        cv.dataSource = source
        try cv.layoutIfNeeded()
        source.counts = [12]
        let expected = CollectionViewError.layoutItemCountMismatch(section: 0, dataSource: 12, layout: 10)
        #expect(throws: expected) {
            try cv.performBatchUpdates(BatchUpdates(insertedItems: [ip(0, 10), ip(0, 11)]))
        }
        #expect(expected.description == "layout section 0 has 10 items but the data source has 12")
        #expect(cv.numberOfItems(inSection: 0) == 10)
        source.counts = [10, 1]
        cv.reloadData()
        #expect(throws: CollectionViewError.layoutSectionCountMismatch(dataSource: 2, layout: 1)) {
            try cv.layoutIfNeeded()
        }
        #expect(cv.visibleCells.count == 10)
        withExtendedLifetime(source) {}
    }
}

extension HeadlessCollectionView {
    /// The frame of the visible cell at (`section`, `item`).
    func frameOf(_ section: Int, _ item: Int) -> Rect? {
        cellForItem(at: ElementIndexPath(section: section, item: item))?.frame
    }
}
