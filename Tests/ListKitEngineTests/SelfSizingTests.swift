import ListKitCore
import ListKitEngine
import Testing

/// Rule 3's seam: estimated dimensions replaced by measured sizes, and
/// estimated groups hugging their content.
@Suite struct SelfSizingTests {
    func solve(_ section: LayoutSection, _ sizing: SelfSizing?) throws -> SolvedLayout {
        try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: phone(scale: 1), sizing: sizing)
    }

    @Test func measuredHeightsReplaceTheEstimateRowByRow() throws {
        // Rows of one item, height estimated 44, measured 60, 30, 100: each row
        // hugs its item: y 0, 60, 90; content 190. The measurer is asked with
        // the slot size (375 × 44).
        let heights = [60.0, 30, 100]
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item(.fractionalWidth(1), .estimated(44))])
        nonisolated(unsafe) var proposals: [Size] = []
        let sizing = SelfSizing { path, proposed in
            proposals.append(proposed)
            return Size(width: proposed.width, height: heights[path.item])
        }
        let solved = try solve(LayoutSection(group: group, itemCount: 3), sizing)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, 0, 375, 60)
        expectFrame(solved.sections[0].cellFrame(at: 1), 0, 60, 375, 30)
        expectFrame(solved.sections[0].cellFrame(at: 2), 0, 90, 375, 100)
        #expect(solved.contentSize.height == 190)
        #expect(proposals.allSatisfy { $0 == Size(width: 375, height: 44) })
        // Only the estimated dimension is taken: the width stays 375 even if the answer differs.
        let wide = try solve(LayoutSection(group: group, itemCount: 1), SelfSizing { _, _ in Size(width: 10, height: 50) })
        expectFrame(wide.sections[0].cellFrame(at: 0), 0, 0, 375, 50)
    }

    @Test func measuredWidthsDecideHowManyFitARow() throws {
        // A 200-wide row of chips, widths estimated 50 and measured 80, 90, 50,
        // 120, 40, spacing 10. Row 1: 80 + 10 + 90 = 180; 50 more would be 240.
        // Row 2: 50 + 10 + 120 = 180; 40 more would be 230. Row 3: 40.
        // Rows hug their 30-tall chips: y 0, 30, 60.
        let widths = [80.0, 90, 50, 120, 40]
        var group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(200), .estimated(30)), subitems: [item(.estimated(50), .absolute(30))])
        group.interItemSpacing = .fixed(10)
        let solved = try solve(LayoutSection(group: group, itemCount: 5), SelfSizing { path, proposed in
            Size(width: widths[path.item], height: proposed.height)
        })
        let s = solved.sections[0]
        expectFrame(s.cellFrame(at: 0), 0, 0, 80, 30)
        expectFrame(s.cellFrame(at: 1), 90, 0, 90, 30)
        expectFrame(s.cellFrame(at: 2), 0, 30, 50, 30)
        expectFrame(s.cellFrame(at: 3), 60, 30, 120, 30)
        expectFrame(s.cellFrame(at: 4), 0, 60, 40, 30)
        #expect(s.groupFrames.count == 3)
    }

    @Test func estimatedGroupsHugTheirContentWithoutAMeasurer() throws {
        // The seed's nested example: VGroup(of: [0, 1, 2], width 1, height
        // estimated 30) of HGroups 100 tall holding three 1/3-wide items. The
        // vertical group holds each HGroup once and hugs them: 300 tall;
        // the third row's items at y 200, 125 wide.
        let inner = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let outer = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(30)), subitems: [.group(inner), .group(inner), .group(inner)])
        let solved = try solve(LayoutSection(group: outer, itemCount: 9), nil)
        expectFrame(solved.sections[0].cellFrame(at: 7), 125, 200, 125, 100)
        #expect(solved.sections[0].groupFrames == [Rect(x: 0, y: 0, width: 375, height: 300)])
        #expect(solved.contentSize.height == 300)
    }

    @Test func unusableMeasurementsKeepTheEstimate() throws {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item(.fractionalWidth(1), .estimated(44))])
        let answers: [Size?] = [
            Size(width: 375, height: .nan), Size(width: 375, height: -5), nil, Size(width: 375, height: .infinity),
        ]
        let solved = try solve(LayoutSection(group: group, itemCount: 4), SelfSizing { path, _ in answers[path.item] })
        for i in 0..<4 { expectFrame(solved.sections[0].cellFrame(at: i), 0, Double(i) * 44, 375, 44) }
        // Huge answers are capped at the engine's limit instead of overflowing.
        let huge = try solve(LayoutSection(group: group, itemCount: 1), SelfSizing { _, _ in Size(width: 1, height: 1e300) })
        #expect(huge.contentSize.height == LayoutLimits.maximumLength)
    }

    @Test func orthogonalRowsAreAsTallAsTheirTallestGroup() throws {
        // Cards 150 wide with estimated heights measured 80 and 120 in a
        // carousel: the section is as tall as the tallest, 120.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(150), .estimated(50)), subitems: [item(.fractionalWidth(1), .estimated(50))])
        var section = LayoutSection(group: group, itemCount: 2)
        section.orthogonalScrollingBehavior = .continuous
        let solved = try solve(section, SelfSizing { path, proposed in
            Size(width: proposed.width, height: path.item == 0 ? 80 : 120)
        })
        expectFrame(solved.sections[0].cellFrame(at: 1), 150, 0, 150, 120)
        expectFrame(solved.sections[0].frame, 0, 0, 375, 120)
    }
}

