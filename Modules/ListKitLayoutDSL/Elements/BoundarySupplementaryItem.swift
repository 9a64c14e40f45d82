import ListKitCore
import ListKitSupplementary

/// A header or footer of a section or of the whole layout, as the
/// CompositionalLayoutDSL library's `BoundarySupplementaryItem`: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`, here ListKitSupplementary's
/// `BoundarySupplementaryItem`.
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
public struct BoundarySupplementaryItem: ResizableLayout, Copying {
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

    /// The supplementary's size.
    public var layoutSize: LayoutSize {
        get { model.layoutSize }
        set { model.layoutSize = newValue }
    }

    /// The same supplementary placed at `alignment` of its section (or layout).
    public func alignment(_ alignment: RectAlignment) -> Self {
        with { $0.model.alignment = alignment }
    }

    /// The same supplementary moved by `offset` from its aligned place.
    public func absoluteOffset(_ offset: Point) -> Self {
        with { $0.model.absoluteOffset = offset }
    }

    /// Whether the supplementary adds its size to its section's (default `true`).
    public func extendsBoundary(_ value: Bool) -> Self {
        with { $0.model.extendsBoundary = value }
    }

    /// Whether the supplementary stays on screen while its section does.
    public func pinToVisibleBounds(_ value: Bool) -> Self {
        with { $0.model.pinToVisibleBounds = value }
    }

    /// The same supplementary drawn at `zIndex`.
    public func zIndex(_ zIndex: Int) -> Self {
        with { $0.model.zIndex = zIndex }
    }
}
