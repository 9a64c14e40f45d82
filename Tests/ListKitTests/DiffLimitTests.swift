import ListKit
import ListKitDocument
import Testing

/// An animated update of more than a million items (old and new together)
/// is applied as a reload: no diff, no record per item.
@Suite struct DiffLimitTests {
    func composed(items: Int) throws -> (ComposedLayout, Viewport) {
        let document = try LayoutDocument(text: #"""
            {"format": 1, "viewport": {"width": 375, "height": 812},
             "sections": [{"id": "grid", "itemCount": \#(items),
               "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 75}},
                         "subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.2}, "height": {"fractionalHeight": 1}}}}]}}]}
            """#)
        return (try document.composedLayout(registry: .builtIn), document.viewport)
    }

    @Test func anUpdateOfMoreThanAMillionItemsReloads() throws {
        let (first, viewport) = try composed(items: 600_000)
        let dataSource = DiffableDataSource()
        let renderer = ComposeRenderer(dataSource: dataSource, viewport: viewport)
        renderer.render(first, animated: false)
        let (second, _) = try composed(items: 500_000)
        renderer.render(second, animated: true)
        #expect(renderer.issues.isEmpty)
        #expect(dataSource.lastUpdate == nil)
        #expect(renderer.collectionView.numberOfItems(inSection: 0) == 500_000)
    }

    @Test func anUpdateOfAMillionItemsOrFewerIsDiffed() throws {
        let (first, viewport) = try composed(items: 10)
        let dataSource = DiffableDataSource()
        let renderer = ComposeRenderer(dataSource: dataSource, viewport: viewport)
        renderer.render(first, animated: false)
        let (second, _) = try composed(items: 12)
        renderer.render(second, animated: true)
        // Items "10" and "11" are inserted, in one stage.
        #expect(dataSource.lastUpdate?.stages == 1)
        #expect(dataSource.lastUpdate?.changes.inserted == 2)
        #expect(DiffableDataSource.maximumDiffedItems == 1_000_000)
    }
}
