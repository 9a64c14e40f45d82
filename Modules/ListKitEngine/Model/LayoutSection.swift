import ListKitCore
import ListKitSupplementary

/// A section of a layout: a root group repeated until the section's items are
/// used up, like UIKit's `NSCollectionLayoutSection`.
public struct LayoutSection: Hashable, Sendable {
    /// The root group, repeated along the scroll axis (or across it when the
    /// section scrolls orthogonally).
    public var group: LayoutGroup
    /// How many items the section holds.
    public var itemCount: Int
    /// Space between groups, never before the first or after the last (rule 10).
    public var interGroupSpacing: Double
    /// Insets around the whole section content (rule 11).
    public var contentInsets: DirectionalEdgeInsets
    /// Which boundary `contentInsets` are measured from.
    public var contentInsetsReference: ContentInsetsReference
    /// Whether boundary supplementaries respect the leading/trailing insets (rule 18).
    public var supplementariesFollowContentInsets: Bool
    /// How the section scrolls across the layout's scroll axis (rules 13–15).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Headers and footers.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Backgrounds.
    public var decorationItems: [DecorationItem]
    /// The list configuration of a list section (see
    /// ``list(using:itemCount:headerElementKind:footerElementKind:)``), or
    /// `nil`: its separators, rounding, header padding and margins.
    public var list: ListConfiguration? {
        get { listBox?.value }
        set { listBox = newValue.map(ValueBox<ListConfiguration>.init) }
    }
    /// ``list``, boxed: a section that is not a list stays as small as before.
    var listBox: ValueBox<ListConfiguration>? = nil
    /// The flow configuration of a flow section (see
    /// ``flow(using:itemCount:headerElementKind:footerElementKind:)``), or
    /// `nil`: the section then places its items in lines, like UIKit's flow
    /// layout, and its ``group`` is not used.
    public var flow: FlowConfiguration? {
        get { flowBox?.value }
        set { flowBox = newValue.map(ValueBox<FlowConfiguration>.init) }
    }
    /// ``flow``, boxed: a section that is not a flow stays as small as before.
    var flowBox: ValueBox<FlowConfiguration>? = nil

    /// Creates a section.
    public init(
        group: LayoutGroup,
        itemCount: Int,
        interGroupSpacing: Double = 0,
        contentInsets: DirectionalEdgeInsets = .zero,
        contentInsetsReference: ContentInsetsReference = .automatic,
        supplementariesFollowContentInsets: Bool = true,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        decorationItems: [DecorationItem] = []
    ) {
        self.group = group
        self.itemCount = itemCount
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
    }
}

extension LayoutSection {
    /// Whether the supplementary of `kind` at position `item` is one of the
    /// section's headers or footers (its `item` counts boundary items)
    /// rather than one anchored to item `item`: the boundary item at that
    /// position has that kind.
    public func isBoundarySupplementary(kind: String?, at item: Int) -> Bool {
        boundarySupplementaryItems.indices.contains(item) && boundarySupplementaryItems[item].elementKind == kind
    }
}
