import ListKitCore

/// What was wrong with an input to the lifecycle module. Every case names the
/// offending value and where it came from; a call that throws changes nothing.
public enum LifecycleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number was NaN, infinite or outside its range.
    ///
    /// - `field`: which input, e.g. `"viewport.contentOffset.y"`,
    ///   `"orthogonalOffsets[2].x"`, `"fps"`, `"thresholds[1]"`.
    /// - `requirement`: what it must be, e.g. `"finite"`, `"in (0, 1]"`.
    case invalidNumber(field: String, value: Double, requirement: String)
    /// The tracker was given a time earlier than the one before.
    case timeWentBackwards(previous: Milliseconds, given: Milliseconds)
    /// Two elements met by one viewport state have the same identity: the
    /// identify closure must give elements of the same category and kind
    /// distinct ids.
    case duplicateIdentity(ElementIdentity, first: ElementIndexPath, second: ElementIndexPath)
    /// The viewport meets more elements than `DisplayLimits.maximumDisplayedElements`.
    case tooManyDisplayed(limit: Int)

    /// One readable line.
    public var description: String {
        switch self {
        case let .invalidNumber(field, value, requirement):
            return "\(field) is \(value); it must be \(requirement)"
        case let .timeWentBackwards(previous, given):
            return "time went backwards: \(given) ms after \(previous) ms"
        case let .duplicateIdentity(identity, first, second):
            return "duplicate identity \(identity) at \(first) and \(second)"
        case let .tooManyDisplayed(limit):
            return "the viewport meets more than the \(limit) elements a screen may show at once"
        }
    }

    /// The lifecycle error of an invalid number.
    public init(_ number: InvalidNumber) {
        self = .invalidNumber(field: number.field, value: number.value, requirement: number.requirement)
    }

    /// Throws ``invalidNumber(field:value:requirement:)`` unless `value` is finite.
    static func requireFinite(_ value: Double, _ field: @autoclosure () -> String) throws(LifecycleError) {
        do { try InvalidNumber.requireFinite(value, field()) } catch { throw LifecycleError(error) }
    }

    /// Throws ``invalidNumber(field:value:requirement:)`` unless `value` is finite and ≥ 0.
    static func requireNonNegative(_ value: Double, _ field: @autoclosure () -> String) throws(LifecycleError) {
        do { try InvalidNumber.requireNonNegative(value, field()) } catch { throw LifecycleError(error) }
    }

    /// Throws ``invalidNumber(field:value:requirement:)`` unless both coordinates are finite.
    static func requireFinite(_ point: Point, _ field: @autoclosure () -> String) throws(LifecycleError) {
        do { try InvalidNumber.requireFinite(point, field()) } catch { throw LifecycleError(error) }
    }
}
