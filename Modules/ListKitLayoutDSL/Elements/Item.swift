import ListKitCore
import ListKitEngine

/// One cell's place in a group, as the CompositionalLayoutDSL library's
/// `Item`: UIKit's `NSCollectionLayoutItem`, here ListKitEngine's
/// `LayoutItem` model. Its size defaults to the whole of its slot; the
/// supplementaries it lists are anchored to it.
///
/// ```swift
/// Item(width: .fractionalWidth(1 / 3)) {
///     SupplementaryItem(elementKind: "badge")
///         .width(.absolute(16)).height(.absolute(16))
///         .containerAnchor(edges: [.top, .trailing])
/// }
/// .contentInsets(trailing: 4)
/// ```
public struct Item: BuiltItem, ResizableItem {
    /// The item this builds.
    public var model: ListKitEngine.LayoutItem

    /// An item of the given size (the whole of its slot by default).
    public init(width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1)) {
        self.init(size: LayoutSize(widthDimension: width, heightDimension: height))
    }

    /// An item of `size`.
    public init(size: LayoutSize) {
        model = ListKitEngine.LayoutItem(layoutSize: size)
    }

    /// An item of the given size with `supplementaryItems` anchored to it.
    public init(
        width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1),
        @LayoutSupplementaryItemBuilder supplementaryItems: () -> [LayoutSupplementaryItem]
    ) {
        self.init(width: width, height: height)
        model.supplementaryItems = supplementaryItems().compactMap(\.supplementaryItemModel)
    }

    /// An item is its own ``LayoutItem``.
    public var layoutItem: LayoutItem { self }

    var builtElement: LayoutElement? { .item(model) }

    /// The same item with `width` as its width dimension.
    public func width(_ width: LayoutDimension) -> Item {
        Item(model: model.width(width))
    }

    /// The same item with `height` as its height dimension.
    public func height(_ height: LayoutDimension) -> Item {
        Item(model: model.height(height))
    }

    private init(model: ListKitEngine.LayoutItem) {
        self.model = model
    }
}
