/// One edge of a rectangle, named by direction.
public enum DirectionalRectEdge: String, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing
}

extension Set where Element == DirectionalRectEdge {
    /// The top edge alone, so that `edges: .top` reads as UIKit's
    /// `NSDirectionalRectEdge.top`.
    public static var top: Self { [.top] }
    /// The leading edge alone.
    public static var leading: Self { [.leading] }
    /// The bottom edge alone.
    public static var bottom: Self { [.bottom] }
    /// The trailing edge alone.
    public static var trailing: Self { [.trailing] }
    /// All four edges (UIKit's `.all`).
    public static var all: Self { Set(DirectionalRectEdge.allCases) }
}
