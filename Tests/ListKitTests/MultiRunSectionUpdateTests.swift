import ListKit
import Testing

/// A section whose components come in several runs (a banner, then rows of
/// another type): the diff reads each component's id from the run that
/// holds it, whatever the run's place in the section, for `Int` ids and
/// for hashed ones.
@Suite struct MultiRunSectionUpdateTests {
    /// A banner over the rows.
    struct Banner<ID: Hashable & Sendable>: Component, Equatable {
        let id: ID
        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
        }
        func render(in content: ContentView) {}
    }

    /// A row.
    struct Row<ID: Hashable & Sendable>: Component, Equatable {
        let id: ID
        let title: String
        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        }
        func render(in content: ContentView) {}
    }

    /// Renders the banner `banner` over rows `rows` (id, title) in one
    /// group, then `next`, and returns what the update changed.
    func update<ID: Hashable & Sendable>(
        banner: ID, rows: [(ID, String)], next: [(ID, String)]
    ) -> ChangeCounts? {
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 400), scale: 1))
        func section(_ rows: [(ID, String)]) -> Section {
            Section(id: "feed") {
                VGroup(width: .fractionalWidth(1), height: .estimated(44)) {
                    Banner(id: banner)
                    rows.map { Row(id: $0.0, title: $0.1) }
                }
            }
        }
        renderer.render(sections: [section(rows)])
        renderer.render(sections: [section(next)])
        #expect(renderer.issues.isEmpty)
        return (renderer.dataSource as? DiffableDataSource)?.lastUpdate?.changes
    }

    @Test func integerIDsOfTheSecondRunAreItsOwn() {
        // Rows 0–9 under banner 100; row 5 deleted, row 7 retitled: one
        // delete, one update, nothing else.
        let rows = (0..<10).map { ($0, "row \($0)") }
        var next = rows
        next.remove(at: 5)
        next[6].1 = "row 7, edited"
        let changes = update(banner: 100, rows: rows, next: next)
        #expect(changes?.deleted == 1)
        #expect(changes?.updated == 1)
        #expect(changes?.inserted == 0 && changes?.moved == 0)
    }

    @Test func hashedIDsOfTheSecondRunAreItsOwn() {
        // The same with string ids.
        let rows = (0..<10).map { ("post-\($0)", "row \($0)") }
        var next = rows
        next.remove(at: 5)
        next[6].1 = "row 7, edited"
        let changes = update(banner: "banner", rows: rows, next: next)
        #expect(changes?.deleted == 1)
        #expect(changes?.updated == 1)
        #expect(changes?.inserted == 0 && changes?.moved == 0)
    }
}
