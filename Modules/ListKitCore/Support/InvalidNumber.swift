/// A number an input may not have: not finite, negative, out of its range.
/// Every module that checks numbers throws or wraps this one error, so a
/// bad number reads the same wherever it is met.
///
/// ```swift
/// try InvalidNumber.requireFinite(velocity, "velocity")
/// // velocity is nan; it must be finite
/// ```
public struct InvalidNumber: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input's name, such as `velocity` or `viewport.size.width`.
    public var field: String
    /// The value given.
    public var value: Double
    /// What the value must be, such as `finite and ≥ 0`.
    public var requirement: String

    /// Creates an error.
    public init(field: String, value: Double, requirement: String) {
        self.field = field
        self.value = value
        self.requirement = requirement
    }

    /// `field is value; it must be requirement`.
    public var description: String {
        "\(field) is \(value); it must be \(requirement)"
    }

    /// Throws unless `value` is finite.
    public static func requireFinite(_ value: Double, _ field: @autoclosure () -> String) throws(InvalidNumber) {
        guard value.isFinite else { throw InvalidNumber(field: field(), value: value, requirement: "finite") }
    }

    /// Throws unless `value` is finite and ≥ 0.
    public static func requireNonNegative(_ value: Double, _ field: @autoclosure () -> String) throws(InvalidNumber) {
        guard value.isFinite, value >= 0 else {
            throw InvalidNumber(field: field(), value: value, requirement: "finite and ≥ 0")
        }
    }

    /// Throws unless both coordinates of `point` are finite.
    public static func requireFinite(_ point: Point, _ field: @autoclosure () -> String) throws(InvalidNumber) {
        try requireFinite(point.x, "\(field()).x")
        try requireFinite(point.y, "\(field()).y")
    }
}
