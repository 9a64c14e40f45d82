import ListKitCore
import ListKitEngine

/// A section's `"flow"`: UIKit's flow layout, in place of `"group"`.
extension DocumentDecoder {
    static let flowKeys = [
        "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "sectionInsetReference", "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
        "sectionFootersPinToVisibleBounds", "header", "footer",
    ]

    /// A flow section of `itemCount` items (`LayoutSection.flow(using:itemCount:headerElementKind:footerElementKind:)`)
    /// in a layout that scrolls along `scrollDirection`, the items' own
    /// `sizes` by item, and the components of its header and footer, in the
    /// order of its boundary supplementaries (one without `header` /
    /// `footer` gets a placeholder).
    func flow(
        _ field: JSONField, itemCount: Int, sizes: [Int: Size], scrollDirection: Axis
    ) throws(DocumentError) -> (LayoutSection, [DocumentComponent]) {
        let o = try field.object(allowed: Self.flowKeys)
        var flow = FlowConfiguration()
        flow.scrollDirection = scrollDirection
        if let f = o.field("itemSize") { flow.itemSize = try size(f) }
        if let f = o.field("estimatedItemSize") {
            flow.estimatedItemSize = try size(f)
            if flow.estimatedItemSize != .zero {
                let e = try f.object(allowed: ["width", "height"])
                _ = try e.required("width").checked(LayoutValidator.estimateProblem)
                _ = try e.required("height").checked(LayoutValidator.estimateProblem)
            }
        }
        if let f = o.field("minimumLineSpacing") { flow.minimumLineSpacing = try f.length() }
        if let f = o.field("minimumInteritemSpacing") { flow.minimumInteritemSpacing = try f.length() }
        if let f = o.field("sectionInset") { flow.sectionInset = try insets(f) }
        if let f = o.field("sectionInsetReference") { flow.sectionInsetReference = try f.oneOf(FlowSectionInsetReference.self) }
        if let f = o.field("headerReferenceSize") { flow.headerReferenceSize = try size(f) }
        if let f = o.field("footerReferenceSize") { flow.footerReferenceSize = try size(f) }
        if let f = o.field("sectionHeadersPinToVisibleBounds") { flow.sectionHeadersPinToVisibleBounds = try f.bool() }
        if let f = o.field("sectionFootersPinToVisibleBounds") { flow.sectionFootersPinToVisibleBounds = try f.bool() }
        if let last = sizes.keys.max() {
            let shared = flow.layoutSize(ofItem: itemCount)
            flow.itemSizes = (0...last).map { item in
                sizes[item].map { LayoutSize(widthDimension: .absolute($0.width), heightDimension: .absolute($0.height)) }
                    ?? shared
            }
        }
        let along = scrollDirection == .vertical ? "height" : "width"
        let components = try boundaryComponents(of: o, shown: [
            ("header", flow.headerReferenceSize[scrollDirection] > 0, "unless headerReferenceSize has a \(along) above 0"),
            ("footer", flow.footerReferenceSize[scrollDirection] > 0, "unless footerReferenceSize has a \(along) above 0"),
        ])
        return (LayoutSection.flow(using: flow, itemCount: itemCount), components)
    }

    /// Both `width` and `height`, each a length.
    func size(_ field: JSONField) throws(DocumentError) -> Size {
        let o = try field.object(allowed: ["width", "height"])
        return Size(width: try o.required("width").length(), height: try o.required("height").length())
    }
}
