import ListKit
import ListKitTestSupport
import Testing

/// Diffable updates of components whose ids are `Int`s (diffed as integers)
/// and of components whose ids are not (diffed by their hashes), and
/// renders that go from one to the other.
@Suite struct IntegerIDDiffTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// A row 44 pt tall with an `Int` id.
    struct Row: Component, Equatable {
        let id: Int
        var title = ""
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) { content.draw(.text(title, at: .zero, size: 17, color: .black)) }
    }

    /// The same row with its id as an `AnyHashable`.
    struct ErasedRow: Component, Equatable {
        let id: AnyHashable
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) {}
    }

    func rows(_ ids: [Int], title: (Int) -> String = { "Row \($0)" }) -> [Section] {
        [Section(id: "rows") {
            VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { Row(id: $0, title: title($0)) }
        }]
    }

    /// The counts of the last animated update.
    func changes(_ renderer: ComposeRenderer) -> ChangeCounts? {
        (renderer.dataSource as? DiffableDataSource)?.lastUpdate?.changes
    }

    /// The ids of the visible cells, top to bottom.
    func shownIDs(_ renderer: ComposeRenderer) -> [AnyHashable] {
        renderer.collectionView.visibleCells
            .sorted { ($0.indexPath?.item ?? 0) < ($1.indexPath?.item ?? 0) }
            .compactMap { cell in cell.indexPath.flatMap { renderer.dataSource.composed.component(at: $0)?.id } }
    }

    @Test func integerIDsDeleteInsertMoveAndUpdate() {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: rows(Array(0..<30)))
        // 5 deleted, 30 inserted at the top, 20 moved to the end, 1 retitled.
        var next = Array(0..<30)
        next.remove(at: 5)
        next.insert(30, at: 0)
        next.removeAll { $0 == 20 }
        next.append(20)
        renderer.render(sections: rows(next) { $0 == 1 ? "changed" : "Row \($0)" })
        #expect(renderer.issues.isEmpty)
        #expect(changes(renderer) == ChangeCounts(deleted: 1, inserted: 1, updated: 1, moved: 1))
        // 812 / 44: cells 0 … 18 are shown: 30, 0, 1, 2, 3, 4, 6, …
        #expect(shownIDs(renderer).prefix(8) == [30, 0, 1, 2, 3, 4, 6, 7].map { AnyHashable($0) }[...])
    }

    @Test func animatedUpdatesDiffInOneKeptWorkspace() throws {
        let source = DiffableDataSource()
        let renderer = ComposeRenderer(dataSource: source, viewport: viewport)
        renderer.render(sections: rows(Array(0..<1_000)))
        // The first render reloads: nothing diffed yet.
        #expect(source.diffWorkspace.retainedBytes == 0)
        renderer.render(sections: rows(Array(1..<1_001)))
        #expect(changes(renderer) == ChangeCounts(deleted: 1, inserted: 1))
        // One section, diffed as a flat list of 1,000 items a side: one
        // partition, 2,000 entries of 8 bytes, and the matched source of
        // each of the 1,000 targets, 4 bytes each.
        let kept = source.diffWorkspace.retainedBytes
        #expect(kept == 16_000 + 4_000)
        // An update of the same size reuses all of it.
        renderer.render(sections: rows(Array(2..<1_002).reversed()))
        #expect(changes(renderer)?.moved == 998)
        #expect(source.diffWorkspace.retainedBytes == kept)
        source.diffWorkspace.releaseMemory()
        #expect(source.diffWorkspace.retainedBytes == 0)
        renderer.render(sections: rows(Array(2..<1_002)))
        #expect(renderer.issues.isEmpty)
        #expect(shownIDs(renderer).prefix(3) == [2, 3, 4].map { AnyHashable($0) }[...])
    }

    @Test func idsOfBothKindsAreOneIdentity() {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: rows(Array(0..<10)))
        // The same ids as AnyHashable, in another component type: every row
        // stays (one identity), with new content.
        renderer.render(sections: [Section(id: "rows") {
            VGroup(of: Array(0..<10), width: .fractionalWidth(1), height: .estimated(44)) { ErasedRow(id: $0) }
        }])
        #expect(renderer.issues.isEmpty)
        #expect(changes(renderer) == ChangeCounts(deleted: 0, inserted: 0, updated: 10, moved: 0))
        // And back, with row 9 gone.
        renderer.render(sections: rows(Array(0..<9)))
        #expect(changes(renderer) == ChangeCounts(deleted: 1, inserted: 0, updated: 9, moved: 0))
    }

    @Test func repeatedIntegerIDsAreReported() {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: rows([4, 8, 4, 15, 8, 4]))
        // Positions 2, 4 and 5 repeat 4, 8 and 4.
        #expect(renderer.issues == [
            .duplicateComponentID(section: 0, id: "4"), .duplicateComponentID(section: 0, id: "8"),
            .duplicateComponentID(section: 0, id: "4"),
        ])
    }

    @Test func scatteredIDsFindEveryRepeat() {
        // Multiples of 2^32 differ only in their high bits; every one after
        // the first 1,000 repeats one of them.
        let ids = (0..<1_000).map { $0 << 32 } + (0..<500).map { ($0 * 2) << 32 }
        let repeated = Array(1_000..<1_500)
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: rows(ids))
        #expect(renderer.issues.count == repeated.count)
    }
}
