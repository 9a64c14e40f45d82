import ListKitCore

/// How quickly a scroll slows down: the fraction of its velocity kept per
/// millisecond, like `UIScrollView.DecelerationRate`.
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// The fraction of velocity kept per millisecond, in (0, 0.99999].
    public let perMillisecond: Double
    /// ln(``perMillisecond``), negative.
    let logarithm: Double

    /// Creates a rate.
    ///
    /// - Parameter perMillisecond: The fraction of velocity kept per
    ///   millisecond, in (0, 0.99999] (rates closer to 1 would decelerate for
    ///   days).
    /// - Throws: `InvalidNumber`.
    public init(perMillisecond: Double) throws(InvalidNumber) {
        guard perMillisecond > 0, perMillisecond <= 0.999_99 else {
            throw InvalidNumber(field: "decelerationRate", value: perMillisecond, requirement: "in (0, 0.99999]")
        }
        self.init(unchecked: perMillisecond)
    }

    /// Creates a rate known to be valid.
    init(unchecked perMillisecond: Double) {
        self.perMillisecond = perMillisecond
        self.logarithm = LibM.log(perMillisecond)
    }

    /// UIKit's normal rate, 0.998: a fling at 1,000 pt/s travels about 500 pt.
    public static let normal = DecelerationRate(unchecked: 0.998)
    /// UIKit's fast rate, 0.99 (paging scroll views use it): 1,000 pt/s travels about 100 pt.
    public static let fast = DecelerationRate(unchecked: 0.99)

    /// How far a motion at `velocity` points per second would travel before
    /// stopping, if it never stopped: −v / (1000 · ln r).
    public func projectedDistance(velocity: Double) -> Double {
        -velocity / (1000 * logarithm)
    }

    /// The rate per millisecond.
    public var description: String { "\(perMillisecond)" }
}
