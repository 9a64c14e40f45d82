import ListKitCore
import ListKitSupplementary

/// A supplementary anchored to an item or a group, such as a badge, as the
/// CompositionalLayoutDSL library's `SupplementaryItem`: UIKit's
/// `NSCollectionLayoutSupplementaryItem`, here ListKitSupplementary's
/// `SupplementaryItem` model. Its size defaults to the whole of its
/// container and its anchor to the container's top leading corner, as in
/// that library.
///
/// ```swift
/// Item {
///     SupplementaryItem(elementKind: "badge")
///         .width(.absolute(20)).height(.absolute(20))
///         .containerAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5))
///         .zIndex(zIndex: 2)
/// }
/// ```
public struct SupplementaryItem: LayoutSupplementaryItem, ResizableItem, SizeModifiers {
    /// How an anchor is moved once its edges are aligned: `.absolute` in
    /// points, `.fractional` in fractions of the supplementary's own size.
    public typealias AnchorOffset = LayoutAnchor.Offset

    /// The supplementary this builds.
    public var model: ListKitSupplementary.SupplementaryItem

    /// A supplementary of `elementKind` and the given size.
    public init(
        widthDimension: LayoutDimension = .fractionalWidth(1), heightDimension: LayoutDimension = .fractionalHeight(1),
        elementKind: String
    ) {
        self.init(size: LayoutSize(widthDimension: widthDimension, heightDimension: heightDimension), elementKind: elementKind)
    }

    /// A supplementary of `elementKind` and `size`.
    public init(size: LayoutSize, elementKind: String) {
        model = ListKitSupplementary.SupplementaryItem(
            elementKind: elementKind, layoutSize: size, containerAnchor: LayoutAnchor(edges: [.top, .leading]))
    }

    /// A supplementary is its own ``LayoutSupplementaryItem``.
    public var layoutSupplementaryItem: LayoutSupplementaryItem { self }

    /// The same supplementary attached to its container at `anchor`.
    public func containerAnchor(_ anchor: LayoutAnchor) -> Self {
        var copy = self
        copy.model.containerAnchor = anchor
        return copy
    }

    /// The same supplementary attached at its container's `edges` (`.top`,
    /// `[.top, .trailing]`, …), moved by `offset`.
    public func containerAnchor(edges: Set<DirectionalRectEdge>, offset: AnchorOffset = .none) -> Self {
        containerAnchor(LayoutAnchor(edges: edges, offset: offset))
    }

    /// The same supplementary meeting its container's anchor with its own
    /// `anchor` (`nil`: the container anchor's edges).
    public func itemAnchor(_ anchor: LayoutAnchor?) -> Self {
        var copy = self
        copy.model.itemAnchor = anchor
        return copy
    }

    /// The same supplementary meeting its container's anchor with its own
    /// `edges`, moved by `offset`.
    public func itemAnchor(edges: Set<DirectionalRectEdge>, offset: AnchorOffset = .none) -> Self {
        itemAnchor(LayoutAnchor(edges: edges, offset: offset))
    }

    /// The supplementary's size (its model's): `width(_:)` and `height(_:)`
    /// set it (`SizeModifiers`, the engine's one implementation).
    public var layoutSize: LayoutSize {
        get { model.layoutSize }
        set { model.layoutSize = newValue }
    }
}

extension LayoutAnchor.Offset {
    /// An offset of `x` and `y` points.
    public static func absolute(x: Double, y: Double) -> Self { .absolute(Point(x: x, y: y)) }

    /// An offset of `x` and `y` fractions of the anchored element's size.
    public static func fractional(x: Double, y: Double) -> Self { .fractional(Point(x: x, y: y)) }
}
