import ListKitCore
import ListKitEngine
import Testing

/// `ReadingOrder`'s rules, worked out by hand from
/// `Documentation/LayoutSemantics.md`, "Accessibility".
@Suite struct ReadingOrderTests {
    /// A 3 × 2 grid of 100-pt squares, given in a shuffled order.
    let grid: [Rect] = [
        Rect(x: 200, y: 100, width: 100, height: 100), // row 1, column 2
        Rect(x: 0, y: 0, width: 100, height: 100), // row 0, column 0
        Rect(x: 100, y: 100, width: 100, height: 100), // row 1, column 1
        Rect(x: 200, y: 0, width: 100, height: 100), // row 0, column 2
        Rect(x: 0, y: 100, width: 100, height: 100), // row 1, column 0
        Rect(x: 100, y: 0, width: 100, height: 100), // row 0, column 1
    ]

    @Test func aGridReadsEachRowFromTheLeadingEdge() {
        // Left to right: row 0 left to right (1, 5, 3), then row 1 (4, 2, 0).
        #expect(ReadingOrder.order(of: grid, direction: .leftToRight) == [1, 5, 3, 4, 2, 0])
        // Right to left: each row from the right.
        #expect(ReadingOrder.order(of: grid, direction: .rightToLeft) == [3, 5, 1, 0, 2, 4])
    }

    @Test func rightToLeftALineReadsFromTheRightEdgesNotTheLeftOnes() {
        // A row (0 … 375 × 0 … 44) and a badge over its trailing corner
        // (340 … 360 × −5 … 15): the badge (top −5, centre 5) opens the line
        // and the row (top 0) joins it. Left to right the row's left edge (0)
        // leads the badge's (340); right to left the row's right edge (375)
        // leads the badge's (360), though the badge's left edge (340) is
        // further right than the row's (0).
        let frames = [Rect(x: 0, y: 0, width: 375, height: 44), Rect(x: 340, y: -5, width: 20, height: 20)]
        #expect(ReadingOrder.order(of: frames, direction: .leftToRight) == [0, 1])
        #expect(ReadingOrder.order(of: frames, direction: .rightToLeft) == [0, 1])
        // Mirrored (the badge over the leading corner, 15 … 35), right to
        // left the badge's right edge (35) is left of the row's (375): row first.
        let mirrored = [Rect(x: 0, y: 0, width: 375, height: 44), Rect(x: 15, y: -5, width: 20, height: 20)]
        #expect(ReadingOrder.order(of: mirrored, direction: .rightToLeft) == [0, 1])
        #expect(ReadingOrder.order(of: mirrored, direction: .leftToRight) == [0, 1])
    }

    @Test func aLineTakesEveryElementWhoseTopIsAboveItsOpenersCentre() {
        // A flow line of centred items: B (top 0, 40 tall, centre 20) opens
        // it; A (top 10) and C (top 19.99) begin above 20 and join it, read
        // by x: A, B, C. D begins at 20 exactly, the centre: a new line.
        let frames = [
            Rect(x: 0, y: 10, width: 40, height: 20), // A
            Rect(x: 50, y: 0, width: 40, height: 40), // B
            Rect(x: 100, y: 19.99, width: 40, height: 2), // C
            Rect(x: 0, y: 20, width: 40, height: 20), // D
        ]
        #expect(ReadingOrder.order(of: frames, direction: .leftToRight) == [0, 1, 2, 3])
        // Moved 0.02 down, C still joins; at 20 it would follow D (x 0 < 100).
        var later = frames
        later[2].origin.y = 20
        #expect(ReadingOrder.order(of: later, direction: .leftToRight) == [0, 1, 3, 2])
    }

    @Test func equalLeadingEdgesReadTopFirstThenAsGiven() {
        // Both in one line (B's top 5 is above A's centre 10), same x: the top first.
        let frames = [Rect(x: 0, y: 5, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 20)]
        #expect(ReadingOrder.order(of: frames, direction: .leftToRight) == [1, 0])
        // Identical frames keep the order given.
        let same = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10)]
        #expect(ReadingOrder.order(of: same, direction: .leftToRight) == [0, 1])
    }

    @Test func higherSortPrioritiesReadFirstAndEqualOnesKeepReadingOrder() {
        // Priorities 0, 0, 1, 0, 1, 0 in the given order: 3 (row 0, col 2)
        // and 4 (row 1, col 0) have 1: they come first, in reading order
        // (3 then 4); then the rest in reading order.
        let priorities: [Double] = [0, 0, 0, 1, 1, 0]
        #expect(ReadingOrder.order(of: grid, priorities: priorities, direction: .leftToRight) == [3, 4, 1, 5, 2, 0])
        // A negative priority reads last.
        let last: [Double] = [0, -1, 0, 0, 0, 0]
        #expect(ReadingOrder.order(of: grid, priorities: last, direction: .leftToRight) == [5, 3, 4, 2, 0, 1])
    }

    @Test func aGroupIsReadWholeWhereItsFrameIs() {
        // A header (y 0 … 40), a row group of three items (y 50 … 150) whose
        // third item sits lower than the text beside the group, and a label
        // to the right of the group's first item at y 60 (outside the group).
        let nodes: [ReadingNode<String>] = [
            .leaf("header", frame: Rect(x: 0, y: 0, width: 375, height: 40)),
            .leaf("side", frame: Rect(x: 320, y: 60, width: 50, height: 20)),
            .group([
                .leaf("a", frame: Rect(x: 0, y: 50, width: 100, height: 100)),
                .leaf("b", frame: Rect(x: 100, y: 50, width: 100, height: 100)),
                .leaf("c", frame: Rect(x: 200, y: 50, width: 100, height: 100)),
            ]),
            .leaf("footer", frame: Rect(x: 0, y: 200, width: 375, height: 40)),
        ]
        // The group (top 50, centre 100) opens the line; "side" (top 60)
        // joins it and reads after the group (x 320 > 0).
        #expect(ReadingOrder.leaves(of: nodes, direction: .leftToRight) == ["header", "a", "b", "c", "side", "footer"])
        // Right to left, "side" (right edge 370) leads the group (right edge 300).
        #expect(ReadingOrder.leaves(of: nodes, direction: .rightToLeft) == ["header", "side", "c", "b", "a", "footer"])
    }
}
