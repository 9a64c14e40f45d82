import ListKitCore
import ListKitEngine
import Testing

/// Rules 1–4: containers, fractional dimensions, estimates, fractional insets.
@Suite struct ContainerRuleTests {
    @Test func rule1_fractionsResolveAgainstTheGroupsInsetContent() throws {
        // Group 375 wide with leading/trailing insets 16: content 343.
        // Each fractionalWidth(1/3) slot is 343 / 3 = 114.333 (343 px at @3x, exact).
        // x: 16, 16 + 114.333 = 130.333, 244.667.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        group.contentInsets = DirectionalEdgeInsets(leading: 16, trailing: 16)
        let s = try solveOne(group, items: 3)
        expectFrame(s.cellFrame(at: 0), 16, 0, 114.333, 100)
        expectFrame(s.cellFrame(at: 1), 130.333, 0, 114.333, 100)
        expectFrame(s.cellFrame(at: 2), 244.667, 0, 114.333, 100)
    }

    @Test func rule2_fractionalWidthOnTheHeightAxisMakesSquares() throws {
        // Item width and height fractionalWidth(0.2) of 375: 75 × 75; the group
        // is fractionalWidth(0.2) tall: 75. Rows at y 0 and 75.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
            subitems: [item(.fractionalWidth(0.2), .fractionalWidth(0.2))])
        let s = try solveOne(group, items: 6)
        expectFrame(s.cellFrame(at: 4), 300, 0, 75, 75)
        expectFrame(s.cellFrame(at: 5), 0, 75, 75, 75)
    }

    @Test func rule2_fractionalHeightOnTheWidthAxis() throws {
        // Group 100 tall; item width fractionalHeight(0.5) = 50, height 100.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            subitems: [item(.fractionalHeight(0.5), .fractionalHeight(1))])
        let s = try solveOne(group, items: 2)
        expectFrame(s.cellFrame(at: 1), 50, 0, 50, 100)
    }

    @Test func rule3_estimatedUsesTheEstimateAndIgnoresInsetsOnItsAxis() throws {
        // Item 375 wide, estimated 44 tall, insets 10 all round: the width is
        // inset (10 … 365, 355 wide), the height is not (0 … 44).
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)),
            subitems: [item(.fractionalWidth(1), .estimated(44), insets: DirectionalEdgeInsets(all: 10))])
        let s = try solveOne(group, items: 2)
        expectFrame(s.cellFrame(at: 0), 10, 0, 355, 44)
        expectFrame(s.cellFrame(at: 1), 10, 44, 355, 44)
    }

    @Test func rule3_absoluteIsPoints() throws {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(30)),
            subitems: [item(.absolute(120), .absolute(30))])
        let s = try solveOne(group, items: 4)
        // 120 + 120 + 120 = 360 ≤ 375; a fourth (480) does not fit: next row.
        expectFrame(s.cellFrame(at: 2), 240, 0, 120, 30)
        expectFrame(s.cellFrame(at: 3), 0, 30, 120, 30)
    }

    @Test func rule4_insetsBelowOneAreFractionsOfTheContainer() throws {
        // Slot 200 × 100 (group 200 × 100 holding one item of the full size).
        // Item insets leading 0.1 → 0.1 × 200 = 20, top 0.25 → 0.25 × 100 = 25,
        // trailing 2 → 2 points, bottom 0 → 0.
        // Frame: x 20, y 25, width 200 − 20 − 2 = 178, height 100 − 25 = 75.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(200), .absolute(100)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1),
                            insets: DirectionalEdgeInsets(top: 0.25, leading: 0.1, bottom: 0, trailing: 2))])
        let s = try solveOne(group, items: 1)
        expectFrame(s.cellFrame(at: 0), 20, 25, 178, 75)
    }
}
