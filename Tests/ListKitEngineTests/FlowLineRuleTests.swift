import ListKitCore
import ListKitEngine
import Testing

/// Flow sections' line rules F1–F6 and F13 (`Documentation/LayoutSemantics.md`,
/// "Flow sections"), vertical scrolling, 375 pt wide at scale 2, items 10 pt
/// apart both ways unless said otherwise: frames worked out by hand.
@Suite struct FlowLineRuleTests {
    /// F1 + F3: 100-pt items, three fit a 375 line (100 + 10 + 100 + 10 + 100
    /// = 320; a fourth needs 430). Full lines are justified: leftover
    /// 375 − 300 − 20 = 55 over two gaps, 10 + 27.5 = 37.5 each, so x = 0,
    /// 137.5, 275. F4: the last line (two items of one width) is spaced as
    /// a full line of three would be, its items in the columns above: x =
    /// 0, 137.5. F2: lines 50 tall, 10 apart.
    @Test func fullLinesAreJustifiedTheLastStandsInTheirColumns() throws {
        let solved = try solveFlow(flowConfiguration(widths: Array(repeating: 100, count: 8)))
        let frames = solved.cellFrames()
        #expect(frames.count == 8)
        let xs = [0, 137.5, 275, 0, 137.5, 275, 0, 137.5]
        let ys: [Double] = [0, 0, 0, 60, 60, 60, 120, 120]
        for item in 0..<8 { expectFrame(frames[item], xs[item], ys[item], 100, 50) }
        #expect(solved.contentSize == Size(width: 375, height: 170))
    }

    /// F5: a line of one item that is not the last is centred; the last
    /// line of one item, when other lines hold more, is not. Widths 300,
    /// 300, 300, 50, 50: lines [0] [1] [2, 3] (300 + 10 + 50 = 360) [4].
    /// Lone lines: leftover 75, x = 37.5. Line [2, 3]: leftover 15 over one
    /// gap, x = 0 and 325. Last line: x = 0.
    @Test func loneItemsAreCentredExceptOnTheLastLine() throws {
        let frames = try solveFlow(flowConfiguration(widths: [300, 300, 300, 50, 50])).cellFrames()
        expectFrame(frames[0], 37.5, 0, 300, 50)
        expectFrame(frames[1], 37.5, 60, 300, 50)
        expectFrame(frames[2], 0, 120, 300, 50)
        expectFrame(frames[3], 325, 120, 50, 50)
        expectFrame(frames[4], 0, 180, 50, 50)
    }

    /// F5: when every line holds one item, the last line's is centred too.
    @Test func everyLineOneItemCentresTheLast() throws {
        let frames = try solveFlow(flowConfiguration(widths: [300, 300])).cellFrames()
        expectFrame(frames[0], 37.5, 0, 300, 50)
        expectFrame(frames[1], 37.5, 60, 300, 50)
    }

    /// F4 and F5, a section of one line: a lone item is centred when a
    /// second of its width would not fit (2 × 200 + 10 = 410 > 375: x =
    /// 87.5; 2 × 183 + 10 = 376: x = 96), at the start otherwise (2 × 100 +
    /// 10 = 210, and 2 × 182.5 + 10 = 375 exactly: x = 0). Items of two
    /// widths that leave no room for the narrower once more are justified
    /// (100 + 10 + 200 = 310, a third 100 needs 420: leftover 65, x = 0,
    /// 175); with room left they are packed (50 + 10 + 100 = 160, another
    /// 50 needs 220: x = 0, 60).
    @Test(arguments: [
        ([200.0], [87.5]), ([100], [0]), ([100, 200], [0, 175]), ([50, 100], [0, 60]), ([182.5], [0]), ([183], [96]),
        // 100 + 10 + 155 = 265, and the 100 once more ends at 375 exactly:
        // room left, packed; one point wider leaves none: leftover 109, x 219.
        ([100, 155], [0, 110]), ([100, 156], [0, 219]),
    ])
    func aSingleLine(widths: [Double], xs: [Double]) throws {
        let frames = try solveFlow(flowConfiguration(widths: widths)).cellFrames()
        #expect(frames.count == xs.count)
        for (item, x) in xs.enumerated() { expectFrame(frames[item], x, 0, widths[item], 50) }
    }

