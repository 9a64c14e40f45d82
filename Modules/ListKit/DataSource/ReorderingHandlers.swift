import ListKitCore
import ListKitDSL
import ListKitDiff
import ListKitEngine

/// Which components a user may reorder and what happens after, like UIKit's
/// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
///
/// ```swift
/// dataSource.reorderingHandlers.canReorderItem = { $0.as(TodoComponent.self) != nil }
/// dataSource.reorderingHandlers.didReorder = { move in todos.move(move) }
/// ```
public struct ReorderingHandlers {
    /// Whether the component may be moved; `nil` (the default): none may,
    /// as in UIKit, where reordering is off until the handler is set.
    public var canReorderItem: ((AnyComponent) -> Bool)?
    /// Called once a move ended, after the data source's layout (``ListKitDataSource/composed``)
    /// has moved the component: the app moves it in its own data, so that
    /// its next render matches.
    public var didReorder: ((Move<ElementIndexPath>) -> Void)?

    /// No component may be moved.
    public init() {}
}
