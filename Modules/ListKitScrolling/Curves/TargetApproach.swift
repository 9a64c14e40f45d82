import ListKitCore

/// A deceleration that comes to rest exactly at a target: how snapping
/// behaviours (paging, group paging, group leading boundaries) land.
///
/// With the start x₀, the target x₁, the rate r per millisecond and t in
/// milliseconds:
///
///     x(t) = x₀ + (x₁ − x₀) · (1 − rᵗ)
///     v(t) = −1000 · ln r · (x₁ − x₀) · rᵗ
///
/// This is the free deceleration of ``Deceleration`` with the initial
/// velocity chosen so that it would rest at x₁. It ends when the speed falls
/// below ``Deceleration/stoppingSpeed`` and then rests at x₁ exactly.
public struct TargetApproach: Hashable, Sendable {
    /// Where the motion starts.
    public let start: Double
    /// Where it comes to rest.
    public let target: Double
    /// The deceleration rate.
    public let rate: DecelerationRate
    /// How long the motion lasts.
    public let duration: Milliseconds

    /// Creates an approach from `start` to `target`.
    ///
    /// - Throws: `InvalidNumber`
    ///   for a start or target that is not finite.
    public init(from start: Double, to target: Double, rate: DecelerationRate) throws(InvalidNumber) {
        try InvalidNumber.requireFinite(start, "approach.start")
        try InvalidNumber.requireFinite(target, "approach.target")
        self.init(start: start, target: target, rate: rate)
    }

    /// Creates an approach from `start` to `target` (both finite; the caller checks).
    init(start: Double, target: Double, rate: DecelerationRate) {
        self.start = start
        self.target = target
        self.rate = rate
        let speed = -1000 * rate.logarithm * Swift.abs(target - start)
        duration = speed > Deceleration.stoppingSpeed
            ? LibM.log(Deceleration.stoppingSpeed / speed) / rate.logarithm : 0
    }

    /// The initial velocity in points per second.
    public var initialVelocity: Double { -1000 * rate.logarithm * (target - start) }

    /// The position at `time` milliseconds after the start.
    public func position(at time: Milliseconds) -> Double {
        guard time > 0 else { return start }
        guard time < duration else { return target }
        return start + (target - start) * (1 - LibM.exp(time * rate.logarithm))
    }
}
