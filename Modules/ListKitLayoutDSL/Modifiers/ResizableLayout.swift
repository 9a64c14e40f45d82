import ListKitCore

/// An element whose size the DSL's `width(_:)` and `height(_:)` set.
public protocol ResizableLayout {
    /// The element's size.
    var layoutSize: LayoutSize { get set }
}

extension ResizableLayout {
    /// The same element with `width` as its width dimension.
    public func width(_ width: LayoutDimension) -> Self {
        var copy = self
        copy.layoutSize.widthDimension = width
        return copy
    }

    /// The same element with `height` as its height dimension.
    public func height(_ height: LayoutDimension) -> Self {
        var copy = self
        copy.layoutSize.heightDimension = height
        return copy
    }
}
