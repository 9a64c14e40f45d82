import ListKitCore
import ListKitEngine
import Testing

/// A collection view shows at most 100,000 elements at once: a viewport tall
/// enough to meet more is refused before a view is made for each.
@Suite struct CollectionViewDisplayLimitTests {
    /// Rows of 10 pt, one item each.
    func collectionView(height: Double, items: Int) -> (HeadlessCollectionView, CountsDataSource) {
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let view = HeadlessCollectionView(viewport: Viewport(size: Size(width: 375, height: height))) { counts in
            CompositionalLayout(sections: counts.map { LayoutSection(group: row, itemCount: $0) })
        }
        view.register(forCellWithReuseIdentifier: "name") { CollectionViewCell() }
        let dataSource = CountsDataSource([items])
        view.dataSource = dataSource
        return (view, dataSource)
    }

    @Test func aViewportMeetingMoreThanTheLimitIsRefused() throws {
        let (under, keep) = collectionView(height: 999_990, items: 100_010)
        try under.layoutIfNeeded()
        #expect(under.visibleCells.count == 99_999)
        let (over, keepToo) = collectionView(height: 1_000_010, items: 100_010)
        #expect(throws: CollectionViewError.tooManyVisibleElements(limit: 100_000)) { try over.layoutIfNeeded() }
        #expect(over.visibleCells.isEmpty)
        withExtendedLifetime((keep, keepToo)) {}
    }

    @Test func aQueryStopsOneElementPastItsLimit() throws {
        let (view, keep) = collectionView(height: 100, items: 1_000)
        try view.layoutIfNeeded()
        let solved = try #require(view.solvedLayout)
        let all = Rect(x: 0, y: 0, width: 375, height: 10_000)
        #expect(solved.elements(in: all, contentOffset: .zero, orthogonalOffsets: [:]).count == 1_000)
        let limited = solved.elements(in: all, contentOffset: .zero, orthogonalOffsets: [:], limit: 10)
        #expect(limited.map(\.indexPath.item) == Array(0...10))
        withExtendedLifetime(keep) {}
    }
}
