import ListKitCore

/// Which way a finger moves across a cell. In a left-to-right layout a swipe
/// to the left reveals the trailing actions at the cell's right, a swipe to
/// the right the leading actions at its left; right to left, the other way
/// round (``edge(in:)``).
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    /// Towards the left: reveals the trailing actions.
    case left
    /// Towards the right: reveals the leading actions.
    case right

    /// The edge whose actions the swipe reveals in a left-to-right layout.
    public var edge: SwipeEdge { edge(in: .leftToRight) }

    /// The edge whose actions the swipe reveals in a layout running in
    /// `direction`: right to left, the trailing edge is the left one, so a
    /// swipe to the right reveals the trailing actions.
    public func edge(in direction: LayoutDirection) -> SwipeEdge {
        (self == .left) != direction.mirrors ? .trailing : .leading
    }
}

/// A cell's edge that holds swipe actions.
public enum SwipeEdge: String, Hashable, Sendable, CaseIterable {
    /// The leading edge (the left, left to right): UIKit's `leadingSwipeActionsConfiguration`.
    case leading
    /// The trailing edge (the right, left to right): UIKit's `trailingSwipeActionsConfiguration`.
    case trailing
}

/// How far a swipe drags a cell before it is let go.
public enum SwipeDistance: Hashable, Sendable {
    /// A drag of this many points (not negative; more than the cell's width
    /// counts as the cell's width).
    case points(Double)
    /// All the way across the cell: a full swipe.
    case full
}
