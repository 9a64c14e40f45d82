import ListKitCore
import ListKitEngine
import Testing

/// Flow sections' line rules F1–F6 (`Documentation/LayoutSemantics.md`,
/// "Flow sections"), vertical scrolling, 375 pt wide at scale 2, items 10 pt
/// apart both ways unless said otherwise: frames worked out by hand.
@Suite struct FlowLineRuleTests {
    /// F1 + F3: 100-pt items, three fit a 375 line (100 + 10 + 100 + 10 + 100
    /// = 320; a fourth needs 430). Full lines are justified: leftover
    /// 375 − 300 − 20 = 55 over two gaps, 10 + 27.5 = 37.5 each, so x = 0,
    /// 137.5, 275. F4: the last line (two items) is packed: x = 0, 110.
    /// F2: lines 50 tall, 10 apart.
    @Test func fullLinesAreJustifiedTheLastIsPacked() throws {
        let solved = try solveFlow(flowConfiguration(widths: Array(repeating: 100, count: 8)))
        let frames = solved.cellFrames()
        #expect(frames.count == 8)
        let xs = [0, 137.5, 275, 0, 137.5, 275, 0, 110]
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

    /// F5, a section of one line: a lone item is centred when a second of
    /// its width would not fit (2 × 200 + 10 = 410 > 375: x = 87.5), packed
    /// at the start otherwise (2 × 100 + 10 = 210: x = 0); two items are packed.
    @Test(arguments: [([200.0], [87.5]), ([100], [0]), ([100, 200], [0, 110]), ([182.5], [0]), ([183], [96])])
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

    /// F1: an item longer than the line gets a line of its own, cut to the
    /// line's length (375), and the items after it go on. Widths 100, 500,
    /// 100, 100: lines [0] (lone, centred: x 137.5), [1] (375 wide, x 0),
    /// [2, 3] (the last, packed: x 0, 110).
    @Test func anItemWiderThanTheLineIsCutAndAlone() throws {
        let frames = try solveFlow(flowConfiguration(widths: [100, 500, 100, 100])).cellFrames()
        expectFrame(frames[0], 137.5, 0, 100, 50)
        expectFrame(frames[1], 0, 60, 375, 50)
        expectFrame(frames[2], 0, 120, 100, 50)
        expectFrame(frames[3], 110, 120, 100, 50)
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

    /// An empty flow section takes no room, its insets included.
    @Test func anEmptySectionIsEmpty() throws {
        var flow = FlowConfiguration()
        flow.sectionInset = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let solved = try solveFlow(flow, items: 0)
        #expect(solved.cellFrames().isEmpty)
        #expect(solved.contentSize.height == 0)
    }
}
