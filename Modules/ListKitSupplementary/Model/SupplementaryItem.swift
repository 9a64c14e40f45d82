import ListKitCore

/// A supplementary anchored to an item or a group, such as a badge, like
/// UIKit's `NSCollectionLayoutSupplementaryItem`. It never moves the layout.
public struct SupplementaryItem: Hashable, Sendable {
    /// The element kind, such as `"badge"`.
    public var elementKind: String
    /// The size, resolved against the container it is anchored to.
    public var layoutSize: LayoutSize
    /// How it attaches to its container.
    public var containerAnchor: LayoutAnchor
    /// Which of its own edges meet the container's anchor; `nil` uses the
    /// container anchor's edges.
    public var itemAnchor: LayoutAnchor?
    /// The stacking order (default 1: above the cell).
    public var zIndex: Int

    /// Creates an anchored supplementary item.
    public init(
        elementKind: String,
        layoutSize: LayoutSize,
        containerAnchor: LayoutAnchor,
        itemAnchor: LayoutAnchor? = nil,
        zIndex: Int = 1
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}
