import ListKitCore
import ListKitEngine

/// Anything a group holds, as the CompositionalLayoutDSL library's
/// `LayoutItem`: an ``Item``, a group, or a type of your own whose
/// ``layoutItem`` describes it with them.
///
/// ```swift
/// struct Tile: LayoutItem {
///     var layoutItem: LayoutItem { Item().contentInsets(value: 4) }
/// }
/// ```
///
/// The modifiers below return a `LayoutItem`, as in the library: a size
/// (`width(_:)`, `height(_:)`) is given before them.
public protocol LayoutItem {
    /// What this item is made of: a built-in item or group, or another
    /// `LayoutItem` that is.
    var layoutItem: LayoutItem { get }
}

extension LayoutItem {
    /// The engine's element this item stands for, or `nil` when its
    /// ``layoutItem`` never reaches a built-in item or group (a type that
    /// returns itself); such an item is left out of its group.
    public var layoutElement: LayoutElement? {
        Resolution.follow(self as LayoutItem, next: { $0.layoutItem }, built: { ($0 as? any BuiltItem).map(\.builtElement) })
    }

    /// The same item with `insets` inside its slot.
    public func contentInsets(_ insets: DirectionalEdgeInsets) -> LayoutItem {
        BuiltElement(layoutElement?.contentInsets(insets))
    }

    /// The same item with the given insets inside its slot (the others zero).
    public func contentInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> LayoutItem {
        BuiltElement(layoutElement?.contentInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// The same item with `horizontal` inside its leading and trailing edges
    /// and `vertical` inside its top and bottom.
    public func contentInsets(horizontal: Double = 0, vertical: Double = 0) -> LayoutItem {
        contentInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same item with `value` inside all four edges.
    public func contentInsets(value: Double) -> LayoutItem {
        contentInsets(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The same item with `spacing` around its slot (`nil`: none).
    public func edgeSpacing(_ spacing: EdgeSpacing?) -> LayoutItem {
        BuiltElement(layoutElement?.edgeSpacing(spacing))
    }

    /// The same item with the given spacing on each edge (`nil`: none).
    public func edgeSpacing(
        top: LayoutSpacing? = nil, leading: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil
    ) -> LayoutItem {
        edgeSpacing(EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom))
    }

    /// The same item with `horizontal` on its leading and trailing edges and
    /// `vertical` on its top and bottom.
    public func edgeSpacing(horizontal: LayoutSpacing? = nil, vertical: LayoutSpacing? = nil) -> LayoutItem {
        edgeSpacing(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same item with `value` on all four edges.
    public func edgeSpacing(value: LayoutSpacing?) -> LayoutItem {
        edgeSpacing(top: value, leading: value, bottom: value, trailing: value)
    }
}
