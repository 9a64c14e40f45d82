import ListKitCore
import ListKitEngine
import Testing

/// Rules 5–9: items and groups.
@Suite struct ItemGroupRuleTests {
    @Test func rule5_itemInsetsShrinkTheItemNotTheSlot() throws {
        // Two fractionalWidth(0.5) items of a 300-wide group: slots 0 … 150 and
        // 150 … 300. Leading inset 10 shrinks each item inside its slot:
        // x 10, width 140; x 160, width 140.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .absolute(50)),
            subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: DirectionalEdgeInsets(leading: 10))])
        let s = try solveOne(group, items: 2)
        expectFrame(s.cellFrame(at: 0), 10, 0, 140, 50)
        expectFrame(s.cellFrame(at: 1), 160, 0, 140, 50)
    }

    @Test func rule5_groupInsetsShrinkTheAreaSubitemsUse() throws {
        // Group 300 × 100 with insets 10 all round: content 280 × 80 at (10, 10).
        // Items fractionalWidth(0.5) × fractionalHeight(1): 140 × 80 at x 10, 150.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .absolute(100)),
            subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = DirectionalEdgeInsets(all: 10)
        let s = try solveOne(group, items: 3)
        expectFrame(s.cellFrame(at: 0), 10, 10, 140, 80)
        expectFrame(s.cellFrame(at: 1), 150, 10, 140, 80)
        // The third item starts the next group, 100 below.
        expectFrame(s.cellFrame(at: 2), 10, 110, 140, 80)
    }

    @Test func rule6_fixedEdgeSpacingAddsSpaceAroundTheSlot() throws {
        // Items 50 wide with leading spacing fixed(10): each takes 60 of 300,
        // five fit. x = 10, 70, 130, 190, 250.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .absolute(50)),
            subitems: [item(.absolute(50), .absolute(50), edges: EdgeSpacing(leading: .fixed(10)))])
        let s = try solveOne(group, items: 6)
        for (i, x) in [10.0, 70, 130, 190, 250].enumerated() {
            expectFrame(s.cellFrame(at: i), x, 0, 50, 50)
        }
        expectFrame(s.cellFrame(at: 5), 10, 50, 50, 50)
    }

    @Test func rule6_flexibleEdgeSpacingSharesTheLeftover() throws {
        // Items 50 wide with leading flexible(0) in a 320-wide group: six fit
        // (300), leftover 20 shared by six flexible spacings: 10/3 each.
        // x_k = (k + 1) × 10/3 + k × 50: 3.333, 56.667, 110, 163.333, 216.667, 270.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(320), .absolute(50)),
            subitems: [item(.absolute(50), .absolute(50), edges: EdgeSpacing(leading: .flexible(0)))])
        let s = try solveOne(group, items: 6)
        for (i, x) in [3.333, 56.667, 110, 163.333, 216.667, 270].enumerated() {
            expectFrame(s.cellFrame(at: i), x, 0, 50, 50)
        }
    }

    @Test func rule6_flexibleInterItemSpacingSpreadsItems() throws {
        // Three 80-wide items with flexible(10) spacing in 300: 240 + 20 = 260,
        // leftover 40 over two gaps: gaps of 30. x = 0, 110, 220.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .absolute(40)),
            subitems: [item(.absolute(80), .absolute(40))])
        group.interItemSpacing = .flexible(10)
        let s = try solveOne(group, items: 3)
        expectFrame(s.cellFrame(at: 0), 0, 0, 80, 40)
        expectFrame(s.cellFrame(at: 1), 110, 0, 80, 40)
        expectFrame(s.cellFrame(at: 2), 220, 0, 80, 40)
    }

    @Test func rule6_crossAxisEdgeSpacing() throws {
        // In a horizontal group 100 tall, an item 40 tall with top fixed(8) sits
        // at y 8; one with top and bottom flexible(0) is centred: (100 − 40) / 2 = 30.
        let fixed = LayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .absolute(100)),
            subitems: [item(.absolute(100), .absolute(40), edges: EdgeSpacing(top: .fixed(8)))])
        expectFrame(try solveOne(fixed, items: 1).cellFrame(at: 0), 0, 8, 100, 40)
        let centred = LayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .absolute(100)),
            subitems: [item(.absolute(100), .absolute(40), edges: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)))])
        expectFrame(try solveOne(centred, items: 1).cellFrame(at: 0), 0, 30, 100, 40)
    }

    @Test func rule7_countGivesEqualSlotsFromTheContentMinusSpacings() throws {
        // The rule's example at @3x: width 375, trailing inset 20 → content 355;
        // spacing 16, count 4: (355 − 48) / 4 = 76.75 → 230.25 px → 230 px = 76.667.
        // Height fractionalWidth(1/4) of 355 − 48 = 307: 76.75 → 76.667 (not 88.75).
        // x accumulates rounded sizes and spacing: 0, 92.667, 185.333, 278.
        // The item is not stretched to the group's 80 and sits at the top.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(80)),
            subitem: item(.fractionalWidth(1), .fractionalWidth(0.25)), count: 4)
        group.contentInsets = DirectionalEdgeInsets(trailing: 20)
        group.interItemSpacing = .fixed(16)
        let s = try solveOne(group, items: 4)
        for (i, x) in [0, 92.667, 185.333, 278].enumerated() {
            expectFrame(s.cellFrame(at: i), x, 0, 76.667, 76.667)
        }
    }

    @Test func rule7_verticalCount() throws {
        // Vertical group 100 × 200, count 3, spacing 10: (200 − 20) / 3 = 60 tall;
        // width fractionalWidth(1) of 100: 100. y = 0, 70, 140.
        var group = LayoutGroup.vertical(
            layoutSize: size(.absolute(100), .absolute(200)),
            subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 3)
        group.interItemSpacing = .fixed(10)
        let s = try solveOne(group, items: 3)
        expectFrame(s.cellFrame(at: 0), 0, 0, 100, 60)
        expectFrame(s.cellFrame(at: 1), 0, 70, 100, 60)
        expectFrame(s.cellFrame(at: 2), 0, 140, 100, 60)
    }

    @Test func rule8_subitemsRepeatWhileTheNextFits() throws {
        // Apple's grid: fractionalWidth(0.2) items in a full-width row: 5 per row
        // of 375: 75 wide. 12 items: rows y 0, 75, 150 holding 5, 5 and 2.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
            subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1))])
        let s = try solveOne(group, items: 12)
        expectFrame(s.cellFrame(at: 4), 300, 0, 75, 75)
        expectFrame(s.cellFrame(at: 5), 0, 75, 75, 75)
        expectFrame(s.cellFrame(at: 11), 75, 150, 75, 75)
        #expect(s.frame.height == 225)
    }

    @Test func rule8_severalSubitemsRepeatInOrder() throws {
        // Subitems A (100 wide) and B (50 wide) in a 320 row: A B A = 250, the
        // next B would end at 300 ≤ 320: fits; the next A (400) does not.
        // x: 0, 100, 150, 250; the fifth item starts row two.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(320), .absolute(20)),
            subitems: [item(.absolute(100), .absolute(20)), item(.absolute(50), .absolute(20))])
        let s = try solveOne(group, items: 5)
        expectFrame(s.cellFrame(at: 0), 0, 0, 100, 20)
        expectFrame(s.cellFrame(at: 1), 100, 0, 50, 20)
        expectFrame(s.cellFrame(at: 2), 150, 0, 100, 20)
        expectFrame(s.cellFrame(at: 3), 250, 0, 50, 20)
        expectFrame(s.cellFrame(at: 4), 0, 20, 100, 20)
    }

    @Test func rule9_interItemSpacingGoesBetweenSubitemsOnly() throws {
        // 100-wide items, spacing 10, row 320: 100 + 10 + 100 + 10 + 100 = 320:
        // three fit with no spacing before the first or after the last.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(320), .absolute(30)),
            subitems: [item(.absolute(100), .absolute(30))])
        group.interItemSpacing = .fixed(10)
        let s = try solveOne(group, items: 4)
        expectFrame(s.cellFrame(at: 0), 0, 0, 100, 30)
        expectFrame(s.cellFrame(at: 2), 220, 0, 100, 30)
        expectFrame(s.cellFrame(at: 3), 0, 30, 100, 30)
    }

    @Test func nestedGroupsFillInOrder() throws {
        // The seed's complex row on a 400-wide screen at scale 1: HGroup 400 × 150
        // of [item 0.5 × 1, VGroup 0.25 × 1 of two items 1 × 0.5, the same VGroup].
        // Item 0: 200 × 150 at x 0. VGroups 100 wide at x 200 and 300, each with
        // two items 100 × 75 at y 0 and 75.
        let v = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let row = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(150)),
            subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(v), .group(v)])
        let viewport = Viewport(size: Size(width: 400, height: 800), scale: 1)
        let s = try solveOne(row, items: 6, viewport: viewport)
        expectFrame(s.cellFrame(at: 0), 0, 0, 200, 150)
        expectFrame(s.cellFrame(at: 1), 200, 0, 100, 75)
        expectFrame(s.cellFrame(at: 2), 200, 75, 100, 75)
        expectFrame(s.cellFrame(at: 3), 300, 0, 100, 75)
        expectFrame(s.cellFrame(at: 4), 300, 75, 100, 75)
        // Item 5 starts the second row.
        expectFrame(s.cellFrame(at: 5), 0, 150, 200, 150)
    }

    @Test func customGroupPlacesItemsAtItsFrames() throws {
        // Custom group 375 × 100 with frames (0,0,100,100) and (120,10,50,50),
        // repeated: items 2 and 3 are 100 lower.
        let group = LayoutGroup.custom(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            items: [CustomGroupItem(frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                    CustomGroupItem(frame: Rect(x: 120, y: 10, width: 50, height: 50), zIndex: 3)])
        let s = try solveOne(group, items: 3)
        expectFrame(s.cellFrame(at: 1), 120, 10, 50, 50)
        expectFrame(s.cellFrame(at: 2), 0, 100, 100, 100)
    }
}
