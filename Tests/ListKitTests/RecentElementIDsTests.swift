@testable import ListKit
import Testing

/// The identifier's memory of recent ids: an id is given again only for
/// the same element (category, element kind, index path) of the same data
/// version, never across versions or for a neighbour sharing its slot.
@Suite struct RecentElementIDsTests {
    private func cell(_ section: Int, _ item: Int) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: ElementIndexPath(section: section, item: item), frame: .zero)
    }

    @Test func anIDIsGivenAgainOnlyForTheSameElementOfTheSameVersion() {
        var recent = RecentElementIDs()
        let id = ElementID("row-3")
        #expect(recent.id(cell(0, 3), version: 1) == nil)
        recent.remember(id, for: cell(0, 3), version: 1)
        #expect(recent.id(cell(0, 3), version: 1) == .some(id))
        // Another version: never the old data's id.
        #expect(recent.id(cell(0, 3), version: 2) == nil)
        // Item 67 takes item 3's slot (64 slots): it is not item 3.
        #expect(recent.id(cell(0, 67), version: 1) == nil)
        // The same index path in another category or kind is another element.
        let header = LayoutAttributes(
            category: .supplementary, elementKind: "header", indexPath: ElementIndexPath(section: 0, item: 3), frame: .zero)
        #expect(recent.id(header, version: 1) == nil)
        recent.remember(ElementID("header"), for: header, version: 1)
        let badge = LayoutAttributes(
            category: .supplementary, elementKind: "badge", indexPath: ElementIndexPath(section: 0, item: 3), frame: .zero)
        #expect(recent.id(badge, version: 1) == nil)
        // Remembering an element of a new version forgets the old ones.
        recent.remember(ElementID("row-4"), for: cell(0, 4), version: 2)
        #expect(recent.id(cell(0, 3), version: 2) == nil)
        #expect(recent.id(cell(0, 4), version: 2) == .some(ElementID("row-4")))
    }

    @Test func anElementWithoutAnIDIsRememberedAsHavingNone() {
        var recent = RecentElementIDs()
        recent.remember(nil, for: cell(1, 0), version: 5)
        #expect(recent.id(cell(1, 0), version: 5) == .some(nil))
    }

    @Test func consecutiveRowsOfOneScreenKeepTheirOwnSlots() {
        var recent = RecentElementIDs()
        for item in 100..<164 { recent.remember(ElementID(item), for: cell(0, item), version: 0) }
        for item in 100..<164 { #expect(recent.id(cell(0, item), version: 0) == .some(ElementID(item))) }
    }

    /// Through the identifier: a new render (the shared ids recomputed)
    /// forgets what it remembered, even under the same version number.
    @Test func theIdentifierForgetsOnANewRender() {
        let composed = ComposedLayout {
            Section(id: "s") { VGroup(of: ["a", "b"], width: .fractionalWidth(1), height: .absolute(44)) { Labelled(id: $0) } }
        }
        let other = ComposedLayout {
            Section(id: "s") { VGroup(of: ["x", "y"], width: .fractionalWidth(1), height: .absolute(44)) { Labelled(id: $0) } }
        }
        let identifier = ElementIdentifier()
        let first = identifier.elementID(cell(0, 1), in: composed, dataVersion: 0)
        #expect(first == ElementID(rendered: RenderedElementID(sectionID: "s", itemID: "b")))
        // Same version, other data: the memory answers (the caller's promise).
        #expect(identifier.elementID(cell(0, 1), in: other, dataVersion: 0) == first)
        identifier.sharedComponentIDs = []
        #expect(identifier.elementID(cell(0, 1), in: other, dataVersion: 0)
            == ElementID(rendered: RenderedElementID(sectionID: "s", itemID: "y")))
        _ = identifier.elementID(cell(0, 1), in: composed, dataVersion: 1)
        identifier.sharedSectionIDs = []
        #expect(identifier.elementID(cell(0, 1), in: other, dataVersion: 1)
            == ElementID(rendered: RenderedElementID(sectionID: "s", itemID: "y")))
    }
}

/// A row whose id is its text.
private struct Labelled: Component {
    let id: String
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) {}
}
