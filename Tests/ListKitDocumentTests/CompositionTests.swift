import ListKitCore
import ListKitDSL
import ListKitDocument
import ListKitJSON
import Testing

/// A document becomes the DSL's composed layout through a component registry.
@Suite struct CompositionTests {
    static let items = #"""
        "items": [
          {"id": "a", "component": "note", "props": {"text": "Hi", "size": [1, 2]}},
          {"id": "b", "component": "box"}
        ],
        "group": \#(Docs.group)
        """#

    @Test func everyElementGetsItsComponent() throws {
        let header = #"{"elementKind": "header", "size": \#(Docs.size), "alignment": "top", "component": "label", "props": {"text": "News"}}"#
        let footer = #"{"elementKind": "footer", "size": \#(Docs.size), "alignment": "bottom"}"#
        let background = #"{"elementKind": "background", "component": "background"}"#
        let document = try LayoutDocument(text: Docs.section(
            Self.items + #", "boundarySupplementaryItems": [\#(header), \#(footer)], "decorationItems": [\#(background)]"#))
        // "note" draws as a label but declares no props: any are taken, as
        // they are (the built-in label refuses "size": PropsCheckTests).
        var registry = ComponentRegistry.builtIn
        try registry.register("note") {
            AnyComponent(BuiltInComponent(kind: .label, id: $0.id, props: $0.props, layoutSize: $0.layoutSize))
        }
        let composed = try document.composedLayout(registry: registry)
        #expect(composed.layout == document.layout)
        let section = try #require(composed.sections.first)
        #expect(section.id == AnyHashable("news"))
        #expect(section.components.count == 2 && section.components.idsAreUnique)
        let label = try #require(section.components[0].as(BuiltInComponent.self))
        #expect(label.kind == .label && label.identifier == "a")
        // Props keep their JSON text (encoded once) and their top-level fields.
        #expect(String(decoding: label.props.json, as: UTF8.self) == #"{"text":"Hi","size":[1,2]}"#)
        #expect(label.props.value == ["text": "Hi", "size": [1, 2]])
        #expect(label.props.string("text") == "Hi" && label.props.string("size") == nil)
        #expect(section.components[1].as(BuiltInComponent.self)?.props == .empty)
        #expect(section.boundaryComponents.map(\.elementKind) == ["header", "footer"])
        #expect(section.boundaryComponents[0].component.as(BuiltInComponent.self)?.props.string("text") == "News")
        // A footer naming no component gets the placeholder, its id the element kind.
        let placeholder = try #require(section.boundaryComponents[1].component.as(BuiltInComponent.self))
        #expect(placeholder.kind == .placeholder && placeholder.identifier == "footer")
        #expect(section.decorationComponents.first?.component.as(BuiltInComponent.self)?.kind == .background)
    }

    @Test func generatedItemsArePlaceholdersMadeOnDemand() throws {
        let document = try LayoutDocument(text: Docs.section(#""group": \#(Docs.group), "itemCount": 10000000"#))
        let composed = try document.composedLayout(registry: .builtIn)
        let components = try #require(composed.sections.first?.components)
        #expect(components.count == 10_000_000)
        #expect(components.id(at: 9_999_999) == AnyHashable("9999999"))
        let placeholder = try #require(components[7].as(BuiltInComponent.self))
        #expect(placeholder.kind == .placeholder && placeholder.identifier == "7")
    }

    @Test func unknownKindsNameTheirJSONPath() throws {
        let known = "background, badge, box, label, listRow, placeholder"
        func error(_ section: String) throws -> String? {
            let document = try LayoutDocument(text: Docs.section(section))
            do {
                _ = try document.composedLayout(registry: .builtIn)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(try error(#""items": [{"id": "a", "component": "label"}, {"id": "b", "component": "lable"}], "group": \#(Docs.group)"#)
            == #"$.sections[0].items[1].component: unknown component kind "lable" (known: \#(known))"#)
        let header = #"{"elementKind": "header", "size": \#(Docs.size), "alignment": "top", "component": "title"}"#
        #expect(try error(#""itemCount": 1, "group": \#(Docs.group), "boundarySupplementaryItems": [\#(header)]"#)
            == #"$.sections[0].boundarySupplementaryItems[0].component: unknown component kind "title" (known: \#(known))"#)
        let decoration = #"{"elementKind": "background", "component": "card"}"#
        #expect(try error(#""itemCount": 1, "group": \#(Docs.group), "decorationItems": [\#(decoration)]"#)
            == #"$.sections[0].decorationItems[0].component: unknown component kind "card" (known: \#(known))"#)
        let badge = #"{"elementKind": "badge", "size": \#(Docs.size), "containerAnchor": {"edges": ["top"]}, "component": "counter"}"#
        let item = #"{"item": {"size": \#(Docs.size), "supplementaryItems": [\#(badge)]}}"#
        let group = #"{"axis": "horizontal", "size": \#(Docs.size), "subitems": [\#(item)]}"#
        #expect(try error(#""itemCount": 1, "group": \#(group)"#)
            == #"$.sections[0].group.subitems[0].item.supplementaryItems[0].component: unknown component kind "counter" (known: \#(known))"#)
        // Generated items name no component: placeholders, which need no kind registered.
        let document = try LayoutDocument(text: Docs.section(#""itemCount": 3, "group": \#(Docs.group)"#))
        let composed = try document.composedLayout(registry: ComponentRegistry())
        #expect(composed.sections[0].components[2].as(BuiltInComponent.self)?.kind == .placeholder)
    }
}

/// A section's item count is its components' count: stored once, derived.
@Suite struct DerivedItemCountTests {
    static let items = #""items": [{"id": "a", "component": "box"}, {"id": "b", "component": "box"}, {"id": "c", "component": "box"}], "group": \#(Docs.group)"#

    @Test func theModelCountsTheComponents() throws {
        let composed = try LayoutDocument(text: Docs.section(Self.items)).composedLayout(registry: .builtIn)
        var section = try #require(composed.sections.first)
        #expect(section.model.itemCount == 3)
        // A model that says otherwise takes the components' count.
        var model = section.model
        model.itemCount = 99
        section.model = model
        #expect(section.model.itemCount == 3)
        // Fewer components: the model follows.
        let list = section.components
        section.components = ComponentList(count: 1, id: { list.id(at: $0) }) { list[$0] }
        #expect(section.model.itemCount == 1)
        // The layout model is built from the sections' models.
        var shorter = composed
        shorter.sections[0] = section
        #expect(shorter.layout.sections.map(\.itemCount) == [1])
    }

    /// Removing an item (a swipe's delete) leaves one count, the components'.
    @Test func removingAnItemCountsOneLess() throws {
        let composed = try LayoutDocument(text: Docs.section(Self.items)).composedLayout(registry: .builtIn)
        let removed = try #require(composed.removingDocumentItem(at: ElementIndexPath(section: 0, item: 1)))
        #expect(removed.layout.sections[0].itemCount == 2)
        #expect(removed.sections[0].components.count == 2)
    }

    /// A document built by hand whose parts disagree is refused, not cut.
    @Test func aDocumentWhosePartsDisagreeIsRefused() throws {
        var document = try LayoutDocument(text: Docs.section(Self.items))
        document.layout.sections.append(document.layout.sections[0])
        #expect(throws: DocumentError(path: "$.sections", problem: .sectionCountMismatch(models: 2, described: 1))) {
            try document.composedLayout(registry: .builtIn)
        }
        #expect(DocumentError(path: "$.sections", problem: .sectionCountMismatch(models: 2, described: 1)).description
            == "$.sections: the layout has 2 sections but the document describes 1")
    }
}