/// The solver asks the self-sizing seam about each item once per proposed size.
@Suite struct MeasureOnceTests {
    @Test func eachItemIsMeasuredOnce() throws {
        // A list of 50 rows, each an estimated-height item in a group of
        // estimated height: every row needs one answer.
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [.item(item)])
        let layout = CompositionalLayout(sections: [LayoutSection(group: group, itemCount: 50)])
        final class Calls: @unchecked Sendable { var paths: [ElementIndexPath] = [] }
        let calls = Calls()
        let sizing = SelfSizing { path, proposed in
            calls.paths.append(path)
            return Size(width: proposed.width, height: 30 + Double(path.item % 3) * 10)
        }
        let solved = try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3), sizing: sizing)
        #expect(calls.paths == (0..<50).map { ElementIndexPath(section: 0, item: $0) })
        // Heights 30, 40, 50, 30, …: 17 × 30 + 17 × 40 + 16 × 50 = 1,990.
        #expect(solved.contentSize.height == 1_990)
    }
}

/// With a batch closure, a solve asks for runs of items that double while
/// their proposals match.
@Suite struct BatchSizingTests {
    @Test func runsDoubleUpToTheLimitAndCoverEveryItemOnce() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [.item(item)])
        let layout = CompositionalLayout(sections: [LayoutSection(group: group, itemCount: 3000)])
        final class Calls: @unchecked Sendable {
            var runs: [Range<Int>] = []
            var singles = 0
        }
        let calls = Calls()
        let sizing = SelfSizing({ _, _ in
            calls.singles += 1
            return nil
        }, batch: { section, items, proposed in
            calls.runs.append(items)
            return items.map { _ in Size(width: proposed.width, height: 10) }
        })
        let solved = try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3), sizing: sizing)
        // 1, 2, 4, … 1,024 items (2,047 in all), then the 953 left.
        var expected: [Range<Int>] = []
        var start = 0, length = 1
        while start < 3000 {
            expected.append(start..<Swift.min(3000, start + length))
            start += length
            length = Swift.min(length * 2, 1024)
        }
        #expect(calls.runs == expected)
        #expect(expected.count == 12 && expected.last == 2047..<3000)
        #expect(calls.singles == 0)
        #expect(solved.contentSize.height == 30_000)
    }

    @Test func aBatchWithTheWrongNumberOfAnswersFallsBackToSingles() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [.item(item)])
        let layout = CompositionalLayout(sections: [LayoutSection(group: group, itemCount: 5)])
        let sizing = SelfSizing({ _, proposed in Size(width: proposed.width, height: 20) }, batch: { _, _, _ in [] })
        let solved = try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3), sizing: sizing)
        #expect(solved.contentSize.height == 100)
    }
}