    /// F6: items shorter than their line are centred in it: heights 50, 30,
    /// 80 make an 80-pt line; y = 15, 25, 0. The next line starts at 90.
    @Test func shorterItemsAreCentredInTheirLine() throws {
        let frames = try solveFlow(flowConfiguration(widths: [100, 100, 100, 100], heights: [50, 30, 80, 20]))
            .cellFrames()
        expectFrame(frames[0], 0, 15, 100, 50)
        expectFrame(frames[1], 137.5, 25, 100, 30)
        expectFrame(frames[2], 275, 0, 100, 80)
        expectFrame(frames[3], 0, 90, 100, 20)
    }

    /// F1: an item longer than the line gets a line of its own, keeps its
    /// size and is centred on the line, overflowing both sides, and the
    /// items after it go on. Widths 100, 500, 100, 100: lines [0] (lone,
    /// centred: x 137.5), [1] (x (375 − 500) / 2 = −62.5, 500 wide), [2, 3]
    /// (the last, in the columns of a full line of three: x 0, 137.5).
    @Test func anItemWiderThanTheLineKeepsItsSizeCentredAndAlone() throws {
        let frames = try solveFlow(flowConfiguration(widths: [100, 500, 100, 100])).cellFrames()
        expectFrame(frames[0], 137.5, 0, 100, 50)
        expectFrame(frames[1], -62.5, 60, 500, 50)
        expectFrame(frames[2], 0, 120, 100, 50)
        expectFrame(frames[3], 137.5, 120, 100, 50)
    }

    /// The spacings are minimums: 20 between items, 5 between lines. Three
    /// 100-pt items need 340 (≤ 375), leftover 35 over two gaps: 20 + 17.5;
    /// x = 0, 137.5, 275 again; the second line at 55.
    @Test func spacingsAreMinimums() throws {
        var flow = flowConfiguration(widths: Array(repeating: 100, count: 4))
        flow.minimumInteritemSpacing = 20
        flow.minimumLineSpacing = 5
        let frames = try solveFlow(flow).cellFrames()
        expectFrame(frames[1], 137.5, 0, 100, 50)
        expectFrame(frames[2], 275, 0, 100, 50)
        expectFrame(frames[3], 0, 55, 100, 50)
    }

    /// UIKit's defaults: 50 × 50 items, 10 apart. Seven fit 375 (7 × 50 + 6
    /// × 10 = 410 > 375; six need 350): leftover 25 over five gaps, 15 each.
    @Test func defaultsAreUIKits() throws {
        let frames = try solveFlow(FlowConfiguration(), items: 7).cellFrames()
        for item in 0..<6 { expectFrame(frames[item], Double(item) * 65, 0, 50, 50) }
        expectFrame(frames[6], 0, 60, 50, 50)
    }

