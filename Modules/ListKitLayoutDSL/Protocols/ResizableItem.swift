import ListKitCore

/// An element whose size can be set, as the CompositionalLayoutDSL library's
/// `ResizableItem`: the built-in items, groups and supplementaries, and your
/// own types that implement ``width(_:)`` and ``height(_:)``.
public protocol ResizableItem {
    /// The same element with `size` as its size.
    func size(_ size: LayoutSize) -> Self
    /// The same element with `width` as its width dimension.
    func width(_ width: LayoutDimension) -> Self
    /// The same element with `height` as its height dimension.
    func height(_ height: LayoutDimension) -> Self
}

extension ResizableItem {
    /// The same element with both of `size`'s dimensions.
    public func size(_ size: LayoutSize) -> Self {
        width(size.widthDimension).height(size.heightDimension)
    }
}
