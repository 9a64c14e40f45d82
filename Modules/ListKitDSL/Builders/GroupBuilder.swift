/// Builds a group's children from components, arrays of components and
/// nested groups, with `if`, `if/else`, `switch`, optionals and `for` loops.
@resultBuilder
public enum GroupBuilder {
    /// A component becomes one child.
    public static func buildExpression<C: Component>(_ component: C) -> [GroupChild] {
        [.component(AnyComponent(component))]
    }

    /// An already erased component becomes one child.
    public static func buildExpression(_ component: AnyComponent) -> [GroupChild] {
        [.component(component)]
    }

    /// An optional component becomes a child when present.
    public static func buildExpression<C: Component>(_ component: C?) -> [GroupChild] {
        component.map { [.component(AnyComponent($0))] } ?? []
    }

    /// An array of components (`items.map { Row($0) }`): one child each, in order.
    @inlinable
    public static func buildExpression<C: Component>(_ components: [C]) -> [GroupChild] {
        [.components(ComponentRun(components))]
    }

    /// A run of components: one child each, in order.
    public static func buildExpression(_ run: ComponentRun) -> [GroupChild] { [.components(run)] }
    /// An array of erased components: one child each, in order.
    public static func buildExpression(_ components: [AnyComponent]) -> [GroupChild] {
        components.map { .component($0) }
    }
    /// An optional horizontal group: a child when present.
    public static func buildExpression(_ group: HGroup?) -> [GroupChild] { group.map { [.group($0.definition)] } ?? [] }
    /// An optional vertical group: a child when present.
    public static func buildExpression(_ group: VGroup?) -> [GroupChild] { group.map { [.group($0.definition)] } ?? [] }
    /// A nested horizontal group.
    public static func buildExpression(_ group: HGroup) -> [GroupChild] { [.group(group.definition)] }

    /// A nested vertical group.
    public static func buildExpression(_ group: VGroup) -> [GroupChild] { [.group(group.definition)] }

    /// Children built elsewhere.
    public static func buildExpression(_ children: [GroupChild]) -> [GroupChild] { children }

    /// The children of each statement, in order.
    public static func buildBlock(_ parts: [GroupChild]...) -> [GroupChild] { parts.flatMap { $0 } }

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
