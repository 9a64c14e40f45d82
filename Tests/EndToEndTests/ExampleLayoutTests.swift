import ListKitCore
import ListKitDocument
import ListKitEngine
import Testing

/// Every document in Examples/ laid out, frames worked out by hand.
/// All use a 375 × 812 viewport at @3x with content inset top 54 and bottom
/// 34: the container is 375 × 724.
@Suite struct ExampleLayoutTests {
    @Test func list() throws {
        // Full-width rows 44 tall: cell i at y 44 i. 50 items: 2200 tall.
        let (_, solved) = try solveExample("list.json")
        expectFrame(solved.sections[0].cellFrame(at: 7), 0, 308, 375, 44)
        #expect(solved.contentSize == Size(width: 375, height: 2200))
        #expect(solved.restContentOffset == Point(x: 0, y: -54))
    }

    @Test func gridOfFive() throws {
        // 0.2 × 375 = 75: five 75 × 75 cells per row; 100 items, 20 rows, 1500 tall.
        let (_, solved) = try solveExample("grid.json")
        let s = solved.sections[0]
        for i in 0..<100 {
            expectFrame(s.cellFrame(at: i), Double(i % 5) * 75, Double(i / 5) * 75, 75, 75)
        }
        #expect(solved.contentSize.height == 1500)
    }

    @Test func insetItemsGrid() throws {
        // 75 × 75 slots, items inset 2: 71 × 71. Item 6 (row 1, column 1): 77, 77.
        let (_, solved) = try solveExample("inset-items-grid.json")
        expectFrame(solved.sections[0].cellFrame(at: 0), 2, 2, 71, 71)
        expectFrame(solved.sections[0].cellFrame(at: 6), 77, 77, 71, 71)
    }

    @Test func twoColumn() throws {
        // Section insets 10: group 355 wide at x 10. count 2, spacing 10:
        // (355 − 10) / 2 = 172.5 → 517.5 px → 518 px = 172.667 (halves away from zero).
        // x: 10 and 10 + 172.667 + 10 = 192.667. Rows 44 tall, 10 apart, from y 10.
        // 100 items, 50 rows: 10 + 50 × 44 + 49 × 10 + 10 = 2710.
        let (_, solved) = try solveExample("two-column.json")
        let s = solved.sections[0]
        expectFrame(s.cellFrame(at: 0), 10, 10, 172.667, 44)
        expectFrame(s.cellFrame(at: 3), 192.667, 64, 172.667, 44)
        expectFrame(s.cellFrame(at: 99), 192.667, 10 + 49 * 54, 172.667, 44)
        #expect(solved.contentSize.height == 2710)
    }

    @Test func distinctSections() throws {
        // Insets 20: effective width 335. Items inset 2.
        // list: rows 335 × 44, 10 rows: 20 + 440 + 20 = 480 tall.
        // grid5 from y 480: rows 0.2 × 335 = 67 tall, cells 67 wide; 2 rows: 174 tall.
        // grid3 from y 654: rows 67 tall, cells 335 / 3 = 111.667 wide; 4 rows: 308 tall.
        let (_, solved) = try solveExample("distinct-sections.json")
        expectFrame(solved.sections[0].cellFrame(at: 0), 22, 22, 331, 40)
        expectFrame(solved.sections[0].cellFrame(at: 9), 22, 20 + 9 * 44 + 2, 331, 40)
        expectFrame(solved.sections[1].cellFrame(at: 0), 22, 502, 63, 63)
        // Item 6: row 1, column 1: slot (20 + 67, 480 + 20 + 67).
        expectFrame(solved.sections[1].cellFrame(at: 6), 89, 569, 63, 63)
        // Item 4: row 1, column 1: slot (20 + 111.667, 654 + 20 + 67).
        expectFrame(solved.sections[2].cellFrame(at: 4), 133.667, 743, 107.667, 63)
        #expect(abs(solved.contentSize.height - 962) < tolerance)
    }

