import ListKitCore

/// The row a swipe left open: which item, which edge's actions, and the
/// configuration they came from.
public struct SwipeState {
    /// The item whose actions are revealed.
    public var indexPath: ElementIndexPath
    /// The edge whose actions are revealed.
    public var edge: SwipeEdge
    /// The revealed actions' configuration.
    public var configuration: SwipeActionsConfiguration
}

/// A revealed action's button: the action, its place in its configuration
/// and its frame in content coordinates.
public struct RevealedSwipeAction {
    /// The action.
    public var action: SwipeAction
    /// Its position in its configuration (0: at the cell's edge).
    public var index: Int
    /// The edge it is revealed at.
    public var edge: SwipeEdge
    /// The item whose cell it is beside.
    public var indexPath: ElementIndexPath
    /// Its frame in content coordinates: inside the cell's frame, where the
    /// cell's content has slid away from it.
    public var frame: Rect
}

/// What a swipe did when it was let go.
public enum SwipeOutcome {
    /// The row rests open, showing these buttons (in configuration order).
    case opened([RevealedSwipeAction])
    /// The row closed: the drag was too short, or the edge has no actions.
    case closed
    /// A full swipe performed the first action (its handler has run); the row is closed.
    case performed(SwipeAction, at: ElementIndexPath, edge: SwipeEdge)
}
