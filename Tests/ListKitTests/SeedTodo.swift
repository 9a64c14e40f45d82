import ListKit

/// What the issue-17 snippet of the seed's to-do screen (ReactComponentKit/
/// ListKit issue #4) needs besides itself: the to-do type, the section ids
/// and the two components. Suites that hold the snippet verbatim name these
/// with type aliases. A to-do row deletes itself through the screen's
/// closure when it is selected or when its trailing Delete is performed.
enum SeedTodo {
    /// A to-do.
    struct Todo: Hashable {
        let id: Int
        let title: String
    }

    /// The screen's section ids.
    enum Sections { case main }

    /// The row shown when there is nothing to do.
    struct EmptyComponent: Component, Equatable {
        let title: String
        var id: String { title }
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)) }
        func render(in content: ContentView) { content.draw(.text(title, at: .zero, size: 17, color: .gray)) }
    }

    /// A to-do row.
    struct TodoComponent: Component {
        let todo: Todo
        let onDelete: (Todo) -> Void
        init(todo: Todo, onDelete: @escaping (Todo) -> Void) {
            self.todo = todo
            self.onDelete = onDelete
        }
        var id: Int { todo.id }
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)) }
        func render(in content: ContentView) { content.draw(.text(todo.title, at: .zero, size: 17, color: .black)) }
        func didSelect() { onDelete(todo) }
        func trailingSwipeActions() -> SwipeActionsConfiguration? {
            SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete", style: .destructive) { onDelete(todo) }])
        }
    }
}
