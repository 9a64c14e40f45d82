// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#12
extension Doc_Documentation_DSL_md {
    struct Tile: Component {
        let id: Int
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)) }
        func render(in content: ContentView) {}
    }

    static func sample12() throws {
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 300), scale: 2))
        renderer.render {
            Section(id: "carousel") { HGroup(of: Array(0..<10), width: .absolute(100), height: .absolute(100)) { Tile(id: $0) } }
                .orthogonalScrollingBehavior(.continuous)
        }
        renderer.scrollOrthogonally(section: 0, to: Point(x: 250, y: 0))
        print(renderer.collectionView.orthogonalOffset(forSection: 0))
        // Tiles at x 0, 100, …: 250 … 625 shows tiles 2 to 6 (tile 2 spans 200 … 300).
        print(renderer.collectionView.visibleCells.compactMap { $0.indexPath?.item })
    }
}
