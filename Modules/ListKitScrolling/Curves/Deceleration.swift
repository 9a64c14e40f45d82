import ListKitCore

/// A free deceleration along one axis, as a scroll view's after a fling,
/// stopped at the limits of the valid range (bounce off).
///
/// With the start x₀, the initial velocity v₀ in points per second, the rate
/// r per millisecond and t in milliseconds:
///
///     v(t) = v₀ · rᵗ
///     x(t) = x₀ + v₀ / 1000 · (rᵗ − 1) / ln r
///
/// The motion stops when the speed falls below ``stoppingSpeed``, at
/// t = ln(stoppingSpeed / |v₀|) / ln r, or earlier when x reaches a limit, at
/// t = ln(1 + (limit − x₀) · 1000 · ln r / v₀) / ln r; it rests there.
public struct Deceleration: Hashable, Sendable {
    /// The speed below which a motion stops: 0.5 points per second.
    public static let stoppingSpeed = 0.5

    /// Where the motion starts (inside the limits).
    public let start: Double
    /// The initial velocity in points per second.
    public let initialVelocity: Double
    /// The deceleration rate.
    public let rate: DecelerationRate
    /// The lowest position allowed.
    public let lowerLimit: Double
    /// The highest position allowed.
    public let upperLimit: Double
    /// How long the motion lasts.
    public let duration: Milliseconds
    /// Where it comes to rest.
    public let end: Double
    /// Whether it stopped at a limit rather than by slowing down.
    public let stoppedAtLimit: Bool

    /// Creates a deceleration.
    ///
    /// - Parameters:
    ///   - start: The position; moved into the limits if outside.
    ///   - velocity: The initial velocity in points per second.
    ///   - rate: The deceleration rate.
    ///   - limits: The valid range of positions (unbounded by default).
    /// - Throws: `InvalidNumber`
    ///   for a start or velocity that is not finite, or a NaN limit.
    public init(
        start: Double, velocity: Double, rate: DecelerationRate = .normal,
        limits: ClosedRange<Double> = -Double.infinity...Double.infinity
    ) throws(InvalidNumber) {
        try InvalidNumber.requireFinite(start, "start")
        try InvalidNumber.requireFinite(velocity, "velocity")
        guard !limits.lowerBound.isNaN, !limits.upperBound.isNaN else {
            throw InvalidNumber(field: "limits", value: .nan, requirement: "not NaN")
        }
        let x0 = Swift.min(Swift.max(start, limits.lowerBound), limits.upperBound)
        self.start = x0
        self.initialVelocity = velocity
        self.rate = rate
        self.lowerLimit = limits.lowerBound
        self.upperLimit = limits.upperBound

        let lnR = rate.logarithm
        let speed = Swift.abs(velocity)
        var duration = speed > Deceleration.stoppingSpeed
            ? LibM.log(Deceleration.stoppingSpeed / speed) / lnR : 0
        var stoppedAtLimit = false
        let limit = velocity > 0 ? limits.upperBound : limits.lowerBound
        if velocity != 0, limit.isFinite {
            // rᵗ = 1 + (limit − x₀) · 1000 · ln r / v₀ has a solution only when the right side is in (0, 1].
            let power = 1 + (limit - x0) * 1000 * lnR / velocity
            if power > 0 {
                let hit = Swift.max(0, LibM.log(power) / lnR)
                if hit <= duration {
                    duration = hit
                    stoppedAtLimit = true
                }
            }
        }
        self.duration = duration
        self.stoppedAtLimit = stoppedAtLimit
        self.end = stoppedAtLimit
            ? limit : Swift.min(Swift.max(Deceleration.position(x0, velocity, lnR, duration), limits.lowerBound), limits.upperBound)
    }

    /// The position at `time` milliseconds after the start: the start before
    /// 0, the end from ``duration`` on.
    public func position(at time: Milliseconds) -> Double {
        guard time > 0 else { return start }
        guard time < duration else { return end }
        let x = Deceleration.position(start, initialVelocity, rate.logarithm, time)
        return Swift.min(Swift.max(x, lowerLimit), upperLimit)
    }

    /// The velocity in points per second at `time` milliseconds after the
    /// start: 0 from ``duration`` on.
    public func velocity(at time: Milliseconds) -> Double {
        guard time < duration else { return 0 }
        return initialVelocity * LibM.exp(Swift.max(0, time) * rate.logarithm)
    }

    /// x₀ + v₀ / 1000 · (rᵗ − 1) / ln r.
    static func position(_ x0: Double, _ v0: Double, _ lnR: Double, _ t: Milliseconds) -> Double {
        x0 + v0 / 1000 * (LibM.exp(t * lnR) - 1) / lnR
    }
}