    @Test func nestedGroups() throws {
        // Root group 375 × 0.4 × 724 = 289.6 → 868.8 px → 869 px = 289.667.
        // Leading item 0.7 × 375 = 262.5 → 262.667, inset 10: (10, 10, 242.667, 269.667).
        // Trailing group 0.3 × 375 = 112.5 → 112.667 wide at x 262.667; count 2:
        // 289.667 / 2 = 144.833 → 434.5 px → 435 px = 145 tall slots at y 0 and 145,
        // items inset 10: (272.667, 10, 92.667, 125) and (272.667, 155, 92.667, 125).
        // 30 items, 3 per group: 10 groups, 2896.667 tall.
        let (_, solved) = try solveExample("nested-groups.json")
        let s = solved.sections[0]
        expectFrame(s.cellFrame(at: 0), 10, 10, 242.667, 269.667)
        expectFrame(s.cellFrame(at: 1), 272.667, 10, 92.667, 125)
        expectFrame(s.cellFrame(at: 2), 272.667, 155, 92.667, 125)
        expectFrame(s.cellFrame(at: 3), 10, 299.667, 242.667, 269.667)
        #expect(abs(solved.contentSize.height - 2896.667) < tolerance)
    }

    @Test func orthogonalScrolling() throws {
        // Root group 0.85 × 375 = 318.75 → 956.25 px → 956 px = 318.667 wide,
        // 289.667 tall. Leading 0.7 × 318.667 = 223.067 → 669.2 px → 669 px = 223,
        // inset: (10, 10, 203, 269.667). Trailing group 0.3 × 318.667 = 95.6 →
        // 286.8 px → 287 px = 95.667 at x 223; items (233, 10, 75.667, 125) and
        // (233, 155, 75.667, 125). Groups in one row at x 318.667 g.
        let (_, solved) = try solveExample("orthogonal-scrolling.json")
        let s = solved.sections[0]
        expectFrame(s.cellFrame(at: 0), 10, 10, 203, 269.667)
        expectFrame(s.cellFrame(at: 1), 233, 10, 75.667, 125)
        expectFrame(s.cellFrame(at: 2), 233, 155, 75.667, 125)
        expectFrame(s.cellFrame(at: 3), 328.667, 10, 203, 269.667)
        expectFrame(s.cellFrame(at: 29), 9 * (956.0 / 3) + 233, 155, 75.667, 125)
        #expect(abs(solved.contentSize.height - 289.667) < tolerance)
        // Scrolled by 318.667, the second group's leading item is at x 10.
        let moved = solved.allElements(orthogonalOffsets: [0: Point(x: 318.667, y: 0)])
        expectFrame(moved[3].frame, 10, 10, 203, 269.667)
    }

    @Test func orthogonalBehaviours() throws {
        // Section 0 (none): full-width groups like nested-groups; 18 items, 6 rows:
        // 6 × 289.667 = 1738 tall. Sections 1–5: one 289.667-tall row each.
        // Section 3 (paging) starts at 1738 + 2 × 289.667 = 2317.333; its item 4
        // is group 1's upper trailing item: x 318.667 + 233 = 551.667.
        let (document, solved) = try solveExample("orthogonal-behaviors.json")
        #expect(document.layout.sections.map(\.orthogonalScrollingBehavior) == OrthogonalScrollingBehavior.allCases)
        let row = 869.0 / 3  // 289.667
        expectFrame(solved.sections[0].cellFrame(at: 17), 272.667, 5 * row + 155, 92.667, 125)
        expectFrame(solved.sections[3].cellFrame(at: 4), 551.667, 2327.333, 75.667, 125)
        for s in 1...5 {
            expectFrame(solved.sections[s].frame, 0, 1738 + Double(s - 1) * row, 375, 289.667)
        }
        #expect(abs(solved.contentSize.height - 3186.333) < tolerance)
    }

    @Test func complexLayout() throws {
        // Each section: a 375 × 150 row of [item 0.5, VGroup 0.25, VGroup 0.25] (the
        // next 0.5 item does not fit): 5 items per group, 15 items in 3 groups
        // across (groupPaging). Item 0.5 × 375 = 187.5 → 562.5 px → 563 px =
        // 187.667; VGroups 93.75 → 281.25 px → 281 px = 93.667 at x 187.667 and
        // 281.333, their items 75 tall. Section k at y 150 k; 1500 tall.
        let (_, solved) = try solveExample("complex-layout.json")
        #expect(solved.sections.count == 10)
        let s = solved.sections[1]
        expectFrame(s.cellFrame(at: 0), 0, 150, 187.667, 150)
        expectFrame(s.cellFrame(at: 2), 187.667, 225, 93.667, 75)
        expectFrame(s.cellFrame(at: 3), 281.333, 150, 93.667, 75)
        expectFrame(s.cellFrame(at: 7), 562.667, 225, 93.667, 75)
        expectFrame(s.cellFrame(at: 14), 750 + 281.333, 225, 93.667, 75)
        #expect(solved.contentSize.height == 1500)
        #expect(solved.sections.allSatisfy { $0.behavior == .groupPaging })
    }
}
