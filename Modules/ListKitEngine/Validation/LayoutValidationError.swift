import ListKitCore

/// Why a layout model cannot be solved, and where in the model.
///
/// Renders as one line: `sections[0].group.subitems[1]: count needs exactly one subitem (found 2)`.
public struct LayoutValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Hashable, Sendable {
        /// A number that is NaN or infinite.
        case notFinite
        /// A number below zero where only zero or more is allowed.
        case negative(Double)
        /// A number that must be above zero but is not.
        case notPositive(Double)
        /// A number above the limit the engine accepts.
        case tooLarge(Double, limit: Double)
        /// `count` used with a number of subitems other than one.
        case countNeedsOneSubitem(found: Int)
        /// `count` below 1 or above ``LayoutLimits/maximumGroupCount``.
        case countOutOfRange(Int)
        /// A horizontal or vertical group without subitems.
        case noSubitems
        /// A custom group without item frames.
        case noCustomFrames
        /// A viewport scale other than 1, 2 or 3.
        case unsupportedScale(Double)
        /// An item count below zero.
        case negativeItemCount(Int)
        /// More items or sections than the engine accepts.
        case tooMany(Int, limit: Int)
        /// Groups nested deeper than ``LayoutLimits/maximumGroupDepth``.
        case nestedTooDeep(limit: Int)
        /// One repetition of a root group would hold more items than
        /// ``LayoutLimits/maximumItemsPerGroup``.
        case tooManyItemsPerGroup(limit: Int)
        /// A flow section made for one scroll direction in a layout that
        /// scrolls along the other.
        case scrollDirectionMismatch(found: Axis, layout: Axis)
    }

    /// Where the problem is, as a path into the model (`sections[2].group.size.width`).
    public var path: String
    /// What the problem is.
    public var problem: Problem

    /// Creates an error.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The one-line message.
    public var description: String { "\(path): \(reason)" }

    /// The problem in words, without the path. Whole numbers print without a
    /// decimal point (`found 0`, `at most 1000000000`).
    public var reason: String {
        problem.reason
    }
}

extension LayoutValidationError.Problem {
    /// The problem in words.
    public var reason: String {
        let number = LayoutValidationError.number
        switch self {
        case .notFinite: return "number must be finite"
        case .negative(let v): return "must not be negative (found \(number(v)))"
        case .notPositive(let v): return "must be greater than 0 (found \(number(v)))"
        case .tooLarge(let v, let limit): return "must be at most \(number(limit)) (found \(number(v)))"
        case .countNeedsOneSubitem(let n): return "count needs exactly one subitem (found \(n))"
        case .countOutOfRange(let n):
            return "count must be between 1 and \(LayoutLimits.maximumGroupCount) (found \(n))"
        case .noSubitems: return "a horizontal or vertical group needs at least one subitem"
        case .noCustomFrames: return "a custom group needs at least one item frame"
        case .unsupportedScale(let s): return "scale must be 1, 2 or 3 (found \(number(s)))"
        case .negativeItemCount(let n): return "item count must not be negative (found \(n))"
        case .tooMany(let n, let limit): return "at most \(limit) allowed (found \(n))"
        case .nestedTooDeep(let limit): return "groups nest deeper than \(limit) levels"
        case .tooManyItemsPerGroup(let limit):
            return "one repetition of the group would hold more than \(limit) items "
                + "(items that take no room along its axis fill it without end; nested counts multiply)"
        case .scrollDirectionMismatch(let found, let layout):
            return "a flow section made for \(found.rawValue) scrolling in a layout that scrolls \(layout.rawValue)"
        }
    }
}

extension LayoutValidationError {
    /// `value` as a message shows it: whole numbers without a decimal point.
    static func number(_ value: Double) -> String { OutputNumber.exact(value) }
}
