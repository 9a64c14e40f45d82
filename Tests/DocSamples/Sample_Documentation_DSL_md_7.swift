// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#7
extension Doc_Documentation_DSL_md {
    struct CollectionCell: Component {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) { content.draw(.text(id, at: Point(x: 8, y: 12), size: 17, color: .black)) }
        func didSelect() { print("i was tapped!") }
    }
    struct ImageCell: Component {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)) }
        func render(in content: ContentView) {}
    }
    struct SectionHeader: SupplementaryComponent {
        let id: String
        var elementKind = "header"
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)) }
        func render(in content: ContentView) { content.draw(.text(id, at: Point(x: 8, y: 6), size: 13, color: .black)) }
    }

    static func sample7() throws {
        let composed = ComposedLayout {
            FlowSection(id: "greeting") {
                CollectionCell(id: "hello!")
                CollectionCell(id: "im")
                CollectionCell(id: "ColletionKit")
                ImageCell(id: "greeting.png")
            }
            .minimumInteritemSpacing(2)
            .sectionInset(top: 0, leading: 20, bottom: 0, trailing: 20)
            .minimumLineSpacing(2)
            .header(SectionHeader(id: "This is header"))
            .footer(SectionHeader(id: "This is footer", elementKind: "footer"))
        }
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 812), scale: 2))
        for element in solved.allElements() { print(element.elementKind ?? "cell", element.indexPath, element.frame) }
    }
}
