import ListKitCore
import ListKitEngine
import ListKitSupplementary
import Testing

/// Supplementary views: headers shown, pinned and recycled like cells.
///
/// Two sections of 80 items (16 rows of 75) under a pinned 40-point header:
/// section 0 spans 0 … 1240 (header 0 … 40, rows from 40), section 1 spans
/// 1240 … 2480 (header 1240 … 1280, rows from 1280).
@Suite struct SupplementaryViewTests {
    func pinnedHeaders(_ source: NamesDataSource) -> HeadlessCollectionView {
        makeCollectionView(source) { _, count in
            LayoutSection(
                group: gridGroup, itemCount: count,
                boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(40), .top, pinned: true)])
        }
    }

    func twoSections() -> NamesDataSource {
        NamesDataSource([(0..<80).map { "a\($0)" }, (0..<80).map { "b\($0)" }])
    }

    @Test func aPinnedHeaderStaysVisibleWhileItsSectionScrolls() throws {
        let recorder = EventRecorder()
        let cv = pinnedHeaders(twoSections())
        cv.delegate = recorder
        try cv.layoutIfNeeded()
        #expect(cv.contentSize.height == 2480)
        // At rest: header 0 in place; rows 0 … 10 (40 + 75 × 10 = 790 < 812).
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [ip(0, 0)])
        #expect(cv.indexPathsForVisibleItems == paths(0...54))
        let header = try #require(cv.supplementaryView(forElementKind: "header", at: ip(0, 0)) as? NameView)
        #expect(header.name == "header 0")
        #expect(header.elementKind == "header")
        expectFrame(header.frame, 0, 0, 375, 40)

        // 500 … 1312: header 0 pinned at 500; header 1 in place at 1240; rows
        // 6 … 15 of section 0 (115 + 75 × 6 = 565 > 500) and row 0 of section 1.
        try cv.setContentOffset(Point(x: 0, y: 500))
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [ip(0, 0), ip(1, 0)])
        #expect(cv.supplementaryView(forElementKind: "header", at: ip(0, 0)) === header)
        expectFrame(header.frame, 0, 500, 375, 40)
        #expect(cv.indexPathsForVisibleItems == paths(30...79) + paths(0...4, section: 1))

        // 1220: header 0 is pushed up by its section's end: 1240 − 40 = 1200.
        try cv.setContentOffset(Point(x: 0, y: 1220))
        #expect(cv.supplementaryView(forElementKind: "header", at: ip(0, 0)) === header)
        expectFrame(header.frame, 0, 1200, 375, 40)
        expectFrame(cv.supplementaryView(forElementKind: "header", at: ip(1, 0))?.frame, 0, 1240, 375, 40)
        #expect(recorder.events.filter { $0.contains("header") } == ["willDisplay header [0, 0]", "willDisplay header [1, 0]"])

        // 1300: header 0 (1200 … 1240) has left; header 1 pins at 1300.
        try cv.setContentOffset(Point(x: 0, y: 1300))
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [ip(1, 0)])
        expectFrame(cv.supplementaryView(forElementKind: "header", at: ip(1, 0))?.frame, 0, 1300, 375, 40)
        #expect(recorder.events.last { $0.contains("header") } == "didEndDisplaying header [0, 0]")
        #expect(cv.createdSupplementaryViewCount == 2)
        #expect(cv.visibleSupplementaryViews(ofKind: "header").count == 1)
        #expect(cv.visibleSupplementaryViews(ofKind: "footer").isEmpty)
    }

    @Test func aRecycledHeaderIsReused() throws {
        let cv = pinnedHeaders(twoSections())
        try cv.layoutIfNeeded()
        let first = cv.supplementaryView(forElementKind: "header", at: ip(0, 0))
        // Straight to section 1: header 0 leaves before header 1 is asked for.
        try cv.setContentOffset(Point(x: 0, y: 1500))
        #expect(cv.supplementaryView(forElementKind: "header", at: ip(1, 0)) === first)
        #expect(first?.reuseCount == 1)
        #expect((first as? NameView)?.name == "header 1")
        #expect(cv.createdSupplementaryViewCount == 1)
    }

    @Test func aDataSourceWithoutSupplementaryViewsIsReported() throws {
        let cv = makeCollectionView(CountsDataSource([3])) { _, count in
            LayoutSection(
                group: gridGroup, itemCount: count,
                boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(40), .top)])
        }
        let expected = CollectionViewError.noSupplementaryViewProvider(kind: "header", indexPath: ip(0, 0))
        #expect(throws: expected) { try cv.layoutIfNeeded() }
        #expect(expected.description == "the layout shows a supplementary of kind \"header\" at [0, 0] but the "
            + "data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
}
