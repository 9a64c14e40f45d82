// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#11
extension Doc_Documentation_DSL_md {
    struct Chore: Component {
        let id: Int
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) { content.draw(.text("chore \(id)", at: Point(x: 16, y: 12), size: 17, color: .black)) }
        func trailingSwipeActions() -> SwipeActionsConfiguration? {
            SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete", style: .destructive) { print("delete \(id)") }])
        }
    }

    static func sample11() throws {
        let renderer = ComposeRenderer(dataSource: PlainDataSource())
        renderer.render { Section(id: "chores") { VGroup(of: [1, 2, 3], width: .fractionalWidth(1), height: .absolute(44)) { Chore(id: $0) } } }

        // No item 9: nothing happens, and the renderer reports it.
        let missing = renderer.swipe(item: ElementIndexPath(section: 0, item: 9), direction: .left, distance: .full)
        print(missing == nil, renderer.issues.count)

        // 80 points to the left: the row rests open on its Delete button.
        if case .opened(let buttons)? = renderer.swipe(item: ElementIndexPath(section: 0, item: 1), direction: .left, distance: .points(80)) {
            print(buttons.map(\.action.title))
        }

        // A full swipe runs the first action's handler.
        if case .performed(let action, let path, _)? = renderer.swipe(
            item: ElementIndexPath(section: 0, item: 2), direction: .left, distance: .full) {
            print(action.title, path)
        }
    }
}
