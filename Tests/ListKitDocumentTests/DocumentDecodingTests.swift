import Foundation
import Testing
import ListKitCore
import ListKitDocument
import ListKitDSL
import ListKitJSON
import ListKitEngine
import ListKitSupplementary

@Suite("Document decoding")
struct DocumentDecodingTests {
    @Test func decodesEveryKeyIntoTheModel() throws {
        let document = try LayoutDocument(data: Data(FullDocument.text.utf8), baseDirectory: "/docs/screens")
        #expect(document.format == 1)
        #expect(document.viewport == FullDocument.viewport)
        #expect(document.plugins == FullDocument.document.plugins)
        #expect(document.layout.configuration == FullDocument.layout.configuration)
        #expect(document.layout.sections.count == 2)
        #expect(document.layout.sections.first?.group == FullDocument.newsGroup)
        #expect(document.layout.sections.first == FullDocument.news)
        #expect(document.layout.sections.last == FullDocument.grid)
        #expect(document.sections.first == FullDocument.newsSection)
        #expect(document.sections.last == FullDocument.gridSection)
        #expect(document.boundaryComponents == FullDocument.document.boundaryComponents)
        #expect(document.directory == "/docs/screens")
        #expect(document == FullDocument.document)
    }

    @Test func bytesTextAndValueEntryPointsAgree() throws {
        let fromBytes = try LayoutDocument(bytes: Array(FullDocument.text.utf8), baseDirectory: "/docs/screens")
        let fromText = try LayoutDocument(text: FullDocument.text, baseDirectory: "/docs/screens")
        let fromValue = try LayoutDocument(json: JSONParser().parse(FullDocument.text), baseDirectory: "/docs/screens")
        #expect(fromBytes == FullDocument.document)
        #expect(fromText == FullDocument.document)
        #expect(fromValue == FullDocument.document)
    }

