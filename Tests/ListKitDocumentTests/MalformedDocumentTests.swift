import Testing
import ListKitDocument
import ListKitJSON
import ListKitEngine

/// A document that must fail, and the exact one-line message it must fail with.
struct Malformed: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let message: String

    init(_ name: String, _ text: String, _ message: String) {
        self.name = name
        self.text = text
        self.message = message
    }

    var testDescription: String { name }
}

@Suite("Malformed documents")
struct MalformedDocumentTests {
    static let anchoredBadge = #""elementKind": "badge", "size": \#(Docs.size)"#

    static let cases: [Malformed] = [
        Malformed("syntax error",
                  "{\"format\": 1,\n  \"viewport\": {\"width\": 375 \"height\": 812}}",
                  #"$.viewport: syntax error at line 2, column 29: expected ',' or '}' after an object member, found '"'"#),
        Malformed("duplicate JSON key",
                  #"{"format": 1, "viewport": {"width": 375, "width": 400}}"#,
                  #"$.viewport.width: duplicate key "width" at line 1, column 42"#),
        Malformed("root is not an object", "[1]", "$: expected an object, found an array"),
        Malformed("missing format", #"{"viewport": {"width": 1, "height": 1}, "sections": []}"#, #"$: missing required key "format""#),
        Malformed("format is a string", #"{"format": "1"}"#, "$.format: expected a number, found a string"),
        Malformed("unsupported format", #"{"format": 2, "anything": true}"#, "$.format: unsupported format 2 (supported: 1)"),
        Malformed("unknown top-level key",
                  Docs.document(sections: "", extra: #""theme": "dark", "#),
                  #"$: unknown key "theme" (allowed: format, viewport, plugins, configuration, layoutDirection, contentAnchor, sections, $schema)"#),
        Malformed("unknown key with an unusual name",
                  Docs.document(sections: "", viewport: #"{"width": 375, "height": 812, "wid th": 1}"#),
                  #"$.viewport: unknown key "wid th" (allowed: width, height, scale, contentInset, screen)"#),
        // Issue 35: a screen of no width lays out nothing; it is refused.
        Malformed("viewport of width 0",
                  Docs.document(sections: "", viewport: #"{"width": 0, "height": 812}"#),
                  "$.viewport.width: must be greater than 0 (found 0)"),
        Malformed("viewport of height 0",
                  Docs.document(sections: "", viewport: #"{"width": 375, "height": 0}"#),
                  "$.viewport.height: must be greater than 0 (found 0)"),
        Malformed("missing viewport width",
                  Docs.document(sections: "", viewport: #"{"height": 812}"#),
                  #"$.viewport: missing required key "width""#),
        Malformed("viewport height is a string",
                  Docs.document(sections: "", viewport: #"{"width": 375, "height": "812"}"#),
                  "$.viewport.height: expected a number, found a string"),
        Malformed("viewport too wide",
                  Docs.document(sections: "", viewport: #"{"width": 2e9, "height": 812}"#),
                  "$.viewport.width: must be at most 1000000000 (found 2000000000)"),
        Malformed("unsupported scale",
                  Docs.document(sections: "", viewport: #"{"width": 375, "height": 812, "scale": 2.5}"#),
                  "$.viewport.scale: invalid value 2.5 (allowed: 1, 2, 3)"),
        Malformed("negative content inset",
                  Docs.document(sections: "", viewport: #"{"width": 375, "height": 812, "contentInset": {"top": -1}}"#),
                  "$.viewport.contentInset.top: must not be negative (found -1)"),
        Malformed("plugin path is a number",
                  Docs.document(sections: "", extra: #""plugins": ["a.so", 7], "#),
                  "$.plugins[1]: expected a string, found a number"),
        Malformed("invalid scroll direction",
                  Docs.document(sections: "", extra: #""configuration": {"scrollDirection": "diagonal"}, "#),
                  #"$.configuration.scrollDirection: invalid value "diagonal" (allowed: horizontal, vertical)"#),
        Malformed("unknown content anchor",
                  Docs.document(sections: "", extra: #""contentAnchor": "middle", "#),
                  #"$.contentAnchor: invalid value "middle" (allowed: top, bottom, topItem, bottomItem)"#),
        Malformed("negative inter-section spacing",
                  Docs.document(sections: "", extra: #""configuration": {"interSectionSpacing": -8}, "#),
                  "$.configuration.interSectionSpacing: must not be negative (found -8)"),
        Malformed("sections is an object",
                  #"{"format": 1, "viewport": {"width": 1, "height": 1}, "sections": {}}"#,
                  "$.sections: expected an array, found an object"),
        Malformed("empty section id",
                  Docs.document(sections: #"{"id": "", "group": \#(Docs.group), "itemCount": 1}"#),
                  "$.sections[0].id: must not be empty"),
        Malformed("duplicate section id",
                  Docs.document(sections: #"{"id": "news", "group": \#(Docs.group), "itemCount": 1}, {"id": "news", "group": \#(Docs.group), "itemCount": 1}"#),
                  #"$.sections[1].id: duplicate section id "news" (first used at $.sections[0])"#),
        Malformed("missing group",
                  Docs.section(#""itemCount": 1"#),
                  #"$.sections[0]: missing required key "group""#),
        Malformed("items and itemCount",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "items": []"#),
                  #"$.sections[0]: needs exactly one of "items" or "itemCount", found both"#),
        Malformed("neither items nor itemCount",
                  Docs.section(#""group": \#(Docs.group)"#),
                  #"$.sections[0]: needs exactly one of "items" or "itemCount", found neither"#),
        Malformed("fractional item count",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 2.5"#),
                  "$.sections[0].itemCount: expected an integer, found 2.5"),
        Malformed("negative item count",
                  Docs.section(#""group": \#(Docs.group), "itemCount": -1"#),
                  "$.sections[0].itemCount: must be between 0 and 10000000 (found -1)"),
        Malformed("duplicate item id",
                  Docs.section(#""group": \#(Docs.group), "items": [{"id": "a", "component": "c"}, {"id": "b", "component": "c"}, {"id": "c", "component": "c"}, {"id": "a", "component": "c"}]"#),
                  #"$.sections[0].items[3].id: duplicate item id "a" in section "news""#),
        Malformed("item without component",
                  Docs.section(#""group": \#(Docs.group), "items": [{"id": "a"}]"#),
                  #"$.sections[0].items[0]: missing required key "component""#),
        Malformed("unknown key in an item",
                  Docs.section(#""group": \#(Docs.group), "items": [{"id": "a", "component": "c", "prop": {}}]"#),
                  #"$.sections[0].items[0]: unknown key "prop" (allowed: id, component, props, leadingSwipeActions, trailingSwipeActions, accessibility)"#),
        Malformed("invalid orthogonal scrolling behavior",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "orthogonalScrollingBehavior": "free""#),
                  #"$.sections[0].orthogonalScrollingBehavior: invalid value "free" (allowed: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered)"#),
        Malformed("invalid content insets reference",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "contentInsetsReference": "margins""#),
                  #"$.sections[0].contentInsetsReference: invalid value "margins" (allowed: automatic, none, safeArea, layoutMargins, readableContent)"#),
        Malformed("boolean given as a number",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "supplementariesFollowContentInsets": 1"#),
                  "$.sections[0].supplementariesFollowContentInsets: expected a boolean, found a number"),
        Malformed("invalid group axis",
                  Docs.group(#"{"axis": "diagonal", "size": \#(Docs.size), "subitems": [\#(Docs.item)]}"#),
                  #"$.sections[0].group.axis: invalid value "diagonal" (allowed: horizontal, vertical, custom)"#),
        Malformed("empty subitems",
                  Docs.group(#"{"axis": "vertical", "size": \#(Docs.size), "subitems": []}"#),
                  "$.sections[0].group.subitems: a horizontal or vertical group needs at least one subitem"),
        Malformed("count with several subitems",
                  Docs.group(#"{"axis": "horizontal", "size": \#(Docs.size), "subitems": [\#(Docs.item), \#(Docs.item)], "count": 2}"#),
                  "$.sections[0].group.count: count needs exactly one subitem (found 2)"),
        Malformed("fractional count",
                  Docs.group(#"{"axis": "horizontal", "size": \#(Docs.size), "subitems": [\#(Docs.item)], "count": 2.5}"#),
                  "$.sections[0].group.count: expected an integer, found 2.5"),
        Malformed("zero count",
                  Docs.group(#"{"axis": "horizontal", "size": \#(Docs.size), "subitems": [\#(Docs.item)], "count": 0}"#),
                  "$.sections[0].group.count: must be between 1 and 100000 (found 0)"),
        Malformed("tagged subitem with neither tag",
                  Docs.group(#"{"axis": "horizontal", "size": \#(Docs.size), "subitems": [{}]}"#),
                  #"$.sections[0].group.subitems[0]: needs exactly one of "item" or "group", found neither"#),
        Malformed("tagged subitem with both tags",
                  Docs.group(#"{"axis": "horizontal", "size": \#(Docs.size), "subitems": [\#(Docs.item), {"item": {"size": \#(Docs.size)}, "group": \#(Docs.group)}]}"#),
                  #"$.sections[0].group.subitems[1]: needs exactly one of "item" or "group", found both"#),
        Malformed("custom group without frames",
                  Docs.group(#"{"axis": "custom", "size": \#(Docs.size), "customFrames": []}"#),
                  "$.sections[0].group.customFrames: a custom group needs at least one item frame"),
        Malformed("custom group with subitems",
                  Docs.group(#"{"axis": "custom", "size": \#(Docs.size), "subitems": [\#(Docs.item)], "customFrames": [{"x": 0, "y": 0, "width": 1, "height": 1}]}"#),
                  #"$.sections[0].group: key "subitems" is not allowed when axis is "custom""#),
        Malformed("custom frames on a horizontal group",
                  Docs.group(#"{"axis": "horizontal", "size": \#(Docs.size), "subitems": [\#(Docs.item)], "customFrames": []}"#),
                  #"$.sections[0].group: key "customFrames" is not allowed unless axis is "custom""#),
        Malformed("custom frame with a fractional z-index",
                  Docs.group(#"{"axis": "custom", "size": \#(Docs.size), "customFrames": [{"x": 0, "y": 0, "width": 1, "height": 1, "zIndex": 1.5}]}"#),
                  "$.sections[0].group.customFrames[0].zIndex: expected an integer, found 1.5"),
        Malformed("fraction of zero",
                  Docs.item(#"{"size": {"width": {"fractionalWidth": 0}, "height": {"absolute": 10}}}"#),
                  "$.sections[0].group.subitems[0].item.size.width.fractionalWidth: must be greater than 0 (found 0)"),
        Malformed("fraction too large",
                  Docs.item(#"{"size": {"width": {"fractionalHeight": 1e7}, "height": {"absolute": 10}}}"#),
                  "$.sections[0].group.subitems[0].item.size.width.fractionalHeight: must be at most 1000000 (found 10000000)"),
        Malformed("negative estimate",
                  Docs.item(#"{"size": {"width": {"absolute": 10}, "height": {"estimated": -5}}}"#),
                  "$.sections[0].group.subitems[0].item.size.height.estimated: must not be negative (found -5)"),
        Malformed("negative absolute",
                  Docs.item(#"{"size": {"width": {"absolute": -0.5}, "height": {"absolute": 10}}}"#),
                  "$.sections[0].group.subitems[0].item.size.width.absolute: must not be negative (found -0.5)"),
        Malformed("dimension with two kinds",
                  Docs.item(#"{"size": {"width": {"fractionalWidth": 1, "absolute": 10}, "height": {"absolute": 10}}}"#),
                  #"$.sections[0].group.subitems[0].item.size.width: needs exactly one of "fractionalWidth", "fractionalHeight", "absolute" or "estimated", found "fractionalWidth" and "absolute""#),
        Malformed("dimension with no kind",
                  Docs.item(#"{"size": {"width": {}, "height": {"absolute": 10}}}"#),
                  #"$.sections[0].group.subitems[0].item.size.width: needs exactly one of "fractionalWidth", "fractionalHeight", "absolute" or "estimated", found none"#),
        Malformed("size without height",
                  Docs.item(#"{"size": {"width": {"absolute": 10}}}"#),
                  #"$.sections[0].group.subitems[0].item.size: missing required key "height""#),
        Malformed("spacing with both kinds",
                  Docs.item(#"{"size": \#(Docs.size), "edgeSpacing": {"leading": {"fixed": 1, "flexible": 2}}}"#),
                  #"$.sections[0].group.subitems[0].item.edgeSpacing.leading: needs exactly one of "fixed" or "flexible", found both"#),
        Malformed("unknown inset edge",
                  Docs.item(#"{"size": \#(Docs.size), "contentInsets": {"left": 4}}"#),
                  #"$.sections[0].group.subitems[0].item.contentInsets: unknown key "left" (allowed: top, leading, bottom, trailing)"#),
        Malformed("anchor with both offsets",
                  Docs.item(#"{"size": \#(Docs.size), "supplementaryItems": [{\#(anchoredBadge), "containerAnchor": {"edges": ["top"], "fractionalOffset": {"x": 0, "y": 0}, "absoluteOffset": {"x": 0, "y": 0}}}]}"#),
                  #"$.sections[0].group.subitems[0].item.supplementaryItems[0].containerAnchor: allows at most one of "fractionalOffset" or "absoluteOffset", found both"#),
        Malformed("anchor with a duplicate edge",
                  Docs.item(#"{"size": \#(Docs.size), "supplementaryItems": [{\#(anchoredBadge), "containerAnchor": {"edges": ["top", "leading", "top"]}}]}"#),
                  #"$.sections[0].group.subitems[0].item.supplementaryItems[0].containerAnchor.edges[2]: duplicate edge "top""#),
        Malformed("anchor with an invalid edge",
                  Docs.item(#"{"size": \#(Docs.size), "supplementaryItems": [{\#(anchoredBadge), "containerAnchor": {"edges": ["left"]}}]}"#),
                  #"$.sections[0].group.subitems[0].item.supplementaryItems[0].containerAnchor.edges[0]: invalid value "left" (allowed: top, leading, bottom, trailing)"#),
        Malformed("offset point without y",
                  Docs.item(#"{"size": \#(Docs.size), "supplementaryItems": [{\#(anchoredBadge), "containerAnchor": {"edges": [], "absoluteOffset": {"x": 1}}}]}"#),
                  #"$.sections[0].group.subitems[0].item.supplementaryItems[0].containerAnchor.absoluteOffset: missing required key "y""#),
        Malformed("one kind anchored with two components",
                  Docs.group(#"{"axis": "horizontal", "size": \#(Docs.size), "subitems": [{"item": {"size": \#(Docs.size), "supplementaryItems": [{\#(anchoredBadge), "containerAnchor": {"edges": []}, "component": "dot"}]}}], "supplementaryItems": [{\#(anchoredBadge), "containerAnchor": {"edges": []}}]}"#),
                  #"$.sections[0].group.supplementaryItems[0]: element kind "badge" is anchored with different components in section "news""#),
        Malformed("one kind used as boundary and anchored",
                  Docs.section(#""group": {"axis": "horizontal", "size": \#(Docs.size), "subitems": [\#(Docs.item)], "supplementaryItems": [{\#(anchoredBadge), "containerAnchor": {"edges": []}}]}, "itemCount": 1, "boundarySupplementaryItems": [{\#(anchoredBadge), "alignment": "top"}]"#),
                  #"$.sections[0].boundarySupplementaryItems[0]: element kind "badge" is used by both a boundary and an anchored supplementary in section "news""#),
        Malformed("boundary without alignment",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "boundarySupplementaryItems": [{"elementKind": "header", "size": \#(Docs.size)}]"#),
                  #"$.sections[0].boundarySupplementaryItems[0]: missing required key "alignment""#),
        Malformed("invalid boundary alignment",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "boundarySupplementaryItems": [{"elementKind": "header", "size": \#(Docs.size), "alignment": "center"}]"#),
                  #"$.sections[0].boundarySupplementaryItems[0].alignment: invalid value "center" (allowed: top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing)"#),
        Malformed("boundary pin flag given as a string",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "boundarySupplementaryItems": [{"elementKind": "header", "size": \#(Docs.size), "alignment": "top", "pinToVisibleBounds": "yes"}]"#),
                  "$.sections[0].boundarySupplementaryItems[0].pinToVisibleBounds: expected a boolean, found a string"),
        Malformed("boundary offset too far",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "boundarySupplementaryItems": [{"elementKind": "header", "size": \#(Docs.size), "alignment": "top", "absoluteOffset": {"x": -1e10, "y": 0}}]"#),
                  "$.sections[0].boundarySupplementaryItems[0].absoluteOffset.x: must be at most 1000000000 (found -10000000000)"),
        Malformed("empty component name",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "decorationItems": [{"elementKind": "background", "component": ""}]"#),
                  "$.sections[0].decorationItems[0].component: must not be empty"),
        Malformed("decoration z-index out of range",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "decorationItems": [{"elementKind": "background", "zIndex": 3e9}]"#),
                  "$.sections[0].decorationItems[0].zIndex: must be between -2147483648 and 2147483647 (found 3000000000)"),
        Malformed("decoration without element kind",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "decorationItems": [{"zIndex": -1}]"#),
                  #"$.sections[0].decorationItems[0]: missing required key "elementKind""#),
        Malformed("number overflowing to infinity",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "interGroupSpacing": 1e999"#),
                  "$.sections[0].interGroupSpacing: number 1e999 is out of range at line 1, column 324"),
        Malformed("nesting too deep",
                  Docs.section(#""group": \#(Docs.group), "itemCount": 1, "x": \#(String(repeating: "[", count: 300))"#),
                  "$.sections[0].x" + String(repeating: "[0]", count: 253) + ": nesting deeper than 256 levels at line 1, column 561"),
        Malformed("groups nested too deep",
                  Docs.group((0..<64).reduce(#"{"axis": "vertical", "size": \#(Docs.size), "subitems": [\#(Docs.item)]}"#) { inner, _ in
                      #"{"axis": "vertical", "size": \#(Docs.size), "subitems": [{"group": \#(inner)}]}"#
                  }),
                  // 65 groups: the JSON nests deep enough for them, the engine's limit is 64.
                  "$.sections[0].group" + String(repeating: ".subitems[0].group", count: 64) + ": groups nest deeper than 64 levels"),
    ]

    @Test(arguments: cases)
    func failsWithExactMessage(_ malformed: Malformed) {
        #expect(Docs.error(malformed.text) == malformed.message)
    }

    @Test func everyMessageIsOneLine() {
        for malformed in Self.cases {
            #expect(!(Docs.error(malformed.text) ?? "").contains("\n"), "\(malformed.name)")
        }
        let weird = Docs.document(sections: "", extra: "\"new\\nline\": 1, ")
        #expect(Docs.error(weird) == #"$: unknown key "new\nline" (allowed: format, viewport, plugins, configuration, layoutDirection, contentAnchor, sections, $schema)"#)
    }

    @Test func validationErrorsBecomeDocumentErrors() {
        let error = DocumentError(LayoutValidationError(path: "sections[0].group.count", problem: .countNeedsOneSubitem(found: 2)))
        #expect(error.description == "$.sections[0].group.count: count needs exactly one subitem (found 2)")
    }

    @Test func nonFiniteNumbersInAHandBuiltValueAreRefused() {
        let value: JSONValue = ["format": 1, "viewport": ["width": .number(.nan), "height": 1], "sections": []]
        #expect(throws: DocumentError(path: "$.viewport.width", problem: .invalidLayout(.notFinite))) {
            try LayoutDocument(json: value)
        }
        #expect(DocumentError(path: "$.viewport.width", problem: .invalidLayout(.notFinite)).description == "$.viewport.width: number must be finite")
    }
}
