import ListKitCore
import ListKitEngine
import ListKitSupplementary
import Testing

/// Two elements of one pass with one key (category, kind, index path): an
/// item with two badges of the same kind. The collection view has one view
/// per key, as UIKit has one per kind and index path: the second listing
/// shares the view the first one got, and nothing is told twice.
@Suite struct SharedViewKeyTests {
    /// One row of 50 whose item carries two 20 × 20 "badge"s, at its
    /// top-leading and top-trailing corners.
    func doublyBadgedRow(_ source: NamesDataSource, recorder: EventRecorder) -> HeadlessCollectionView {
        let badges = [LayoutAnchor(edges: [.top, .leading]), LayoutAnchor(edges: [.top, .trailing])].map {
            SupplementaryItem(elementKind: "badge", layoutSize: size(.absolute(20), .absolute(20)), containerAnchor: $0)
        }
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            subitems: [.item(LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: badges))])
        let cv = makeCollectionView(source) { _, count in LayoutSection(group: group, itemCount: count) }
        cv.delegate = recorder
        return cv
    }

    @Test func twoBadgesOfOneKindShareOneViewToldOnce() throws {
        let source = NamesDataSource([["a0"]])
        let recorder = EventRecorder()
        let cv = doublyBadgedRow(source, recorder: recorder)
        try cv.layoutIfNeeded()
        let badges = try #require(cv.layoutPass).elements.filter { $0.elementKind == "badge" }
        #expect(badges.count == 2)
        #expect(source.supplementaryRequests == [ip(0, 0)])
        #expect(recorder.events == ["willDisplay [0, 0]", "willDisplay badge [0, 0]"])
        #expect(cv.visibleSupplementaryViews(ofKind: "badge").count == 1)
        // The view is placed at the second listing: the trailing badge, 355 … 375.
        expectFrame(cv.supplementaryView(forElementKind: "badge", at: ip(0, 0))?.frame, 355, 0, 20, 20)

        // A pass that keeps the row (5 points down) asks for nothing and tells nothing.
        recorder.events = []
        let passes = cv.passCount
        cv.contentOffset = Point(x: 0, y: 5)
        try cv.layoutIfNeeded()
        #expect(cv.passCount == passes + 1)
        #expect(source.supplementaryRequests == [ip(0, 0)])
        #expect(recorder.events.isEmpty)
    }
}
