import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// A section: one root group repeated until the section's items are used
/// up, as the CompositionalLayoutDSL library's `Section`: UIKit's
/// `NSCollectionLayoutSection`, here ListKitEngine's `LayoutSection`
/// model. How many items it holds comes from the collection view's data
/// source when the layout is made.
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
public struct Section: LayoutSection {
    /// The section this builds, with no items yet.
    public var model: ListKitEngine.LayoutSection
    /// Called with the section's visible items, the offset and the
    /// environment on each layout pass (see `VisibleItemsInvalidationHandler`).
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// A section whose root group `group` returns (a group whose type never
    /// resolves leaves the section an empty group, which the collection view
    /// refuses with a typed error).
    public init(group: () -> LayoutGroup) {
        let root = group().layoutGroupModel
            ?? ListKitEngine.LayoutGroup(layoutSize: LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                                         arrangement: .horizontal, subitems: [])
        model = ListKitEngine.LayoutSection(group: root, itemCount: 0)
    }

    /// A section is its own ``LayoutSection``.
    public var layoutSection: LayoutSection { self }

    /// The section's model holding `itemCount` items.
    public func model(itemCount: Int) -> ListKitEngine.LayoutSection {
        var section = model
        section.itemCount = itemCount
        return section
    }
}
