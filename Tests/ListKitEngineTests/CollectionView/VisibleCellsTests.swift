import ListKitCore
import ListKitEngine
import Testing

/// Which cells a 375 × 812 collection view shows of a grid of five 75-point
/// squares per row. A row is visible when it meets the bounds in positive
/// area: at offset y the rows ⌊y / 75⌋ … ⌈(y + 812) / 75⌉ − 1.
@Suite struct VisibleCellsTests {
    @Test func atRestRowsZeroToTenAreVisible() throws {
        // Rows 0 … 10: row 10 spans 750 … 825 and meets 0 … 812.
        let source = NamesDataSource(count: 100)
        let cv = makeCollectionView(source)
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(0...54))
        #expect(cv.contentSize == Size(width: 375, height: 1500))
        #expect(cv.bounds == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(source.cellRequests == paths(0...54))
        #expect(cv.visibleCells.map { ($0 as? NameCell)?.name } == (0...54).map { "n\($0)" })
        expectFrame(cv.cellForItem(at: ip(0, 7))?.frame, 150, 75, 75, 75)
    }

    @Test func offsetsGiveTheRowsThatMeetTheBounds() throws {
        let cv = makeCollectionView(NamesDataSource(count: 100))
        try cv.layoutIfNeeded()
        // 75 … 887: row 0 only touches the top edge; rows 1 … 11 (825 … 900 meets).
        try cv.setContentOffset(Point(x: 0, y: 75))
        #expect(cv.indexPathsForVisibleItems == paths(5...59))
        // 100 … 912: rows 1 … 12 (900 … 975 meets).
        try cv.setContentOffset(Point(x: 0, y: 100))
        #expect(cv.indexPathsForVisibleItems == paths(5...64))
        #expect(cv.cellForItem(at: ip(0, 4)) == nil)
        // The end: 688 … 1500: rows 9 … 19.
        try cv.setContentOffset(Point(x: 0, y: 688))
        #expect(cv.indexPathsForVisibleItems == paths(45...99))
        expectFrame(cv.cellForItem(at: ip(0, 99))?.frame, 300, 1425, 75, 75)
    }

    @Test func layoutAttributesDoNotNeedVisibility() throws {
        let cv = makeCollectionView(NamesDataSource(count: 100))
        try cv.layoutIfNeeded()
        // Item 99: row 19, column 4; not visible at rest.
        #expect(cv.cellForItem(at: ip(0, 99)) == nil)
        expectFrame(cv.layoutAttributesForItem(at: ip(0, 99))?.frame, 300, 1425, 75, 75)
        #expect(cv.layoutAttributesForItem(at: ip(0, 100)) == nil)
        #expect(cv.layoutAttributesForItem(at: ip(1, 0)) == nil)
    }

    @Test func contentOffsetIsAppliedAtTheNextLayoutPass() throws {
        let cv = makeCollectionView(NamesDataSource(count: 100))
        try cv.layoutIfNeeded()
        cv.contentOffset = Point(x: 0, y: 100)
        #expect(cv.indexPathsForVisibleItems == paths(0...54))
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(5...64))
    }

    @Test func changingTheViewportResolvesAndKeepsCells() throws {
        let cv = makeCollectionView(NamesDataSource(count: 100))
        try cv.layoutIfNeeded()
        let first = cv.cellForItem(at: ip(0, 0))
        // Half the height: 0 … 406, rows 0 … 5.
        cv.viewport = Viewport(size: Size(width: 375, height: 406), scale: 3)
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(0...29))
        #expect(cv.cellForItem(at: ip(0, 0)) === first)
    }

    @Test func delegateHearsDisplayAndEndOfDisplay() throws {
        let recorder = EventRecorder()
        let cv = makeCollectionView(NamesDataSource(count: 100))
        cv.delegate = recorder
        try cv.layoutIfNeeded()
        #expect(recorder.events == (0...54).map { "willDisplay [0, \($0)]" })
        recorder.events = []
        // One row down: row 0 leaves, row 11 comes.
        try cv.setContentOffset(Point(x: 0, y: 75))
        #expect(recorder.events
            == (0...4).map { "didEndDisplaying [0, \($0)]" } + (55...59).map { "willDisplay [0, \($0)]" })
    }

    @Test func reloadDataAsksForEveryVisibleCellAgain() throws {
        let recorder = EventRecorder()
        let source = NamesDataSource(count: 10)
        let cv = makeCollectionView(source)
        cv.delegate = recorder
        try cv.layoutIfNeeded()
        source.sections = [["a", "b", "c"]]
        cv.reloadData()
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(0...2))
        #expect(cv.visibleCells.map { ($0 as? NameCell)?.name } == ["a", "b", "c"])
        #expect(recorder.events.filter { $0.hasPrefix("didEndDisplaying") }.count == 10)
        #expect(cv.createdCellCount == 10)
    }

    @Test func noDataSourceShowsNothing() throws {
        let cv = HeadlessCollectionView(
            viewport: phone(), layout: CompositionalLayout(sections: [LayoutSection(group: gridGroup, itemCount: 5)]))
        try cv.layoutIfNeeded()
        #expect(cv.visibleCells.isEmpty)
        #expect(cv.contentSize == .zero)
        #expect(cv.numberOfSections == 0)
    }
}
