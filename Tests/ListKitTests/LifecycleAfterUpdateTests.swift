import ListKit
import Testing

/// After an update that changed nothing on screen the lifecycle asks for
/// no element id (the tracker finds each element where it was), yet every
/// element on screen has the id the new data gives it: one that a
/// duplicate id elsewhere in its section gave a position is identified
/// again.
@Suite struct LifecycleAfterUpdateTests {
    /// A 44-pt row.
    struct Row: Component, Equatable {
        let id: Int
        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        }
        func render(in content: ContentView) {}
    }

    /// The seed's pattern: one section, one group of all the rows.
    static func section(_ ids: [Int]) -> Section {
        Section(id: "feed") {
            VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { Row(id: $0) }
        }
    }

    /// A renderer showing rows 0 … 39 on a 375 × 812 screen (rows 0 … 18
    /// visible: row 18 spans 792 to 836), and the events it delivers.
    func rendered() -> (ComposeRenderer, () -> [String]) {
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 1))
        var events: [String] = []
        renderer.onLifecycleEvent = { event in
            let id = RenderedElementID(event.identity.id)
            events.append("\(event.kind) \(id?.itemID.map { "\($0.base)" } ?? "?")@\(id?.itemPosition.map(String.init) ?? "-")")
        }
        renderer.render(sections: [Self.section(Array(0..<40))])
        #expect(events.count == 19)
        events = []
        return (renderer, { defer { events = [] }; return events })
    }

    /// The item ids and positions (in their ids) of the rows displayed.
    func displayed(_ renderer: ComposeRenderer) -> [String] {
        renderer.displayedElements.map { element in
            let id = RenderedElementID(element.identity.id)
            return "\(id?.itemID.map { "\($0.base)" } ?? "?")@\(id?.itemPosition.map(String.init) ?? "-")"
        }
    }

    @Test func anUpdateBelowTheScreenDeliversNothing() {
        let (renderer, taken) = rendered()
        var ids = Array(0..<40)
        ids.remove(at: 30)
        ids.insert(99, at: 20)
        renderer.render(sections: [Self.section(ids)])
        #expect(renderer.issues.isEmpty)
        #expect(taken().isEmpty)
        #expect(displayed(renderer) == (0..<19).map { "\($0)@-" })
        // The rows that stayed are tracked by their ids: scrolling row 0 off
        // the screen ends it, and brings in row 19.
        renderer.scroll(to: Point(x: 0, y: 44))
        #expect(taken() == ["didEndDisplay 0@-", "willDisplay 19@-"])
    }

    @Test func aDuplicateIDBelowTheScreenGivesTheRowsOnItTheirPositions() {
        let (renderer, taken) = rendered()
        // Row 5's id again, at 40: the section's ids carry positions now,
        // so each row on screen is another element than before.
        renderer.render(sections: [Self.section(Array(0..<40) + [5])])
        #expect(renderer.issues == [.duplicateComponentID(section: 0, id: "5")])
        let events = taken()
        #expect(events.filter { $0.hasPrefix("didEndDisplay") } == (0..<19).map { "didEndDisplay \($0)@-" })
        #expect(events.filter { $0.hasPrefix("willDisplay") } == (0..<19).map { "willDisplay \($0)@\($0)" })
        #expect(displayed(renderer) == (0..<19).map { "\($0)@\($0)" })
    }
}
