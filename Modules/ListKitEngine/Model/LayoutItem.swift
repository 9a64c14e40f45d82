import ListKitCore
import ListKitSupplementary

/// The smallest unit of a layout: one cell's size and spacing, like UIKit's
/// `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    /// The item's size, resolved against its group's effective content size.
    public var layoutSize: LayoutSize
    /// Insets that shrink the item inside its slot (rule 5); ignored on an
    /// axis whose dimension is estimated (rule 3).
    public var contentInsets: DirectionalEdgeInsets
    /// Space added around the item's slot in its group (rule 6).
    public var edgeSpacing: EdgeSpacing?
    /// Supplementaries anchored to the item, such as badges.
    public var supplementaryItems: [SupplementaryItem]

    /// Creates an item.
    public init(
        layoutSize: LayoutSize,
        contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: EdgeSpacing? = nil,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
