import ListKitCore
import ListKitSupplementary

/// Layout-wide settings, like UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
public struct LayoutConfiguration: Hashable, Sendable {
    /// The axis the layout scrolls along (default vertical).
    public var scrollDirection: Axis
    /// Which edge is leading (default left to right); right to left, every
    /// frame the layout gives is mirrored across the content's width.
    public var layoutDirection: LayoutDirection
    /// Space between consecutive sections (rule 12).
    public var interSectionSpacing: Double
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]

    /// Creates a configuration.
    public init(
        scrollDirection: Axis = .vertical,
        interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.layoutDirection = layoutDirection
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}
