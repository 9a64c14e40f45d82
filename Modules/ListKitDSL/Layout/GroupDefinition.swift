import ListKitCore
import ListKitEngine

/// What an `HGroup` or `VGroup` describes: its axis, size, children and
/// modifiers. The DSL compiles it to a `LayoutGroup`.
public struct GroupDefinition {
    /// The axis subitems follow.
    public var axis: Axis
    /// The group's size.
    public var layoutSize: LayoutSize
    /// The children, in order.
    public var children: [GroupChild]
    /// Space between children.
    public var interItemSpacing: LayoutSpacing?
    /// Space around the group in its parent.
    public var edgeSpacing: EdgeSpacing?
    /// Insets of the area children are laid out in.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Supplementaries anchored to the group.
    public var supplementaryItems: [AnySupplementaryComponent] = []
    /// With ``GroupModifiers/init(count:width:height:content:)``: the number
    /// of equal slots, UIKit's `subitem:count:` (each component takes one;
    /// the first one's layout size describes them all).
    public var count: Int?
    /// For the rows of a ``List``: the list's configuration; `nil` for a group.
    public var list: ListDefinition?

    /// Creates a group definition.
    public init(axis: Axis, layoutSize: LayoutSize, children: [GroupChild]) {
        self.axis = axis
        self.layoutSize = layoutSize
        self.children = children
    }

    /// How many components the group holds, nested groups included.
    public var componentCount: Int {
        children.reduce(0) { count, child in
            switch child {
            case .component: return count + 1
            case .components(let run): return count + run.count
            case .group(let g): return count + g.componentCount
            }
        }
    }
}

/// What `HGroup` and `VGroup` share: their initialisers and modifiers. The
/// size, inset, spacing and inter-item spacing modifiers are the engine's
/// `GroupSlotModifiers`, the one implementation ListKitLayoutDSL's groups use too.
public protocol GroupModifiers: GroupSlotModifiers {
    /// The axis the group's children follow.
    static var axis: Axis { get }
    /// The definition the modifiers change.
    var definition: GroupDefinition { get set }
    /// Wraps a definition.
    init(definition: GroupDefinition)
}

extension GroupModifiers {
    /// A group of the children `content` builds.
    public init(width: LayoutDimension, height: LayoutDimension, @GroupBuilder content: () -> [GroupChild]) {
        self.init(definition: GroupDefinition(
            axis: Self.axis, layoutSize: LayoutSize(widthDimension: width, heightDimension: height), children: content()))
    }

    /// A group of `count` equal slots, like UIKit's `horizontal(layoutSize:repeatingSubitem:count:)`:
    /// `content` makes the component of each slot (0 ..< `count`), and the
    /// slots share the group's length (less the inter-item spacing) evenly,
    /// whatever the components' own size along the group's axis.
    ///
    /// ```swift
    /// HGroup(count: 3, width: .fractionalWidth(1), height: .absolute(100)) { index in
    ///     ColorBoxComponent(color: colors[index], width: .fractionalWidth(1), height: .fractionalHeight(1))
    /// }
    /// ```
    public init<C: Component>(
        count: Int, width: LayoutDimension, height: LayoutDimension, content: (Int) -> C
    ) {
        var definition = GroupDefinition(
            axis: Self.axis, layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
            children: (0..<Swift.max(0, count)).map { .component(AnyComponent(content($0))) })
        definition.count = Swift.max(1, count)
        self.init(definition: definition)
    }

    /// A group of the component `content` makes for each element of
    /// `items`, in order: one item each, kept as one ``ComponentRun``.
    ///
    /// A closure that is one component expression comes here; one with
    /// several statements, conditions or nested groups goes to the
    /// result-builder form, which gives the same items.
    ///
    /// ```swift
    /// VGroup(of: rows, width: .fractionalWidth(1), height: .estimated(44)) { Row($0) }
    /// ```
    @inlinable
    public init<T, C: Component>(
        of items: [T], width: LayoutDimension, height: LayoutDimension, content: (T) -> C
    ) {
        self.init(definition: GroupDefinition(
            axis: Self.axis, layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
            children: [.components(ComponentRun(items.map(content)))]))
    }

    /// A group of the children built for each element of `items`, in order.
    @_disfavoredOverload
    public init<T>(
        of items: [T], width: LayoutDimension, height: LayoutDimension, @GroupBuilder content: (T) -> [GroupChild]
    ) {
        // One child per element is the common case: appended one by one
        // into room made once, not through a flattened sequence.
        var children: [GroupChild] = []
        children.reserveCapacity(items.count)
        for item in items {
            let built = content(item)
            if built.count == 1 {
                children.append(built[0])
            } else {
                children.append(contentsOf: built)
            }
        }
        self.init(definition: GroupDefinition(
            axis: Self.axis, layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
            children: children))
    }

    /// Adds a supplementary anchored to the group (chainable).
    public func supplementaryItem<S: SupplementaryComponent>(_ value: S) -> Self {
        var copy = self
        copy.definition.supplementaryItems.append(AnySupplementaryComponent(value))
        return copy
    }

    /// The space added around the group in its parent group: the named
    /// edges, the others `.fixed(0)`.
    public func edgeSpacing(
        top: LayoutSpacing = .fixed(0), leading: LayoutSpacing = .fixed(0),
        bottom: LayoutSpacing = .fixed(0), trailing: LayoutSpacing = .fixed(0)
    ) -> Self {
        edgeSpacing(EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom))
    }

    /// The group's size (its definition's).
    public var layoutSize: LayoutSize {
        get { definition.layoutSize }
        set { definition.layoutSize = newValue }
    }

    /// The insets of the area the group's children are laid out in.
    public var contentInsets: DirectionalEdgeInsets {
        get { definition.contentInsets }
        set { definition.contentInsets = newValue }
    }

    /// The space around the group in its parent.
    public var edgeSpacing: EdgeSpacing? {
        get { definition.edgeSpacing }
        set { definition.edgeSpacing = newValue }
    }

    /// The space between the group's children.
    public var interItemSpacing: LayoutSpacing? {
        get { definition.interItemSpacing }
        set { definition.interItemSpacing = newValue }
    }
}
