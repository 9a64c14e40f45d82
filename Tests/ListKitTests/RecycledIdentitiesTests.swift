@testable import ListKit
import ListKitTestSupport
import Testing

/// The identities an animated update diffs are written into the memory of
/// the identities the update before it was done with: shorter and longer
/// lists, `Int` ids and hashed ids in turn, and the renders after them diff
/// as a fresh data source would.
@Suite struct RecycledIdentitiesTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// A row 44 pt tall with an `Int` id.
    struct Row: Component, Equatable {
        let id: Int
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) {}
    }

    /// A row whose id is a `String` (diffed by its hash).
    struct NamedRow: Component, Equatable {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) {}
    }

    func rows(_ ids: [Int]) -> [Section] {
        [Section(id: "rows") { VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { Row(id: $0) } }]
    }

    func named(_ ids: [Int]) -> [Section] {
        [Section(id: "rows") {
            VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { NamedRow(id: "n\($0)") }
        }]
    }

    /// The counts of the last animated update.
    func changes(_ renderer: ComposeRenderer) -> ChangeCounts? {
        (renderer.dataSource as? DiffableDataSource)?.lastUpdate?.changes
    }

    /// The ids of the visible cells, top to bottom.
    func shownIDs(_ renderer: ComposeRenderer) -> [AnyHashable] {
        renderer.collectionView.indexPathsForVisibleItems.compactMap { renderer.dataSource.composed.component(at: $0)?.id }
    }

    @Test func shorterLongerAndOtherIDTypesDiffAsFreshOnes() {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: rows(Array(0..<100)))
        // One deleted at the top, one inserted at the end.
        renderer.render(sections: rows(Array(1..<101)))
        #expect(changes(renderer) == ChangeCounts(deleted: 1, inserted: 1))
        // Shorter than the memory left: 1 … 50 stay, 51 … 100 go.
        renderer.render(sections: rows(Array(1..<51)))
        #expect(changes(renderer) == ChangeCounts(deleted: 50))
        // Longer: 0 comes first, 51 … 199 after 1 … 50.
        renderer.render(sections: rows(Array(0..<200)))
        #expect(changes(renderer) == ChangeCounts(inserted: 150))
        // 812 / 44: rows 0 … 18 are shown.
        #expect(shownIDs(renderer) == (0...18).map { AnyHashable($0) })
        // Hashed ids: every row is another (a `String` is never an `Int`).
        renderer.render(sections: named(Array(0..<200)))
        #expect(changes(renderer) == ChangeCounts(deleted: 200, inserted: 200))
        // Row 7 moves to the top; the others keep their order.
        renderer.render(sections: named([7] + Array(0..<7) + Array(8..<200)))
        #expect(changes(renderer) == ChangeCounts(moved: 1))
        #expect(shownIDs(renderer) == ([7] + Array(0...6) + Array(8...18)).map { AnyHashable("n\($0)") })
        // Back to `Int` ids, with a delete between shown rows.
        renderer.render(sections: rows(Array(0..<200)))
        renderer.render(sections: rows(Array(0..<3) + Array(4..<200)))
        #expect(changes(renderer) == ChangeCounts(deleted: 1))
        #expect(shownIDs(renderer) == ([0, 1, 2] + Array(4...19)).map { AnyHashable($0) })
        #expect(renderer.issues.isEmpty)
    }

    @Test func aListThatShrankForGoodGivesItsMemoryBack() throws {
        let source = DiffableDataSource()
        let renderer = ComposeRenderer(dataSource: source, viewport: viewport)
        renderer.render(sections: rows(Array(0..<1_000)))
        renderer.render(sections: rows(Array(1..<1_001)))
        // The update kept the identities of the 1,000 rows shown before it
        // and the ids its duplicate check read.
        #expect(source.spareIdentities.integers.map(\.capacity).max() ?? 0 >= 1_000)
        #expect(renderer.spareCheckedIDs.map(\.capacity).max() ?? 0 >= 1_000)
        // 10 rows: 2 × 10 + 64 = 84 is the most memory kept for them.
        renderer.render(sections: rows(Array(0..<10)))
        renderer.render(sections: rows(Array(1..<11)))
        renderer.render(sections: rows(Array(2..<12)))
        #expect(changes(renderer) == ChangeCounts(deleted: 1, inserted: 1))
        let shown = try #require(source.shownIdentities?.integers)
        #expect(shown.sections.map(\.items.capacity).allSatisfy { $0 <= 84 })
        #expect(source.spareIdentities.integers.allSatisfy { $0.capacity <= 84 })
        #expect(renderer.spareCheckedIDs.allSatisfy { $0.capacity <= 84 })
    }

    @Test func anUpdateFromTheSameListTwiceKeepsItsIDs() {
        // Rendering a list, the same list again (nothing changes), then a
        // change: the second diff's source is the first one's target, and
        // the memory the first diff's source left is rewritten in between.
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: rows(Array(0..<50)))
        renderer.render(sections: rows(Array(0..<50)))
        #expect(changes(renderer) == ChangeCounts.zero)
        renderer.render(sections: rows(Array(0..<50)))
        renderer.render(sections: rows(Array(1..<50) + [0]))
        #expect(changes(renderer) == ChangeCounts(moved: 1))
        #expect(shownIDs(renderer) == (1...19).map { AnyHashable($0) })
    }
}

/// The rule that decides whether memory kept for a list is reused.
@Suite struct ReusedMemoryRuleTests {
    @Test func memoryIsKeptUpToTwiceTheNeedPlusSixtyFour() {
        // 10 elements: 2 × 10 + 64 = 84.
        #expect([Int].keepsMemory(capacity: 84, for: 10))
        #expect(![Int].keepsMemory(capacity: 85, for: 10))
        // Nothing to hold: 64 elements of slack.
        #expect([Int].keepsMemory(capacity: 64, for: 0))
        #expect(![Int].keepsMemory(capacity: 65, for: 0))
    }

    @Test func anArrayOverTheRuleIsGivenBackOthersKeepTheirMemory() {
        var large = [Int](repeating: 0, count: 1_000)
        let before = large.capacity
        large.empty(reusingFor: 500)
        #expect(large.isEmpty)
        #expect(large.capacity == before)
        large.empty(reusingFor: 10)
        #expect(large.isEmpty)
        #expect(large.capacity < before)
        #expect(large.capacity >= 10)
    }
}
