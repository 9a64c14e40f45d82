import ListKitCore
import ListKitEngine

extension ComposedLayout {
    /// The swipe actions of the item at `indexPath` at `edge`: its section's
    /// ``ComposedSection/swipeActions`` when the section gives them, else its
    /// component's `leadingSwipeActions()` / `trailingSwipeActions()`; `nil`
    /// when there are none or no such item (never a crash). The renderer
    /// hands this to its collection view's `swipeActionsProvider`.
    public func swipeActions(at indexPath: ElementIndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard section.components.indices.contains(indexPath.item) else { return nil }
        if let given = section.swipeActions { return given(indexPath.item, edge) }
        return section.components[indexPath.item].swipeActions(edge)
    }
}
