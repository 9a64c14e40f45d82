import ListKitCore
@testable import ListKitEngine
import ListKitSupplementary
import Testing

/// A mixed layout measured as the viewport comes near (issue 14, goal 1):
/// a measuring pass solves again only the sections it measures. Worked out
/// by hand on a 375 × 812 phone at scale 1.
@Suite struct MixedLayoutMeasuringTests {
    /// Section 0: a thousand rows estimated 44, measured 20, 30, 40, 20, …
    /// (by item modulo 3). Section 1: five chips estimated 50 wide in rows
    /// 200 wide with 10 between them, measured 80, 90, 50, 120, 40 (so the
    /// section is measured whole), under a 30-pt header, on a background.
    let layout: CompositionalLayout = {
        let rows = LayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                             subitems: [item(.fractionalWidth(1), .estimated(44))]),
            itemCount: 1_000)
        var group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(200), .estimated(30)), subitems: [item(.estimated(50), .absolute(30))])
        group.interItemSpacing = .fixed(10)
        var chips = LayoutSection(group: group, itemCount: 5)
        chips.boundarySupplementaryItems = [BoundarySupplementaryItem(
            elementKind: "header", layoutSize: size(.fractionalWidth(1), .absolute(30)), alignment: .top)]
        chips.decorationItems = [DecorationItem(elementKind: "background")]
        return CompositionalLayout(sections: [rows, chips])
    }()
    let chipWidths = [80.0, 90, 50, 120, 40]

    @Test func anUnchangedSectionIsNotSolvedAgainOnAMeasuringPass() throws {
        nonisolated(unsafe) var asked = [0, 0]
        let widths = chipWidths
        let sizing = SelfSizing { path, proposed in
            asked[path.section] += 1
            return path.section == 0
                ? Size(width: proposed.width, height: 20 + Double(path.item % 3) * 10)
                : Size(width: widths[path.item], height: proposed.height)
        }
        var cache = SelfSizingCache()
        var offset = Point(x: 0, y: 0)
        var passes = 0
        let solved = try LayoutSolver.solve(
            layout, in: phone(scale: 1), sizing: sizing, cache: &cache, showing: &offset, eachPass: { _, _ in passes += 1 })
        // Rows 0–27 are measured in four passes (see LazySelfSizingTests),
        // each once. The chips are measured in the first solve only, each
        // once: a chip that does not fit its row is tried again first in the
        // next row with the same proposal (50 × 30), which the solve remembers.
        #expect(passes == 4)
        #expect(asked == [28, 5])
        // The rows take 830 for the 28 measured + 972 × 44 = 43,598; the
        // chips section starts there: its header, then rows 80 + 10 + 90
        // (50 does not fit: 190 + 50 > 200), 50 + 10 + 120, 40, 30 tall each.
        let chips = solved.sections[1]
        expectFrame(chips.frame, 0, 43_598, 375, 120)
        expectFrame(chips.cellFrame(at: 0), 0, 43_628, 80, 30)
        expectFrame(chips.cellFrame(at: 1), 90, 43_628, 90, 30)
        expectFrame(chips.cellFrame(at: 2), 0, 43_658, 50, 30)
        expectFrame(chips.cellFrame(at: 3), 60, 43_658, 120, 30)
        expectFrame(chips.cellFrame(at: 4), 0, 43_688, 40, 30)
        #expect(solved.contentSize.height == 43_718)
        let rest = Rect(x: 0, y: 43_590, width: 375, height: 200)
        let others = solved.elements(in: rest, contentOffset: offset, orthogonalOffsets: [:]).filter { $0.category != .cell }
        #expect(others.map(\.frame) == [
            Rect(x: 0, y: 43_598, width: 375, height: 30), Rect(x: 0, y: 43_598, width: 375, height: 120),
        ])
    }

    /// One section of a thousand rows and one of five chips, for a
    /// collection view.
    final class RowsAndChips: CollectionViewDataSource {
        func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 2 }
        func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? 1_000 : 5
        }
        func collectionView(
            _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
        ) throws(CollectionViewError) -> CollectionViewCell {
            try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aCollectionViewScrollingIntoNewRowsMeasuresOnlyThem() throws {
        nonisolated(unsafe) var asked: [ElementIndexPath] = []
        let widths = chipWidths
        let layout = layout
        let data = RowsAndChips()
        let collectionView = HeadlessCollectionView(viewport: phone(scale: 1)) { _ in layout }
        collectionView.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
        collectionView.dataSource = data
        collectionView.sizing = SelfSizing { path, proposed in
            asked.append(path)
            return path.section == 0
                ? Size(width: proposed.width, height: 20 + Double(path.item % 3) * 10)
                : Size(width: widths[path.item], height: proposed.height)
        }
        try collectionView.layoutIfNeeded()
        // The first frame: rows 0–27 and, once, the five chips (as in
        // anUnchangedSectionIsNotSolvedAgainOnAMeasuringPass).
        #expect(asked.filter { $0.section == 0 }.count == 28)
        #expect(asked.filter { $0.section == 1 }.count == 5)
        // Three screens down, one at a time: each step measures the rows
        // that came into view and solves only their section again, so the
        // chips are not measured again and no row is measured twice.
        for step in 1...3 {
            try collectionView.setContentOffset(Point(x: 0, y: 812 * Double(step)))
        }
        let rows = asked.filter { $0.section == 0 }
        #expect(rows.count > 28 + 3 * 812 / 40)
        #expect(Set(rows).count == rows.count)
        #expect(asked.filter { $0.section == 1 }.count == 5)
    }

    @Test func everyPassGivesTheFramesOfAWholeSolve() throws {
        let widths = chipWidths
        let sizing = SelfSizing { path, proposed in
            path.section == 0
                ? Size(width: proposed.width, height: 20 + Double(path.item % 3) * 10)
                : Size(width: widths[path.item], height: proposed.height)
        }
        var cache = SelfSizingCache()
        var offset = Point(x: 0, y: 0)
        var checked = 0
        let viewport = phone(scale: 1)
        _ = try LayoutSolver.solve(layout, in: viewport, sizing: sizing, cache: &cache, showing: &offset) { solved, cache in
            var plan: SizingPlan? = SizingPlan(cache: cache, requests: [:])
            guard let whole = try? LayoutSolver.solve(layout, in: viewport, sizing: sizing, expansion: .full, plan: &plan)
            else { Issue.record("the whole solve failed"); return }
            #expect(solved.contentSize == whole.contentSize)
            #expect(solved.allElements() == whole.allElements())
            checked += 1
        }
        #expect(checked == 4)
    }
}
