/// The actions one edge of a cell reveals, like UIKit's
/// `UISwipeActionsConfiguration`: the first action sits at the cell's edge
/// and is the one a full swipe performs.
public struct SwipeActionsConfiguration {
    /// The actions, the first at the cell's edge.
    public var actions: [SwipeAction]
    /// Whether swiping all the way performs the first action (UIKit's
    /// default: `true`).
    public var performsFirstActionWithFullSwipe: Bool

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - actions: The actions, the first at the cell's edge.
    ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}
