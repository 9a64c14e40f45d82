@testable import ListKit
import Testing

/// A 100-pt row that logs its display with its section's and its own id.
private struct Row: Component {
    let section: String
    let id: AnyHashable
    let log: DisplayLog
    var badgeKind: String?

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)) }
    func render(in content: ContentView) {}
    func willDisplay(content: ContentView) { log.events.append("will \(section) \(id)") }
    func didEndDisplay(content: ContentView) { log.events.append("end \(section) \(id)") }
    func supplementComponents() -> [AnySupplementaryComponent] {
        badgeKind.map { [AnySupplementaryComponent(Badge(kind: $0, owner: "\(section) \(id)", log: log))] } ?? []
    }
}

/// A 10 × 10 badge that logs its display with its row's names.
private struct Badge: SupplementaryComponent {
    let kind: String
    let owner: String
    let log: DisplayLog
    var id: AnyHashable { kind }
    var elementKind: String { kind }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
    func render(in content: ContentView) {}
    func willDisplay(content: ContentView) { log.events.append("will badge \(kind) of \(owner)") }
    func didEndDisplay(content: ContentView) { log.events.append("end badge \(kind) of \(owner)") }
}

/// An element's identity is its section's and component's ids as values:
/// no id, whatever its characters or its text, is taken for another.
@Suite struct StructuredIdentityTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// One section per entry, each holding one 100-pt row (section i at 100 i).
    private func sections(_ entries: [(section: AnyHashable, item: AnyHashable, badge: String?)], log: DisplayLog) -> [Section] {
        entries.map { entry in
            Section(id: entry.section) {
                VGroup(width: .fractionalWidth(1), height: .absolute(100)) {
                    Row(section: "\(entry.section)", id: entry.item, log: log, badgeKind: entry.badge)
                }
            }
        }
    }

    @Test func slashesInSectionAndItemIDsNeverCollide() {
        // As text both were `a/b/c`, a duplicate identity: neither was told anything.
        // A viewport 100 pt high: the rows (0 … 100, 100 … 200) come and go.
        let log = DisplayLog()
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 100), scale: 3))
        renderer.render(sections: sections([("a/b", "c", nil), ("a", "b/c", nil)], log: log), animated: false)
        #expect(renderer.issues.isEmpty)
        #expect(log.events == ["will a/b c"])
        renderer.scroll(to: Point(x: 0, y: 50))
        #expect(log.events == ["will a/b c", "will a b/c"])
        renderer.scroll(to: Point(x: 0, y: 100))
        #expect(log.events == ["will a/b c", "will a b/c", "end a/b c"])
    }

    @Test func idsWithEqualTextButDifferentValuesAreDifferentElements() {
        // `1` and `"1"` print the same; as values they differ.
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(sections: sections([(1, 7, nil), ("1", "7", nil)], log: log), animated: false)
        #expect(renderer.issues.isEmpty)
        #expect(log.events == ["will 1 7", "will 1 7"])
        #expect(renderer.displayedCount == 2)
        let ids = renderer.displayedElements.compactMap { RenderedElementID($0.identity.id) }
        #expect(ids == [
            RenderedElementID(sectionID: 1, itemID: 7), RenderedElementID(sectionID: "1", itemID: "7"),
        ])
    }

    @Test func hashesInBadgeKindsAndIDsNeverCollide() {
        // As text both badges were `a/b#k#k`: item `b#k` with a badge `k`,
        // and item `b` with a badge `k#k`.
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(sections: [Section(id: "a") {
            VGroup(width: .fractionalWidth(1), height: .absolute(200)) {
                Row(section: "a", id: "b#k", log: log, badgeKind: "k")
                Row(section: "a", id: "b", log: log, badgeKind: "k#k")
            }
        }], animated: false)
        #expect(renderer.issues.isEmpty)
        #expect(log.events == ["will a b#k", "will badge k of a b#k", "will a b", "will badge k#k of a b"])
    }

    @Test func positionsOfSharedSectionIDsNeverMeetAnIDThatLooksLikeThem() {
        // Two sections `a` (a reported issue) were tracked as `a@0` and `a@1`;
        // a third section's id `a@1` was taken for the second.
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(sections: sections([("a", "x", nil), ("a", "x", nil), ("a@1", "x", nil)], log: log), animated: false)
        #expect(renderer.issues == [.duplicateSectionID(id: "a")])
        #expect(log.events == ["will a x", "will a x", "will a@1 x"])
        #expect(renderer.displayedElements.compactMap { RenderedElementID($0.identity.id) } == [
            RenderedElementID(sectionID: "a", itemID: "x", sectionPosition: 0),
            RenderedElementID(sectionID: "a", itemID: "x", sectionPosition: 1),
            RenderedElementID(sectionID: "a@1", itemID: "x"),
        ])
    }

    @Test func namesAreEscapedSoThatTheyNeverReadTheSame() {
        let slashInSection = RenderedElementID(sectionID: "a/b", itemID: "c")
        let slashInItem = RenderedElementID(sectionID: "a", itemID: "b/c")
        #expect(slashInSection.name(kind: nil) == #"a\/b/c"#)
        #expect(slashInItem.name(kind: nil) == #"a/b\/c"#)
        #expect(RenderedElementID(sectionID: "a", itemID: "b#k").name(kind: "k") == ##"a/b\#k#k"##)
        #expect(RenderedElementID(sectionID: "a", itemID: "b").name(kind: "k#k") == ##"a/b#k\#k"##)
        #expect(RenderedElementID(sectionID: "a", itemID: "x", sectionPosition: 1).name(kind: nil) == "a@1/x")
        #expect(RenderedElementID(sectionID: "a@1", itemID: "x").name(kind: nil) == #"a\@1/x"#)
        #expect(RenderedElementID(sectionID: "s", index: 1).name(kind: "footer") == "s#footer#1")
        #expect(RenderedElementID(sectionID: nil, index: 0).name(kind: "header") == "layout#header#0")
        #expect(RenderedElementID(sectionID: #"a\"#, itemID: "b").path == #"a\\/b"#)
    }

    @Test func aFeedOfFreshIDsKeepsOnlyWhatIsOnScreen() throws {
        // 2,000 pages of 200 new ids each, each read at offset 100: the renderer
        // remembers the nine rows on screen (rows 1 … 9 meet 100 … 912) and
        // the eight prefetched below them (rows 10 … 17 meet 912 … 1724),
        // and nothing of the pages gone.
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.prefetchDistance = try .screens(1)
        for page in 0..<2_000 {
            renderer.render(animated: true) {
                Section(id: "feed") {
                    VGroup(of: Array(0..<200), width: .fractionalWidth(1), height: .absolute(20_000)) { row in
                        Row(section: "feed", id: "p\(page)-\(row)", log: log)
                    }
                }
            }
            // A page replaced whole comes back at the top; read it at 100.
            renderer.scroll(to: Point(x: 0, y: 100))
            #expect(renderer.displayedCount == 9)
            #expect(renderer.components.displayedCount == 9)
            #expect(renderer.components.prefetchedCount == 8)
            #expect(renderer.components.count == 17)
            #expect(renderer.identifier.sharedSectionIDs.isEmpty && renderer.identifier.sharedComponentIDs.isEmpty)
            log.events.removeAll(keepingCapacity: true)
        }
        #expect(renderer.issues.isEmpty)
    }
}
