import ListKitCore
import ListKitEngine
import Testing

/// Content offset clamping: from −inset to contentSize − bounds + inset.
@Suite struct ScrollingTests {
    @Test func offsetsClampToTheContent() throws {
        // 100 items: 20 rows of 75, content 375 × 1500; the largest offset is 1500 − 812 = 688.
        let cv = makeCollectionView(NamesDataSource(count: 100))
        try cv.layoutIfNeeded()
        #expect(cv.minimumContentOffset == Point(x: 0, y: 0))
        #expect(cv.maximumContentOffset == Point(x: 0, y: 688))
        try cv.setContentOffset(Point(x: 30, y: 5000))
        #expect(cv.contentOffset == Point(x: 0, y: 688))
        try cv.setContentOffset(Point(x: -10, y: -50))
        #expect(cv.contentOffset == Point(x: 0, y: 0))
        try cv.setContentOffset(Point(x: 0, y: 300.5))
        #expect(cv.contentOffset == Point(x: 0, y: 300.5))
    }

    @Test func theRangeFollowsANewViewportBeforeTheNextPass() throws {
        // Content 375 × 1500 (as above). A viewport 500 tall, not laid out
        // yet: the range is the content's against the new size, 1500 − 500
        // = 1000 (the range is kept between scrolls, not kept stale).
        let cv = makeCollectionView(NamesDataSource(count: 100))
        try cv.layoutIfNeeded()
        #expect(cv.maximumContentOffset == Point(x: 0, y: 688))
        cv.viewport.size.height = 500
        #expect(cv.maximumContentOffset == Point(x: 0, y: 1000))
        #expect(cv.clampedContentOffset(Point(x: 0, y: 5000)) == Point(x: 0, y: 1000))
    }

    @Test func insetsExtendTheRange() throws {
        // Insets top 20, bottom 34: the container is 758 tall, the content
        // still 1500; offsets run from −20 to 1500 − 812 + 34 = 722.
        let viewport = phone(inset: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0))
        let cv = makeCollectionView(NamesDataSource(count: 100), viewport: viewport)
        try cv.layoutIfNeeded()
        #expect(cv.contentOffset == Point(x: 0, y: -20))
        // At rest the bounds are −20 … 792: rows 0 … 10.
        #expect(cv.indexPathsForVisibleItems == paths(0...54))
        try cv.setContentOffset(Point(x: 0, y: -100))
        #expect(cv.contentOffset == Point(x: 0, y: -20))
        try cv.setContentOffset(Point(x: 0, y: 10_000))
        #expect(cv.contentOffset == Point(x: 0, y: 722))
        // 722 … 1534: rows 9 … 19.
        #expect(cv.indexPathsForVisibleItems == paths(45...99))
    }

    @Test func shortContentCannotScroll() throws {
        let cv = makeCollectionView(NamesDataSource(count: 7))
        try cv.layoutIfNeeded()
        #expect(cv.maximumContentOffset == Point(x: 0, y: 0))
        try cv.setContentOffset(Point(x: 0, y: 40))
        #expect(cv.contentOffset == .zero)
        #expect(cv.indexPathsForVisibleItems == paths(0...6))
    }

    @Test func orthogonalOffsetsMoveTheSectionsCells() throws {
        // One orthogonal row of 150-wide cells: at rest cells 0 … 2 meet
        // 0 … 375; scrolled by 400 the row shows 400 … 775: cells 2 … 5.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(150), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let cv = makeCollectionView(NamesDataSource(count: 10)) { _, count in
            LayoutSection(group: group, itemCount: count, orthogonalScrollingBehavior: .continuous)
        }
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(0...2))
        try cv.setOrthogonalOffset(Point(x: 400, y: 0), forSection: 0)
        #expect(cv.indexPathsForVisibleItems == paths(2...5))
        expectFrame(cv.cellForItem(at: ip(0, 3))?.frame, 50, 0, 150, 100)
        #expect(cv.orthogonalOffset(forSection: 0) == Point(x: 400, y: 0))
    }
}
