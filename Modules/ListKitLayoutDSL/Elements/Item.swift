import ListKitCore
import ListKitEngine

/// One cell's place in a group, as the CompositionalLayoutDSL library's
/// `Item`: UIKit's `NSCollectionLayoutItem`, here ListKitEngine's
/// `LayoutItem`.
///
/// ```swift
/// Item(width: .fractionalWidth(1 / 3))
///     .contentInsets(trailing: 4)
/// ```
public struct Item: LayoutElementConvertible, SlotWrapper {
    /// The item this builds.
    public var model: ListKitEngine.LayoutItem

    /// An item of the given size (the whole of its slot by default).
    public init(width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1)) {
        model = ListKitEngine.LayoutItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height))
    }

    /// An item of `size`.
    public init(size: LayoutSize) {
        model = ListKitEngine.LayoutItem(layoutSize: size)
    }

    /// The engine's element for this item.
    public var layoutElement: LayoutElement { .item(model) }
}
