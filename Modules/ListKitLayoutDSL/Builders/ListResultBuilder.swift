/// Builds a list of `Element`s with `if`, `if/else`, `switch`, `for` and
/// `if #available`, as the CompositionalLayoutDSL library's builders: each
/// statement adds one element (or, given an array, all of its elements).
@resultBuilder
public enum ListResultBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }

    /// Elements, in order.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

    /// The parts of each statement, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

    /// The first branch of an `if/else` or `switch`.
    public static func buildEither(first part: [Element]) -> [Element] { part }

    /// The second branch of an `if/else` or `switch`.
    public static func buildEither(second part: [Element]) -> [Element] { part }

    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}

/// Builds a group's subitems: items and groups.
public typealias LayoutItemBuilder = ListResultBuilder<LayoutItem>

/// Builds the supplementaries anchored to an item or a group.
public typealias LayoutSupplementaryItemBuilder = ListResultBuilder<LayoutSupplementaryItem>

/// Builds the headers and footers of a section or a layout.
public typealias LayoutBoundarySupplementaryItemBuilder = ListResultBuilder<LayoutBoundarySupplementaryItem>

/// Builds a section's decorations.
public typealias LayoutDecorationItemBuilder = ListResultBuilder<LayoutDecorationItem>