    @Test func appliesDefaults() throws {
        let document = try LayoutDocument(text: Docs.group(Docs.group))
        #expect(document.viewport == Viewport(size: Size(width: 375, height: 812)))
        #expect(document.plugins.isEmpty)
        #expect(document.layout.configuration == LayoutConfiguration())
        #expect(document.directory == nil)
        #expect(document.contentAnchor == .top)
        let section = try #require(document.layout.sections.first)
        #expect(section == LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [.item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))))]),
            itemCount: 3))
    }

    @Test(arguments: ContentAnchor.allCases)
    func readsTheContentAnchor(anchor: ContentAnchor) throws {
        let document = try LayoutDocument(text: Docs.document(sections: "", extra: #""contentAnchor": "\#(anchor.rawValue)", "#))
        #expect(document.contentAnchor == anchor)
    }

    @Test func itemCountGeneratesIdsAndPlaceholders() throws {
        let document = try LayoutDocument(text: Docs.group(Docs.group))
        let items = try #require(document.sections.first?.items)
        #expect(items.isGenerated)
        #expect(items.map(\.id) == ["0", "1", "2"])
        let placeholder = DocumentComponent(kind: "placeholder", isPlaceholder: true)
        #expect(items.allSatisfy { $0.component == placeholder })
        #expect(items == [
            DocumentItem(id: "0", component: placeholder),
            DocumentItem(id: "1", component: placeholder),
            DocumentItem(id: "2", component: placeholder),
        ])
        #expect(items.item(at: 3) == nil)
    }

    @Test func tenMillionGeneratedItemsCostNothing() throws {
        let document = try LayoutDocument(text: Docs.section(#""group": \#(Docs.group), "itemCount": 10000000"#))
        #expect(document.layout.sections.first?.itemCount == 10_000_000)
        #expect(document.sections.first?.items.last?.id == "9999999")
    }

    @Test func keepsPluginPathsAsWrittenWithoutADirectory() throws {
        let document = try LayoutDocument(text: Docs.document(sections: "", extra: #""plugins": ["a/libX.so"], "#))
        #expect(document.plugins == [DocumentPlugin(path: "a/libX.so", resolvedPath: "a/libX.so")])
    }

    @Test func acceptsFractionsAboveOneAndZeroLengths() throws {
        let document = try LayoutDocument(text: Docs.item(#"{"size": {"width": {"fractionalWidth": 1.5}, "height": {"absolute": 0}}}"#))
        guard case .item(let item)? = document.layout.sections.first?.group.subitems.first else {
            Issue.record("no item")
            return
        }
        #expect(item.layoutSize == LayoutSize(widthDimension: .fractionalWidth(1.5), heightDimension: .absolute(0)))
    }

    /// The component of an element is found one way, the renderer's
    /// (`ComposedLayout.component(for:)`), at the index paths the layout
    /// gives: a decoration's item is its place among the section's
    /// decorations, the layout's own banner is in section −1 (issue 35: the
    /// document's own lookup, which also matched by kind anywhere, is gone).
    @Test func findsComponentsForElements() throws {
        let document = FullDocument.document
        // Every kind makes a component that keeps the request it was made for.
        var registry = ComponentRegistry()
        for kind in ["label", "box", "image", "counter", "card", "banner"] {
            try registry.register(kind) { AnyComponent(Requested(request: $0)) }
        }
        let composed = try document.composedLayout(registry: registry)
        func request(_ category: ElementCategory, _ kind: String?, _ section: Int, _ item: Int) -> ComponentRequest? {
            let found = composed.component(for: LayoutAttributes(
                category: category, elementKind: kind, indexPath: ElementIndexPath(section: section, item: item),
                frame: .zero))
            if let placeholder = found?.as(BuiltInComponent.self), placeholder.kind == .placeholder {
                return ComponentRequest(kind: "placeholder", id: placeholder.identifier, props: placeholder.props)
            }
            return found?.as(Requested.self)?.request
        }
        #expect(request(.cell, nil, 0, 1)?.kind == "image")
        #expect(request(.cell, nil, 1, 2)?.kind == "placeholder")
        #expect(request(.cell, nil, 1, 3) == nil)
        #expect(request(.cell, nil, 5, 0) == nil)
        let header = request(.supplementary, "header", 0, 0)
        #expect(header?.kind == "label" && header?.props == ComponentProps(["text": "Section 1"]))
        #expect(request(.supplementary, "footer", 0, 1).map { [$0.kind, $0.id] } == ["placeholder", "footer"])
        let badge = request(.supplementary, "badge", 0, 1)
        #expect(badge?.kind == "counter" && badge?.props == ComponentProps(["count": 3]))
        #expect(request(.supplementary, "tag", 0, 0).map { [$0.kind, $0.id] } == ["placeholder", "tag"])
        #expect(request(.supplementary, "banner", -1, 0)?.kind == "banner")
        #expect(request(.supplementary, "banner", 0, 0) == nil)
        #expect(request(.supplementary, "nothing", 0, 0) == nil)
        #expect(request(.decoration, "background", 0, 0)?.kind == "card")
        let shadow = request(.decoration, "shadow", 0, 1)
        #expect(shadow?.kind == "placeholder" && shadow?.props == ComponentProps(["blur": 2]))
        #expect(request(.decoration, "shadow", 0, 7) == nil)
        #expect(request(.decoration, "shadow", 9, 0) == nil)
        #expect(document.sectionID(at: 1) == "grid")
        #expect(document.sectionID(at: 2) == nil)
        #expect(document.item(at: ElementIndexPath(section: 0, item: 0))?.id == "n1")
    }

    @Test func sameAnchoredComponentTwiceIsFine() throws {
        let badge = #"{"elementKind": "badge", "size": \#(Docs.size), "containerAnchor": {"edges": ["top"]}, "component": "dot"}"#
        let item = #"{"item": {"size": \#(Docs.size), "supplementaryItems": [\#(badge)]}}"#
        let group = #"{"axis": "vertical", "size": \#(Docs.size), "subitems": [\#(item), \#(item)], "supplementaryItems": [\#(badge)]}"#
        let document = try LayoutDocument(text: Docs.group(group))
        #expect(document.sections.first?.anchoredComponents == ["badge": DocumentComponent(kind: "dot")])
    }
}

/// A component that keeps the request a registry made it for.
private struct Requested: Component {
    let request: ComponentRequest
    var id: String { request.id }
    func layoutSize() -> LayoutSize { request.layoutSize }
    func render(in content: ContentView) {}
}
