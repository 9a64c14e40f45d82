import ListKitCore
@testable import ListKitEngine
import Testing

/// Self-sized sections measured as the viewport comes near (issue 14,
/// goal 1): worked out by hand on a list of a million rows.
@Suite struct LazySelfSizingTests {
    /// A million rows, height estimated 44, measured 20, 30, 40, 20, 30, 40, …
    /// (by item modulo 3), on a 375 × 812 phone at scale 1.
    let rows = CompositionalLayout(sections: [LayoutSection(
        group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                         subitems: [item(.fractionalWidth(1), .estimated(44))]),
        itemCount: 1_000_000)])
    let sizing = SelfSizing { path, proposed in
        Size(width: proposed.width, height: 20 + Double(path.item % 3) * 10)
    }
    let viewport = phone(scale: 1)

    @Test func theFirstFrameMeasuresOnlyWhatItShows() throws {
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        let solved = try LayoutSolver.solve(rows, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        // Pass 1: rows 0–18 meet [0, 812) at 44 each (row 18 spans 792–836);
        // measured, they take 6 × 90 + 20 = 560. Pass 2: rows 19–24 at
        // 560 + 44k meet it: +30 +40 +20 +30 +40 +20 = 740. Pass 3: rows 25,
        // 26 (740–784, 784–828): 810. Pass 4: row 27 (810–854): 830. Row 28
        // starts at 830, past the bounds.
        #expect(cache.measuredRepetitionCount == 28)
        let s = solved.sections[0]
        expectFrame(s.cellFrame(at: 0), 0, 0, 375, 20)
        expectFrame(s.cellFrame(at: 26), 0, 770, 375, 40)
        expectFrame(s.cellFrame(at: 27), 0, 810, 375, 20)
        expectFrame(s.cellFrame(at: 28), 0, 830, 375, 44)
        // The rows after keep the estimate, moved by what the 28 lost:
        // 830 − 28 × 44 = −402.
        expectFrame(s.cellFrame(at: 999_999), 0, 999_999 * 44 - 402, 375, 44)
        #expect(solved.contentSize.height == 44_000_000 - 402)
        #expect(offset == Point(x: 0, y: 0))
        #expect(solved.unmeasuredRepetitions(in: solved.bounds(at: offset)).isEmpty)
        #expect(!solved.isMeasured(section: 0, item: 28) && solved.isMeasured(section: 0, item: 27))
    }

    @Test func aJumpKeepsTheFirstRowShownInPlaceAndScrollingUpAnchorsWhatWasShown() throws {
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        _ = try LayoutSolver.solve(rows, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        // A jump to y = 22,000,000: row g ≥ 28 starts at 44g − 402, so the
        // first row shown is 500,009 (at 21,999,994). Nothing before it is
        // measured, so measuring what is shown does not move it: the offset stays.
        offset = Point(x: 0, y: 22_000_000)
        var solved = try LayoutSolver.solve(rows, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        #expect(offset.y == 22_000_000)
        expectFrame(solved.sections[0].cellFrame(at: 500_009), 0, 21_999_994, 375, 40)
        // Up by 100 pt (y = 21,999,900): rows 500,006–500,008 (at 21,999,862,
        // 906, 950) come into view; they measure 40, 20, 30 (500,004 is a
        // multiple of 3): −42. Row 500,009, shown and measured, is the
        // anchor: the offset follows it to 21,999,858. Then row 500,005
        // (21,999,818–862) is in view: 30, −14; the anchor is now row
        // 500,006, and the offset becomes 21,999,844.
        offset.y -= 100
        solved = try LayoutSolver.solve(rows, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        #expect(offset.y == 21_999_844)
        // Row 500,009 is 94 pt below the top of the screen, as the 100-pt
        // scroll up from −6 put it.
        let anchor = try #require(solved.sections[0].cellFrame(at: 500_009))
        #expect(anchor.minY - offset.y == 94)
        expectFrame(solved.sections[0].cellFrame(at: 500_005), 0, 21_999_818, 375, 30)
        #expect(solved.unmeasuredRepetitions(in: solved.bounds(at: offset)).isEmpty)
    }

    @Test func aGroupWhoseCellCountDependsOnMeasuringIsMeasuredWhole() throws {
        // Chips whose estimated widths decide how many fit a 200-wide row:
        // the section cannot be measured bit by bit, so every chip is
        // measured in the first solve (three rows, as rule 8 fits them).
        let widths = [80.0, 90, 50, 120, 40]
        var group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(200), .estimated(30)), subitems: [item(.estimated(50), .absolute(30))])
        group.interItemSpacing = .fixed(10)
        #expect(!group.keepsCellCountWhenMeasured)
        nonisolated(unsafe) var asked = 0
        let chips = SelfSizing { path, proposed in
            asked += 1
            return Size(width: widths[path.item], height: proposed.height)
        }
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection(group: group, itemCount: 5)]), in: viewport, sizing: chips,
            cache: &cache, showing: &offset)
        #expect(solved.sections[0].groupFrames.count == 3)
        #expect(cache.measuredRepetitionCount == 0)
        #expect(asked >= 5)
    }

    @Test func theEligibilityRuleFollowsTheAxes() {
        let estimatedRow = item(.fractionalWidth(1), .estimated(44))
        // Open along its axis (estimated height of a vertical group): yes.
        #expect(LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [estimatedRow])
            .keepsCellCountWhenMeasured)
        // Estimated across the axis only (heights in a horizontal row of fixed width): yes.
        #expect(LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)),
            subitems: [item(.fractionalWidth(0.5), .estimated(44))]).keepsCellCountWhenMeasured)
        // Estimated along a fixed-length axis: no.
        #expect(!LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item(.estimated(60), .absolute(44))])
            .keepsCellCountWhenMeasured)
        // Split by count: yes, whatever the subitem.
        #expect(LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item(.estimated(60), .absolute(44)), count: 3)
            .keepsCellCountWhenMeasured)
        // A nested group that does not qualify spoils its parent.
        let chips = LayoutElement.group(.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item(.estimated(60), .absolute(44))]))
        #expect(!LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [chips])
            .keepsCellCountWhenMeasured)
    }
}
