import ListKitCore

/// The valid content offsets of a scroll view: scrolls with bouncing off
/// never leave it.
public struct ContentOffsetRange: Hashable, Sendable {
    /// The smallest offset on each axis.
    public let minimum: Point
    /// The largest offset on each axis (never below ``minimum``).
    public let maximum: Point

    /// Creates a range; a maximum below the minimum on an axis is raised to it.
    ///
    /// - Throws: `InvalidNumber`
    ///   for a NaN, a minimum of +∞ or a maximum of −∞.
    public init(minimum: Point, maximum: Point) throws(InvalidNumber) {
        // Checked one by one (no array of them: every scroll makes a range).
        try Self.requireBelowInfinity(minimum.x, "minimum.x")
        try Self.requireBelowInfinity(minimum.y, "minimum.y")
        try Self.requireAboveMinusInfinity(maximum.x, "maximum.x")
        try Self.requireAboveMinusInfinity(maximum.y, "maximum.y")
        self.minimum = minimum
        self.maximum = Point(x: Swift.max(minimum.x, maximum.x), y: Swift.max(minimum.y, maximum.y))
    }

    /// The range of a scroll view, as UIKit computes it: from (−leading,
    /// −top) to the content size minus the viewport size plus the trailing
    /// and bottom insets.
    ///
    /// - Parameters:
    ///   - contentSize: The size of the scrollable content.
    ///   - viewportSize: The viewport's bounds size.
    ///   - contentInset: The adjusted content inset.
    /// - Throws: `InvalidNumber`
    ///   for a number that is not finite.
    public init(contentSize: Size, viewportSize: Size, contentInset: DirectionalEdgeInsets = .zero) throws(InvalidNumber) {
        // Checked one by one (no array of them: every scroll makes a range).
        try InvalidNumber.requireFinite(contentSize.width, "contentSize.width")
        try InvalidNumber.requireFinite(contentSize.height, "contentSize.height")
        try InvalidNumber.requireFinite(viewportSize.width, "viewportSize.width")
        try InvalidNumber.requireFinite(viewportSize.height, "viewportSize.height")
        try InvalidNumber.requireFinite(contentInset.top, "contentInset.top")
        try InvalidNumber.requireFinite(contentInset.leading, "contentInset.leading")
        try InvalidNumber.requireFinite(contentInset.bottom, "contentInset.bottom")
        try InvalidNumber.requireFinite(contentInset.trailing, "contentInset.trailing")
        try self.init(
            minimum: Point(x: -contentInset.leading, y: -contentInset.top),
            maximum: Point(
                x: contentSize.width - viewportSize.width + contentInset.trailing,
                y: contentSize.height - viewportSize.height + contentInset.bottom))
    }

    /// Throws for a minimum that is NaN or +∞.
    private static func requireBelowInfinity(_ value: Double, _ field: String) throws(InvalidNumber) {
        guard value.isNaN || value == .infinity else { return }
        throw InvalidNumber(field: "range.\(field)", value: value, requirement: "a number below +∞")
    }

    /// Throws for a maximum that is NaN or −∞.
    private static func requireAboveMinusInfinity(_ value: Double, _ field: String) throws(InvalidNumber) {
        guard value.isNaN || value == -.infinity else { return }
        throw InvalidNumber(field: "range.\(field)", value: value, requirement: "a number above −∞")
    }

    /// Every offset: no clamping.
    public static let unbounded = ContentOffsetRange(
        uncheckedMinimum: Point(x: -.infinity, y: -.infinity), maximum: Point(x: .infinity, y: .infinity))

    /// Creates a range known to be valid.
    init(uncheckedMinimum minimum: Point, maximum: Point) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `offset` moved into the range on each axis.
    public func clamp(_ offset: Point) -> Point {
        Point(
            x: Swift.min(Swift.max(offset.x, minimum.x), maximum.x),
            y: Swift.min(Swift.max(offset.y, minimum.y), maximum.y))
    }

    /// The range of offsets along `axis`.
    public func limits(_ axis: Axis) -> ClosedRange<Double> {
        minimum[axis]...maximum[axis]
    }
}
