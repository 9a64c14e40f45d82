@testable import ListKit
@testable import ListKitLifecycle
import ListKitSeedComponents
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

    @Test func theLastVersionsIDsStayAsEarlierOnes() {
        var recent = RecentElementIDs()
        let a = RenderedElementID(sectionID: "s", itemID: "a")
        let b = RenderedElementID(sectionID: "s", itemID: "b")
        recent.remember(ElementID(rendered: a), for: cell(0, 3), version: 1)
        // Nothing earlier while version 1 is the current one.
        #expect(recent.earlierID(cell(0, 3), itemShift: 0) == nil)
        recent.remember(ElementID(rendered: b), for: cell(0, 9), version: 2)
        // Version 1's id is a candidate at its place (item 3: asked from item 3,
        // or from item 2 one further on), never an answer of version 2.
        #expect(recent.earlierID(cell(0, 3), itemShift: 0) == a)
        #expect(recent.earlierID(cell(0, 2), itemShift: 1) == a)
        #expect(recent.earlierID(cell(0, 4), itemShift: -1) == a)
        #expect(recent.earlierID(cell(0, 3), itemShift: 1) == nil)
        #expect(recent.earlierID(cell(0, 67), itemShift: 0) == nil)
        #expect(recent.id(cell(0, 3), version: 2) == nil)
        let header = LayoutAttributes(
            category: .supplementary, elementKind: "header", indexPath: ElementIndexPath(section: 0, item: 3), frame: .zero)
        #expect(recent.earlierID(header, itemShift: 0) == nil)
        // Version 3: version 2's ids are the earlier ones, version 1's are gone.
        recent.remember(nil, for: cell(0, 0), version: 3)
        #expect(recent.earlierID(cell(0, 9), itemShift: 0) == b)
        #expect(recent.earlierID(cell(0, 3), itemShift: 0) == nil)
        // Forgetting (a new render under the same version) makes the current
        // ids the earlier ones; forgetting with nothing current keeps them.
        recent.remember(ElementID(rendered: a), for: cell(0, 5), version: 3)
        recent.forget()
        #expect(recent.id(cell(0, 5), version: 3) == nil)
        #expect(recent.earlierID(cell(0, 5), itemShift: 0) == a)
        #expect(recent.earlierID(cell(0, 9), itemShift: 0) == nil)
        recent.forget()
        #expect(recent.earlierID(cell(0, 5), itemShift: 0) == a)
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

/// After the data changes, an element on screen whose id has the parts
/// it had is given that id again (the same object: hashed once, found by
/// identity); any element whose parts changed gets a new one.
@Suite struct EarlierElementIDTests {
    private func cell(_ section: Int, _ item: Int) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: ElementIndexPath(section: section, item: item), frame: .zero)
    }

    private func layout(_ section: String, _ ids: [String]) -> ComposedLayout {
        ComposedLayout {
            Section(id: section) { VGroup(of: ids, width: .fractionalWidth(1), height: .absolute(44)) { Labelled(id: $0) } }
        }
    }

    private func parts(_ id: ElementID?) -> RenderedElementID.Parts? {
        id.flatMap(RenderedElementID.init)?.parts
    }

    @Test func rowsMovedByAnInsertBeforeThemKeepTheirIDs() throws {
        let identifier = ElementIdentifier()
        let before = layout("s", ["a", "b", "c", "d"])
        let shown = (0..<4).map { identifier.elementID(cell(0, $0), in: before, dataVersion: 0) }
        // "n" inserted first: a … d are items 1 … 4.
        let after = layout("s", ["n", "a", "b", "c", "d"])
        let now = (0..<5).map { identifier.elementID(cell(0, $0), in: after, dataVersion: 1) }
        for (item, id) in ["n", "a", "b", "c", "d"].enumerated() {
            #expect(now[item] == ElementID(rendered: RenderedElementID(sectionID: "s", itemID: id)))
        }
        for item in 0..<4 { #expect(try #require(parts(now[item + 1])) === #require(parts(shown[item]))) }
        // Deleted again: each found one further on, at the shift found last.
        let back = (0..<4).map { identifier.elementID(cell(0, $0), in: before, dataVersion: 2) }
        for item in 0..<4 { #expect(try #require(parts(back[item])) === #require(parts(now[item + 1]))) }
    }

    @Test func anElementWhosePartsChangedGetsANewID() throws {
        let identifier = ElementIdentifier()
        let before = layout("s", ["a", "b", "c"])
        let shown = (0..<3).map { identifier.elementID(cell(0, $0), in: before, dataVersion: 0) }
        // "b" replaced by "x" at its place; "a" and "c" stay.
        let replaced = layout("s", ["a", "x", "c"])
        let now = (0..<3).map { identifier.elementID(cell(0, $0), in: replaced, dataVersion: 1) }
        #expect(now[1] == ElementID(rendered: RenderedElementID(sectionID: "s", itemID: "x")))
        #expect(try #require(parts(now[0])) === #require(parts(shown[0])))
        #expect(try #require(parts(now[2])) === #require(parts(shown[2])))
        // The same items in a section of another id: every id is new.
        let renamed = layout("t", ["a", "x", "c"])
        for item in 0..<3 {
            let id = identifier.elementID(cell(0, item), in: renamed, dataVersion: 2)
            #expect(id == ElementID(rendered: RenderedElementID(sectionID: "t", itemID: ["a", "x", "c"][item])))
            #expect(try #require(parts(id)) !== #require(parts(now[item])))
        }
    }

    @Test func headersAndLayoutWideElementsKeepTheirIDsAtTheirPlace() throws {
        // A section with a header, and the layout's own banner (section −1).
        func layout(_ ids: [String]) -> ComposedLayout {
            ComposedLayout {
                Section(id: "s") {
                    VGroup(of: ids, width: .fractionalWidth(1), height: .absolute(44)) { Labelled(id: $0) }
                }
                .boundarySupplementaryItem(SectionHeaderComponent(title: "S"))
            }
        }
        let header = LayoutAttributes(
            category: .supplementary, elementKind: "header",
            indexPath: ElementIndexPath(section: 0, item: 0), frame: .zero)
        let banner = LayoutAttributes(
            category: .supplementary, elementKind: "banner", indexPath: ElementIndexPath(section: -1, item: 0), frame: .zero)
        let identifier = ElementIdentifier()
        let shown = [header, banner].map { identifier.elementID($0, in: layout(["a", "b"]), dataVersion: 0) }
        #expect(shown[0] == ElementID(rendered: RenderedElementID(sectionID: "s", index: 0)))
        #expect(shown[1] == ElementID(rendered: RenderedElementID(sectionID: nil, index: 0)))
        // A row inserted before the others: the header and the banner keep their ids.
        let now = [header, banner].map { identifier.elementID($0, in: layout(["n", "a", "b"]), dataVersion: 1) }
        for index in 0..<2 { #expect(try #require(parts(now[index])) === #require(parts(shown[index]))) }
    }

    @Test func anIDWithAPositionIsReusedOnlyWithThatPosition() throws {
        // Two components with id "a": their ids carry their positions.
        let identifier = ElementIdentifier()
        let twice = layout("s", ["a", "a"])
        identifier.sharedComponentIDs = [0]
        let first = identifier.elementID(cell(0, 1), in: twice, dataVersion: 0)
        #expect(first == ElementID(rendered: RenderedElementID(sectionID: "s", itemID: "a", itemPosition: 1)))
        // Next render: "a" once, at item 1: no position, so not the id of before.
        identifier.sharedComponentIDs = []
        let once = layout("s", ["b", "a"])
        let now = identifier.elementID(cell(0, 1), in: once, dataVersion: 1)
        #expect(now == ElementID(rendered: RenderedElementID(sectionID: "s", itemID: "a")))
    }
}

/// A row whose id is its text.
private struct Labelled: Component {
    let id: String
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) {}
}
