import ListKitJSON
import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// Boundary and anchored supplementaries, anchors, decorations, and the
/// optional `component` and `props` they carry.
extension DocumentDecoder {
    static let boundaryKeys = [
        "elementKind", "size", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
        "component", "props",
    ]
    static let anchoredKeys = ["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "component", "props"]
    static let decorationKeys = ["elementKind", "contentInsets", "zIndex", "component", "props"]

    func boundary(_ field: JSONField) throws(DocumentError) -> (BoundarySupplementaryItem, DocumentComponent) {
        let o = try field.object(allowed: Self.boundaryKeys)
        let kind = try o.required("elementKind").name()
        let size = try layoutSize(o.required("size"))
        let alignment = try o.required("alignment").oneOf(RectAlignment.self)
        var item = BoundarySupplementaryItem(elementKind: kind, layoutSize: size, alignment: alignment)
        if let f = o.field("absoluteOffset") { item.absoluteOffset = try point(f) }
        if let f = o.field("extendsBoundary") { item.extendsBoundary = try f.bool() }
        if let f = o.field("pinToVisibleBounds") { item.pinToVisibleBounds = try f.bool() }
        if let f = o.field("zIndex") { item.zIndex = try f.zIndex() }
        return (item, try component(o, elementKind: kind))
    }

    func anchored(_ field: JSONField) throws(DocumentError) -> (SupplementaryItem, DocumentComponent) {
        let o = try field.object(allowed: Self.anchoredKeys)
        let kind = try o.required("elementKind").name()
        let size = try layoutSize(o.required("size"))
        let container = try anchor(o.required("containerAnchor"))
        var item = SupplementaryItem(elementKind: kind, layoutSize: size, containerAnchor: container)
        if let f = o.field("itemAnchor") { item.itemAnchor = try anchor(f) }
        if let f = o.field("zIndex") { item.zIndex = try f.zIndex() }
        return (item, try component(o, elementKind: kind))
    }

    func decoration(_ field: JSONField) throws(DocumentError) -> (DecorationItem, DocumentComponent) {
        let o = try field.object(allowed: Self.decorationKeys)
        let kind = try o.required("elementKind").name()
        var item = DecorationItem(elementKind: kind)
        if let f = o.field("contentInsets") { item.contentInsets = try insets(f) }
        if let f = o.field("zIndex") { item.zIndex = try f.zIndex() }
        return (item, try component(o, elementKind: kind))
    }

    /// `edges` and at most one of `fractionalOffset` and `absoluteOffset`.
    func anchor(_ field: JSONField) throws(DocumentError) -> LayoutAnchor {
        let offsets = ["fractionalOffset", "absoluteOffset"]
        let o = try field.object(allowed: ["edges"] + offsets)
        var edges = Set<DirectionalRectEdge>()
        for entry in try o.required("edges").array() {
            let edge = try entry.oneOf(DirectionalRectEdge.self)
            guard edges.insert(edge).inserted else { throw entry.error(.duplicateEdge(edge.rawValue)) }
        }
        let present = o.present(offsets)
        guard present.count <= 1 else { throw field.error(.allowsAtMostOne(of: offsets, found: present)) }
        if let f = o.field("fractionalOffset") { return LayoutAnchor(edges: edges, offset: .fractional(try point(f))) }
        if let f = o.field("absoluteOffset") { return LayoutAnchor(edges: edges, offset: .absolute(try point(f))) }
        return LayoutAnchor(edges: edges)
    }

    /// The `component` and `props` of a supplementary or decoration; without
    /// `component`, a placeholder named after the element kind.
    func component(_ o: JSONObjectReader, elementKind: String) throws(DocumentError) -> DocumentComponent {
        let props = o.field("props")?.value
        guard let f = o.field("component") else { return .placeholder(elementKind: elementKind, props: props) }
        return DocumentComponent(kind: try f.name(), props: props)
    }
}
