/// A component's accessibility that cannot be used: which field, and why.
/// The renderer reads the element with ListKit's defaults instead, and the
/// accessibility audit reports it (its `invalidDeclaration` check).
public struct AccessibilityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a field.
    public enum Problem: Hashable, Sendable {
        /// Longer than the limit, in UTF-8 bytes.
        case tooLong(bytes: Int, limit: Int)
        /// Holds a control character (its code point) at a position (in
        /// Unicode scalars from the start).
        case controlCharacter(UInt32, offset: Int)
        /// A number that is not finite.
        case notFinite(Double)
        /// More entries than the limit.
        case tooMany(Int, limit: Int)
        /// Empty where a text is needed.
        case empty
    }

    /// The field: `label`, `value`, `hint`, `sortPriority`, `customActions`
    /// or `customActions[i].name`.
    public var field: String
    /// What is wrong with it.
    public var problem: Problem

    /// Creates an error.
    public init(field: String, problem: Problem) {
        self.field = field
        self.problem = problem
    }

    /// `accessibility label is 2000 bytes long; the limit is 1024`, and so on.
    public var description: String { "accessibility \(field) \(reason)" }

    /// What is wrong, without the field: `is 2000 bytes long; the limit is 1024`.
    public var reason: String {
        let what: String
        switch problem {
        case .tooLong(let bytes, let limit): what = "is \(bytes) bytes long; the limit is \(limit)"
        case .controlCharacter(let value, let offset):
            let hex = String(value, radix: 16, uppercase: true)
            what = "holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) at \(offset)"
        case .notFinite(let value): what = "is \(value); it must be finite"
        case .tooMany(let count, let limit): what = "has \(count) entries; the limit is \(limit)"
        case .empty: what = "is empty"
        }
        return what
    }
}
