import ListKitCore

/// A header or footer attached to a section's or the whole layout's boundary,
/// like UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// The element kind, such as `"header"`.
    public var elementKind: String
    /// The size, resolved against the section's (or layout's) width and height.
    public var layoutSize: LayoutSize
    /// Which boundary it sits on.
    public var alignment: RectAlignment
    /// Points added to its aligned position.
    public var absoluteOffset: Point
    /// Whether it takes space, pushing the content away (default true).
    public var extendsBoundary: Bool
    /// Whether it stays in the visible rect while its section is on screen.
    public var pinToVisibleBounds: Bool
    /// The stacking order (default 0).
    public var zIndex: Int

    /// Creates a boundary supplementary item.
    public init(
        elementKind: String,
        layoutSize: LayoutSize,
        alignment: RectAlignment,
        absoluteOffset: Point = .zero,
        extendsBoundary: Bool = true,
        pinToVisibleBounds: Bool = false,
        zIndex: Int = 0
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}
