import ListKitCore
import ListKitEngine
import Testing

/// The collection view of a right-to-left layout: it rests with the leading
/// inset on the right, shows, hits and scrolls the mirrored frames.
@Suite struct RightToLeftCollectionViewTests {
    /// A 300 × 400 viewport with a 20 pt leading inset only: the content is
    /// 280 wide. Section 0: rows of two 100 × 50 items (a 280-wide group of
    /// two absolute items); section 1: one row of ten 100 × 50 groups that
    /// scrolls orthogonally.
    func collectionView() throws -> HeadlessCollectionView {
        let viewport = Viewport(
            size: Size(width: 300, height: 400), contentInset: DirectionalEdgeInsets(leading: 20))
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [.item(item)])
        let card = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)),
            subitems: [.item(LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))])
        let dataSource = NamesDataSource([(0..<4).map { "a\($0)" }, (0..<10).map { "b\($0)" }])
        let cv = HeadlessCollectionView(viewport: viewport) { counts in
            withExtendedLifetime(dataSource) {
                CompositionalLayout(
                    configuration: LayoutConfiguration(layoutDirection: .rightToLeft),
                    sections: [
                        LayoutSection(group: row, itemCount: counts[0]),
                        LayoutSection(group: card, itemCount: counts[1], orthogonalScrollingBehavior: .continuous),
                    ])
            }
        }
        cv.register(NameCell.self, forCellWithReuseIdentifier: "name")
        cv.dataSource = dataSource
        try cv.layoutIfNeeded()
        return cv
    }

    @Test func restsWithTheLeadingInsetOnTheRight() throws {
        let cv = try collectionView()
        // Right to left the leading inset is on the right: x = −trailing = 0
        // (left to right it would be −20).
        #expect(cv.contentOffset == Point(x: 0, y: 0))
        // The content (280) is narrower than the bounds: x cannot scroll.
        #expect(cv.minimumContentOffset.x == 0)
        #expect(cv.maximumContentOffset.x == 0)
    }

    @Test func cellsAreMirroredInTheContentWidth() throws {
        let cv = try collectionView()
        // Left to right, two items per 280-wide row at x 0 and 100; mirrored
        // in 280: x 280 − 0 − 100 = 180 and 280 − 100 − 100 = 80.
        #expect(cv.layoutAttributesForItem(at: ip(0, 0))?.frame == Rect(x: 180, y: 0, width: 100, height: 50))
        #expect(cv.layoutAttributesForItem(at: ip(0, 1))?.frame == Rect(x: 80, y: 0, width: 100, height: 50))
        #expect(cv.layoutAttributesForItem(at: ip(0, 2))?.frame == Rect(x: 180, y: 50, width: 100, height: 50))
        #expect(cv.cellForItem(at: ip(0, 3))?.frame == Rect(x: 80, y: 50, width: 100, height: 50))
        // The orthogonal row (y 100) runs leftward from the right edge: card k
        // at 280 − 100 k − 100; cards 0, 1 and 2 (at −20…80, partly in the
        // bounds x 0…300) are shown, card 3 (−120…−20) is not.
        #expect(cv.layoutAttributesForItem(at: ip(1, 0))?.frame == Rect(x: 180, y: 100, width: 100, height: 50))
        #expect(cv.layoutAttributesForItem(at: ip(1, 3))?.frame == Rect(x: -120, y: 100, width: 100, height: 50))
        #expect(Set(cv.indexPathsForVisibleItems.filter { $0.section == 1 }) == Set(paths(0...2, section: 1)))
        // A point at x 250 is on the first item, at x 150 on the second.
        #expect(cv.indexPathForItem(at: Point(x: 250, y: 25)) == ip(0, 0))
        #expect(cv.indexPathForItem(at: Point(x: 150, y: 25)) == ip(0, 1))
    }

    @Test func anOrthogonalOffsetMovesTheRowRight() throws {
        let cv = try collectionView()
        // Scrolled by 250 toward the trailing end: every card moves 250 right.
        // Card 3: −120 + 250 = 130; card 5: 280 − 600 + 250 = −70 (shown, it
        // reaches x 30); card 0 at 430 is off screen.
        try cv.setOrthogonalOffset(Point(x: 250, y: 0), forSection: 1)
        try cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: ip(1, 3))?.frame == Rect(x: 130, y: 100, width: 100, height: 50))
        #expect(cv.cellForItem(at: ip(1, 5))?.frame == Rect(x: -70, y: 100, width: 100, height: 50))
        #expect(Set(cv.indexPathsForVisibleItems.filter { $0.section == 1 }) == Set(paths(2...5, section: 1)))
    }

    @Test func aHorizontalLayoutRestsAtItsRightEnd() throws {
        // Five 100 × 200 items scrolling horizontally in a 300 × 200 viewport:
        // content 500 wide. Item k left to right at x 100 k, right to left at
        // 500 − 100 k − 100 = 400 − 100 k. At rest the bounds show the right
        // end: x = 500 − 300 = 200, items 0–2 (x 400, 300, 200).
        let viewport = Viewport(size: Size(width: 300, height: 200))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [.item(LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))])
        let dataSource = NamesDataSource(count: 5)
        let cv = HeadlessCollectionView(viewport: viewport) { counts in
            withExtendedLifetime(dataSource) {
                CompositionalLayout(
                    configuration: LayoutConfiguration(scrollDirection: .horizontal, layoutDirection: .rightToLeft),
                    sections: [LayoutSection(group: group, itemCount: counts[0])])
            }
        }
        cv.register(NameCell.self, forCellWithReuseIdentifier: "name")
        cv.dataSource = dataSource
        try cv.layoutIfNeeded()
        #expect(cv.contentOffset == Point(x: 200, y: 0))
        #expect(cv.minimumContentOffset == Point(x: 0, y: 0))
        #expect(cv.maximumContentOffset == Point(x: 200, y: 0))
        #expect(cv.cellForItem(at: ip(0, 0))?.frame == Rect(x: 400, y: 0, width: 100, height: 200))
        #expect(Set(cv.indexPathsForVisibleItems) == Set(paths(0...2)))
        // Scrolled to the left end (x 0): items 2–4 (x 200, 100, 0).
        try cv.setContentOffset(Point(x: 0, y: 0))
        #expect(Set(cv.indexPathsForVisibleItems) == Set(paths(2...4)))
    }
}
