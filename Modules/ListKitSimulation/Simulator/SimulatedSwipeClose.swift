import ListKit
import ListKitCore
import ListKitEngine

/// A row a swipe had left open, closed by something other than a swipe:
/// the content scrolled, or a tap (on one of its buttons, which performs
/// that action, or anywhere else).
public struct SimulatedSwipeClose {
    /// What closed the row.
    public enum Cause: String, Hashable, Sendable {
        /// The content (or an orthogonal section) scrolled.
        case scroll
        /// A tap: on a button (``SimulatedSwipeClose/performed``) or elsewhere.
        case tap
        /// An update deleted or reloaded the row, or reloaded everything.
        case update
    }

    /// The item whose row was open, where it was before it closed.
    public var indexPath: ElementIndexPath
    /// The section and item ids of the item, as they were before it closed; `nil` when it has none.
    public var id: RenderedElementID?
    /// What closed it.
    public var cause: Cause
    /// The action a tap on one of the row's buttons performed, if any.
    public var performed: SwipeAction?
    /// Whether the performed action, a layout document's destructive one
    /// (no handler), deleted its item from the layout.
    public var deletedItem: Bool
}
