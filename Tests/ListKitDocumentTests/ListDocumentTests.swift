import ListKitCore
import ListKitDSL
import ListKitDocument
import ListKitEngine
import ListKitSupplementary
import Testing

/// A section's `"list"` (`Documentation/LayoutDocument.md`, "List sections").
@Suite struct ListDocumentTests {
    static let items = #""items": [{"id": "a", "component": "label"}, {"id": "b", "component": "label"}]"#

    @Test func everyKeyReachesTheModel() throws {
        let list = #"""
            {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary",
             "showsSeparators": false, "headerTopPadding": 6, "estimatedRowHeight": 52, "pinsHeaders": true,
             "separatorInsets": {"leading": 40, "trailing": 4},
             "itemSeparators": [{"item": 1, "visibility": "visible", "insets": {"leading": 0}}],
             "header": {"component": "label", "props": {"text": "Account"}}}
            """#
        let document = try LayoutDocument(text: Docs.section(#""list": \#(list), \#(Self.items)"#))
        let section = document.layout.sections[0]
        var expected = ListConfiguration(appearance: .insetGrouped)
        expected.headerMode = .supplementary
        expected.footerMode = .supplementary
        expected.showsSeparators = false
        expected.headerTopPadding = 6
        expected.estimatedRowHeight = 52
        expected.pinsHeaders = true
        expected.separatorInsets = DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 4)
        expected.itemSeparators = [1: ListItemSeparator(visibility: .visible, insets: .zero)]
        #expect(section.list == expected)
        #expect(section == LayoutSection.list(using: expected, itemCount: 2))
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["header", "footer"])
        // An inset-grouped header pins only because the document asks it to.
        #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [true, false])
        // The header's component as given; the footer, named by no component, a placeholder.
        #expect(document.sections[0].boundaryComponents == [
            DocumentComponent(kind: "label", props: ["text": "Account"]),
            .placeholder(elementKind: "footer"),
        ])
    }

    @Test func listSectionsAddTheirOwnInsetsAndKeepOtherSupplementaries() throws {
        let badge = #"{"elementKind": "note", "size": \#(Docs.size), "alignment": "bottom"}"#
        let body = #""list": {"appearance": "insetGrouped", "headerMode": "supplementary"}, "contentInsets": {"top": 5, "leading": 1}, "boundarySupplementaryItems": [\#(badge)], \#(Self.items)"#
        let document = try LayoutDocument(text: Docs.section(body))
        let section = document.layout.sections[0]
        // insetGrouped with a header: 0 above the rows, 10 below; the section's own added.
        #expect(section.contentInsets == DirectionalEdgeInsets(top: 5, leading: 1, bottom: 10, trailing: 0))
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["header", "note"])
        #expect(document.sections[0].boundaryComponents.count == 2)
    }

    @Test func badListsAreRefusedWithTheirPath() {
        let group = Docs.group
        #expect(Docs.error(Docs.section(#""group": \#(group), "list": {"appearance": "plain"}, \#(Self.items)"#))
            == #"$.sections[0]: needs exactly one of "group", "list" or "flow", found "group" and "list""#)
        #expect(Docs.error(Docs.section(Self.items))
            == #"$.sections[0]: missing required key "group""#)
        #expect(Docs.error(Docs.section(#""list": {"appearance": "fancy"}, \#(Self.items)"#))
            == #"$.sections[0].list.appearance: invalid value "fancy" (allowed: plain, grouped, insetGrouped, sidebar, sidebarPlain)"#)
        #expect(Docs.error(Docs.section(#""list": {"appearance": "plain", "header": {"component": "label"}}, \#(Self.items)"#))
            == #"$.sections[0].list: key "header" is not allowed unless headerMode is "supplementary""#)
        #expect(Docs.error(Docs.section(#""list": {"appearance": "plain"}, "orthogonalScrollingBehavior": "paging", \#(Self.items)"#))
            == #"$.sections[0]: key "orthogonalScrollingBehavior" is not allowed in a list section"#)
        #expect(Docs.error(Docs.section(#""list": {"appearance": "plain", "estimatedRowHeight": 0}, \#(Self.items)"#))
            == #"$.sections[0].list.estimatedRowHeight: must be greater than 0 (found 0)"#)
        #expect(Docs.error(Docs.section(#""list": {"appearance": "plain", "headerTopPadding": -2}, \#(Self.items)"#))
            == #"$.sections[0].list.headerTopPadding: must not be negative (found -2)"#)
        #expect(Docs.error(Docs.section(#""list": {"appearance": "plain", "itemSeparators": [{"item": 0, "visibility": "dim"}]}, \#(Self.items)"#))
            == #"$.sections[0].list.itemSeparators[0].visibility: invalid value "dim" (allowed: automatic, visible, hidden)"#)
    }

    @Test func anUnknownHeaderComponentNamesItsPath() throws {
        let document = try LayoutDocument(text: Docs.section(
            #""list": {"appearance": "grouped", "headerMode": "supplementary", "header": {"component": "title"}}, \#(Self.items)"#))
        #expect(throws: DocumentError(
            path: "$.sections[0].list.header.component",
            problem: .component(.unknownKind("title", known: ["background", "badge", "box", "label", "listRow", "placeholder"])))) {
            try document.composedLayout(registry: .builtIn)
        }
    }
}
