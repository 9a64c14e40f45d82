import ListKit
import ListKitSimulation
import Testing

/// A to-do row whose Delete action is a closure of the screen.
private struct TodoRow: Component, Equatable {
    let title: String
    let onDelete: (String) -> Void
    var id: String { title }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) { content.draw(.text(title, at: Point(x: 16, y: 12), size: 17, color: .black)) }
    func trailingSwipeActions() -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete", style: .destructive) { onDelete(title) }])
    }
    static func == (a: TodoRow, b: TodoRow) -> Bool { a.title == b.title }
}

/// A swipe step played over a DSL screen: the component's handler deletes
/// the row by rendering again, and the simulator reports the swipe before
/// the events the handler's render caused.
@Suite struct DSLSwipeSimulationTests {
    @Test func theSwipeRecordComesBeforeTheEventsOfTheHandlersRender() throws {
        var todos = (0..<30).map { "todo \($0)" }
        var simulator: Simulator?
        func sections() -> [Section] {
            [Section(id: "main") {
                VGroup(of: todos, width: .fractionalWidth(1), height: .estimated(44)) { title in
                    TodoRow(title: title) { deleted in
                        todos.removeAll { $0 == deleted }
                        simulator?.renderer.render(sections: sections())
                    }
                }
            }]
        }
        let running = try Simulator(
            composed: ComposedLayout(sections: sections()), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3),
            fps: 60)
        simulator = running
        var lines: [String] = []
        running.onRecord = { record in
            switch record {
            case .swipe(let swipe, let frame, _):
                guard case .performed(let action, let path, let edge) = swipe.outcome else {
                    lines.append("\(frame) swipe not performed")
                    return
                }
                lines.append("\(frame) swipe \(swipe.id?.itemText ?? "-") \(action.title) \(path) \(edge) deleted \(swipe.deletedItem)")
            case .lifecycle(let event, let frame, let id) where frame > 0:
                lines.append("\(frame) \(event.kind.name) \(event.attributes.indexPath) \(id?.itemText ?? "-")")
            default:
                break
            }
        }
        try running.run(ScrollScript(steps: [.swipe(section: 0, item: 3, direction: .left, distance: .full)]))
        // Rows 0 … 18 show (row 18 at y 792). Deleting todo 3 ends it; todo 19
        // moves up into row 18 and displays. The handler, not the simulator,
        // deleted the row: deletedItem is false and there is no update line.
        #expect(lines == [
            "1 swipe todo 3 Delete [0, 3] trailing deleted false",
            "1 didEndDisplay [0, 3] todo 3",
            "1 willDisplay [0, 18] todo 19",
        ])
        #expect(todos.count == 29)
    }
}
