import ListKitCore

/// A timing curve from (0, 0) to (1, 1) with two control points, as Core
/// Animation's `CAMediaTimingFunction(controlPoints:)`.
public struct UnitBezier: Hashable, Sendable {
    /// The first control point's x, in [0, 1].
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// Creates a curve.
    ///
    /// - Throws: `InvalidNumber`
    ///   when an x is not in [0, 1] (the curve would not be a function of
    ///   time) or a y is not finite.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(InvalidNumber) {
        for (name, x) in [("x1", x1), ("x2", x2)] where !(x >= 0 && x <= 1) {
            throw InvalidNumber(field: "bezier.\(name)", value: x, requirement: "in [0, 1]")
        }
        try InvalidNumber.requireFinite(y1, "bezier.y1")
        try InvalidNumber.requireFinite(y2, "bezier.y2")
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// Creates a curve from control points known to be valid.
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The curve's y where its x is `x` (x clamped to [0, 1]).
    ///
    /// The parameter t with x(t) = x is found by Newton's method from t = x,
    /// falling back to bisection; x(t) is non-decreasing since both control
    /// x's are in [0, 1].
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return UnitBezier.coordinate(solve(x), y1, y2)
    }

    /// The parameter t in [0, 1] with x(t) = x, for x in (0, 1).
    func solve(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = UnitBezier.coordinate(t, x1, x2) - x
            if Swift.abs(error) < 1e-12 { return t }
            let slope = UnitBezier.slope(t, x1, x2)
            guard Swift.abs(slope) > 1e-9 else { break }
            t -= error / slope
            guard t >= 0, t <= 1 else { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = UnitBezier.coordinate(t, x1, x2)
            if Swift.abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve at t: 3(1 − t)²t·p1 + 3(1 − t)t²·p2 + t³.
    static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of ``coordinate(_:_:_:)`` with respect to t.
    static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
