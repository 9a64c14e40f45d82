import ListKitJSON
import ListKitCore
import ListKitEngine

/// Sections and their items.
extension DocumentDecoder {
    static let sectionKeys = [
        "id", "group", "list", "flow", "items", "itemCount", "interGroupSpacing", "contentInsets", "contentInsetsReference",
        "supplementariesFollowContentInsets", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
        "decorationItems",
    ]

    /// One section: the model's part and the document's part.
    ///
    /// - Parameters:
    ///   - index: The section's index, its id when it names none.
    ///   - firstPathByID: The path of each section id seen so far.
    ///   - scrollDirection: The layout's scroll direction (a flow section's
    ///     header and footer depend on it).
    func section(
        _ field: JSONField, index: Int, firstPathByID: inout [String: String], scrollDirection: Axis = .vertical
    ) throws(DocumentError) -> (LayoutSection, DocumentSection) {
        let o = try field.object(allowed: Self.sectionKeys)
        let idField = o.field("id")
        let id = try idField?.name() ?? String(index)
        if let first = firstPathByID[id] {
            throw (idField ?? field).error(.duplicateSectionID(id, firstPath: first))
        }
        firstPathByID[id] = field.path.description

        var anchored = AnchoredComponents(sectionID: id)
        // Neither: the message of the common case, a group section without its group.
        let shapes = o.present(["group", "list", "flow"])
        if shapes.isEmpty { _ = try o.required("group") }
        guard shapes.count == 1 else {
            throw DocumentError(at: o.path, .needsExactlyOne(of: ["group", "list", "flow"], found: shapes))
        }
        let (items, sizes) = try self.items(o, sectionID: id, allowsSize: o.field("flow") != nil)
        var section: LayoutSection
        var boundaryComponents: [DocumentComponent] = []
        if let listField = o.field("list") {
            if o.field("orthogonalScrollingBehavior") != nil {
                throw DocumentError(at: o.path, .keyNotAllowed("orthogonalScrollingBehavior", condition: "in a list section"))
            }
            (section, boundaryComponents) = try list(listField, itemCount: items.count)
            section.list = section.list?.aligningSeparators(withText: Self.listRowTextOffsets(items))
        } else if let flowField = o.field("flow") {
            for key in ["orthogonalScrollingBehavior", "interGroupSpacing", "contentInsets", "contentInsetsReference",
                        "supplementariesFollowContentInsets"] where o.field(key) != nil {
                let instead = key.hasPrefix("contentInsets") ? " (the flow's sectionInset\(key.hasSuffix("Reference") ? "Reference" : "") instead)" : ""
                throw DocumentError(at: o.path, .keyNotAllowed(key, condition: "in a flow section" + instead))
            }
            (section, boundaryComponents) = try flow(
                flowField, itemCount: items.count, sizes: sizes, scrollDirection: scrollDirection)
        } else {
            section = LayoutSection(group: try self.group(o.required("group"), anchored: &anchored), itemCount: items.count)
        }
        if let f = o.field("interGroupSpacing") { section.interGroupSpacing = try f.length() }
        if let f = o.field("contentInsets") {
            // A list's own insets (its appearance's padding) come first; the section's add to them.
            let given = try insets(f)
            section.contentInsets.top += given.top
            section.contentInsets.leading += given.leading
            section.contentInsets.bottom += given.bottom
            section.contentInsets.trailing += given.trailing
        }
        if let f = o.field("contentInsetsReference") { section.contentInsetsReference = try f.oneOf(ContentInsetsReference.self) }
        if let f = o.field("supplementariesFollowContentInsets") { section.supplementariesFollowContentInsets = try f.bool() }
        if let f = o.field("orthogonalScrollingBehavior") {
            section.orthogonalScrollingBehavior = try f.oneOf(OrthogonalScrollingBehavior.self)
        }
        if let f = o.field("boundarySupplementaryItems") {
            for entry in try f.array() {
                let (item, component) = try boundary(entry)
                if anchored.byKind[item.elementKind] != nil {
                    throw entry.error(.boundaryAndAnchoredKind(item.elementKind, section: id))
                }
                section.boundarySupplementaryItems.append(item)
                boundaryComponents.append(component)
            }
        }
        var decorationComponents: [DocumentComponent] = []
        if let f = o.field("decorationItems") {
            for entry in try f.array() {
                let (item, component) = try decoration(entry)
                section.decorationItems.append(item)
                decorationComponents.append(component)
            }
        }
        let document = DocumentSection(
            id: id, items: items, boundaryComponents: boundaryComponents,
            decorationComponents: decorationComponents, anchoredComponents: anchored.byKind,
            anchoredComponentPaths: anchored.paths)
        return (section, document)
    }

    /// The section's `items` or `itemCount`: exactly one of them; with
    /// `allowsSize` (a flow section) the items' own `size`s, by item.
    func items(
        _ o: JSONObjectReader, sectionID: String, allowsSize: Bool = false
    ) throws(DocumentError) -> (DocumentItems, [Int: Size]) {
        let present = o.present(["items", "itemCount"])
        guard present.count == 1 else {
            throw DocumentError(at: o.path, .needsExactlyOne(of: ["items", "itemCount"], found: present))
        }
        if let f = o.field("itemCount") {
            return (DocumentItems(generatedCount: try f.integer(in: 0...LayoutLimits.maximumItemCount)), [:])
        }
        let listField = try o.required("items")
        let entries = try listField.array()
        guard entries.count <= LayoutLimits.maximumItemCount else {
            throw listField.error(.invalidLayout(.tooMany(entries.count, limit: LayoutLimits.maximumItemCount)))
        }
        var items: [DocumentItem] = []
        var seen = Set<String>()
        var sizes: [Int: Size] = [:]
        for (position, entry) in entries.enumerated() {
            // "size" is known everywhere but allowed (and listed) only in a flow section.
            let allowed = ["id", "component", "props"] + (allowsSize ? ["size"] : []) + Self.swipeActionKeys + ["accessibility"]
            let e = try entry.object()
            if !allowsSize, e.field("size") != nil {
                try e.rejectUnknownKeys(allowed: allowed + ["size"])
                throw DocumentError(at: e.path, .keyNotAllowed("size", condition: "outside a flow section"))
            }
            try e.rejectUnknownKeys(allowed: allowed)
            if let f = e.field("size") { sizes[position] = try size(f) }
            let idField = try e.required("id")
            let id = try idField.name()
            guard seen.insert(id).inserted else { throw idField.error(.duplicateItemID(id, section: sectionID)) }
            let kind = try e.required("component").name()
            var item = DocumentItem(id: id, component: DocumentComponent(kind: kind, props: e.field("props")?.value))
            try swipeActions(e, into: &item)
            if let f = e.field("accessibility") { item.accessibility = try accessibility(f) }
            items.append(item)
        }
        return (DocumentItems(items), sizes)
    }
}

/// The components of a section's anchored supplementaries, by element kind,
/// as they are read: one kind keeps one component.
struct AnchoredComponents {
    let sectionID: String
    var byKind: [String: DocumentComponent] = [:]
    /// The path of the first supplementary of each kind's `component`.
    var paths: [String: String] = [:]

    /// Records `component` for `kind`, throwing at `field` if the kind already
    /// has a different one.
    mutating func add(_ component: DocumentComponent, kind: String, at field: JSONField) throws(DocumentError) {
        if let existing = byKind[kind], existing != component {
            throw field.error(.conflictingComponents(elementKind: kind, section: sectionID))
        }
        if byKind[kind] == nil { paths[kind] = field.path.description + ".component" }
        byKind[kind] = component
    }
}
