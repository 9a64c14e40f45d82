import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// A section: one root group repeated until the section's items are used
/// up, as the CompositionalLayoutDSL library's `Section`: UIKit's
/// `NSCollectionLayoutSection`, here ListKitEngine's
/// `LayoutSection`. How many items it holds comes from the
/// collection view's data source when the layout is made.
///
/// ```swift
/// Section {
///     HGroup { Item(width: .fractionalWidth(0.5)) }
///         .height(.absolute(100))
/// }
/// .interGroupSpacing(8)
/// .contentInsets(horizontal: 16, vertical: 8)
/// .boundarySupplementaryItems {
///     BoundarySupplementaryItem(elementKind: HeadlessCollectionView.elementKindSectionHeader)
///         .height(.absolute(30))
/// }
/// ```
public struct Section: InsettableLayout, Copying {
    /// The section this builds, with no items yet.
    public var model: ListKitEngine.LayoutSection
    /// Called with the section's visible items, the offset and the
    /// environment on each layout pass (see `VisibleItemsInvalidationHandler`).
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// A section whose root group `group` returns.
    public init(group: () -> some LayoutGroupConvertible) {
        model = ListKitEngine.LayoutSection(group: group().model, itemCount: 0)
    }

    /// The section's model holding `itemCount` items.
    public func model(itemCount: Int) -> ListKitEngine.LayoutSection {
        var section = model
        section.itemCount = itemCount
        return section
    }

    /// The insets around the section's content.
    public var contentInsets: DirectionalEdgeInsets {
        get { model.contentInsets }
        set { model.contentInsets = newValue }
    }

    /// The same section with `spacing` between repetitions of its group.
    public func interGroupSpacing(_ spacing: Double) -> Self {
        with { $0.model.interGroupSpacing = spacing }
    }

    /// The same section with its insets measured from `reference`.
    public func contentInsetsReference(_ reference: ContentInsetsReference) -> Self {
        with { $0.model.contentInsetsReference = reference }
    }

    /// The same section scrolling across the layout's axis as `behavior` says.
    public func orthogonalScrollingBehavior(_ behavior: OrthogonalScrollingBehavior) -> Self {
        with { $0.model.orthogonalScrollingBehavior = behavior }
    }

    /// Whether the section's headers and footers follow its leading and
    /// trailing content insets (default `true`).
    public func supplementariesFollowContentInsets(_ value: Bool) -> Self {
        with { $0.model.supplementariesFollowContentInsets = value }
    }

    /// The same section with `items` added to its headers and footers.
    public func boundarySupplementaryItems(
        @ElementsBuilder _ items: () -> [ListKitSupplementary.BoundarySupplementaryItem]
    ) -> Self {
        with { $0.model.boundarySupplementaryItems += items() }
    }

    /// The same section with `items` added to its decorations.
    public func decorationItems(@ElementsBuilder _ items: () -> [ListKitSupplementary.DecorationItem]) -> Self {
        with { $0.model.decorationItems += items() }
    }

    /// The same section calling `handler` on each layout pass.
    public func visibleItemsInvalidationHandler(_ handler: VisibleItemsInvalidationHandler?) -> Self {
        with { $0.visibleItemsInvalidationHandler = handler }
    }
}
