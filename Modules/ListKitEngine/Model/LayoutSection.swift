import ListKitCore
import ListKitSupplementary

/// A section of a layout: a root group repeated until the section's items are
/// used up, like UIKit's `NSCollectionLayoutSection`.
public struct LayoutSection: Hashable, Sendable {
    /// The section's fields but its item count, shared by its copies until
    /// one of them changes (copy on write): an update's stages, the
    /// validator and the solve copy and compare every section, and two
    /// copies compare equal at once. The item count, which an update's
    /// stages change, is kept beside them: a section with another count
    /// still shares them.
    /// `@unchecked Sendable`: a shared `Fields` is never written (``own()``
    /// copies it first), and its fields are reached only through a section.
    private final class Fields: @unchecked Sendable {
        // Unchecked for exclusivity (Architecture.md, "Exclusivity on the
        // frame path"): written only through a section holding the only
        // reference, whose own access Swift checks.
        @exclusivity(unchecked) var group: LayoutGroup
        @exclusivity(unchecked) var interGroupSpacing: Double
        @exclusivity(unchecked) var contentInsets: DirectionalEdgeInsets
        @exclusivity(unchecked) var contentInsetsReference: ContentInsetsReference
        @exclusivity(unchecked) var supplementariesFollowContentInsets: Bool
        @exclusivity(unchecked) var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
        @exclusivity(unchecked) var boundarySupplementaryItems: [BoundarySupplementaryItem]
        @exclusivity(unchecked) var decorationItems: [DecorationItem]
        @exclusivity(unchecked) var listBox: ValueBox<ListConfiguration>?
        @exclusivity(unchecked) var flowBox: ValueBox<FlowConfiguration>?

        init(
            group: LayoutGroup, interGroupSpacing: Double, contentInsets: DirectionalEdgeInsets,
            contentInsetsReference: ContentInsetsReference, supplementariesFollowContentInsets: Bool,
            orthogonalScrollingBehavior: OrthogonalScrollingBehavior,
            boundarySupplementaryItems: [BoundarySupplementaryItem], decorationItems: [DecorationItem],
            listBox: ValueBox<ListConfiguration>?, flowBox: ValueBox<FlowConfiguration>?
        ) {
            self.group = group
            self.interGroupSpacing = interGroupSpacing
            self.contentInsets = contentInsets
            self.contentInsetsReference = contentInsetsReference
            self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
            self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
            self.boundarySupplementaryItems = boundarySupplementaryItems
            self.decorationItems = decorationItems
            self.listBox = listBox
            self.flowBox = flowBox
        }

        /// A copy to change.
        func copy() -> Fields {
            Fields(
                group: group, interGroupSpacing: interGroupSpacing, contentInsets: contentInsets,
                contentInsetsReference: contentInsetsReference,
                supplementariesFollowContentInsets: supplementariesFollowContentInsets,
                orthogonalScrollingBehavior: orthogonalScrollingBehavior,
                boundarySupplementaryItems: boundarySupplementaryItems, decorationItems: decorationItems,
                listBox: listBox, flowBox: flowBox)
        }
    }

    private var fields: Fields
    /// How many items the section holds.
    public var itemCount: Int

    /// ``fields``, copied first when another section shares them.
    private mutating func own() -> Fields {
        if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
        return fields
    }

