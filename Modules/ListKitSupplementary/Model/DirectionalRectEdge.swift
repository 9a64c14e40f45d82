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
