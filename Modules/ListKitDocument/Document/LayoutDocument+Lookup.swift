import ListKitCore
import ListKitEngine

/// Finding the document's data for an element the layout produced.
extension LayoutDocument {
    /// The id of the section at `index`, or `nil` when there is none.
    public func sectionID(at index: Int) -> String? {
        sections.indices.contains(index) ? sections[index].id : nil
    }

    /// The item at `indexPath`, or `nil` when there is none.
    public func item(at indexPath: ElementIndexPath) -> DocumentItem? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].items.item(at: indexPath.item)
    }

    /// The id the tool's output gives the element `attributes` describe: a
    /// cell's item id, and a supplementary anchored to an item (a badge)
    /// that item's id; `nil` for headers, footers, decorations and for an
    /// element the document has no item for.
    public func itemID(of attributes: LayoutAttributes) -> String? {
        let path = attributes.indexPath
        switch attributes.category {
        case .cell:
            return item(at: path)?.id
        case .supplementary:
            // A badge anchored to an item carries that item's id; a header
            // or footer (the layout's own, in section −1, too) carries none.
            guard layout.sections.indices.contains(path.section),
                  !layout.sections[path.section].isBoundarySupplementary(kind: attributes.elementKind, at: path.item)
            else { return nil }
            return item(at: path)?.id
        case .decoration:
            return nil
        }
    }
}
