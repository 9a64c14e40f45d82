import ListKitCore

/// A minimum dwell time: the element must stay visible at or above a ratio
/// for at least a duration.
///
/// The tracker samples the ratio at every update. A run starts at the first
/// update whose ratio is ≥ ``minimumRatio`` and lasts while every following
/// update's ratio still is; ``LifecycleEventKind/dwell(_:)`` fires at the
/// first update of the run whose time is at least ``duration`` after the
/// run's start (at once for a duration of 0), up to ``timeTolerance``: frame
/// times are sums or products of `1000 / fps`, which are a few ulps off the
/// real numbers they stand for. It fires at most once per
/// display: a run that breaks starts over, one that has fired does not again
/// until the element ends display and begins again.
public struct DwellRule: Hashable, Sendable, CustomStringConvertible {
    /// The ratio the element must stay at or above, in (0, 1].
    public let minimumRatio: Double
    /// How long, in milliseconds (finite, ≥ 0).
    public let duration: Milliseconds

    /// Creates a dwell rule.
    ///
    /// - Parameters:
    ///   - minimumRatio: The visible ratio to stay at or above, in (0, 1].
    ///   - duration: The time in milliseconds, finite and ≥ 0.
    /// - Throws: ``LifecycleError/invalidNumber(field:value:requirement:)``.
    public init(minimumRatio: Double, duration: Milliseconds) throws(LifecycleError) {
        guard minimumRatio > 0, minimumRatio <= 1 else {
            throw .invalidNumber(field: "dwell.minimumRatio", value: minimumRatio, requirement: "in (0, 1]")
        }
        try LifecycleError.requireNonNegative(duration, "dwell.duration")
        self.init(unchecked: minimumRatio, duration: duration)
    }

    /// How much shorter than ``duration`` a run may be and still count as
    /// lasting it: one nanosecond (10⁻⁶ ms), far below any frame interval
    /// and far above floating-point error on frame times.
    public static let timeTolerance: Milliseconds = 1e-6

    /// Whether a run from `start` to `time` lasts the rule's duration.
    func isMet(from start: Milliseconds, to time: Milliseconds) -> Bool {
        time - start >= duration - Self.timeTolerance
    }

    /// Creates a rule from values known to be valid.
    init(unchecked minimumRatio: Double, duration: Milliseconds) {
        self.minimumRatio = minimumRatio
        self.duration = duration
    }

    /// A readable form: `≥ 0.5 for 1000.0 ms`.
    public var description: String { "≥ \(minimumRatio) for \(duration) ms" }
}
