import ListKitCore
import ListKitEngine
import Testing

/// A scroll changes the views on screen only at the ends of their display
/// order: the views that stay keep their elements, those that leave end
/// first, and the new ones come before or after the ones that stay.
///
/// The grid shows five 75-point squares per row in 375 × 812, so at offset
/// y the rows ⌊y / 75⌋ … ⌈(y + 812) / 75⌉ − 1 are visible (items five per row).
@Suite struct ScrollShiftTests {
    /// Every visible cell shows its own item: its name and its frame are
    /// the item's.
    private func expectEachCellShowsItsItem(_ cv: HeadlessCollectionView, _ items: ClosedRange<Int>) {
        #expect(cv.indexPathsForVisibleItems == paths(items))
        for item in items {
            let cell = cv.cellForItem(at: ip(0, item))
            #expect((cell as? NameCell)?.name == "n\(item)")
            #expect(cell?.frame == cv.layoutAttributesForItem(at: ip(0, item))?.frame)
            #expect(cell?.indexPath == ip(0, item))
        }
    }

    /// The cells of `items`, by item.
    private func cells(_ cv: HeadlessCollectionView, _ items: ClosedRange<Int>) -> [Int: CollectionViewCell] {
        var cells: [Int: CollectionViewCell] = [:]
        for item in items { cells[item] = cv.cellForItem(at: ip(0, item)) }
        return cells
    }

    /// The grid of 100 names laid out at `offset`, with a delegate that
    /// records the events from then on.
    private func recordedGrid(at offset: Point = .zero) throws -> (HeadlessCollectionView, EventRecorder) {
        let recorder = EventRecorder()
        let cv = makeCollectionView(NamesDataSource(count: 100))
        cv.delegate = recorder
        try cv.setContentOffset(offset)
        recorder.events = []
        return (cv, recorder)
    }

    @Test func downKeepsTheViewsBetweenAndAddsAfterThem() throws {
        let (cv, recorder) = try recordedGrid()
        let before = cells(cv, 10...54)
        // 150 … 962: rows 2 … 12; rows 0 and 1 leave, 11 and 12 come.
        try cv.setContentOffset(Point(x: 0, y: 150))
        #expect(recorder.events
            == (0...9).map { "didEndDisplaying [0, \($0)]" } + (55...64).map { "willDisplay [0, \($0)]" })
        expectEachCellShowsItsItem(cv, 10...64)
        for item in 10...54 { #expect(cv.cellForItem(at: ip(0, item)) === before[item]) }
    }

    @Test func upKeepsTheViewsBetweenAndAddsBeforeThem() throws {
        let (cv, recorder) = try recordedGrid(at: Point(x: 0, y: 150))
        let before = cells(cv, 10...54)
        // Back to 75 … 887: rows 1 … 11; row 12 leaves, row 1 comes.
        try cv.setContentOffset(Point(x: 0, y: 75))
        #expect(recorder.events
            == (60...64).map { "didEndDisplaying [0, \($0)]" } + (5...9).map { "willDisplay [0, \($0)]" })
        expectEachCellShowsItsItem(cv, 5...59)
        for item in 10...54 { #expect(cv.cellForItem(at: ip(0, item)) === before[item]) }
    }

