import ListKitCore
import ListKitEngine
import ListKitSupplementary
import Testing

/// Rule 22: frames snap to the pixel grid.
@Suite struct PixelRuleTests {
    @Test func rule22_originsAccumulateFromRoundedSizes() throws {
        // Four 87.75-wide cells at @3x with spacing 8: 87.75 × 3 = 263.25 px → 263
        // px = 87.667. x = 0, 87.667 + 8 = 95.667, 191.333, 287.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)),
            subitems: [item(.absolute(87.75), .fractionalHeight(1))])
        group.interItemSpacing = .fixed(8)
        let s = try solveOne(group, items: 4)
        for (i, x) in [0, 95.667, 191.333, 287].enumerated() {
            expectFrame(s.cellFrame(at: i), x, 0, 87.667, 40)
        }
    }

    @Test(arguments: [(1.0, 125.0), (2.0, 124.5), (3.0, 124.667)])
    func rule22_sizesRoundToTheNearestPixelOfEachScale(scale: Double, width: Double) throws {
        // fractionalWidth(1/3) of 374: 124.667 pt. Scale 1: 125. Scale 2: 249.33 px
        // → 249 px = 124.5. Scale 3: 374 px exactly = 124.667.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(10)),
            subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let viewport = Viewport(size: Size(width: 374, height: 600), scale: scale)
        let s = try solveOne(group, items: 1, viewport: viewport)
        expectFrame(s.cellFrame(at: 0), 0, 0, width, 10)
    }

    @Test func fittingUsesExactSizesNotRoundedOnes() throws {
        // 0.7 and 0.3 of 375 at @3x: 262.5 → 787.5 px → 788 px = 262.667 and
        // 112.5 → 337.5 px → 338 px = 112.667. Rounded they add up to 375.333,
        // but the exact 262.5 + 112.5 = 375 fits: both share one row.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            subitems: [item(.fractionalWidth(0.7), .fractionalHeight(1)), item(.fractionalWidth(0.3), .fractionalHeight(1))])
        let s = try solveOne(group, items: 2)
        expectFrame(s.cellFrame(at: 0), 0, 0, 262.667, 50)
        expectFrame(s.cellFrame(at: 1), 262.667, 0, 112.667, 50)
    }

    @Test func pixelGridRoundsHalvesAwayFromZero() {
        #expect(PixelGrid(scale: 1).snap(2.5) == 3)
        #expect(PixelGrid(scale: 1).snap(-2.5) == -3)
        #expect(PixelGrid(scale: 2).snap(0.25) == 0.5)
        #expect(PixelGrid(scale: 3).snap(87.75) == 263.0 / 3)
    }

    /// Rule 22: a 20-point badge centred across a 61/3-point item at @3x
    /// starts at 61/6 − 10 = 1/6 pt, which is 0.5 px: a tie, so away from
    /// zero, 1 px = 1/3 pt (floating point computes 0.4999999999999982 px).
    @Test func aCentredBadgeOnAPixelTieRoundsAwayFromZero() {
        let badge = SupplementaryItem(
            elementKind: "badge",
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            containerAnchor: LayoutAnchor(edges: [.top]))
        let item = Rect(x: 0, y: 0, width: 61.0 / 3, height: 30)
        let frame = AnchorPlacement.frame(of: badge, in: item, grid: PixelGrid(scale: 3))
        #expect(frame == Rect(x: 1.0 / 3, y: 0, width: 20, height: 20))
    }
}
