import ListKitCore

/// How much of an element's frame lies inside the viewport's bounds, and
/// which of its edges do.
///
/// Each axis is measured on its own: the covered length divided by the
/// frame's length, exactly 1 when the frame's span lies inside the bounds'.
/// The ratio is the product of the two fractions, which equals the overlap's
/// area divided by the frame's area.
public struct VisibleArea: Hashable, Sendable {
    /// The covered fraction of the frame's width, in [0, 1].
    public let horizontalFraction: Double
    /// The covered fraction of the frame's height, in [0, 1].
    public let verticalFraction: Double
    /// The area of the overlap in square points.
    public let area: Double
    /// Which edges of the frame lie inside the bounds' span on their axis
    /// (all empty when the frame does not meet the bounds).
    public let edges: FrameEdges

    /// Measures `frame` against `bounds`.
    @inlinable
    public init(frame: Rect, bounds: Rect) {
        guard frame.intersects(bounds) else {
            horizontalFraction = 0
            verticalFraction = 0
            area = 0
            edges = []
            return
        }
        var edges = FrameEdges()
        if frame.minY >= bounds.minY { edges.insert(.top) }
        if frame.minX >= bounds.minX { edges.insert(.leading) }
        if frame.maxY <= bounds.maxY { edges.insert(.bottom) }
        if frame.maxX <= bounds.maxX { edges.insert(.trailing) }
        let width = edges.contains(.leading) && edges.contains(.trailing)
            ? frame.width : Swift.min(frame.maxX, bounds.maxX) - Swift.max(frame.minX, bounds.minX)
        let height = edges.contains(.top) && edges.contains(.bottom)
            ? frame.height : Swift.min(frame.maxY, bounds.maxY) - Swift.max(frame.minY, bounds.minY)
        horizontalFraction = VisibleArea.fraction(width, of: frame.width)
        verticalFraction = VisibleArea.fraction(height, of: frame.height)
        area = width * height
        self.edges = edges
    }

    /// The visible ratio: the overlap's area over the frame's area, in [0, 1].
    @inlinable
    public var ratio: Double { horizontalFraction * verticalFraction }

    /// `part / whole` kept in [0, 1] (1 when the part is the whole; 0 when
    /// the quotient is not a number, as with an infinite whole).
    @usableFromInline
    static func fraction(_ part: Double, of whole: Double) -> Double {
        if part == whole { return 1 }
        let value = part / whole
        guard value.isFinite else { return 0 }
        return Swift.min(1, Swift.max(0, value))
    }
}
