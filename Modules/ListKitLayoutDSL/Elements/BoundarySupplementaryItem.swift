import ListKitCore
import ListKitSupplementary

/// A header or footer of a section or of the whole layout, as the
/// CompositionalLayoutDSL library's `BoundarySupplementaryItem`: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`, here ListKitSupplementary's
/// `BoundarySupplementaryItem` model.
///
/// As in that library its size defaults to the whole width and height of
/// the container and its alignment to `.top`.
///
/// ```swift
/// BoundarySupplementaryItem(elementKind: HeadlessCollectionView.elementKindSectionHeader)
///     .height(.absolute(30))
///     .alignment(.top)
///     .pinToVisibleBounds(true)
/// ```
public struct BoundarySupplementaryItem: LayoutBoundarySupplementaryItem, ResizableItem, SizeModifiers {
    /// The supplementary this builds.
    public var model: ListKitSupplementary.BoundarySupplementaryItem

    /// A supplementary of `elementKind` and the given size.
    public init(
        width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1),
        elementKind: String
    ) {
        self.init(size: LayoutSize(widthDimension: width, heightDimension: height), elementKind: elementKind)
    }

    /// A supplementary of `elementKind` and `size`.
    public init(size: LayoutSize, elementKind: String) {
        model = ListKitSupplementary.BoundarySupplementaryItem(elementKind: elementKind, layoutSize: size, alignment: .top)
    }

    /// A header or footer is its own ``LayoutBoundarySupplementaryItem``.
    public var layoutBoundarySupplementaryItem: LayoutBoundarySupplementaryItem { self }

    /// The same supplementary placed at `alignment` of its section (or layout).
    public func alignment(_ alignment: RectAlignment) -> Self {
        var copy = self
        copy.model.alignment = alignment
        return copy
    }

    /// The same supplementary moved by `offset` from its aligned place.
    public func absoluteOffset(_ offset: Point) -> Self {
        var copy = self
        copy.model.absoluteOffset = offset
        return copy
    }

    /// The supplementary's size (its model's): `width(_:)` and `height(_:)`
    /// set it (`SizeModifiers`, the engine's one implementation).
    public var layoutSize: LayoutSize {
        get { model.layoutSize }
        set { model.layoutSize = newValue }
    }
}
