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

    /// The component that shows the element `attributes` describe, or `nil`
    /// when the document has none for it.
    ///
    /// - A cell: its item's component.
    /// - A decoration: the section's decoration at `item` when its kind matches,
    ///   else the section's first decoration of that kind.
    /// - A supplementary: the section's boundary supplementary at `item` when
    ///   its kind matches, else the section's anchored component of that kind,
    ///   else the first layout-wide boundary supplementary of that kind.
    public func component(for attributes: LayoutAttributes) -> DocumentComponent? {
        let path = attributes.indexPath
        switch attributes.category {
        case .cell:
            return item(at: path)?.component
        case .decoration:
            guard let kind = attributes.elementKind, layout.sections.indices.contains(path.section),
                  sections.indices.contains(path.section) else { return nil }
            let decorations = layout.sections[path.section].decorationItems
            let components = sections[path.section].decorationComponents
            if decorations.indices.contains(path.item), components.indices.contains(path.item),
               decorations[path.item].elementKind == kind {
                return components[path.item]
            }
            guard let index = decorations.firstIndex(where: { $0.elementKind == kind }),
                  components.indices.contains(index) else { return nil }
            return components[index]
        case .supplementary:
            guard let kind = attributes.elementKind else { return nil }
            if layout.sections.indices.contains(path.section), sections.indices.contains(path.section) {
                let boundaries = layout.sections[path.section].boundarySupplementaryItems
                let components = sections[path.section].boundaryComponents
                if boundaries.indices.contains(path.item), components.indices.contains(path.item),
                   boundaries[path.item].elementKind == kind {
                    return components[path.item]
                }
                if let anchored = sections[path.section].anchoredComponents[kind] {
                    return anchored
                }
            }
            let global = layout.configuration.boundarySupplementaryItems
            guard let index = global.firstIndex(where: { $0.elementKind == kind }),
                  boundaryComponents.indices.contains(index) else { return nil }
            return boundaryComponents[index]
        }
    }
}
