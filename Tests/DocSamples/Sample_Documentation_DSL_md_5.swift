// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#5
extension Doc_Documentation_DSL_md {
    struct TodoRow: Component {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)) }
        func render(in content: ContentView) { content.draw(.text(id, at: Point(x: 16, y: 12), size: 17, color: .black)) }
    }

    static func sample5() throws {
        let todos = ["Milk", "Eggs", "Bread"]
        let composed = ComposedLayout {
            Section(id: "todos") {
                List(of: todos) { TodoRow(id: $0) }
                    .listAppearance(.insetGrouped)
            }
        }
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 812), scale: 1))
        for element in solved.allElements() { print(element.elementKind ?? "cell", element.indexPath, element.frame) }
    }
}
