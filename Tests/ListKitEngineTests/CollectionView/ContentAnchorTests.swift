import ListKitCore
import ListKitDiff
import ListKitEngine
import Testing

/// What a batch update keeps in place on screen under each ``ContentAnchor``.
///
/// The list: 100 full-width rows 50 high (`n0`…`n99`, content 5000 high) in
/// a 375 × 812 viewport scrolled to y 1000, so rows 20…36 are shown (row k
/// spans 50k…50k + 50; row 36 is cut at 1812). Ten rows `o0`…`o9` are then
/// inserted at the top: 500 points above the viewport.
@Suite struct ContentAnchorTests {
    func list(_ mode: ContentAnchor, offset: Double = 1000) throws -> (HeadlessCollectionView, NamesDataSource, EventRecorder) {
        let source = NamesDataSource(count: 100)
        let recorder = EventRecorder()
        let cv = makeCollectionView(source) { _, count in LayoutSection(group: rows(50), itemCount: count) }
        cv.delegate = recorder
        cv.contentAnchor = mode
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: offset))
        recorder.events = []
        return (cv, source, recorder)
    }

    func insertTenAbove(_ cv: HeadlessCollectionView, _ source: NamesDataSource) throws {
        source.sections[0].insert(contentsOf: (0..<10).map { "o\($0)" }, at: 0)
        try cv.performBatchUpdates(BatchUpdates(insertedItems: paths(0...9)))
    }

    func names(_ cv: HeadlessCollectionView) -> [String] {
        cv.indexPathsForVisibleItems.compactMap { (cv.cellForItem(at: $0) as? NameCell)?.name }
    }

    @Test func topKeepsTheOffsetAsUIKitDoes() throws {
        let (cv, source, recorder) = try list(.top)
        try insertTenAbove(cv, source)
        // The offset stays 1000: rows 20…36 are now n10…n26, the rows shown
        // before moved 500 points down; n27…n36 (now 37…46) left the screen.
        #expect(cv.contentOffset == Point(x: 0, y: 1000))
        #expect(names(cv) == (10...26).map { "n\($0)" })
        #expect(cv.cellForItem(at: ip(0, 20))?.frame == Rect(x: 0, y: 1000, width: 375, height: 50))
        #expect(Set(recorder.events) == Set(
            (37...46).map { "didEndDisplaying [0, \($0)]" } + (20...29).map { "willDisplay [0, \($0)]" }))
        #expect(recorder.events.count == 20)
    }

    @Test func topItemKeepsTheFirstVisibleRowOnScreen() throws {
        let (cv, source, recorder) = try list(.topItem)
        try insertTenAbove(cv, source)
        // n20 was at y 1000, 0 on screen; now row 30 at y 1500: offset 1500.
        #expect(cv.contentOffset == Point(x: 0, y: 1500))
        #expect(names(cv) == (20...36).map { "n\($0)" })
        #expect(cv.cellForItem(at: ip(0, 30))?.frame == Rect(x: 0, y: 1500, width: 375, height: 50))
        // The same rows are shown: no display event at all.
        #expect(recorder.events == [])
    }

    @Test func topItemFallsBackToTheNextRowWhenTheFirstIsDeleted() throws {
        let (cv, source, recorder) = try list(.topItem)
        // Delete n20 and insert ten above: n21 (on screen at 50) becomes row
        // 10 + 20 = 30 at y 1500, so the offset is 1500 − 50 = 1450.
        source.sections[0].remove(at: 20)
        source.sections[0].insert(contentsOf: (0..<10).map { "o\($0)" }, at: 0)
        try cv.performBatchUpdates(BatchUpdates(deletedItems: [ip(0, 20)], insertedItems: paths(0...9)))
        #expect(cv.contentOffset == Point(x: 0, y: 1450))
        // Bounds 1450…2262: rows 29…45, n19 (cut above n21's old place) and
        // n21…n36, with n37 coming in where n20 left.
        #expect(names(cv) == ["n19"] + (21...36).map { "n\($0)" })
        #expect(Set(recorder.events) == ["didEndDisplaying [0, 20]", "willDisplay [0, 29]"])
    }

    @Test func bottomItemKeepsTheLastVisibleRowsEnd() throws {
        let (cv, source, recorder) = try list(.bottomItem)
        try insertTenAbove(cv, source)
        // n36 ended at 1850, 850 on screen; now row 46 ends at 2350: 1500.
        #expect(cv.contentOffset == Point(x: 0, y: 1500))
        #expect(recorder.events == [])
    }

    @Test func bottomKeepsTheDistanceToTheEnd() throws {
        let (cv, source, recorder) = try list(.bottom)
        try insertTenAbove(cv, source)
        // 5000 − 1000 = 4000 to the end before; 5500 − 4000 = 1500 after.
        #expect(cv.contentOffset == Point(x: 0, y: 1500))
        #expect(recorder.events == [])
    }

    @Test func bottomFollowsTheEndWhenRowsAreAppended() throws {
        // At the end (5000 − 812 = 4188), two rows appended: the end moves to
        // 5100 − 812 = 4288 and the offset with it; `top` stays at 4188.
        for (mode, expected) in [(ContentAnchor.bottom, 4288.0), (.top, 4188)] {
            let (cv, source, _) = try list(mode, offset: 4188)
            source.sections[0] += ["a0", "a1"]
            try cv.performBatchUpdates(BatchUpdates(insertedItems: [ip(0, 100), ip(0, 101)]))
            #expect(cv.contentOffset == Point(x: 0, y: expected), "\(mode)")
        }
    }

    @Test func anchoredOffsetsAreClamped() throws {
        // At the top rows 0…16 are shown, n16 ending at 850. Delete rows
        // 0…9 with `bottomItem`: n16 becomes row 6, ending at 350, so the
        // offset would be 350 − 850 = −500; it is clamped to 0.
        let (cv, source, _) = try list(.bottomItem, offset: 0)
        source.sections[0].removeSubrange(0..<10)
        try cv.performBatchUpdates(BatchUpdates(deletedItems: paths(0...9)))
        #expect(cv.contentOffset == Point(x: 0, y: 0))
    }

    /// A right-to-left horizontal list of 100 × 400 columns in a 300 × 400
    /// viewport: column k is at x = width − 100k − 100.
    @Test func rightToLeftAnchorsInLogicalOffsets() throws {
        let source = NamesDataSource(count: 20)
        let column = LayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let cv = HeadlessCollectionView(viewport: Viewport(size: Size(width: 300, height: 400))) { counts in
            withExtendedLifetime(source) {
                CompositionalLayout(
                    configuration: LayoutConfiguration(scrollDirection: .horizontal, layoutDirection: .rightToLeft),
                    sections: [LayoutSection(group: column, itemCount: counts[0])])
            }
        }
        cv.register(NameCell.self, forCellWithReuseIdentifier: "name")
        cv.dataSource = source
        cv.contentAnchor = .topItem
        try cv.layoutIfNeeded()
        // Content 2000 wide; x 1000 shows columns 7…9 (n7 at 2000 − 800 = 1200).
        try cv.setContentOffset(Point(x: 1000, y: 0))
        #expect(names(cv) == ["n7", "n8", "n9"])
        // Five columns appended at the trailing (left) end: content 2500
        // wide, n7 stays column 7 at 2500 − 800 = 1700, 200 on screen as
        // before, so x = 1500.
        source.sections[0] += (0..<5).map { "a\($0)" }
        try cv.performBatchUpdates(BatchUpdates(insertedItems: paths(20...24)))
        #expect(cv.contentOffset == Point(x: 1500, y: 0))
        #expect(names(cv) == ["n7", "n8", "n9"])
        // Five inserted at the leading (right) end: n7 becomes column 12 at
        // 3000 − 1300 = 1700 again; the offset stays 1500.
        source.sections[0].insert(contentsOf: (0..<5).map { "o\($0)" }, at: 0)
        try cv.performBatchUpdates(BatchUpdates(insertedItems: paths(0...4)))
        #expect(cv.contentOffset == Point(x: 1500, y: 0))
        #expect(names(cv) == ["n7", "n8", "n9"])
    }
}

