import ListKitSeedComponents
import ListKit
import ListKitTestSupport
import Testing

/// Diffable updates: every stage passes the collection view's batch-update
/// validation (a refused stage would be reported as an issue), and the final
/// screen equals a fresh render of the same data.
@Suite struct DiffableUpdateTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    func sections(_ data: [[TodoComponent]]) -> [Section] {
        data.enumerated().map { index, rows in
            Section(id: "s\(index)") {
                VGroup(of: rows, width: .fractionalWidth(1), height: .estimated(44)) { $0 }
            }
            .boundarySupplementaryItem(SectionHeaderComponent(title: "Section \(index)"))
        }
    }

    /// 10% deleted, 10% inserted, 2% moved, 2% updated.
    func mutate(_ data: [[TodoComponent]], next: inout Int, _ rng: inout SplitMix64) -> [[TodoComponent]] {
        var data = data
        let total = data.reduce(0) { $0 + $1.count }
        for _ in 0..<(total / 10) {
            let s = Int.random(in: 0..<data.count, using: &rng)
            if !data[s].isEmpty { data[s].remove(at: Int.random(in: 0..<data[s].count, using: &rng)) }
        }
        for _ in 0..<(total / 50) {
            let s = Int.random(in: 0..<data.count, using: &rng)
            guard !data[s].isEmpty else { continue }
            let row = data[s].remove(at: Int.random(in: 0..<data[s].count, using: &rng))
            let t = Int.random(in: 0..<data.count, using: &rng)
            data[t].insert(row, at: Int.random(in: 0...data[t].count, using: &rng))
        }
        for _ in 0..<(total / 50) {
            let s = Int.random(in: 0..<data.count, using: &rng)
            guard !data[s].isEmpty else { continue }
            let i = Int.random(in: 0..<data[s].count, using: &rng)
            data[s][i] = TodoComponent(todoID: data[s][i].todoID, title: data[s][i].title + "'")
        }
        for _ in 0..<(total / 10) {
            let s = Int.random(in: 0..<data.count, using: &rng)
            data[s].insert(TodoComponent(todoID: next, title: "New \(next)"), at: Int.random(in: 0...data[s].count, using: &rng))
            next += 1
        }
        return data
    }

    @Test func tenThousandItemsWithMixedChanges() throws {
        var rng = SplitMix64(seed: 2026)
        var next = 10_000
        var data = (0..<10).map { s in (0..<1_000).map { TodoComponent(todoID: s * 1_000 + $0, title: "Todo \(s * 1_000 + $0)") } }
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: sections(data))
        for round in 0..<3 {
            data = mutate(data, next: &next, &rng)
            renderer.render(sections: sections(data))
            #expect(renderer.issues.isEmpty, "round \(round): \(renderer.issues)")
            let fresh = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
            fresh.render(sections: sections(data))
            fresh.scroll(to: renderer.collectionView.contentOffset)
            #expect(Screen(renderer) == Screen(fresh))
            // Deeper in the list too.
            let offset = Point(x: 0, y: Double(round + 1) * 9_000)
            renderer.scroll(to: offset)
            fresh.scroll(to: offset)
            #expect(Screen(renderer) == Screen(fresh))
            #expect(renderer.collectionView.numberOfItems(inSection: 3) == data[3].count)
        }
    }

    @Test func visibleAndInvisibleInsertsDeletesMovesAndUpdates() throws {
        // Rows 44 tall after a 44-pt header: the screen (812) shows rows 0 … 16.
        var rows = (0..<40).map { TodoComponent(todoID: $0, title: "\($0)") }
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: sections([rows]))
        let cellOf3 = renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 3))
        let cellOf10 = renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 10))
        rows.remove(at: 30)                                               // invisible delete
        rows.remove(at: 1)                                                // visible delete: 3 → 2, 10 → 9
        rows.insert(TodoComponent(todoID: 100, title: "new"), at: 0)      // visible insert: 3 → 3, 10 → 10
        rows.insert(TodoComponent(todoID: 101, title: "far"), at: 35)     // invisible insert
        let ten = rows.remove(at: 10)
        rows.insert(ten, at: 5)                                           // visible move: 10 → 5
        rows[3] = TodoComponent(todoID: 3, title: "three")                // visible update
        rows[38] = TodoComponent(todoID: 38, title: "thirty-eight")       // invisible update
        renderer.render(sections: sections([rows]))
        #expect(renderer.issues.isEmpty)
        #expect(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 3)) === cellOf3)
        #expect(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 5)) === cellOf10)
        let three = cellOf3 as? ComponentCell
        #expect(three?.contentView?.displayList == [.text("three", at: Point(x: 16, y: 12), size: 17, color: .black)])
        let fresh = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        fresh.render(sections: sections([rows]))
        #expect(Screen(renderer) == Screen(fresh))
        renderer.scroll(to: Point(x: 0, y: 1000))
        fresh.scroll(to: Point(x: 0, y: 1000))
        #expect(Screen(renderer) == Screen(fresh))
    }

    @Test func sectionsInsertedDeletedAndMoved() throws {
        let a = (0..<3).map { TodoComponent(todoID: $0, title: "a\($0)") }
        let b = (10..<13).map { TodoComponent(todoID: $0, title: "b\($0)") }
        let c = (20..<23).map { TodoComponent(todoID: $0, title: "c\($0)") }
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        func render(_ named: [(String, [TodoComponent])]) {
            renderer.render(sections: named.map { name, rows in
                Section(id: name) { VGroup(of: rows, width: .fractionalWidth(1), height: .estimated(44)) { $0 } }
            })
        }
        render([("a", a), ("b", b), ("c", c)])
        // Delete a, move c before b, insert d, move an item from b to c.
        render([("c", c + [b[0]]), ("b", Array(b.dropFirst())), ("d", [TodoComponent(todoID: 30, title: "d")])])
        #expect(renderer.issues.isEmpty)
        let ids = renderer.collectionView.visibleCells.compactMap { ($0 as? ComponentCell)?.component?.id }
        #expect(ids == [20, 21, 22, 10, 11, 12, 30].map { AnyHashable($0) })
    }
}
