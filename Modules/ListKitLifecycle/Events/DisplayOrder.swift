import ListKitCore

/// The order events of different elements come in within one phase of an
/// update: by index path (section, then item), then category (cells,
/// supplementaries, decorations), then element kind (none first, then by
/// string), then the element's position in the source's answer.
struct DisplayOrder: Comparable {
    /// The element's section.
    let section: Int
    /// The element's item.
    let item: Int
    /// The category's rank (``ElementCategory/rank``).
    let category: Int
    /// The element kind; `nil` sorts first.
    let kind: ElementKind?
    /// The position in the source's answer: unique among the elements of one
    /// update, so the order is total.
    let position: Int

    /// The order of an element with `attributes` found at `position`.
    init(_ attributes: LayoutAttributes, position: Int) {
        section = attributes.indexPath.section
        item = attributes.indexPath.item
        category = attributes.category.rank
        kind = attributes.kind
        self.position = position
    }

    /// Compares field by field.
    static func < (lhs: DisplayOrder, rhs: DisplayOrder) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        if lhs.item != rhs.item { return lhs.item < rhs.item }
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        if lhs.kind != rhs.kind {
            guard let left = lhs.kind else { return true }
            guard let right = rhs.kind else { return false }
            return left.name < right.name
        }
        return lhs.position < rhs.position
    }
}
