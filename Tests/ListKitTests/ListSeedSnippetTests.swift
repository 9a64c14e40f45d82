import ListKit
import Testing

/// The snippet compiles as written and lays out at the four phone widths:
/// inset grouped rows 44 tall from 20 down, inset by the layout margin (16
/// on screens narrower than 390 pt, 20 from 390), a 1/3-pt separator below every row but the
/// last, from the margin inside the row; the empty screen is one 30-pt row.
/// (The seed's issue #4, ReactComponentKit/ListKit. Only what the snippet
/// uses is defined besides it: its components, the todo type and the
/// section ids, in `SeedTodo.swift`.)
@Suite struct ListSeedSnippetTests {
    typealias Todo = SeedTodo.Todo
    typealias Sections = SeedTodo.Sections
    typealias EmptyComponent = SeedTodo.EmptyComponent
    typealias TodoComponent = SeedTodo.TodoComponent

    @Test(arguments: [(320.0, 16.0), (375, 16), (389, 16), (390, 20), (393, 20), (430, 20)])
    func theSeedSnippetLaysOut(width: Double, margin: Double) throws {
        var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread")]
        func screen() -> Section {
            // The snippet of issue 17, verbatim:
            Section(id: Sections.main) {
                if todos.isEmpty {
                    VGroup(width: .fractionalWidth(1.0), height: .estimated(30)) { EmptyComponent(title: "Add New Todo!") }
                } else {
                    List(of: todos) { todo in TodoComponent(todo: todo) { t in todos.removeAll(where: { $0 == t }) } }
                        .listAppearance(.insetGrouped)
                }
            }
        }
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: width, height: 800), scale: 3))
        renderer.render { screen() }
        #expect(renderer.issues.isEmpty)
        let solved = try #require(renderer.collectionView.solvedLayout)
        let all = solved.allElements()
        let rows = all.filter { $0.category == .cell }.map(\.frame)
        #expect(rows == (0..<3).map { Rect(x: margin, y: 20 + 44 * Double($0), width: width - 2 * margin, height: 44) })
        let separators = all.filter { $0.elementKind == "separator" }
        #expect(separators.map(\.indexPath.item) == [0, 1])
        for (line, rowEnd) in zip(separators, [64.0, 108]) {
            #expect(abs(line.frame.minX - 2 * margin) < 0.0005 && abs(line.frame.minY - (rowEnd - 1.0 / 3)) < 0.0005)
            #expect(abs(line.frame.width - (width - 3 * margin)) < 0.0005 && abs(line.frame.height - 1.0 / 3) < 0.0005)
        }
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 0)) == .top)
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 2)) == .bottom)
        #expect(renderer.collectionView.visibleDecorationViews(ofKind: "separator").count == 2)

        // Selecting a row deletes it through the snippet's closure; the
        // next render shows two rows, then the empty screen.
        _ = renderer.collectionView.tap(at: Point(x: width / 2, y: 64 + 22))
        #expect(todos.map(\.title) == ["Milk", "Bread"])
        renderer.render { screen() }
        #expect(renderer.collectionView.numberOfItems(inSection: 0) == 2)
        todos.removeAll()
        renderer.render { screen() }
        let empty = try #require(renderer.collectionView.solvedLayout)
        #expect(empty.allElements().map(\.frame) == [Rect(x: 0, y: 0, width: width, height: 30)])
    }
}
