import ListKit
import Testing

/// A todo row whose trailing swipe action deletes it through a closure of the
/// screen, as the seed's issue #4 asks: `TodoComponent(todo: todo) { t in todos.removeAll(where: { $0 == t }) }`.
private struct TodoRow: Component, Equatable {
    let todo: String
    let onDelete: (String) -> Void
    var id: String { todo }

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }

    func render(in content: ContentView) {
        content.draw(.text(todo, at: Point(x: 16, y: 12), size: 17, color: .black))
    }

    func trailingSwipeActions() -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
            SwipeAction(title: "Delete", style: .destructive) { onDelete(todo) },
            SwipeAction(title: "Later"),
        ])
    }

    static func == (a: TodoRow, b: TodoRow) -> Bool { a.todo == b.todo }
}

/// The seed's todo screen: rendering on every change of `todos`.
private final class TodoScreen {
    let renderer = ComposeRenderer(
        dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
    var events: [String] = []
    var todos: [String] {
        didSet { render() }
    }

    init(count: Int) {
        todos = (0..<count).map { "todo \($0)" }
        renderer.onLifecycleEvent = { [unowned self] event in
            events.append("\(event.kind.name) \(event.attributes.indexPath)")
        }
        render()
    }

    func render() {
        renderer.render {
            Section(id: "main") {
                VGroup(of: todos, width: .fractionalWidth(1), height: .estimated(44)) { todo in
                    TodoRow(todo: todo) { [unowned self] t in todos.removeAll(where: { $0 == t }) }
                }
            }
        }
    }
}

/// Rows are 375 × 44 from y 0 (no inset): the 812-point screen shows rows
/// 0 … 18 (row 18 spans 792 … 836).
@Suite struct SwipeActionTests {
    @Test func aFullSwipeDeletesTheRowThroughTheDiffableDataSource() throws {
        let screen = TodoScreen(count: 30)
        screen.events = []
        let outcome = screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 3), direction: .left, distance: .full)
        guard case .performed(let action, let path, .trailing) = outcome else {
            Issue.record("expected Delete performed, got \(String(describing: outcome))")
            return
        }
        #expect(action.title == "Delete")
        #expect(path == ElementIndexPath(section: 0, item: 3))
        #expect(screen.todos.count == 29)
        #expect(!screen.todos.contains("todo 3"))
        #expect(screen.renderer.issues.isEmpty)
        let view = screen.renderer.collectionView
        #expect(view.numberOfItems(inSection: 0) == 29)
        // todo 3 ends; todo 19 moves up into row 18 (y 792) and displays.
        #expect(screen.events == ["didEndDisplay [0, 3]", "willDisplay [0, 18]"])
        #expect(view.cellForItem(at: ElementIndexPath(section: 0, item: 18))?.frame == Rect(x: 0, y: 792, width: 375, height: 44))
        #expect(view.swipeState == nil)
    }

    @Test func aPartialSwipeRevealsTheComponentsActions() throws {
        let screen = TodoScreen(count: 30)
        let outcome = screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 2), direction: .left, distance: .points(80))
        guard case .opened(let buttons) = outcome else {
            Issue.record("expected open, got \(String(describing: outcome))")
            return
        }
        // Two 74-point buttons need 148 points; 80 ≥ 74 (half) leaves the row
        // open. Row 2 is at y 88: Delete at x 301, Later at 227.
        #expect(buttons.map(\.action.title) == ["Delete", "Later"])
        #expect(buttons.map(\.action.style) == [.destructive, .normal])
        #expect(buttons.map(\.frame) == [
            Rect(x: 301, y: 88, width: 74, height: 44), Rect(x: 227, y: 88, width: 74, height: 44),
        ])
        #expect(screen.todos.count == 30)
        // No leading actions: a swipe to the right on another row opens nothing
        // and closes this one.
        let right = screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 5), direction: .right, distance: .full)
        guard case .closed = right else {
            Issue.record("expected closed, got \(String(describing: right))")
            return
        }
        #expect(screen.renderer.collectionView.swipeState == nil)
    }

    @Test func scrollingClosesTheOpenRow() throws {
        let screen = TodoScreen(count: 30)
        screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 2), direction: .left, distance: .points(200))
        #expect(screen.renderer.collectionView.swipeState?.indexPath == ElementIndexPath(section: 0, item: 2))
        screen.renderer.scroll(to: Point(x: 0, y: 44))
        #expect(screen.renderer.collectionView.swipeState == nil)
        #expect(screen.renderer.collectionView.revealedSwipeActions.isEmpty)
    }

    @Test func aSwipeOnAMissingItemIsReported() throws {
        let screen = TodoScreen(count: 3)
        #expect(screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 3), direction: .left, distance: .full) == nil)
        #expect(screen.renderer.issues == [.collectionView(.itemDoesNotExist(ElementIndexPath(section: 0, item: 3)))])
        #expect(screen.todos.count == 3)
    }

    @Test func wrappersForwardAndASectionsActionsWin() throws {
        let row = TodoRow(todo: "milk") { _ in }
        var composed = ComposedLayout {
            Section(id: "main") {
                VGroup(width: .fractionalWidth(1), height: .estimated(44)) {
                    row.onSelect {}
                    row
                }
            }
        }
        let first = ElementIndexPath(section: 0, item: 0)
        #expect(composed.swipeActions(at: first, edge: .trailing)?.actions.map(\.title) == ["Delete", "Later"])
        #expect(composed.swipeActions(at: first, edge: .leading) == nil)
        #expect(composed.swipeActions(at: ElementIndexPath(section: 0, item: 2), edge: .trailing) == nil)
        #expect(composed.swipeActions(at: ElementIndexPath(section: 1, item: 0), edge: .trailing) == nil)
        composed.sections[0].swipeActions = { item, edge in
            edge == .leading ? SwipeActionsConfiguration(actions: [SwipeAction(title: "Pin \(item)")]) : nil
        }
        #expect(composed.swipeActions(at: ElementIndexPath(section: 0, item: 1), edge: .leading)?.actions.map(\.title) == ["Pin 1"])
        #expect(composed.swipeActions(at: first, edge: .trailing) == nil)
    }
}
