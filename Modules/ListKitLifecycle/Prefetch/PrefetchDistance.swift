import ListKitCore

/// How far ahead of the viewport, in the direction it last scrolled, items
/// are prefetched: a number of points, or of screens (the viewport's length
/// along each axis it scrolls on).
///
/// ```swift
/// let oneScreen = try PrefetchDistance.screens(1)
/// let fixed = try PrefetchDistance.points(400)
/// ```
public struct PrefetchDistance: Hashable, Sendable, CustomStringConvertible {
    /// The unit the distance is given in.
    public enum Unit: Hashable, Sendable {
        /// Points of content.
        case points
        /// Viewport lengths along the axis of the scroll.
        case screens
    }

    /// The distance, in ``unit``: finite and not negative.
    public let value: Double
    /// The unit of ``value``.
    public let unit: Unit

    /// A distance of `value` points.
    ///
    /// - Throws: ``LifecycleError/invalidNumber(field:value:requirement:)``
    ///   for a value that is NaN, infinite or negative.
    public static func points(_ value: Double) throws(LifecycleError) -> PrefetchDistance {
        try PrefetchDistance(value, .points)
    }

    /// A distance of `value` viewport lengths.
    ///
    /// - Throws: ``LifecycleError/invalidNumber(field:value:requirement:)``
    ///   for a value that is NaN, infinite or negative.
    public static func screens(_ value: Double) throws(LifecycleError) -> PrefetchDistance {
        try PrefetchDistance(value, .screens)
    }

    private init(_ value: Double, _ unit: Unit) throws(LifecycleError) {
        try LifecycleError.requireNonNegative(value, "prefetch.distance")
        self.value = value
        self.unit = unit
    }

    /// The distance in points along an axis on which the viewport is
    /// `viewportLength` points long.
    public func points(alongViewportOf viewportLength: Double) -> Double {
        switch unit {
        case .points: value
        case .screens: value * viewportLength
        }
    }

    /// `400 pt` or `1.5 screens`.
    public var description: String {
        switch unit {
        case .points: "\(value) pt"
        case .screens: "\(value) screens"
        }
    }
}
