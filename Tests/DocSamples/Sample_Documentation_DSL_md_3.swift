// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import Foundation
import ListKit

/// Documentation/DSL.md#3
extension Doc_Documentation_DSL_md {
    struct ColorBox2Component: Component {
        let id = UUID()
        let color: Color
        let width: LayoutDimension
        let height: LayoutDimension

        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: width, heightDimension: height) }
        func render(in content: ContentView) { content.backgroundColor = color }
    }

    static func sample3() throws {
        var randomColor: Color { Color(rgb: UInt32.random(in: 0...0xFF_FFFF)) }
        let renderer = ComposeRenderer(dataSource: DiffableDataSource())

        renderer.render(of: Array(0..<10)) { index in
            Section(id: index) {
                HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
                    for _ in 0..<3 {
                        ColorBox2Component(color: randomColor, width: .fractionalWidth(0.5), height: .fractionalHeight(1.0))
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { _ in
                            ColorBox2Component(color: randomColor, width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
                        }
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { _ in
                            ColorBox2Component(color: randomColor, width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
                        }
                    }
                }
            }
            .orthogonalScrollingBehavior(.groupPaging)
            .boundarySupplementaryItem(SectionHeaderComponent(title: "Section \(index + 1)"))
        }
        print(renderer.collectionView.contentSize.height, renderer.collectionView.visibleCells.count)
    }
}
