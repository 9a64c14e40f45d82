/// What one statement of a ``GroupBuilder`` body may be: a component, a
/// nested ``HGroup`` or ``VGroup``, an array or an optional of these, an
/// ``AnyComponent``, a ``ComponentRun``, or ``GroupChild``ren built elsewhere.
///
/// The builder takes each statement as it is, with no conversion call per
/// statement: a screen's type-checking time grows with the square of its
/// builder statements, each call counting (see DSL.md, "Big screens").
public protocol GroupContent {
    /// Appends the children this value stands for, in order.
    func appendChildren(to children: inout [GroupChild])

    /// Appends the children of `values`, in order. By default each value's
    /// own; a component type keeps an array of its components as one
    /// ``ComponentRun``.
    static func appendChildren(of values: [Self], to children: inout [GroupChild])
}

extension GroupContent {
    /// Appends each value's children, in order.
    public static func appendChildren(of values: [Self], to children: inout [GroupChild]) {
        for value in values { value.appendChildren(to: &children) }
    }
}

extension Component {
    /// The component becomes one child.
    public func appendChildren(to children: inout [GroupChild]) {
        children.append(.component(AnyComponent(self)))
    }

    /// An array of components (`items.map { Row($0) }`) becomes one run:
    /// one child each, in order.
    @inlinable
    public static func appendChildren(of values: [Self], to children: inout [GroupChild]) {
        children.append(.components(ComponentRun(values)))
    }
}

extension GroupChild: GroupContent {
    /// The child itself.
    public func appendChildren(to children: inout [GroupChild]) {
        children.append(self)
    }
}

extension AnyComponent: GroupContent {
    /// An erased component becomes one child.
    public func appendChildren(to children: inout [GroupChild]) {
        children.append(.component(self))
    }
}

extension ComponentRun: GroupContent {
    /// A run of components: one child each, in order.
    public func appendChildren(to children: inout [GroupChild]) {
        children.append(.components(self))
    }
}

extension GroupModifiers {
    /// A nested group (``HGroup`` or ``VGroup``).
    public func appendChildren(to children: inout [GroupChild]) {
        children.append(.group(definition))
    }
}

/// A nested horizontal group.
extension HGroup: GroupContent {}

/// A nested vertical group.
extension VGroup: GroupContent {}

extension Array: GroupContent where Element: GroupContent {
    /// The elements' children, in order (components of one type as one run).
    public func appendChildren(to children: inout [GroupChild]) {
        Element.appendChildren(of: self, to: &children)
    }
}

extension Optional: GroupContent where Wrapped: GroupContent {
    /// The wrapped value's children when there is one; none otherwise.
    public func appendChildren(to children: inout [GroupChild]) {
        if let value = self { value.appendChildren(to: &children) }
    }
}
