import ListKitCore

/// An element with content insets (items, groups, sections, decorations),
/// set with the CompositionalLayoutDSL library's `contentInsets` spellings.
public protocol InsettableLayout {
    /// The element's content insets.
    var contentInsets: DirectionalEdgeInsets { get set }
}

extension InsettableLayout {
    /// The same element with `insets` as its content insets.
    public func contentInsets(_ insets: DirectionalEdgeInsets) -> Self {
        var copy = self
        copy.contentInsets = insets
        return copy
    }

    /// The same element with the given content insets (the others zero).
    public func contentInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Self {
        contentInsets(DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// The same element with `horizontal` on its leading and trailing edges
    /// and `vertical` on its top and bottom.
    public func contentInsets(horizontal: Double = 0, vertical: Double = 0) -> Self {
        contentInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same element with `value` on all four edges.
    public func contentInsets(value: Double) -> Self {
        contentInsets(DirectionalEdgeInsets(all: value))
    }
}
