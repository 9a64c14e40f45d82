/// One of the two axes of the plane.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right (leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    @inlinable
    public var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }
}
