import ListKitCore
import ListKitEngine
import ListKitScrolling
import Testing

/// The collection view's orthogonal sections come to rest as their behaviour says.
@Suite struct OrthogonalLandingTests {
    /// One row of ten 150 × 100 groups that scrolls orthogonally: 1,500 pt
    /// long in a 375 pt window, offsets 0 … 1,125.
    func carousel(_ behavior: OrthogonalScrollingBehavior) throws -> HeadlessCollectionView {
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
            subitems: [.item(LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))])
        let cv = makeCollectionView(NamesDataSource(count: 10)) { _, count in
            LayoutSection(group: group, itemCount: count, orthogonalScrollingBehavior: behavior)
        }
        try cv.layoutIfNeeded()
        return cv
    }

    @Test func pagingLandsOnAPageOfTheVisibleWidth() throws {
        let cv = try carousel(.paging)
        try cv.setOrthogonalOffset(Point(x: 200, y: 0), forSection: 0)
        // At rest (velocity 0) the nearer page: 200 is 175 from 375, 200 from 0.
        #expect(try cv.orthogonalLanding(forSection: 0, velocity: 0)?.target == 375)
        // Thrown forwards: the next page; backwards: the previous one.
        #expect(try cv.orthogonalLanding(forSection: 0, velocity: 300)?.target == 375)
        #expect(try cv.orthogonalLanding(forSection: 0, velocity: -300)?.target == 0)
        try cv.setOrthogonalOffset(Point(x: 1_000, y: 0), forSection: 0)
        // The last page is cut at the largest offset, 1,500 − 375.
        #expect(try cv.orthogonalLanding(forSection: 0, velocity: 300)?.target == 1_125)
    }

    @Test func groupPagingLandsOnAGroup() throws {
        let cv = try carousel(.groupPaging)
        try cv.setOrthogonalOffset(Point(x: 200, y: 0), forSection: 0)
        // Groups start every 150 pt: forwards from 200 the next is 300.
        #expect(try cv.orthogonalLanding(forSection: 0, velocity: 300)?.target == 300)
        #expect(try cv.orthogonalLanding(forSection: 0, velocity: -300)?.target == 150)
    }

    @Test func sectionsThatDoNotScrollHaveNoLanding() throws {
        let cv = makeCollectionView(NamesDataSource(count: 10))
        try cv.layoutIfNeeded()
        #expect(cv.orthogonalGeometry(forSection: 0) == nil)
        #expect(try cv.orthogonalLanding(forSection: 0, velocity: 100) == nil)
        #expect(try cv.orthogonalLanding(forSection: 7, velocity: 100) == nil)
        let carousel = try carousel(.continuous)
        #expect(throws: InvalidNumber(field: "landing.velocity", value: .infinity, requirement: "finite")) {
            _ = try carousel.orthogonalLanding(forSection: 0, velocity: .infinity)
        }
    }

    @Test func endingADragSetsTheRestingOffset() throws {
        let cv = try carousel(.paging)
        try cv.setOrthogonalOffset(Point(x: 200, y: 0), forSection: 0)
        // Let go at rest at 200: the nearer page, 375; cells follow.
        #expect(try cv.endOrthogonalScroll(section: 0) == Point(x: 375, y: 0))
        #expect(cv.orthogonalOffset(forSection: 0) == Point(x: 375, y: 0))
        // Thrown back from 375: the previous page.
        #expect(try cv.endOrthogonalScroll(section: 0, velocity: -500) == Point(x: 0, y: 0))
        // A section that does not scroll orthogonally has no landing.
        let plain = makeCollectionView(NamesDataSource(count: 10))
        try plain.layoutIfNeeded()
        #expect(try plain.endOrthogonalScroll(section: 0) == nil)
    }
}
