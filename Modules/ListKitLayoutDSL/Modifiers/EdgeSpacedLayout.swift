import ListKitCore

/// An element with edge spacing (items and groups), set with the
/// CompositionalLayoutDSL library's `edgeSpacing` spellings.
public protocol EdgeSpacedLayout {
    /// The space around the element's slot.
    var edgeSpacing: EdgeSpacing? { get set }
}

extension EdgeSpacedLayout {
    /// The same element with `spacing` around its slot.
    public func edgeSpacing(_ spacing: EdgeSpacing?) -> Self {
        var copy = self
        copy.edgeSpacing = spacing
        return copy
    }

    /// The same element with the given spacing on each edge (`nil`: none).
    public func edgeSpacing(
        top: LayoutSpacing? = nil, leading: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil
    ) -> Self {
        edgeSpacing(EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom))
    }

    /// The same element with `horizontal` on its leading and trailing edges
    /// and `vertical` on its top and bottom.
    public func edgeSpacing(horizontal: LayoutSpacing? = nil, vertical: LayoutSpacing? = nil) -> Self {
        edgeSpacing(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same element with `value` on all four edges.
    public func edgeSpacing(value: LayoutSpacing?) -> Self {
        edgeSpacing(top: value, leading: value, bottom: value, trailing: value)
    }
}
