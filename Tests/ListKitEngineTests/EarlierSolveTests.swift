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

    /// Solves `after` taking what it can from `earlier`, a solve of
    /// `before` for the phone, and checks it against a solve from scratch.
    func solve(
        _ after: CompositionalLayout, reusing earlier: SolvedLayout, of before: CompositionalLayout
    ) throws -> SolvedLayout {
        let solved = try LayoutSolver.solve(
            validated: ValidatedLayout(after), in: phone(),
            reusing: EarlierSolve(sections: before.sections, solves: earlier.sections))
        let fresh = try LayoutSolver.solve(after, in: phone())
        #expect(solved.allElements() == fresh.allElements())
        #expect(solved.contentSize == fresh.contentSize)
        return solved
    }

    /// Whether two solved sections repeat the same root group layout (one
    /// storage of frames: the later took the earlier's as it was).
    func sharesTemplate(_ a: SolvedSection, _ b: SolvedSection) -> Bool {
        guard let first = a.content.repeatedTemplate?.frames, let second = b.content.repeatedTemplate?.frames else {
            return false
        }
        return first.withUnsafeBufferPointer { x in second.withUnsafeBufferPointer { $0.baseAddress == x.baseAddress } }
    }

    /// An update's stage changes a section's item count only: the root
    /// group is not laid out again, its layout is repeated as it was.
    @Test func aSectionChangedOnlyInItemCountRepeatsTheEarlierGroupLayout() throws {
        let before = CompositionalLayout(sections: [LayoutSection(group: rows(44), itemCount: 10_000)])
        let earlier = try LayoutSolver.solve(before, in: phone())
        var after = before
        after.sections[0].itemCount = 9_999
        let solved = try solve(after, reusing: earlier, of: before)
        #expect(sharesTemplate(solved.sections[0], earlier.sections[0]))
        // 9,999 rows of 44.
        #expect(solved.contentSize.height == 439_956)
        #expect(solved.sections[0].cellFrame(at: 9_998) == Rect(x: 0, y: 439_912, width: 375, height: 44))
        // Anything else changed too: laid out again (rows of 30).
        after.sections[0].group = rows(30)
        let other = try solve(after, reusing: earlier, of: before)
        #expect(!sharesTemplate(other.sections[0], earlier.sections[0]))
        #expect(other.contentSize.height == 299_970)
        // From no item, or to none, there is no layout to repeat.
        var empty = before
        empty.sections[0].itemCount = 0
        let none = try LayoutSolver.solve(empty, in: phone())
        #expect(try solve(before, reusing: none, of: empty).contentSize.height == 440_000)
        #expect(try solve(empty, reusing: earlier, of: before).contentSize.height == 0)
    }

    /// A root group cut at the earlier count's limit would hold more cells
    /// under a larger count: it is laid out again.
    @Test func aGroupCutAtTheEarlierLimitIsLaidOutAgain() throws {
        // A column 3,000 pt tall of 1-pt rows holds 3,000 of them; a
        // section of 2,000 items lays out 2,000 (its limit), one of 2,500
        // lays out 2,500: one repetition, row 2,400 at 2,400.
        let column = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(3_000)),
            subitems: [item(.fractionalWidth(1), .absolute(1))])
        let before = CompositionalLayout(sections: [LayoutSection(group: column, itemCount: 2_000)])
        let earlier = try LayoutSolver.solve(before, in: phone())
        var after = before
        after.sections[0].itemCount = 2_500
        let solved = try solve(after, reusing: earlier, of: before)
        #expect(!sharesTemplate(solved.sections[0], earlier.sections[0]))
        #expect(solved.contentSize.height == 3_000)
        #expect(solved.sections[0].cellFrame(at: 2_400) == Rect(x: 0, y: 2_400, width: 375, height: 1))
    }

    /// A root group that stopped on its own below the earlier limit is
    /// repeated only when it also holds fewer cells than the new count's
    /// limit: a group that hugs its cells would otherwise be too long.
    @Test func aGroupAtTheNewLimitIsLaidOutAgain() throws {
        // 1,500 rows of 1 pt, each once, in a column that hugs them: 1,500
        // pt tall, each repetition. 2,000 items: two repetitions. 1,200
        // items: the group is laid out with at most 1,200 cells, one
        // repetition 1,200 pt tall.
        let column = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(10)),
            subitems: Array(repeating: item(.fractionalWidth(1), .absolute(1)), count: 1_500))
        let before = CompositionalLayout(sections: [LayoutSection(group: column, itemCount: 2_000)])
        let earlier = try LayoutSolver.solve(before, in: phone())
        #expect(earlier.contentSize.height == 3_000)
        var after = before
        after.sections[0].itemCount = 1_200
        let solved = try solve(after, reusing: earlier, of: before)
        #expect(!sharesTemplate(solved.sections[0], earlier.sections[0]))
        #expect(solved.contentSize.height == 1_200)
        // 1,501 items: the column of 1,500 holds fewer than 1,501, the new
        // limit: repeated, 1,500 rows and one.
        after.sections[0].itemCount = 1_501
        let more = try solve(after, reusing: earlier, of: before)
        #expect(sharesTemplate(more.sections[0], earlier.sections[0]))
        #expect(more.contentSize.height == 3_000)
        #expect(more.sections[0].cellFrame(at: 1_500) == Rect(x: 0, y: 1_500, width: 375, height: 1))
        // 1,500 items: the column holds as many as the new limit; laid
        // out again (to the same 1,500 rows).
        after.sections[0].itemCount = 1_500
        let exact = try solve(after, reusing: earlier, of: before)
        #expect(!sharesTemplate(exact.sections[0], earlier.sections[0]))
        #expect(exact.contentSize.height == 1_500)
    }
}
