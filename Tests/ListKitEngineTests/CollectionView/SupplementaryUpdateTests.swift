import ListKitCore
import ListKitDiff
import ListKitEngine
import ListKitSupplementary
import Testing

/// Supplementary views through batch updates: a header follows its section,
/// a badge follows its item, and a reloaded section's views are asked for again.
@Suite struct SupplementaryUpdateTests {
    /// Rows of 50 with a badge on each item, under a 30-point header.
    func badgedList(_ source: NamesDataSource) -> HeadlessCollectionView {
        let badge = SupplementaryItem(
            elementKind: "badge", layoutSize: size(.absolute(20), .absolute(20)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            subitems: [.item(LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
                                        supplementaryItems: [badge]))])
        return makeCollectionView(source) { _, count in
            LayoutSection(
                group: group, itemCount: count,
                boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(30), .top)])
        }
    }

    @Test func headersFollowSectionsAndBadgesFollowItems() throws {
        let source = NamesDataSource([["a0", "a1"], ["b0"]])
        let cv = badgedList(source)
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [ip(0, 0), ip(1, 0)])
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: "badge") == [ip(0, 0), ip(0, 1), ip(1, 0)])
        let headerA = cv.supplementaryView(forElementKind: "header", at: ip(0, 0))
        let headerB = cv.supplementaryView(forElementKind: "header", at: ip(1, 0))
        let badgeA1 = cv.supplementaryView(forElementKind: "badge", at: ip(0, 1))
        let badgeB0 = cv.supplementaryView(forElementKind: "badge", at: ip(1, 0))
        source.supplementaryRequests = []

        // Section 1 moves to the front; a1 moves to the front of its section.
        source.sections = [["b0"], ["a1", "a0"]]
        try cv.performBatchUpdates(BatchUpdates(
            movedSections: [.init(source: 1, target: 0)], movedItems: [.init(source: ip(0, 1), target: ip(1, 0))]))
        #expect(source.supplementaryRequests.isEmpty)
        #expect(cv.supplementaryView(forElementKind: "header", at: ip(0, 0)) === headerB)
        #expect(cv.supplementaryView(forElementKind: "header", at: ip(1, 0)) === headerA)
        #expect(cv.supplementaryView(forElementKind: "badge", at: ip(0, 0)) === badgeB0)
        #expect(cv.supplementaryView(forElementKind: "badge", at: ip(1, 0)) === badgeA1)
        // Header B now tops the list: 0 … 30; its row 30 … 80; header A 80 … 110.
        expectFrame(headerB?.frame, 0, 0, 375, 30)
        expectFrame(headerA?.frame, 0, 80, 375, 30)
        #expect(headerA?.indexPath == ip(1, 0))
    }

    /// The layout's own header (section −1) belongs to no section an update
    /// names: it keeps its view through an update that deletes section 0
    /// (which `BatchUpdateMapping` alone would map nowhere).
    @Test func theLayoutsOwnHeaderKeepsItsViewThroughAnUpdate() throws {
        let source = NamesDataSource([["a0"], ["b0", "b1"]])
        let cv = HeadlessCollectionView(viewport: phone()) { counts in
            withExtendedLifetime(source) {
                CompositionalLayout(
                    configuration: LayoutConfiguration(boundarySupplementaryItems: [
                        boundary("header", .fractionalWidth(1), .absolute(60), .top),
                    ]),
                    sections: counts.map { LayoutSection(group: rows(50), itemCount: $0) })
            }
        }
        cv.register(NameCell.self, forCellWithReuseIdentifier: "name")
        cv.register(NameView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "view")
        cv.dataSource = source
        try cv.layoutIfNeeded()
        let banner = try #require(cv.supplementaryView(forElementKind: "header", at: ip(-1, 0)))
        source.supplementaryRequests = []
        source.sections = [["b0", "b1"]]
        try cv.performBatchUpdates(BatchUpdates(deletedSections: [0]))
        #expect(cv.supplementaryView(forElementKind: "header", at: ip(-1, 0)) === banner)
        #expect(source.supplementaryRequests.isEmpty)
        // The banner 0 … 60, then b0 and b1 (the first section now).
        expectFrame(banner.frame, 0, 0, 375, 60)
        expectFrame(cv.cellForItem(at: ip(0, 0))?.frame, 0, 60, 375, 50)
    }

    @Test func aReloadedSectionAsksForItsSupplementariesAgain() throws {
        let source = NamesDataSource([["a0", "a1"], ["b0"]])
        let recorder = EventRecorder()
        let cv = badgedList(source)
        cv.delegate = recorder
        try cv.layoutIfNeeded()
        source.supplementaryRequests = []
        recorder.events = []
        source.sections = [["x0"], ["b0"]]
        try cv.performBatchUpdates(BatchUpdates(updatedSections: [0]))
        // Header and badge of section 0 asked for again, in index-path order.
        #expect(source.supplementaryRequests == [ip(0, 0), ip(0, 0)])
        #expect(recorder.events.filter { $0.contains("header") }
            == ["didEndDisplaying header [0, 0]", "willDisplay header [0, 0]"])
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: "badge") == [ip(0, 0), ip(1, 0)])
    }
}
