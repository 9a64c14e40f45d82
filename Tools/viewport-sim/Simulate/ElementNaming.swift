import ListKitCore
import ListKitDocument
import ListKitLifecycle

/// How `simulate` names elements: by the document's ids, so that an element
/// keeps its identity when it moves (a cell is `sectionID/itemID`). It
/// remembers the document ids behind every id it gave, so that an element
/// that ended after an update is still reported with its own ids.
final class ElementNaming {
    /// The document the layout came from.
    var document: LayoutDocument
    /// The section and item ids behind each id given out.
    private var names: [ElementID: (section: String?, item: String?)] = [:]

    /// Names elements of `document`.
    init(document: LayoutDocument) {
        self.document = document
    }

    /// The section and item ids behind `id`, as last seen.
    func names(of id: ElementID) -> (section: String?, item: String?) {
        names[id] ?? (nil, nil)
    }

    /// The tracker's id for `attributes`, remembered with its document ids.
    func id(_ attributes: LayoutAttributes) -> ElementID? {
        guard let id = makeID(attributes) else { return nil }
        if names[id] == nil {
            names[id] = (document.sectionID(at: attributes.indexPath.section), itemID(attributes))
        }
        return id
    }

    private func makeID(_ attributes: LayoutAttributes) -> ElementID? {
        let path = attributes.indexPath
        guard path.section >= 0 else { return ElementID("layout#\(attributes.elementKind ?? "")#\(path.item)") }
        guard let sectionID = document.sectionID(at: path.section) else { return nil }
        switch attributes.category {
        case .cell:
            guard let item = document.item(at: path) else { return nil }
            return ElementID(sectionID + "/" + item.id)
        case .decoration:
            return ElementID(sectionID + "#" + (attributes.elementKind ?? "") + "#\(path.item)")
        case .supplementary:
            let kind = attributes.elementKind ?? ""
            if isBoundary(attributes) { return ElementID(sectionID + "#" + kind + "#\(path.item)") }
            guard let item = document.item(at: path) else { return nil }
            return ElementID(sectionID + "/" + item.id + "#" + kind)
        }
    }

    /// Whether a supplementary is one of its section's boundary supplementaries.
    func isBoundary(_ attributes: LayoutAttributes) -> Bool {
        let path = attributes.indexPath
        guard document.layout.sections.indices.contains(path.section) else { return false }
        let boundary = document.layout.sections[path.section].boundarySupplementaryItems
        return boundary.indices.contains(path.item) && boundary[path.item].elementKind == attributes.elementKind
    }

    /// The item id of a cell or an item's badge, for the output's `id`.
    func itemID(_ attributes: LayoutAttributes) -> String? {
        guard attributes.category == .cell || (attributes.category == .supplementary && !isBoundary(attributes))
        else { return nil }
        return document.item(at: attributes.indexPath)?.id
    }
}
