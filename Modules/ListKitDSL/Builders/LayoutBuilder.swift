/// Builds a screen's sections, with `if`, `if/else`, `switch`, optionals and
/// `for` loops.
@resultBuilder
public enum LayoutBuilder {
    /// A section.
    public static func buildExpression(_ section: Section) -> [Section] { [section] }

    /// A flow section.
    public static func buildExpression(_ flow: FlowSection) -> [Section] { [flow.section] }

    /// An optional section, when present.
    public static func buildExpression(_ section: Section?) -> [Section] { section.map { [$0] } ?? [] }

    /// Sections built elsewhere.
    public static func buildExpression(_ sections: [Section]) -> [Section] { sections }

    /// The sections of each statement, in order.
    public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }

    /// The first branch of an `if/else` or `switch`.
    public static func buildEither(first part: [Section]) -> [Section] { part }

    /// The second branch of an `if/else` or `switch`.
    public static func buildEither(second part: [Section]) -> [Section] { part }

    /// A `for` loop.
    public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}
