import ListKitCore
import ListKitDiff
@testable import ListKitEngine
import Testing

/// A solve keeps its sections' root group layouts (`RootTemplate`), and
/// the next solve of a section takes one only when it would lay the same
/// group out the same way: the same group, group size, pixel grid and
/// axes, and a limit that cuts none of its cells.
@Suite struct RootTemplateTests {
    /// The root template of a section of 5 rows of 44 on a 375-pt phone:
    /// one cell, laid out in 375 × 44 with the solver's limit of 1,024 cells
    /// (at least `minimumTemplateCells`).
    func rows44() throws -> RootTemplate {
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection(group: rows(44), itemCount: 5)]), in: phone())
        let root = try #require(solved.sections[0].content.rootTemplate)
        #expect(root.cells == 1)
        #expect(root.limit == 1_024)
        #expect(root.groupSize == Size(width: 375, height: 44))
        #expect(root.template.cells.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 44)])
        return root
    }

    let axes = (repetition: Axis.vertical, scroll: Axis.vertical)

    @Test func onlyTheSameInputsAreServed() throws {
        let root = try rows44()
        let size = Size(width: 375, height: 44)
        let grid = phone().pixelGrid
        #expect(root.serves(rows(44), groupSize: size, grid: grid, axes: axes, limit: 1_024))
        #expect(!root.serves(rows(30), groupSize: size, grid: grid, axes: axes, limit: 1_024))
        #expect(!root.serves(rows(44), groupSize: Size(width: 355, height: 44), grid: grid, axes: axes, limit: 1_024))
        #expect(!root.serves(rows(44), groupSize: size, grid: phone(scale: 2).pixelGrid, axes: axes, limit: 1_024))
        #expect(!root.serves(
            rows(44), groupSize: size, grid: grid, axes: (repetition: .horizontal, scroll: .vertical), limit: 1_024))
        #expect(!root.serves(
            rows(44), groupSize: size, grid: grid, axes: (repetition: .vertical, scroll: .horizontal), limit: 1_024))
    }

    @Test func aLimitServesWhenItCutsNoCell() throws {
        let root = try rows44()
        let size = Size(width: 375, height: 44)
        let grid = phone().pixelGrid
        // One cell, short of its limit: any limit above one cell gives it.
        #expect(root.serves(rows(44), groupSize: size, grid: grid, axes: axes, limit: 2))
        #expect(root.serves(rows(44), groupSize: size, grid: grid, axes: axes, limit: 5_000))
        // A limit of one cell is not above it (and not the same limit).
        #expect(!root.serves(rows(44), groupSize: size, grid: grid, axes: axes, limit: 1))
        // A layout its limit cut (two cells of two allowed) serves that limit only.
        var cut = root
        cut.cells = 2
        cut.limit = 2
        #expect(cut.serves(rows(44), groupSize: size, grid: grid, axes: axes, limit: 2))
        #expect(!cut.serves(rows(44), groupSize: size, grid: grid, axes: axes, limit: 3))
    }

    @Test func aSectionWhoseCountChangedTakesItsEarlierRootTemplate() throws {
        // 2,000 rows, then 2,001 of the same group: laid out again, the root
        // group would have a limit of 2,001 cells; taken, it keeps the
        // 2,000 it was laid out with (one cell either way).
        let before = CompositionalLayout(sections: [LayoutSection(group: rows(44), itemCount: 2_000)])
        var after = before
        after.sections[0].itemCount = 2_001
        let earlier = try LayoutSolver.solve(before, in: phone())
        #expect(earlier.sections[0].content.rootTemplate?.limit == 2_000)
        let solved = try LayoutSolver.solve(
            validated: ValidatedLayout(after), in: phone(), sizing: nil,
            reusing: EarlierSolve(sections: before.sections, solves: earlier.sections))
        #expect(solved.sections[0].content.rootTemplate?.limit == 2_000)
        let fresh = try LayoutSolver.solve(after, in: phone())
        #expect(fresh.sections[0].content.rootTemplate?.limit == 2_001)
        #expect(solved.allElements(contentOffset: Point(x: 0, y: 87_000)) == fresh.allElements(contentOffset: Point(x: 0, y: 87_000)))
        #expect(solved.contentSize == fresh.contentSize)
        // Another group at that index: laid out again.
        var other = after
        other.sections[0].group = rows(30)
        let remade = try LayoutSolver.solve(
            validated: ValidatedLayout(other), in: phone(), sizing: nil,
            reusing: EarlierSolve(sections: before.sections, solves: earlier.sections))
        #expect(remade.sections[0].content.rootTemplate?.limit == 2_001)
        #expect(remade.contentSize == Size(width: 375, height: 2_001 * 30))
    }
}

/// A lazily measured section's estimate travels with its measurements (the
/// self-sizing cache): the next solve of the section takes it.
@Suite struct MeasuredRootTemplateTests {
    /// `count` rows estimated 44 high, measured 20, 30, 40, 20, … by item.
    func rows(_ count: Int) -> CompositionalLayout {
        CompositionalLayout(sections: [LayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                             subitems: [item(.fractionalWidth(1), .estimated(44))]),
            itemCount: count)])
    }
    let sizing = SelfSizing { path, proposed in Size(width: proposed.width, height: 20 + Double(path.item % 3) * 10) }
    let viewport = phone(scale: 1)

    @Test func theCachesEstimateIsTakenAfterTheCountChanged() throws {
        // The estimate of 2,000 rows is laid out with a limit of 2,000 cells
        // (min(count, 100,001)); 2,001 rows taking it keep that limit.
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        let first = try LayoutSolver.solve(rows(2_000), in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        #expect(first.sections[0].content.rootTemplate?.limit == 2_000)
        #expect(cache.sections[0]?.estimate?.limit == 2_000)
        let second = try LayoutSolver.solve(rows(2_001), in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        #expect(second.sections[0].content.rootTemplate?.limit == 2_000)
        // Made anew, it has 2,001; the frames are the same.
        var freshCache = SelfSizingCache()
        var freshOffset = viewport.restContentOffset
        let fresh = try LayoutSolver.solve(
            rows(2_001), in: viewport, sizing: sizing, cache: &freshCache, showing: &freshOffset)
        #expect(fresh.sections[0].content.rootTemplate?.limit == 2_001)
        #expect(second.contentSize == fresh.contentSize)
        #expect(second.allElements() == fresh.allElements())
    }
}

extension MeasuredRootTemplateTests {
    @Test func anUpdateCarriesTheEstimateWithTheMeasurements() throws {
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        _ = try LayoutSolver.solve(rows(2_000), in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        // A row inserted at 1,500: the section stays where it was, its
        // estimate with it.
        let plan = try BatchUpdateValidator(sourceItemCounts: [2_000], targetItemCounts: [2_001])
            .mapping(of: BatchUpdates(insertedItems: [ElementIndexPath(section: 0, item: 1_500)]))
        let carried = cache.carried(through: plan, newCounts: [2_001])
        #expect(carried.sections[0]?.estimate?.limit == 2_000)
        #expect(carried.sections[0]?.estimate?.cells == 1)
        // A deleted section keeps nothing.
        let gone = try BatchUpdateValidator(sourceItemCounts: [2_000], targetItemCounts: [])
            .mapping(of: BatchUpdates(deletedSections: [0]))
        #expect(cache.carried(through: gone, newCounts: []).sections.isEmpty)
    }
}
