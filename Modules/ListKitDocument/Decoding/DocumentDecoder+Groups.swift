import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// Groups, their subitems and custom frames, and layout items.
extension DocumentDecoder {
    /// The values a group's `axis` takes.
    enum GroupAxis: String, CaseIterable {
        case horizontal, vertical, custom
    }

    static let groupKeys = [
        "axis", "size", "subitems", "count", "customFrames", "interItemSpacing", "contentInsets", "edgeSpacing",
        "supplementaryItems",
    ]

    func group(_ field: JSONField, anchored: inout AnchoredComponents) throws(DocumentError) -> LayoutGroup {
        let o = try field.object(allowed: Self.groupKeys)
        let axis = try o.required("axis").oneOf(GroupAxis.self)
        let size = try layoutSize(o.required("size"))
        var group = LayoutGroup(layoutSize: size, arrangement: .horizontal, subitems: [])
        switch axis {
        case .custom:
            for key in ["subitems", "count"] where o.has(key) {
                throw DocumentError(at: o.path, .keyNotAllowed(key, condition: #"when axis is "custom""#))
            }
            let framesField = try o.required("customFrames")
            let entries = try framesField.array()
            guard !entries.isEmpty else { throw framesField.error(.invalidLayout(.noCustomFrames)) }
            var frames: [CustomGroupItem] = []
            for entry in entries { frames.append(try customFrame(entry)) }
            group.arrangement = .custom(frames)
        case .horizontal, .vertical:
            if o.has("customFrames") {
                throw DocumentError(at: o.path, .keyNotAllowed("customFrames", condition: #"unless axis is "custom""#))
            }
            group.arrangement = axis == .horizontal ? .horizontal : .vertical
            let subitemsField = try o.required("subitems")
            let entries = try subitemsField.array()
            guard !entries.isEmpty else { throw subitemsField.error(.invalidLayout(.noSubitems)) }
            if let countField = o.field("count") {
                group.count = try countField.integer(in: 1...LayoutLimits.maximumGroupCount)
                guard entries.count == 1 else { throw countField.error(.invalidLayout(.countNeedsOneSubitem(found: entries.count))) }
            }
            for entry in entries { group.subitems.append(try element(entry, anchored: &anchored)) }
        }
        if let f = o.field("interItemSpacing") { group.interItemSpacing = try spacing(f) }
        if let f = o.field("contentInsets") { group.contentInsets = try insets(f) }
        if let f = o.field("edgeSpacing") { group.edgeSpacing = try edgeSpacing(f) }
        if let f = o.field("supplementaryItems") {
            group.supplementaryItems = try anchoredItems(f, anchored: &anchored)
        }
        return group
    }

    /// A tagged subitem: `{"item": ITEM}` or `{"group": GROUP}`.
    func element(_ field: JSONField, anchored: inout AnchoredComponents) throws(DocumentError) -> LayoutElement {
        let tags = ["item", "group"]
        let o = try field.object(allowed: tags)
        let present = o.present(tags)
        guard present.count == 1 else { throw field.error(.needsExactlyOne(of: tags, found: present)) }
        if let f = o.field("item") { return .item(try item(f, anchored: &anchored)) }
        return .group(try group(o.required("group"), anchored: &anchored))
    }

    func item(_ field: JSONField, anchored: inout AnchoredComponents) throws(DocumentError) -> LayoutItem {
        let o = try field.object(allowed: ["size", "contentInsets", "edgeSpacing", "supplementaryItems"])
        var item = LayoutItem(layoutSize: try layoutSize(o.required("size")))
        if let f = o.field("contentInsets") { item.contentInsets = try insets(f) }
        if let f = o.field("edgeSpacing") { item.edgeSpacing = try edgeSpacing(f) }
        if let f = o.field("supplementaryItems") {
            item.supplementaryItems = try anchoredItems(f, anchored: &anchored)
        }
        return item
    }

    /// One frame of a custom group: `x`, `y`, `width`, `height` and an optional `zIndex`.
    func customFrame(_ field: JSONField) throws(DocumentError) -> CustomGroupItem {
        let o = try field.object(allowed: ["x", "y", "width", "height", "zIndex"])
        let x = try o.required("x").coordinate()
        let y = try o.required("y").coordinate()
        let width = try o.required("width").length()
        let height = try o.required("height").length()
        let zIndex = try o.field("zIndex")?.zIndex() ?? 0
        return CustomGroupItem(frame: Rect(x: x, y: y, width: width, height: height), zIndex: zIndex)
    }

    func anchoredItems(_ field: JSONField, anchored: inout AnchoredComponents) throws(DocumentError) -> [SupplementaryItem] {
        var items: [SupplementaryItem] = []
        for entry in try field.array() {
            let (item, component) = try self.anchored(entry)
            try anchored.add(component, kind: item.elementKind, at: entry)
            items.append(item)
        }
        return items
    }
}
