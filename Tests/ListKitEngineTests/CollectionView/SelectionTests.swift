import ListKitCore
import ListKitEngine
import ListKitSupplementary
import Testing

/// Selection and hit testing: a point in content coordinates hits the
/// topmost element whose frame contains it (min ≤ x < max).
@Suite struct SelectionTests {
    @Test func hitTestingFindsTheItemUnderAPoint() throws {
        let cv = makeCollectionView(NamesDataSource(count: 100))
        try cv.layoutIfNeeded()
        #expect(cv.indexPathForItem(at: Point(x: 0, y: 0)) == ip(0, 0))
        #expect(cv.indexPathForItem(at: Point(x: 74.9, y: 74.9)) == ip(0, 0))
        // Edges belong to the next cell: x 75 is column 1, y 75 row 1.
        #expect(cv.indexPathForItem(at: Point(x: 75, y: 75)) == ip(0, 6))
        // Row 19 (1425 … 1500), column 4: not visible, still found.
        #expect(cv.indexPathForItem(at: Point(x: 374, y: 1499)) == ip(0, 99))
        #expect(cv.indexPathForItem(at: Point(x: 375, y: 10)) == nil)
        #expect(cv.indexPathForItem(at: Point(x: 10, y: 1500)) == nil)
    }

    @Test func theTopmostCellWins() throws {
        // Two overlapping custom frames: 0 … 100 and 50 … 150.
        func collectionView(zIndexes: (Int, Int)) throws -> HeadlessCollectionView {
            let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100)), items: [
                CustomGroupItem(frame: Rect(x: 0, y: 0, width: 100, height: 100), zIndex: zIndexes.0),
                CustomGroupItem(frame: Rect(x: 50, y: 0, width: 100, height: 100), zIndex: zIndexes.1),
            ])
            let cv = makeCollectionView(NamesDataSource(count: 2)) { _, count in
                LayoutSection(group: group, itemCount: count)
            }
            try cv.layoutIfNeeded()
            return cv
        }
        let second = try collectionView(zIndexes: (0, 1))
        #expect(second.indexPathForItem(at: Point(x: 60, y: 50)) == ip(0, 1))
        #expect(second.indexPathForItem(at: Point(x: 20, y: 50)) == ip(0, 0))
        let first = try collectionView(zIndexes: (1, 0))
        #expect(first.indexPathForItem(at: Point(x: 60, y: 50)) == ip(0, 0))
        #expect(first.indexPathForItem(at: Point(x: 120, y: 50)) == ip(0, 1))
    }

    @Test func aTapSelectsAndTellsTheDelegate() throws {
        let recorder = EventRecorder()
        let cv = makeCollectionView(NamesDataSource(count: 100))
        cv.delegate = recorder
        try cv.layoutIfNeeded()
        recorder.events = []
        // (80, 10): column 1 of row 0.
        #expect(cv.tap(at: Point(x: 80, y: 10)) == ip(0, 1))
        #expect(cv.indexPathsForSelectedItems == [ip(0, 1)])
        #expect(cv.cellForItem(at: ip(0, 1))?.isSelected == true)
        // (160, 80): column 2 of row 1 replaces it.
        #expect(cv.tap(at: Point(x: 160, y: 80)) == ip(0, 7))
        #expect(cv.indexPathsForSelectedItems == [ip(0, 7)])
        #expect(cv.cellForItem(at: ip(0, 1))?.isSelected == false)
        #expect(recorder.events == ["didSelect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 7]"])
        // Outside the bounds: nothing.
        #expect(cv.tap(at: Point(x: 10, y: 900)) == nil)
        // Scrolled: points are in content coordinates.
        try cv.setContentOffset(Point(x: 0, y: 600))
        #expect(cv.tap(at: Point(x: 10, y: 900)) == ip(0, 60))
        #expect(cv.cellForItem(at: ip(0, 60))?.isSelected == true)
    }

    @Test func multipleSelectionTogglesAndSelectionSurvivesReuse() throws {
        let recorder = EventRecorder()
        let cv = makeCollectionView(NamesDataSource(count: 1000))
        cv.delegate = recorder
        cv.allowsMultipleSelection = true
        try cv.layoutIfNeeded()
        cv.tap(at: Point(x: 10, y: 10))
        cv.tap(at: Point(x: 90, y: 10))
        cv.tap(at: Point(x: 10, y: 10))
        #expect(cv.indexPathsForSelectedItems == [ip(0, 1)])
        #expect(recorder.events.suffix(3) == ["didSelect [0, 0]", "didSelect [0, 1]", "didDeselect [0, 0]"])
        // Scroll away and back: the cell that shows item 1 again is selected;
        // reused cells for other items are not.
        try cv.setContentOffset(Point(x: 0, y: 3000))
        #expect(cv.visibleCells.allSatisfy { !$0.isSelected })
        try cv.setContentOffset(.zero)
        #expect(cv.cellForItem(at: ip(0, 1))?.isSelected == true)
        #expect(cv.cellForItem(at: ip(0, 0))?.isSelected == false)
    }

    @Test func aPinnedHeaderTakesTheTapAboveTheCells() throws {
        // 200 items: 40 rows under the header, content 3040 tall.
        let cv = makeCollectionView(NamesDataSource(count: 200)) { _, count in
            LayoutSection(
                group: gridGroup, itemCount: count,
                boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(40), .top, pinned: true)])
        }
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 500))
        // The header is pinned at 500 … 540, over row 6 (490 … 565).
        #expect(cv.tap(at: Point(x: 10, y: 510)) == nil)
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        #expect(cv.tap(at: Point(x: 10, y: 550)) == ip(0, 30))
        // indexPathForItem looks at cells only.
        #expect(cv.indexPathForItem(at: Point(x: 10, y: 510)) == ip(0, 30))
    }

    @Test func programmaticSelectionChecksTheIndexPath() throws {
        let recorder = EventRecorder()
        let cv = makeCollectionView(NamesDataSource(count: 10))
        cv.delegate = recorder
        try cv.layoutIfNeeded()
        recorder.events = []
        try cv.selectItem(at: ip(0, 3))
        #expect(cv.cellForItem(at: ip(0, 3))?.isSelected == true)
        #expect(recorder.events.isEmpty)
        #expect(throws: CollectionViewError.itemDoesNotExist(ip(0, 10))) { try cv.selectItem(at: ip(0, 10)) }
        #expect(CollectionViewError.itemDoesNotExist(ip(0, 10)).description == "there is no item at [0, 10]")
        cv.deselectItem(at: ip(0, 3))
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        #expect(cv.cellForItem(at: ip(0, 3))?.isSelected == false)
    }
}
