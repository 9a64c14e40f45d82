import ListKitCore

/// A fling: the content offset decelerates freely from a release velocity,
/// each axis on its own as in `UIScrollView`, and stops at the edges of the
/// valid range (bounce off). See ``Deceleration`` for the formulas.
///
/// ```swift
/// let range = try ContentOffsetRange(contentSize: solved.contentSize, viewportSize: size)
/// let fling = try Fling(from: Point(x: 0, y: 0), velocity: Point(x: 0, y: 2000), range: range)
/// fling.duration          // ms until the speed is below 0.5 pt/s
/// fling.offset(at: 100)   // (0, 181.2…)
/// ```
public struct Fling: ScrollMotion, Hashable {
    /// The horizontal motion.
    public let horizontal: Deceleration
    /// The vertical motion.
    public let vertical: Deceleration

    /// Creates a fling.
    ///
    /// - Parameters:
    ///   - start: The content offset at release; moved into `range` if outside.
    ///   - velocity: The release velocity in points per second; positive
    ///     values move the offset up.
    ///   - rate: The deceleration rate.
    ///   - range: The valid content offsets.
    /// - Throws: `InvalidNumber`
    ///   for a start or velocity that is not finite.
    public init(
        from start: Point, velocity: Point, rate: DecelerationRate = .normal, range: ContentOffsetRange = .unbounded
    ) throws(InvalidNumber) {
        try InvalidNumber.requireFinite(start, "fling.start")
        try InvalidNumber.requireFinite(velocity, "fling.velocity")
        horizontal = try Deceleration(start: start.x, velocity: velocity.x, rate: rate, limits: range.limits(.horizontal))
        vertical = try Deceleration(start: start.y, velocity: velocity.y, rate: rate, limits: range.limits(.vertical))
    }

    /// The longer of the two axes' durations.
    public var duration: Milliseconds { Swift.max(horizontal.duration, vertical.duration) }

    /// The content offset at `time` milliseconds after release.
    public func offset(at time: Milliseconds) -> Point {
        Point(x: horizontal.position(at: time), y: vertical.position(at: time))
    }

    /// The velocity in points per second at `time` milliseconds after release.
    public func velocity(at time: Milliseconds) -> Point {
        Point(x: horizontal.velocity(at: time), y: vertical.velocity(at: time))
    }
}
