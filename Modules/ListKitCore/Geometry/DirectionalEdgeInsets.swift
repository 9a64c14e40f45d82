/// Insets for the four edges of a rectangle, named by direction
/// (leading and trailing rather than left and right), like UIKit's
/// `NSDirectionalEdgeInsets`.
///
/// ListKit lays out left-to-right: leading is the left edge.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the leading (left) edge.
    public var leading: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the trailing (right) edge.
    public var trailing: Double

    /// Creates insets; every edge defaults to 0.
    @inlinable
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets that are the same on all four edges.
    @inlinable
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets (computed where it is read: no lazy global to check on
    /// every read in a loop).
    @inlinable
    public static var zero: DirectionalEdgeInsets { DirectionalEdgeInsets() }

    /// The inset before the content along `axis`: leading for horizontal, top for vertical.
    @inlinable
    public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }

    /// The inset after the content along `axis`: trailing for horizontal, bottom for vertical.
    @inlinable
    public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }

    /// The sum of the two insets along `axis`.
    @inlinable
    public func total(_ axis: Axis) -> Double { start(axis) + end(axis) }

    /// Every edge's value, in the order top, leading, bottom, trailing.
    @inlinable
    public var values: [Double] { [top, leading, bottom, trailing] }

    /// A readable form.
    public var description: String {
        "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
