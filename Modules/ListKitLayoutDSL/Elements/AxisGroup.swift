import ListKitCore
import ListKitEngine

/// The axis an ``AxisGroup`` lays its items along.
public protocol GroupAxis {
    /// The engine's arrangement for the axis.
    static var arrangement: ListKitEngine.LayoutGroup.Arrangement { get }
}

/// Items side by side, leading to trailing.
public enum HorizontalGroupAxis: GroupAxis {
    /// `LayoutGroup.Arrangement.horizontal`.
    public static var arrangement: ListKitEngine.LayoutGroup.Arrangement { .horizontal }
}

/// Items one above the other, top to bottom.
public enum VerticalGroupAxis: GroupAxis {
    /// `LayoutGroup.Arrangement.vertical`.
    public static var arrangement: ListKitEngine.LayoutGroup.Arrangement { .vertical }
}

/// A group whose items sit side by side, as the CompositionalLayoutDSL
/// library's `HGroup`: UIKit's `NSCollectionLayoutGroup.horizontal`.
///
/// ```swift
/// HGroup {
///     Item(width: .fractionalWidth(1 / 3))
///     VGroup(count: 2) { Item() }.width(.fractionalWidth(2 / 3))
/// }
/// .height(.absolute(100))
/// ```
public typealias HGroup = AxisGroup<HorizontalGroupAxis>

/// A group whose items sit one above the other, as the CompositionalLayoutDSL
/// library's `VGroup`: UIKit's `NSCollectionLayoutGroup.vertical`.
///
/// ```swift
/// VGroup(count: 3) { Item() }
///     .width(.fractionalWidth(1 / 3))
///     .interItemSpacing(.fixed(8))
/// ```
public typealias VGroup = AxisGroup<VerticalGroupAxis>

/// A group laid out along `Axis`: use it as ``HGroup`` or ``VGroup``.
/// Its size defaults to the whole of its container, as in the
/// CompositionalLayoutDSL library. A subitem whose type never resolves (see
/// ``LayoutItem/layoutElement``) is left out.
public struct AxisGroup<Axis: GroupAxis>: BuiltGroup, ResizableItem {
    /// The group this builds.
    public var model: ListKitEngine.LayoutGroup

    /// A group of the given size holding `subItems` in order, repeated while
    /// the next one fits.
    public init(
        width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1),
        @LayoutItemBuilder subItems: () -> [LayoutItem]
    ) {
        self.init(size: LayoutSize(widthDimension: width, heightDimension: height), subItems: subItems)
    }

    /// A group of `size` holding `subItems` in order.
    public init(size: LayoutSize, @LayoutItemBuilder subItems: () -> [LayoutItem]) {
        model = ListKitEngine.LayoutGroup(
            layoutSize: size, arrangement: Axis.arrangement, subitems: subItems().compactMap(\.layoutElement))
    }

    /// A group of the given size split into `count` equal slots for `subItem`
    /// (UIKit's `subitem:count:`).
    public init(
        width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1),
        count: Int, subItem: () -> LayoutItem
    ) {
        self.init(size: LayoutSize(widthDimension: width, heightDimension: height), count: count, subItem: subItem)
    }

    /// A group of `size` split into `count` equal slots for `subItem`.
    public init(size: LayoutSize, count: Int, subItem: () -> LayoutItem) {
        let element = subItem().layoutElement
        model = ListKitEngine.LayoutGroup(
            layoutSize: size, arrangement: Axis.arrangement, subitems: element.map { [$0] } ?? [], count: count)
    }

    /// A group is its own ``LayoutGroup``.
    public var layoutGroup: LayoutGroup { self }

    var builtGroup: ListKitEngine.LayoutGroup? { model }

    /// The same group with `width` as its width dimension.
    public func width(_ width: LayoutDimension) -> Self {
        var copy = self
        copy.model = model.width(width)
        return copy
    }

    /// The same group with `height` as its height dimension.
    public func height(_ height: LayoutDimension) -> Self {
        var copy = self
        copy.model = model.height(height)
        return copy
    }
}