    /// The root group, repeated along the scroll axis (or across it when the
    /// section scrolls orthogonally).
    public var group: LayoutGroup {
        get { fields.group }
        _modify { yield &own().group }
    }
    /// Space between groups, never before the first or after the last (rule 10).
    public var interGroupSpacing: Double {
        get { fields.interGroupSpacing }
        set { own().interGroupSpacing = newValue }
    }
    /// Insets around the whole section content (rule 11).
    public var contentInsets: DirectionalEdgeInsets {
        get { fields.contentInsets }
        set { own().contentInsets = newValue }
    }
    /// Which boundary `contentInsets` are measured from.
    public var contentInsetsReference: ContentInsetsReference {
        get { fields.contentInsetsReference }
        set { own().contentInsetsReference = newValue }
    }
    /// Whether boundary supplementaries respect the leading/trailing insets (rule 18).
    public var supplementariesFollowContentInsets: Bool {
        get { fields.supplementariesFollowContentInsets }
        set { own().supplementariesFollowContentInsets = newValue }
    }
    /// How the section scrolls across the layout's scroll axis (rules 13–15).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior {
        get { fields.orthogonalScrollingBehavior }
        set { own().orthogonalScrollingBehavior = newValue }
    }
    /// Headers and footers.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] {
        get { fields.boundarySupplementaryItems }
        _modify { yield &own().boundarySupplementaryItems }
    }
    /// Backgrounds.
    public var decorationItems: [DecorationItem] {
        get { fields.decorationItems }
        _modify { yield &own().decorationItems }
    }
    /// The list configuration of a list section (see
    /// ``list(using:itemCount:headerElementKind:footerElementKind:)``), or
    /// `nil`: its separators, rounding, header padding and margins.
    public var list: ListConfiguration? {
        get { listBox?.value }
        set { listBox = newValue.map(ValueBox<ListConfiguration>.init) }
    }
    /// ``list``, boxed: a section that is not a list stays as small as before.
    var listBox: ValueBox<ListConfiguration>? {
        get { fields.listBox }
        set { own().listBox = newValue }
    }
    /// The flow configuration of a flow section (see
    /// ``flow(using:itemCount:headerElementKind:footerElementKind:)``), or
    /// `nil`: the section then places its items in lines, like UIKit's flow
    /// layout, and its ``group`` is not used.
    public var flow: FlowConfiguration? {
        get { flowBox?.value }
        set { flowBox = newValue.map(ValueBox<FlowConfiguration>.init) }
    }
    /// ``flow``, boxed: a section that is not a flow stays as small as before.
    var flowBox: ValueBox<FlowConfiguration>? {
        get { fields.flowBox }
        set { own().flowBox = newValue }
    }

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
        self.itemCount = itemCount
        fields = Fields(
            group: group, interGroupSpacing: interGroupSpacing, contentInsets: contentInsets,
            contentInsetsReference: contentInsetsReference,
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            orthogonalScrollingBehavior: orthogonalScrollingBehavior,
            boundarySupplementaryItems: boundarySupplementaryItems, decorationItems: decorationItems,
            listBox: nil, flowBox: nil)
    }

    /// Whether two sections are equal field by field; copies of one section
    /// (sharing their fields) are equal at once.
    public static func == (lhs: LayoutSection, rhs: LayoutSection) -> Bool {
        lhs.itemCount == rhs.itemCount && lhs.isEqual(ignoringItemCount: rhs)
    }

    /// Whether the two sections are equal but perhaps for their item
    /// counts: every other field compares equal (at once for copies of one
    /// section, whatever their counts).
    func isEqual(ignoringItemCount other: LayoutSection) -> Bool {
        let (a, b) = (fields, other.fields)
        if a === b { return true }
        return a.interGroupSpacing == b.interGroupSpacing
            && a.contentInsets == b.contentInsets && a.contentInsetsReference == b.contentInsetsReference
            && a.supplementariesFollowContentInsets == b.supplementariesFollowContentInsets
            && a.orthogonalScrollingBehavior == b.orthogonalScrollingBehavior
            && a.listBox == b.listBox && a.flowBox == b.flowBox
            && a.boundarySupplementaryItems == b.boundarySupplementaryItems
            && a.decorationItems == b.decorationItems && a.group == b.group
    }

    /// Hashes every field that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields.group)
        hasher.combine(itemCount)
        hasher.combine(fields.interGroupSpacing)
        hasher.combine(fields.contentInsets)
        hasher.combine(fields.contentInsetsReference)
        hasher.combine(fields.supplementariesFollowContentInsets)
        hasher.combine(fields.orthogonalScrollingBehavior)
        hasher.combine(fields.boundarySupplementaryItems)
        hasher.combine(fields.decorationItems)
        hasher.combine(fields.listBox)
        hasher.combine(fields.flowBox)
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
