import ListKitCore
import ListKitEngine
import ListKitSupplementary
import ListKitTestSupport
import Testing

/// `elements(in:)` answers from the index exactly what a scan of every
/// element would answer.
@Suite struct QueryTests {
    @Test func gridQueryReturnsTheCellsOfTheRowsItMeets() throws {
        // Grid of 5 (75 × 75 rows), 100 items = 20 rows. The rect y 100 … 200
        // meets rows 1 (75 … 150) and 2 (150 … 225): items 5 … 14.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
            subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1))])
        let layout = CompositionalLayout(sections: [LayoutSection(group: group, itemCount: 100)])
        let solved = try LayoutSolver.solve(layout, in: phone())
        let found = solved.elements(in: Rect(x: 0, y: 100, width: 375, height: 100))
        #expect(found.map(\.indexPath.item) == Array(5...14))
        // Touching an edge is not meeting: y 150 … 225 is exactly row 2.
        let edge = solved.elements(in: Rect(x: 0, y: 150, width: 375, height: 75))
        #expect(edge.map(\.indexPath.item) == Array(10...14))
        // Only the middle column: x 150 … 225.
        let column = solved.elements(in: Rect(x: 150, y: 0, width: 75, height: 1500))
        #expect(column.map(\.indexPath.item) == stride(from: 2, to: 100, by: 5).map { $0 })
    }

    @Test func indexMatchesAFullScanOnRandomLayoutsAndRects() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let layout = randomLayout(&rng)
            let solved = try LayoutSolver.solve(layout, in: phone(scale: 2))
            var offsets: [Int: Point] = [:]
            for (i, s) in layout.sections.enumerated() where s.orthogonalScrollingBehavior.isOrthogonal {
                offsets[i] = Point(x: Double(Int.random(in: 0...300, using: &rng)), y: 0)
            }
            let height = Swift.max(1, solved.contentSize.height)
            for _ in 0..<20 {
                // Pinned supplementaries move with the content offset: any offset,
                // before, inside and past the content.
                let offset = Point(x: 0, y: Double.random(in: -900...(height + 900), using: &rng))
                let all = solved.allElements(contentOffset: offset, orthogonalOffsets: offsets)
                let rect = Rect(
                    x: Double.random(in: -50...400, using: &rng), y: Double.random(in: -100...height, using: &rng),
                    width: Double.random(in: 1...400, using: &rng), height: Double.random(in: 1...900, using: &rng))
                let expected = all.filter { $0.frame.intersects(rect) }
                let found = solved.elements(in: rect, contentOffset: offset, orthogonalOffsets: offsets)
                #expect(found == expected)
                let bounds = solved.bounds(at: offset)
                #expect(solved.visibleElements(contentOffset: offset, orthogonalOffsets: offsets)
                    == all.filter { $0.frame.intersects(bounds) })
            }
        }
    }

    @Test func indexMatchesAFullScanWithSelfSizedRowsOfDifferentHeights() throws {
        // Chips of measured widths and heights: every row (group repetition) has
        // its own height and item count, so the index cannot assume uniform groups.
        var rng = SplitMix64(seed: 7)
        let sizing = SelfSizing { path, _ in
            Size(width: Double(20 + (path.item * 37 + path.section * 11) % 150), height: Double(10 + (path.item * 53) % 90))
        }
        for _ in 0..<50 {
            var sections: [LayoutSection] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                var group = LayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item(.estimated(60), .estimated(40))])
                group.interItemSpacing = .fixed(Double(Int.random(in: 0...8, using: &rng)))
                var section = LayoutSection(group: group, itemCount: Int.random(in: 0...120, using: &rng))
                section.interGroupSpacing = 4
                if Int.random(in: 0...3, using: &rng) == 0 { section.orthogonalScrollingBehavior = .continuous }
                sections.append(section)
            }
            let solved = try LayoutSolver.solve(CompositionalLayout(sections: sections), in: phone(scale: 2), sizing: sizing)
            let all = solved.allElements()
            for _ in 0..<20 {
                let rect = Rect(
                    x: Double.random(in: -50...400, using: &rng),
                    y: Double.random(in: -100...Swift.max(1, solved.contentSize.height), using: &rng),
                    width: Double.random(in: 1...400, using: &rng), height: Double.random(in: 1...500, using: &rng))
                #expect(solved.elements(in: rect) == all.filter { $0.frame.intersects(rect) })
            }
        }
    }
}
