/// Builds a group's children from components, arrays of components and
/// nested groups (any ``GroupContent``), with `if`, `if/else`, `switch`,
/// optionals and `for` loops.
@resultBuilder
public enum GroupBuilder {
    /// The children of each statement, in order: each statement is a
    /// ``GroupContent`` (a component, a nested group, an array or optional
    /// of them, …), taken as it is.
    public static func buildBlock(_ parts: any GroupContent...) -> [GroupChild] {
        var children: [GroupChild] = []
        children.reserveCapacity(parts.count)
        for part in parts { part.appendChildren(to: &children) }
        return children
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [GroupChild]?) -> [GroupChild] { part ?? [] }

    /// The first branch of an `if/else` or `switch`.
    public static func buildEither(first part: [GroupChild]) -> [GroupChild] { part }

    /// The second branch of an `if/else` or `switch`.
    public static func buildEither(second part: [GroupChild]) -> [GroupChild] { part }

    /// A `for` loop.
    public static func buildArray(_ parts: [[GroupChild]]) -> [GroupChild] { parts.flatMap { $0 } }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [GroupChild]) -> [GroupChild] { part }
}
