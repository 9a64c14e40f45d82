import ListKitCore
import ListKitDocument
import ListKitEngine
import ListKitSupplementary
import Testing

/// A section's `"flow"` (`Documentation/LayoutDocument.md`, "Flow sections").
@Suite struct FlowDocumentTests {
    static let items = #""items": [{"id": "a", "component": "label", "size": {"width": 80, "height": 30}}, {"id": "b", "component": "label"}, {"id": "c", "component": "label", "size": {"width": 120, "height": 30}}]"#

    @Test func everyKeyReachesTheModel() throws {
        let flow = #"""
            {"itemSize": {"width": 60, "height": 40}, "minimumLineSpacing": 4, "minimumInteritemSpacing": 6,
             "sectionInset": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
             "sectionInsetReference": "fromLayoutMargins",
             "headerReferenceSize": {"width": 0, "height": 30}, "footerReferenceSize": {"width": 0, "height": 20},
             "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true,
             "header": {"component": "label", "props": {"text": "Tags"}}}
            """#
        let document = try LayoutDocument(text: Docs.section(#""flow": \#(flow), \#(Self.items)"#))
        let section = document.layout.sections[0]
        var expected = FlowConfiguration()
        expected.itemSize = Size(width: 60, height: 40)
        expected.minimumLineSpacing = 4
        expected.minimumInteritemSpacing = 6
        expected.sectionInset = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        expected.sectionInsetReference = .fromLayoutMargins
        expected.headerReferenceSize = Size(width: 0, height: 30)
        expected.footerReferenceSize = Size(width: 0, height: 20)
        expected.sectionHeadersPinToVisibleBounds = true
        expected.sectionFootersPinToVisibleBounds = true
        // Items a and c give their sizes; b, between them, takes itemSize.
        expected.itemSizes = [(80.0, 30.0), (60, 40), (120, 30)].map {
            LayoutSize(widthDimension: .absolute($0.0), heightDimension: .absolute($0.1))
        }
        #expect(section.flow == expected)
        #expect(section == LayoutSection.flow(using: expected, itemCount: 3))
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["header", "footer"])
        #expect(section.boundarySupplementaryItems.allSatisfy { $0.pinToVisibleBounds })
        #expect(document.sections[0].boundaryComponents == [
            DocumentComponent(kind: "label", props: ["text": "Tags"]),
            .placeholder(elementKind: "footer"),
        ])
    }

    /// The document's scroll direction applies: scrolling horizontally the
    /// header's width counts, and its height (here 0) does not.
    @Test func theDocumentsScrollDirectionApplies() throws {
        let text = Docs.document(
            sections: #"{"id": "tags", "flow": {"headerReferenceSize": {"width": 25, "height": 0}}, \#(Self.items)}"#,
            extra: #""configuration": {"scrollDirection": "horizontal"}, "#)
        let document = try LayoutDocument(text: text)
        let section = document.layout.sections[0]
        #expect(section.flow?.scrollDirection == .horizontal)
        #expect(section.boundarySupplementaryItems.first?.layoutSize
            == LayoutSize(widthDimension: .absolute(25), heightDimension: .fractionalHeight(1)))
        let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
        let header = solved.allElements().first { $0.elementKind == "header" }
        #expect(header?.frame == Rect(x: 0, y: 0, width: 25, height: 812))
    }

    /// With the defaults (50 × 50, 10 apart) and no header: a 80 wide, b
    /// 50 (the default), c 120 need 270 of the 375 line: the only line,
    /// packed: x = 0, 90, 150; heights 30, 50, 30 centred in a 50 line.
    @Test func itemsLayOutAtTheirSizes() throws {
        let document = try LayoutDocument(text: Docs.section(#""flow": {}, \#(Self.items)"#))
        let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
        let cells = solved.allElements().filter { $0.category == .cell }.map(\.frame)
        #expect(cells == [
            Rect(x: 0, y: 10, width: 80, height: 30), Rect(x: 90, y: 0, width: 50, height: 50),
            Rect(x: 150, y: 10, width: 120, height: 30),
        ])
    }

    @Test func badFlowsAreRefusedWithTheirPath() {
        #expect(Docs.error(Docs.section(#""flow": {}, "group": \#(Docs.group), \#(Self.items)"#))
            == #"$.sections[0]: needs exactly one of "group", "list" or "flow", found "group" and "flow""#)
        #expect(Docs.error(Docs.section(#""flow": {"minimumLineSpacing": -2}, \#(Self.items)"#))
            == #"$.sections[0].flow.minimumLineSpacing: must not be negative (found -2)"#)
        #expect(Docs.error(Docs.section(#""flow": {"itemSize": {"width": 50}}, \#(Self.items)"#))
            == #"$.sections[0].flow.itemSize: missing required key "height""#)
        #expect(Docs.error(Docs.section(#""flow": {"estimatedItemSize": {"width": 50, "height": 0}}, \#(Self.items)"#))
            == #"$.sections[0].flow.estimatedItemSize.height: must be greater than 0 (found 0)"#)
        #expect(Docs.error(Docs.section(#""flow": {"sectionInsetReference": "fromNowhere"}, \#(Self.items)"#))
            == #"$.sections[0].flow.sectionInsetReference: invalid value "fromNowhere" (allowed: fromContentInset, fromSafeArea, fromLayoutMargins)"#)
        #expect(Docs.error(Docs.section(#""flow": {"header": {"component": "label"}}, \#(Self.items)"#))
            == #"$.sections[0].flow: key "header" is not allowed unless headerReferenceSize has a height above 0"#)
        #expect(Docs.error(Docs.section(#""flow": {}, "contentInsets": {"top": 1}, \#(Self.items)"#))
            == #"$.sections[0]: key "contentInsets" is not allowed in a flow section (the flow's sectionInset instead)"#)
        #expect(Docs.error(Docs.section(#""flow": {"spacing": 3}, \#(Self.items)"#))?.hasPrefix(#"$.sections[0].flow: unknown key "spacing""#) == true)
        #expect(Docs.error(Docs.section(#""group": \#(Docs.group), \#(Self.items)"#))
            == #"$.sections[0].items[0]: key "size" is not allowed outside a flow section"#)
        #expect(Docs.error(Docs.section(#""flow": {}, "items": [{"id": "a", "component": "label", "size": {"width": -1, "height": 3}}]"#))
            == #"$.sections[0].items[0].size.width: must not be negative (found -1)"#)
    }
}
