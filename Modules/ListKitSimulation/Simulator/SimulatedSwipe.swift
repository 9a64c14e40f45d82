import ListKit
import ListKitCore
import ListKitEngine

/// A swipe step as played: the item, the gesture, and what it did.
public struct SimulatedSwipe {
    /// The item swiped.
    public var indexPath: ElementIndexPath
    /// The section and item ids of the item, as they were before the swipe; `nil` when it has none.
    public var id: RenderedElementID?
    /// Which way the finger moved.
    public var direction: SwipeDirection
    /// How far the cell was dragged.
    public var distance: SwipeDistance
    /// What the swipe did: the buttons left open, closed, or the action performed.
    public var outcome: SwipeOutcome
    /// Whether the performed action, a layout document's destructive one
    /// (no handler), deleted its item from the layout.
    public var deletedItem: Bool
}
