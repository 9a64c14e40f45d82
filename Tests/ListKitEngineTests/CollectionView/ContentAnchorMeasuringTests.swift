import ListKitCore
import ListKitEngine
import Testing

/// Self-sizing obeys the collection view's ``ContentAnchor`` as batch
/// updates do.
///
/// 40 rows estimated 100 high, each measured 50, in a 375 × 812 viewport
/// (scale 1, no inset). The first load measures rows 0…16 (they fill 0…850):
/// content 17 × 50 + 23 × 100 = 3150. Scrolled to its end (3150 − 812 =
/// 2338), rows 31…39 (row k ≥ 17 at 850 + 100 (k − 17)) come into view
/// unmeasured.
@Suite struct ContentAnchorMeasuringTests {
    func list(_ mode: ContentAnchor) throws -> HeadlessCollectionView {
        let source = NamesDataSource(count: 40)
        let row = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(100)), subitems: [item(.fractionalWidth(1), .estimated(100))])
        let cv = makeCollectionView(source, viewport: phone(scale: 1)) { _, count in
            LayoutSection(group: row, itemCount: count)
        }
        cv.sizing = SelfSizing { _, proposed in Size(width: proposed.width, height: 50) }
        cv.contentAnchor = mode
        try cv.layoutIfNeeded()
        #expect(cv.contentSize.height == 3150)
        try cv.setContentOffset(Point(x: 0, y: 2338))
        return cv
    }

    @Test func bottomKeepsTheEndInPlaceWhileRowsMeasure() throws {
        let cv = try list(.bottom)
        // Pass after pass the distance to the end (812) is kept as rows
        // 31…39 (−450), 27…30 (−200), 25 and 26 (−100), 24 (−50) and 23
        // (−50) measure: content 2300, offset 2300 − 812 = 1488, row 39 at
        // the bottom of the screen.
        #expect(cv.contentSize.height == 2300)
        #expect(cv.contentOffset == Point(x: 0, y: 1488))
        #expect(cv.cellForItem(at: ip(0, 39))?.frame == Rect(x: 0, y: 2250, width: 375, height: 50))
        #expect(cv.indexPathsForVisibleItems == paths(23...39))
    }

    @Test func topKeepsTheFirstRowShownAndIsClamped() throws {
        let cv = try list(.top)
        // Row 31 (2250, unmeasured, the first shown) stays at 2250: rows
        // 31…39 measure to 2250…2700 and the content ends at 2700; the
        // offset 2338 is then clamped to 2700 − 812 = 1888.
        #expect(cv.contentSize.height == 2700)
        #expect(cv.contentOffset == Point(x: 0, y: 1888))
    }
}
