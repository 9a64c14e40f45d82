import ListKit
import Testing

/// The seed's to-do list (issue 17's snippet) with the swipe actions its
/// users asked for: `List(of:)` in an inset-grouped section whose rows
/// declare a trailing Delete that removes the to-do through the screen's
/// closure. Worked out by hand at 375 × 812: the margin is 16, so rows are
/// 343 wide from x 16, 44 tall from y 20 (the inset-grouped padding above
/// rows without a header); the one button is 74 wide at the row's trailing
/// edge: x 16 + 343 − 74 = 285.
@Suite struct ListSwipeTests {
    typealias Todo = SeedTodo.Todo
    typealias Sections = SeedTodo.Sections
    typealias EmptyComponent = SeedTodo.EmptyComponent
    typealias TodoComponent = SeedTodo.TodoComponent

    /// The screen renders the snippet again whenever its to-dos change.
    final class Screen {
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        var cellEvents: [String] = []
        var todos: [Todo] { didSet { render() } }

        init(_ titles: [String]) {
            todos = titles.enumerated().map { Todo(id: $0.offset, title: $0.element) }
            renderer.onLifecycleEvent = { [unowned self] event in
                if event.attributes.category == .cell {
                    cellEvents.append("\(event.kind.name) \(event.attributes.indexPath)")
                }
            }
            render()
        }

        func render() {
            renderer.render {
                Section(id: Sections.main) {
                    if todos.isEmpty {
                        VGroup(width: .fractionalWidth(1.0), height: .estimated(30)) { EmptyComponent(title: "Add New Todo!") }
                    } else {
                        List(of: todos) { todo in TodoComponent(todo: todo) { [unowned self] t in todos.removeAll(where: { $0 == t }) } }
                            .listAppearance(.insetGrouped)
                    }
                }
            }
        }
    }

    @Test func aPartialSwipeOpensTheRowsDeleteInsideTheInsetRow() throws {
        let screen = Screen(["Milk", "Eggs", "Bread"])
        let outcome = screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 1), direction: .left, distance: .points(80))
        guard case .opened(let buttons) = outcome else {
            Issue.record("expected the row open, got \(String(describing: outcome))")
            return
        }
        #expect(buttons.map(\.action.title) == ["Delete"])
        #expect(buttons.map(\.frame) == [Rect(x: 285, y: 64, width: 74, height: 44)])
        #expect(screen.todos.count == 3)
    }

    @Test func aFullSwipeDeletesTheTodoThroughTheDiffableDataSource() throws {
        let screen = Screen(["Milk", "Eggs", "Bread"])
        #expect(screen.cellEvents == ["willDisplay [0, 0]", "willDisplay [0, 1]", "willDisplay [0, 2]"])
        screen.cellEvents = []
        let outcome = screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 1), direction: .left, distance: .full)
        guard case .performed(let action, let path, .trailing) = outcome else {
            Issue.record("expected Delete performed, got \(String(describing: outcome))")
            return
        }
        #expect(action.title == "Delete" && path == ElementIndexPath(section: 0, item: 1))
        #expect(screen.todos.map(\.title) == ["Milk", "Bread"])
        #expect(screen.renderer.issues.isEmpty)
        // Eggs ends; Bread, still on screen, keeps displaying (now item 1).
        #expect(screen.cellEvents == ["didEndDisplay [0, 1]"])
        let view = screen.renderer.collectionView
        #expect(view.numberOfItems(inSection: 0) == 2)
        #expect(view.cellForItem(at: ElementIndexPath(section: 0, item: 1))?.frame == Rect(x: 16, y: 64, width: 343, height: 44))
        // Bread is now the last row: it rounds its bottom corners, and only
        // Milk keeps a separator (an inset-grouped section's last row has none).
        let solved = try #require(view.solvedLayout)
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 1)) == .bottom)
        #expect(solved.allElements().filter { $0.elementKind == "separator" }.map(\.indexPath.item) == [0])

        // Deleting the last two leaves the snippet's empty screen.
        screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 0), direction: .left, distance: .full)
        screen.renderer.swipe(item: ElementIndexPath(section: 0, item: 0), direction: .left, distance: .full)
        #expect(screen.todos.isEmpty)
        #expect(view.solvedLayout?.allElements().map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 30)])
    }
}
