/// An axis-aligned rectangle: an origin and a size, in points.
///
/// Sizes are expected to be non-negative; the layout engine never produces
/// a negative size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-leading corner.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x coordinate.
    @inlinable public var minX: Double { origin.x }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { origin.y }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The x coordinate of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The height.
    @inlinable public var height: Double { size.height }

    /// The smallest coordinate along `axis`.
    @inlinable
    public func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }

    /// The largest coordinate along `axis`.
    @inlinable
    public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// The area, width × height.
    @inlinable
    public var area: Double { size.width * size.height }

    /// Whether each rectangle starts before the other ends, on both axes:
    /// rectangles that only touch along an edge do not intersect, and a
    /// zero-width or zero-height rectangle intersects another only when it
    /// lies strictly inside its span.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The overlap of the two rectangles, or `nil` when they do not intersect
    /// in a region of positive area.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `point` lies in the rectangle: min ≤ coordinate < max on both
    /// axes (a point on the maximum edge belongs to the next rectangle, as
    /// in UIKit's hit-testing).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// Whether `other` lies wholly in the rectangle, edges included.
    @inlinable
    public func encloses(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    /// The smallest rectangle holding both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` on each edge (sizes never go below 0).
    @inlinable
    public func inset(by insets: DirectionalEdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.leading,
            y: origin.y + insets.top,
            width: Swift.max(0, size.width - insets.leading - insets.trailing),
            height: Swift.max(0, size.height - insets.top - insets.bottom)
        )
    }

    /// A readable form, `(x, y, width × height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width) × \(size.height))" }
}
