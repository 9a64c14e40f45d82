import ListKitCore
@testable import ListKitEngine
import ListKitSupplementary
import Testing

/// Headers and footers with estimated dimensions are measured like cells:
/// whole in a plain solve, as they come into view in a measuring solve.
/// Every frame is worked out by hand.
@Suite struct BoundarySelfSizingTests {
    /// Two sections of `rowCount` 50-pt rows, each with a full-width header
    /// estimated 30 tall (pinned when `pinned`).
    func layout(rowCount: Int, pinned: Bool = false) -> CompositionalLayout {
        let section = LayoutSection(
            group: rows(50), itemCount: rowCount,
            boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .estimated(30), .top, pinned: pinned)])
        return CompositionalLayout(sections: [section, section])
    }

    /// Section 0's header measures 40, section 1's 60; the layout's own 44.
    /// Every question is logged.
    final class Log: @unchecked Sendable {
        var asked: [(kind: String, path: ElementIndexPath, proposed: Size)] = []
        /// How many times a cell was measured.
        var cellsAsked = 0
    }

    func sizing(_ log: Log) -> SelfSizing {
        SelfSizing({ _, _ in nil }, supplementary: { kind, path, proposed in
            log.asked.append((kind, path, proposed))
            return Size(width: proposed.width, height: path.section < 0 ? 44 : 40 + 20 * Double(path.section))
        })
    }

    let viewport = phone(scale: 1)

    @Test func aPlainSolveMeasuresEveryHeader() throws {
        let log = Log()
        let solved = try LayoutSolver.solve(layout(rowCount: 10), in: viewport, sizing: sizing(log))
        // Section 0: header 0–40, rows 40–540. Section 1: header 540–600,
        // rows 600–1100.
        #expect(log.asked.map(\.path) == [ElementIndexPath(section: 0, item: 0), ElementIndexPath(section: 1, item: 0)])
        #expect(log.asked.allSatisfy { $0.kind == "header" && $0.proposed == Size(width: 375, height: 30) })
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 375, 40)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, 40, 375, 50)
        expectFrame(solved.supplementaries("header", section: 1).first?.frame, 0, 540, 375, 60)
        expectFrame(solved.sections[1].cellFrame(at: 0), 0, 600, 375, 50)
        #expect(solved.contentSize.height == 1100)
    }

    @Test func withoutASupplementaryMeasurerHeadersKeepTheirEstimates() throws {
        let sizing = SelfSizing { _, _ in Size(width: 1, height: 1) }
        let solved = try LayoutSolver.solve(layout(rowCount: 10), in: viewport, sizing: sizing)
        // 2 × (30 + 500).
        expectFrame(solved.supplementaries("header", section: 1).first?.frame, 0, 530, 375, 30)
        #expect(solved.contentSize.height == 1060)
    }

    @Test func unusableAnswersKeepTheEstimateAndOnlyEstimatedDimensionsChange() throws {
        // A leading header estimated 100 wide and 30 tall (absolute): the
        // answer's height is ignored. Section 1's answer is not finite.
        let header = boundary("side", .estimated(100), .absolute(30), .topLeading)
        let section = LayoutSection(group: rows(50), itemCount: 2, boundarySupplementaryItems: [header])
        let sizing = SelfSizing({ _, _ in nil }, supplementary: { _, path, _ in
            path.section == 0 ? Size(width: 150, height: 99) : Size(width: .nan, height: 10)
        })
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [section, section]), in: viewport, sizing: sizing)
        expectFrame(solved.supplementaries("side", section: 0).first?.frame, 0, 0, 150, 30)
        // Section 0 is 30 + 100 tall; section 1's header keeps 100 × 30.
        expectFrame(solved.supplementaries("side", section: 1).first?.frame, 0, 130, 100, 30)
    }

    @Test func theLayoutsOwnHeaderIsMeasuredInEverySolve() throws {
        let log = Log()
        var configuration = LayoutConfiguration()
        configuration.boundarySupplementaryItems = [boundary("banner", .fractionalWidth(1), .estimated(30), .top)]
        let model = CompositionalLayout(
            configuration: configuration, sections: [LayoutSection(group: rows(50), itemCount: 2)])
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        let solved = try LayoutSolver.solve(model, in: viewport, sizing: sizing(log), cache: &cache, showing: &offset)
        #expect(log.asked.map(\.path) == [ElementIndexPath(section: -1, item: 0)])
        expectFrame(solved.allElements().first { $0.elementKind == "banner" }?.frame, 0, 0, 375, 44)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, 44, 375, 50)
        #expect(solved.contentSize.height == 144)
        #expect(cache.measuredSupplementaryCount == 0)
    }

    @Test func aMeasuringSolveMeasuresHeadersAsTheyComeIntoView() throws {
        let log = Log()
        let model = layout(rowCount: 20)
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        var solved = try LayoutSolver.solve(model, in: viewport, sizing: sizing(log), cache: &cache, showing: &offset)
        // [0, 812) shows section 0's header (0–30), measured 40. Section 1's
        // header, now at 1040, is not in view: it keeps 30. The header is
        // the first thing on screen, so its top stays where it was and the
        // offset with it (anchored to row 0, which moved from 30 to 40, the
        // offset would have become 10).
        #expect(log.asked.map(\.path) == [ElementIndexPath(section: 0, item: 0)])
        #expect(offset == Point(x: 0, y: 0))
        #expect(cache.measuredSupplementaryCount == 1)
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 375, 40)
        expectFrame(solved.supplementaries("header", section: 1).first?.frame, 0, 1040, 375, 30)
        #expect(solved.contentSize.height == 40 + 1000 + 30 + 1000)
        #expect(solved.unmeasuredSupplementaries(at: offset).isEmpty)
        #expect(solved.unmeasuredSupplementaries(at: Point(x: 0, y: 1000)) == [1: [0]])

        // Down to 1000: section 1's header (1040–1070) comes into view and
        // measures 60. Section 0's row 19 (990–1040), first on screen, stays.
        offset.y = 1000
        solved = try LayoutSolver.solve(model, in: viewport, sizing: sizing(log), cache: &cache, showing: &offset)
        #expect(log.asked.map(\.path).last == ElementIndexPath(section: 1, item: 0))
        #expect(log.asked.count == 2)
        #expect(offset.y == 1000)
        expectFrame(solved.supplementaries("header", section: 1).first?.frame, 0, 1040, 375, 60)
        expectFrame(solved.sections[1].cellFrame(at: 0), 0, 1100, 375, 50)
        #expect(solved.contentSize.height == 2100)

        // The cache keeps both: solving again asks nothing.
        _ = try LayoutSolver.solve(model, in: viewport, sizing: sizing(log), cache: &cache, showing: &offset)
        #expect(log.asked.count == 2)
    }

    @Test func aHeaderEnteringFromAboveGrowsUpward() throws {
        // Fresh at 1035: section 0 is 30 + 1000, section 1's header spans
        // 1030–1060 (its top above the screen), its rows start at 1060. The
        // header measures 60; row 0 of section 1, 25 pt below the top of the
        // screen, keeps its place: it moves to 1090, so the offset goes to 1065.
        let log = Log()
        var cache = SelfSizingCache()
        var offset = Point(x: 0, y: 1035)
        let solved = try LayoutSolver.solve(
            layout(rowCount: 20), in: viewport, sizing: sizing(log), cache: &cache, showing: &offset)
        #expect(log.asked.map(\.path) == [ElementIndexPath(section: 1, item: 0)])
        #expect(offset.y == 1065)
        expectFrame(solved.supplementaries("header", section: 1).first?.frame, 0, 1030, 375, 60)
        expectFrame(solved.sections[1].cellFrame(at: 0), 0, 1090, 375, 50)
    }

    @Test func aPinnedHeaderIsMeasuredWhereItPins() throws {
        // At 1500 section 1's header (natural 1030–1060) pins to the top of
        // the screen, so it is in view and measured (60); section 0's is not.
        // A pinned header never anchors: row 8 of section 1 (1460–1510, 40
        // above the top) keeps its place, moved to 1490: the offset is 1530.
        let log = Log()
        var cache = SelfSizingCache()
        var offset = Point(x: 0, y: 1500)
        let solved = try LayoutSolver.solve(
            layout(rowCount: 20, pinned: true), in: viewport, sizing: sizing(log), cache: &cache, showing: &offset)
        #expect(log.asked.map(\.path) == [ElementIndexPath(section: 1, item: 0)])
        #expect(offset.y == 1530)
        expectFrame(solved.supplementaries("header", section: 1, offset: offset).first?.frame, 0, 1530, 375, 60)
    }

    @Test func aSectionMeasuredWholeMeasuresItsHeaderWithItsItems() throws {
        // Section 0: 20 rows of 50 (0–1000). Section 1 scrolls orthogonally,
        // so its 12 cells (estimated 100 wide, measured 80) are measured in
        // every solve; its header (estimated 30) is measured with them, on
        // screen or not, and measures 60: header 1000–1060, cells 1060–1110.
        let cell = item(.estimated(100), .absolute(50))
        let card = LayoutGroup.horizontal(layoutSize: size(.estimated(100), .absolute(50)), subitems: [cell])
        let model = CompositionalLayout(sections: [
            LayoutSection(group: rows(50), itemCount: 20),
            LayoutSection(
                group: card, itemCount: 12, orthogonalScrollingBehavior: .continuous,
                boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .estimated(30), .top)]),
        ])
        let log = Log()
        let sizing = SelfSizing({ _, proposed in
            log.cellsAsked += 1
            return Size(width: 80, height: proposed.height)
        }, supplementary: self.sizing(log).supplementary)
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        var solved = try LayoutSolver.solve(model, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        #expect(log.cellsAsked == 12)
        #expect(log.asked.map(\.path) == [ElementIndexPath(section: 1, item: 0)])
        #expect(offset.y == 0)
        expectFrame(solved.supplementaries("header", section: 1).first?.frame, 0, 1000, 375, 60)
        expectFrame(solved.sections[1].cellFrame(at: 1), 80, 1060, 80, 50)
        #expect(solved.contentSize.height == 1110)

        // At 800 the header is on screen: it was measured, so no measuring
        // pass solves the section (and measures its cells) again. The
        // cells are measured once more by this solve, the header is not.
        offset.y = 800
        solved = try LayoutSolver.solve(model, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        #expect(log.cellsAsked == 24)
        #expect(log.asked.count == 1)
        #expect(offset.y == 800)
        expectFrame(solved.supplementaries("header", section: 1).first?.frame, 0, 1000, 375, 60)
    }

    @Test func whichSectionsAreMeasuredWhole() {
        // Rows estimated 44 tall, one per repetition: measured a repetition
        // at a time, unless the section scrolls orthogonally.
        let estimatedRows = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item(.fractionalWidth(1), .estimated(44))])
        let lazy = LayoutSection(group: estimatedRows, itemCount: 5)
        let orthogonal = LayoutSection(group: estimatedRows, itemCount: 5, orthogonalScrollingBehavior: .paging)
        var flow = FlowConfiguration()
        let fixedFlow = LayoutSection.flow(using: flow, itemCount: 5)
        flow.estimatedItemSize = Size(width: 50, height: 50)
        let estimatedFlow = LayoutSection.flow(using: flow, itemCount: 5)
        let fixed = LayoutSection(group: rows(50), itemCount: 5)
        #expect([lazy, orthogonal, fixedFlow, estimatedFlow, fixed].map(\.measuresLazily) == [true, false, false, false, false])
        #expect([lazy, orthogonal, fixedFlow, estimatedFlow, fixed].map(\.measuresWhole) == [false, true, false, true, false])
    }
}
