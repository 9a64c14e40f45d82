import ListKitCore
import ListKitDSL
import ListKitLifecycle

/// How a renderer names the elements it tracks: by the ids of their sections
/// and components, so that an element keeps its identity when it moves.
///
/// | element | id |
/// | --- | --- |
/// | cell | `section/item` |
/// | item's supplementary (badge) | `section/item#kind` |
/// | header, footer, decoration | `section#kind#index` |
/// | layout-wide header or footer | `layout#kind#index` |
///
/// `section` and `item` are the text of the section's and the component's
/// id (`String(describing:)`, so a document's string ids stay as written).
/// The names behind every id given out are remembered, so an element that
/// ended after an update is still reported with its own ids.
///
/// Ids must be unique for the tracker; when a render has two sections with
/// one id, or two components of a section with one id (a render issue the
/// renderer reports), the ids of those sections' elements get `@index` after
/// the section's or the item's id so that every element is still tracked.
public final class ElementNames {
    /// The section and item ids behind an element id.
    public struct Names: Hashable, Sendable {
        /// The section's id, `nil` for a layout-wide element.
        public var section: String?
        /// The item's id, for cells and the supplementaries of an item.
        public var item: String?

        /// Creates names.
        public init(section: String? = nil, item: String? = nil) {
            self.section = section
            self.item = item
        }
    }

    private var names: [ElementID: Names] = [:]
    /// Sections (by index) whose id another section has too.
    var sharedSectionIDs: Set<Int> = []
    /// Sections (by index) two of whose components share an id.
    var sharedComponentIDs: Set<Int> = []

    /// Creates an empty table.
    public init() {}

    /// The names behind `id`, as last seen; empty when `id` was never given out.
    public func names(of id: ElementID) -> Names {
        names[id] ?? Names()
    }

    /// The id of the element `attributes` describe in `composed`, or `nil`
    /// when `composed` has no such element.
    public func id(_ attributes: LayoutAttributes, in composed: ComposedLayout) -> ElementID? {
        let path = attributes.indexPath
        let kind = attributes.elementKind ?? ""
        guard path.section >= 0 else {
            return remember("layout#\(kind)#\(path.item)", Names())
        }
        guard composed.sections.indices.contains(path.section) else { return nil }
        let section = composed.sections[path.section]
        let sectionID = Self.text(section.id)
        let sectionKey = sharedSectionIDs.contains(path.section) ? sectionID + "@\(path.section)" : sectionID
        switch attributes.category {
        case .cell:
            guard let item = Self.itemID(path.item, in: section) else { return nil }
            return remember(sectionKey + "/" + itemKey(item, path), Names(section: sectionID, item: item))
        case .decoration:
            return remember(sectionKey + "#" + kind + "#\(path.item)", Names(section: sectionID))
        case .supplementary:
            if Self.isBoundary(attributes, in: composed) {
                return remember(sectionKey + "#" + kind + "#\(path.item)", Names(section: sectionID))
            }
            guard let item = Self.itemID(path.item, in: section) else { return nil }
            return remember(sectionKey + "/" + itemKey(item, path) + "#" + kind, Names(section: sectionID, item: item))
        }
    }

    /// The section and item ids of the element `attributes` describe in `composed`.
    public func names(of attributes: LayoutAttributes, in composed: ComposedLayout) -> Names {
        guard let id = id(attributes, in: composed) else { return Names() }
        return names(of: id)
    }

    /// Whether a supplementary is one of its section's headers or footers.
    public static func isBoundary(_ attributes: LayoutAttributes, in composed: ComposedLayout) -> Bool {
        let path = attributes.indexPath
        guard composed.layout.sections.indices.contains(path.section) else { return path.section < 0 }
        let boundary = composed.layout.sections[path.section].boundarySupplementaryItems
        return boundary.indices.contains(path.item) && boundary[path.item].elementKind == attributes.elementKind
    }

    /// The item's part of an id: its id, with its position when ambiguous.
    private func itemKey(_ item: String, _ path: ElementIndexPath) -> String {
        sharedComponentIDs.contains(path.section) ? item + "@\(path.item)" : item
    }

    private func remember(_ text: String, _ found: Names) -> ElementID {
        let id = ElementID(text)
        if names[id] != found { names[id] = found }
        return id
    }

    private static func itemID(_ item: Int, in section: ComposedSection) -> String? {
        section.components.indices.contains(item) ? text(section.components.id(at: item)) : nil
    }

    private static func text(_ id: AnyHashable) -> String {
        if let string = id.base as? String { return string }
        return String(describing: id.base)
    }
}
