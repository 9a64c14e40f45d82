import ListKitEngine
import ListKitSupplementary

/// Builds the lists the DSL's blocks hold: a group's sub-items (items and
/// groups), a section's or layout's boundary supplementaries and a section's
/// decorations, with `if`, `if/else`, `switch`, optionals, arrays and `for`.
@resultBuilder
public enum ElementsBuilder {
    /// An item or a group becomes one element.
    public static func buildExpression<E: LayoutElementConvertible>(_ element: E) -> [LayoutElement] {
        [element.layoutElement]
    }

    /// An optional item or group, when present.
    public static func buildExpression<E: LayoutElementConvertible>(_ element: E?) -> [LayoutElement] {
        element.map { [$0.layoutElement] } ?? []
    }

    /// Items or groups, in order.
    public static func buildExpression<E: LayoutElementConvertible>(_ elements: [E]) -> [LayoutElement] {
        elements.map(\.layoutElement)
    }

    /// A header or footer.
    public static func buildExpression(_ item: BoundarySupplementaryItem) -> [ListKitSupplementary.BoundarySupplementaryItem] {
        [item.model]
    }

    /// Headers and footers, in order.
    public static func buildExpression(
        _ items: [BoundarySupplementaryItem]
    ) -> [ListKitSupplementary.BoundarySupplementaryItem] {
        items.map(\.model)
    }

    /// A decoration.
    public static func buildExpression(_ item: DecorationItem) -> [ListKitSupplementary.DecorationItem] {
        [item.model]
    }

    /// The parts of each statement, in order.
    public static func buildBlock<T>(_ parts: [T]...) -> [T] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional<T>(_ part: [T]?) -> [T] { part ?? [] }

    /// The first branch of an `if/else` or `switch`.
    public static func buildEither<T>(first part: [T]) -> [T] { part }

    /// The second branch of an `if/else` or `switch`.
    public static func buildEither<T>(second part: [T]) -> [T] { part }

    /// A `for` loop.
    public static func buildArray<T>(_ parts: [[T]]) -> [T] { parts.flatMap { $0 } }

    /// An `if #available` block.
    public static func buildLimitedAvailability<T>(_ part: [T]) -> [T] { part }
}
