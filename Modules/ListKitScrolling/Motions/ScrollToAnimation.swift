import ListKitCore

/// An animated scroll to an offset over a duration, with an easing curve:
/// offset(t) = start + (target − start) · easing(t / duration).
///
/// ```swift
/// let scroll = try ScrollToAnimation(
///     from: .zero, to: Point(x: 0, y: 500), duration: 300, easing: .easeInOut, range: range)
/// scroll.offset(at: 150)   // (0, 250): ease-in-out is symmetric
/// ```
public struct ScrollToAnimation: ScrollMotion, Hashable {
    /// The longest duration accepted: 24 hours.
    public static let maximumDuration: Milliseconds = 86_400_000

    /// Where the scroll starts (inside the range).
    public let start: Point
    /// Where it ends: the requested offset moved into the range.
    public let target: Point
    /// How long it lasts; 0 jumps.
    public let duration: Milliseconds
    /// How it moves.
    public let easing: ScrollEasing

    /// Creates an animated scroll.
    ///
    /// - Parameters:
    ///   - start: The current content offset; moved into `range` if outside.
    ///   - target: The requested offset; moved into `range` (bounce off).
    ///   - duration: In milliseconds, from 0 to ``maximumDuration``.
    ///   - easing: The timing curve.
    ///   - range: The valid content offsets.
    /// - Throws: `InvalidNumber`
    ///   for an offset that is not finite or a duration out of range.
    public init(
        from start: Point, to target: Point, duration: Milliseconds, easing: ScrollEasing = .easeInOut,
        range: ContentOffsetRange = .unbounded
    ) throws(InvalidNumber) {
        try InvalidNumber.requireFinite(start, "scrollTo.start")
        try InvalidNumber.requireFinite(target, "scrollTo.target")
        guard duration >= 0, duration <= ScrollToAnimation.maximumDuration else {
            throw InvalidNumber(
                field: "scrollTo.duration", value: duration,
                requirement: "in [0, \(ScrollToAnimation.maximumDuration)] ms")
        }
        self.start = range.clamp(start)
        self.target = range.clamp(target)
        self.duration = duration
        self.easing = easing
    }

    /// The offset at `time` milliseconds after the start.
    public func offset(at time: Milliseconds) -> Point {
        guard time < duration else { return target }
        guard time > 0 else { return start }
        let progress = easing.progress(at: time / duration)
        return Point(
            x: start.x + (target.x - start.x) * progress,
            y: start.y + (target.y - start.y) * progress)
    }
}
