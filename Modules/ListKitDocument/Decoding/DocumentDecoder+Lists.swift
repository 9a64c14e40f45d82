import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitSupplementary

/// A section's `"list"`: UIKit's list configuration, in place of `"group"`.
extension DocumentDecoder {
    static let listKeys = [
        "appearance", "headerMode", "footerMode", "showsSeparators", "separatorInsets", "itemSeparators",
        "headerTopPadding", "estimatedRowHeight", "header", "footer", "pinsHeaders",
    ]
    static let itemSeparatorKeys = ["item", "visibility", "insets"]

    /// A list section of `itemCount` rows (`LayoutSection.list(using:itemCount:headerElementKind:footerElementKind:)`)
    /// and the components of its header and footer, in the order of its
    /// boundary supplementaries (a mode without `header` / `footer` gets a
    /// placeholder).
    func list(_ field: JSONField, itemCount: Int) throws(DocumentError) -> (LayoutSection, [DocumentComponent]) {
        let o = try field.object(allowed: Self.listKeys)
        let appearance = try o.required("appearance").oneOf(ListAppearance.self)
        var configuration = ListConfiguration(appearance: appearance)
        if let f = o.field("headerMode") { configuration.headerMode = try f.oneOf(ListHeaderMode.self) }
        if let f = o.field("footerMode") { configuration.footerMode = try f.oneOf(ListFooterMode.self) }
        if let f = o.field("showsSeparators") { configuration.showsSeparators = try f.bool() }
        if let f = o.field("pinsHeaders") { configuration.pinsHeaders = try f.bool() }
        if let f = o.field("separatorInsets") { configuration.separatorInsets = try insets(f) }
        if let f = o.field("headerTopPadding") { configuration.headerTopPadding = try f.length() }
        if let f = o.field("estimatedRowHeight") {
            configuration.estimatedRowHeight = try f.checked(LayoutValidator.estimateProblem)
        }
        if let f = o.field("itemSeparators") {
            for entry in try f.array() {
                let e = try entry.object(allowed: Self.itemSeparatorKeys)
                let item = try e.required("item").integer(in: 0...LayoutLimits.maximumItemCount)
                var separator = ListItemSeparator()
                if let v = e.field("visibility") { separator.visibility = try v.oneOf(ListSeparatorVisibility.self) }
                if let i = e.field("insets") { separator.insets = try insets(i) }
                configuration.itemSeparators[item] = separator
            }
        }
        let components = try boundaryComponents(of: o, shown: [
            ("header", configuration.headerMode == .supplementary, #"unless headerMode is "supplementary""#),
            ("footer", configuration.footerMode == .supplementary, #"unless footerMode is "supplementary""#),
        ])
        return (LayoutSection.list(using: configuration, itemCount: itemCount), components)
    }

    /// The ``ListRow/textLeadingOffset`` of each listed `listRow` item that
    /// has one (an image), by item position; generated items have none.
    static func listRowTextOffsets(_ items: DocumentItems) -> [Int: Double] {
        guard !items.isGenerated else { return [:] }
        var offsets: [Int: Double] = [:]
        for (index, item) in items.enumerated() where item.component.kind == BuiltInComponent.Kind.listRow.rawValue {
            let row = ListRow(id: item.id, props: LayoutDocument.props(item.component.props))
            if let offset = row.textLeadingOffset { offsets[index] = offset }
        }
        return offsets
    }
}