/// The item anchors when rows are inserted between the visible rows: the
/// list of ``ContentAnchorTests`` at 1000 shows rows 20…36; two rows are
/// inserted at 25, between visible rows.
@Suite struct ContentAnchorBetweenVisibleRowsTests {
    func insertTwoBetweenVisibleRows(_ mode: ContentAnchor) throws -> HeadlessCollectionView {
        let (cv, source, _) = try ContentAnchorTests().list(mode)
        source.sections[0].insert(contentsOf: ["m0", "m1"], at: 25)
        try cv.performBatchUpdates(BatchUpdates(insertedItems: paths(25...26)))
        return cv
    }

    @Test func bottomItemKeepsTheLastVisibleRowNotTheFirst() throws {
        // n36 (the last row in view) ended at 1850, 850 on screen; it is now
        // row 38, ending at 1950: the offset becomes 1950 − 850 = 1100. (The
        // first row in view, n20, did not move: anchoring it would keep 1000.)
        let cv = try insertTwoBetweenVisibleRows(.bottomItem)
        #expect(cv.contentOffset == Point(x: 0, y: 1100))
    }

    @Test func topItemKeepsTheFirstVisibleRow() throws {
        // n20 began at 1000, 0 on screen, and is still row 20.
        let cv = try insertTwoBetweenVisibleRows(.topItem)
        #expect(cv.contentOffset == Point(x: 0, y: 1000))
    }
}