    @Test func aJumpEndsEveryViewThenShowsTheNewOnes() throws {
        let (cv, recorder) = try recordedGrid()
        // 688 … 1500: rows 9 … 19; only rows 9 and 10 stay.
        try cv.setContentOffset(Point(x: 0, y: 688))
        #expect(recorder.events
            == (0...44).map { "didEndDisplaying [0, \($0)]" } + (55...99).map { "willDisplay [0, \($0)]" })
        expectEachCellShowsItsItem(cv, 45...99)
        recorder.events = []
        // Back to the top: rows 0 … 10; rows 11 … 19 leave, 0 … 8 come.
        try cv.setContentOffset(.zero)
        #expect(recorder.events
            == (55...99).map { "didEndDisplaying [0, \($0)]" } + (0...44).map { "willDisplay [0, \($0)]" })
        expectEachCellShowsItsItem(cv, 0...54)
    }

    @Test func aScrollWithinTheSameRowsChangesNoView() throws {
        let (cv, recorder) = try recordedGrid()
        let before = cells(cv, 0...54)
        // 12 … 824: still rows 0 … 10 (row 10 ends at 825).
        try cv.setContentOffset(Point(x: 0, y: 12))
        #expect(recorder.events.isEmpty)
        expectEachCellShowsItsItem(cv, 0...54)
        for item in 0...54 { #expect(cv.cellForItem(at: ip(0, item)) === before[item]) }
    }

    @Test func theLastCellLeavingAndTheFirstComingAtTheSameTimeIsAScrollToo() throws {
        // Offset 13: row 0 spans 0 … 75, so rows 0 … 11 at 13 … 825, row 11
        // starts at 825: it does not meet (no positive area). At 14, row 11
        // meets; at 75, row 0 only touches the top edge.
        let (cv, recorder) = try recordedGrid(at: Point(x: 0, y: 13))
        #expect(cv.indexPathsForVisibleItems == paths(0...54))
        try cv.setContentOffset(Point(x: 0, y: 14))
        #expect(recorder.events == (55...59).map { "willDisplay [0, \($0)]" })
        recorder.events = []
        try cv.setContentOffset(Point(x: 0, y: 75))
        #expect(recorder.events == (0...4).map { "didEndDisplaying [0, \($0)]" })
        expectEachCellShowsItsItem(cv, 5...59)
    }
    /// A pass that stops at a view it cannot make leaves the views after
    /// it where the last layout put them; the next pass over the same
    /// layout places them again instead of taking them as placed.
    @Test func viewsAPassDidNotReachArePlacedByTheNext() throws {
        // Rows 50 high; at 100 the rows 2 … 18 show (100 … 912).
        let source = FailingRows(count: 40)
        var rowHeight = 50.0
        let cv = HeadlessCollectionView(viewport: phone()) { counts in
            withExtendedLifetime(source) {
                CompositionalLayout(sections: counts.map { count in
                    LayoutSection(
                        group: .vertical(
                            layoutSize: size(.fractionalWidth(1), .absolute(rowHeight)),
                            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
                        itemCount: count)
                })
            }
        }
        cv.register(NameCell.self, forCellWithReuseIdentifier: "name")
        cv.dataSource = source
        try cv.setContentOffset(Point(x: 0, y: 100))
        #expect(cv.indexPathsForVisibleItems == paths(2...18))
        // Rows 60 high at 100: rows 1 … 15 (60 … 960). Row 1, the first new
        // view, cannot be made: the pass stops before placing rows 2 … 15.
        rowHeight = 60
        source.failing = [1]
        cv.invalidateLayout()
        #expect(throws: CollectionViewError.self) { try cv.layoutIfNeeded() }
        #expect(cv.cellForItem(at: ip(0, 5))?.frame == Rect(x: 0, y: 250, width: 375, height: 50))
        // Row 1 can be made again; 1 pt further down, rows 1 … 15 stand at
        // their 60-point places.
        source.failing = []
        try cv.setContentOffset(Point(x: 0, y: 101))
        #expect(cv.indexPathsForVisibleItems == paths(1...15))
        for row in 1...15 {
            #expect(cv.cellForItem(at: ip(0, row))?.frame == Rect(x: 0, y: Double(row) * 60, width: 375, height: 60))
        }
    }
}

/// One section of rows whose cells cannot be made for the items in `failing`.
private final class FailingRows: CollectionViewDataSource {
    let count: Int
    var failing: Set<Int> = []
    init(count: Int) { self.count = count }
    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        if failing.contains(indexPath.item) { throw .itemDoesNotExist(indexPath) }
        return try collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
    }
}