    /// F13: an empty flow section keeps its insets between its header and
    /// footer: header 0 … 30, insets 10 + 10, footer 50 … 70.
    @Test func anEmptySectionKeepsItsInsets() throws {
        var flow = FlowConfiguration()
        flow.sectionInset = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        flow.headerReferenceSize = Size(width: 0, height: 30)
        flow.footerReferenceSize = Size(width: 0, height: 20)
        let solved = try solveFlow(flow, items: 0)
        #expect(solved.cellFrames().isEmpty)
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 375, 30)
        expectFrame(solved.supplementaries("footer", section: 0).first?.frame, 0, 50, 375, 20)
        #expect(solved.contentSize.height == 70)
        let bare = try solveFlow(FlowConfiguration(), items: 0)
        #expect(bare.contentSize.height == 0)
    }

    /// F4, the measurement of UIKit: 80-pt items in 375 with 10 pt
    /// between them at @2x. Four fit a line (4 × 80 + 3 × 10 = 350; five
    /// need 440), so a full line's gaps are (375 − 320) / 3 = 18⅓: x = 0,
    /// 98⅓, 196⅔, 295, on the pixel grid 0, 98.5, 196.5, 295. A last line
    /// of one to four of them stands in those columns, in a section of one
    /// line or under a full line.
    @Test(arguments: 1...4)
    func aLastLineOfOneSizeStandsInTheColumns(count: Int) throws {
        let columns = [0, 98.5, 196.5, 295]
        let alone = try solveFlow(flowConfiguration(widths: Array(repeating: 80, count: count))).cellFrames()
        #expect(alone.map(\.minX) == Array(columns.prefix(count)))
        let under = try solveFlow(flowConfiguration(widths: Array(repeating: 80, count: 4 + count))).cellFrames()
        #expect(under.map(\.minX) == columns + columns.prefix(count))
        #expect(under.last?.minY == 60)
    }

    /// Sizes are kept as they are; positions are snapped to the @2x grid.
    /// Items 100.3 × 44.25, lines 10.2 apart: three a line (320.9), leftover
    /// 54.1 over two gaps (37.05 each): x = 0, 137.35 → 137.5, 274.7 →
    /// 274.5; the last line at 44.25 + 10.2 = 54.45 → 54.5, its one item in
    /// the first column.
    @Test func sizesAreKeptPositionsAreSnapped() throws {
        var flow = flowConfiguration(widths: Array(repeating: 100.3, count: 4), height: 44.25)
        flow.minimumLineSpacing = 10.2
        let frames = try solveFlow(flow).cellFrames()
        #expect(frames == [
            Rect(x: 0, y: 0, width: 100.3, height: 44.25), Rect(x: 137.5, y: 0, width: 100.3, height: 44.25),
            Rect(x: 274.5, y: 0, width: 100.3, height: 44.25), Rect(x: 0, y: 54.5, width: 100.3, height: 44.25),
        ])
    }

    /// F9 across columns: scrolling horizontally in a 300-pt-tall viewport,
    /// 100 × 80 items 10 apart, three a column (3 × 80 + 2 × 10 = 260; four
    /// need 350). The full column is justified down: leftover 40 over two
    /// gaps, 30 each: y = 0, 110, 220. The last column of two stands in the
    /// same rows: y = 0, 110, at x 100 + 10 = 110.
    @Test func aFullColumnIsJustifiedAndTheLastStandsInItsRows() throws {
        let flow = flowConfiguration(widths: Array(repeating: 100, count: 5), height: 80, scroll: .horizontal)
        let frames = try solveFlow(flow, height: 300).cellFrames()
        #expect(frames.map(\.origin) == [
            Point(x: 0, y: 0), Point(x: 0, y: 110), Point(x: 0, y: 220), Point(x: 110, y: 0), Point(x: 110, y: 110),
        ])
    }

    /// F1 across columns: an item taller than the column keeps its height
    /// and is centred on it: 400 in 300, y = −50.
    @Test func anItemTallerThanTheColumnOverflowsBothEnds() throws {
        let flow = flowConfiguration(widths: [100], height: 400, scroll: .horizontal)
        let frames = try solveFlow(flow, height: 300).cellFrames()
        #expect(frames == [Rect(x: 0, y: -50, width: 100, height: 400)])
    }

    /// F4 counts a full line as the line breaking does: ten 27.3-pt items 3
    /// apart come to 300 on paper, but summed item by item (as lines are
    /// broken) they pass 300 by a hair, so a 300-pt line holds nine, though
    /// (300 + 3) / (27.3 + 3) comes out at 10. Nine of them are then a full
    /// last line: gaps (300 − 245.7) / 8 = 6.7875, x = k × 34.0875 on the
    /// @2x grid: 0, 34, 68, 102.5, 136.5, 170.5, 204.5, 238.5, 272.5 (a
    /// capacity of ten would put them 30.3 apart, ending at 242.5).
    @Test func aLastLineCountsCapacityAsTheBreakingDoes() throws {
        var flow = flowConfiguration(widths: Array(repeating: 27.3, count: 9))
        flow.minimumInteritemSpacing = 3
        let frames = try solveFlow(flow, width: 300).cellFrames()
        #expect(frames.map(\.minX) == [0, 34, 68, 102.5, 136.5, 170.5, 204.5, 238.5, 272.5])
        #expect(frames.allSatisfy { $0.minY == 0 })
    }

    /// F4 asks for one size, both ways: a last line of two 100-pt-wide
    /// items 50 and 30 tall is of several sizes, with room for another 100
    /// (210 + 110 ≤ 375), so it is packed: x = 0, 110 (not the columns'
    /// 137.5); the 30-pt item centred in the 50-pt line, y 60 + 10.
    @Test func aLastLineOfSeveralHeightsIsPacked() throws {
        let frames = try solveFlow(flowConfiguration(widths: Array(repeating: 100, count: 5), heights: [50, 50, 50, 50, 30]))
            .cellFrames()
        expectFrame(frames[3], 0, 60, 100, 50)
        expectFrame(frames[4], 110, 70, 100, 30)
    }
}
