import ListKitCore
import ListKitDiff
import ListKitSupplementary
@testable import ListKitEngine
import ListKitTestSupport
import Testing

/// A solve takes the sections an earlier solve solved as they are (same
/// index, same model with its item count, same configuration and
/// viewport) instead of solving them again, and gives the frames a solve
/// from scratch gives.
@Suite struct EarlierSolveTests {
    /// `layout` with some of its sections changed (an item more or less, other
    /// spacing, other insets and so another group size, another root group
    /// with an item more) and now and then one section more or fewer at the end.
    func changed(_ layout: CompositionalLayout, _ rng: inout SplitMix64) -> CompositionalLayout {
        var changed = layout
        for index in changed.sections.indices {
            switch Int.random(in: 0...5, using: &rng) {
            case 0: changed.sections[index].itemCount += 1
            case 1: changed.sections[index].itemCount = max(0, changed.sections[index].itemCount - 1)
            case 2: changed.sections[index].interGroupSpacing += 2
            case 3:
                changed.sections[index].contentInsets.leading += 10
                changed.sections[index].itemCount += 1
            case 4:
                changed.sections[index].group = rows(30)
                changed.sections[index].itemCount += 1
            default: break
            }
        }
        switch Int.random(in: 0...3, using: &rng) {
        case 0: changed.sections.append(LayoutSection(group: rows(44), itemCount: 3))
        case 1 where changed.sections.count > 1: changed.sections.removeLast()
        default: break
        }
        return changed
    }

    @Test(arguments: 0..<60) func theSectionsTakenGiveTheFramesOfASolveFromScratch(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 3)
        let before = randomLayout(&rng)
        let after = changed(before, &rng)
        let viewport = phone()
        let earlier = try LayoutSolver.solve(before, in: viewport)
        let solved = try LayoutSolver.solve(
            validated: ValidatedLayout(after), in: viewport,
            reusing: EarlierSolve(sections: before.sections, solves: earlier.sections))
        let fresh = try LayoutSolver.solve(after, in: viewport)
        #expect(solved.allElements() == fresh.allElements())
        #expect(solved.contentSize == fresh.contentSize)
        #expect(solved.allElements(contentOffset: Point(x: 0, y: 700)) == fresh.allElements(contentOffset: Point(x: 0, y: 700)))
        // Taken exactly where the section is the same at its index, item
        // count included: a section with decorations keeps them in a store
        // of its own solve, which a solve from scratch makes anew.
        for index in after.sections.indices
        where before.sections.indices.contains(index) && !after.sections[index].decorationItems.isEmpty {
            let same = before.sections[index] == after.sections[index]
            #expect((solved.sections[index].decorationStore === earlier.sections[index].decorationStore) == same)
            #expect(fresh.sections[index].decorationStore !== earlier.sections[index].decorationStore)
        }
    }

    @Test func nothingIsTakenUnderAnotherConfiguration() throws {
        // Two sections of 5 rows 44 high with backgrounds; the spacing
        // between sections goes from 0 to 10.
        var spacing = 0.0
        let source = CountsDataSource([5, 5])
        let collectionView = HeadlessCollectionView(viewport: phone()) { counts in
            withExtendedLifetime(source) {
                CompositionalLayout(
                    configuration: LayoutConfiguration(interSectionSpacing: spacing),
                    sections: counts.map { count in
                        var section = LayoutSection(group: rows(44), itemCount: count)
                        section.decorationItems = [DecorationItem(elementKind: "background")]
                        return section
                    })
            }
        }
        collectionView.register(NameCell.self, forCellWithReuseIdentifier: "name")
        collectionView.dataSource = source
        try collectionView.layoutIfNeeded()
        let before = try #require(collectionView.solvedLayout)
        spacing = 10
        collectionView.invalidateLayout()
        try collectionView.layoutIfNeeded()
        let after = try #require(collectionView.solvedLayout)
        for index in 0..<2 { #expect(after.sections[index].decorationStore !== before.sections[index].decorationStore) }
        // Section 1 starts after 5 rows and the spacing.
        #expect(after.sections[1].frame.minY == 230)
    }

    /// Through the collection view: an update solves the sections it changed.
    @Test func anUpdateSolvesOnlyTheSectionsItChanged() throws {
        // Three sections of 44-pt rows (5, 5, 5), each with a background
        // (kept in a store of its solve); an item goes into section 1.
        func section(_ count: Int) -> LayoutSection {
            var section = LayoutSection(group: rows(44), itemCount: count)
            section.decorationItems = [DecorationItem(elementKind: "background")]
            return section
        }
        let source = CountsDataSource([5, 5, 5])
        let collectionView = makeCollectionView(source) { section($1) }
        try collectionView.layoutIfNeeded()
        let before = try #require(collectionView.solvedLayout)
        source.counts = [5, 6, 5]
        try collectionView.performBatchUpdates(BatchUpdates(insertedItems: [ElementIndexPath(section: 1, item: 0)]))
        let after = try #require(collectionView.solvedLayout)
        #expect(after.sections[0].decorationStore === before.sections[0].decorationStore)
        #expect(after.sections[1].decorationStore !== before.sections[1].decorationStore)
        #expect(after.sections[2].decorationStore === before.sections[2].decorationStore)
        // Section 2 moved down a row: it starts at 11 × 44.
        #expect(after.sections[2].frame.minY == 484)
        #expect(collectionView.layoutAttributesForItem(at: ElementIndexPath(section: 2, item: 0))?.frame.minY == 484)
        // Another viewport: every section is solved again.
        collectionView.viewport = Viewport(size: Size(width: 320, height: 600), scale: 2)
        try collectionView.layoutIfNeeded()
        let resized = try #require(collectionView.solvedLayout)
        for index in 0..<3 { #expect(resized.sections[index].decorationStore !== after.sections[index].decorationStore) }
        #expect(resized.allElements() == (try LayoutSolver.solve(
            CompositionalLayout(sections: [5, 6, 5].map(section)),
            in: Viewport(size: Size(width: 320, height: 600), scale: 2))).allElements())
    }
}
