import ListKitCore
import ListKitEngine
import ListKitSupplementary
import Testing

/// Rules 19–21: anchored supplementaries and decorations.
@Suite struct AnchorAndDecorationRuleTests {
    /// One 100 × 100 item at the origin carrying `badge`.
    func badgeFrame(_ badge: SupplementaryItem, width: Double = 100, scale: Double = 1) throws -> Rect? {
        let carrier = LayoutItem(layoutSize: size(.absolute(width), .absolute(100)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(carrier)])
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection(group: group, itemCount: 1)]), in: phone(scale: scale))
        return solved.allElements().first { $0.elementKind == badge.elementKind }?.frame
    }

    func badge(_ edges: Set<DirectionalRectEdge>, _ offset: LayoutAnchor.Offset = .none, size side: Double = 20,
               item: LayoutAnchor? = nil) -> SupplementaryItem {
        SupplementaryItem(
            elementKind: "badge", layoutSize: size(.absolute(side), .absolute(side)),
            containerAnchor: LayoutAnchor(edges: edges, offset: offset), itemAnchor: item)
    }

    @Test func rule19_fractionalOffsetIsOfTheSupplementarysOwnSize() throws {
        // [.top, .trailing] aligns the badge's top-trailing corner with the item's:
        // x 100 − 20 = 80, y 0; offset (0.5, −0.5) × 20 → (90, −10): centred on the corner.
        expectFrame(try badgeFrame(badge([.top, .trailing], .fractional(Point(x: 0.5, y: -0.5)))), 90, -10, 20, 20)
        // Apple's ItemBadgeSupplementary offset (0.3, −0.3): 80 + 6 = 86, −6.
        expectFrame(try badgeFrame(badge([.top, .trailing], .fractional(Point(x: 0.3, y: -0.3)))), 86, -6, 20, 20)
    }

    @Test func rule19_unnamedAxesAreCentredAndAbsoluteOffsetsArePoints() throws {
        // Only .top named: centred across: 50 − 10 = 40.
        expectFrame(try badgeFrame(badge([.top])), 40, 0, 20, 20)
        // No edge at all: centred both ways.
        expectFrame(try badgeFrame(badge([])), 40, 40, 20, 20)
        // [.bottom, .leading] + (5, 5): x 0 + 5, y 100 − 20 + 5 = 85.
        expectFrame(try badgeFrame(badge([.bottom, .leading], .absolute(Point(x: 5, y: 5)))), 5, 85, 20, 20)
    }

    @Test func rule19_itemAnchorPutsTheSupplementarysOwnEdgeOnTheAnchor() throws {
        // Container point: top-trailing corner (100, 0). The badge's own
        // bottom-leading corner goes there: origin (100, 0 − 20).
        let b = badge([.top, .trailing], item: LayoutAnchor(edges: [.bottom, .leading]))
        expectFrame(try badgeFrame(b), 100, -20, 20, 20)
    }

    @Test func rule19_supplementariesNeverMoveTheLayout() throws {
        let plain = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.absolute(100), .absolute(100))])
        var badged = plain
        badged.subitems = [.item(LayoutItem(
            layoutSize: size(.absolute(100), .absolute(100)),
            supplementaryItems: [badge([.top, .trailing], .fractional(Point(x: 0.5, y: -0.5)), size: 60)]))]
        let a = try solveOne(plain, items: 6)
        let b = try solveOne(badged, items: 6)
        for i in 0..<6 { #expect(a.cellFrame(at: i) == b.cellFrame(at: i)) }
    }

    @Test func rule22_anchoredFramesRoundHalvesAwayFromZero() throws {
        // Item 75 wide at scale 1, badge 15: [.trailing] + 0.5 → 75 − 15 + 7.5 = 67.5 → 68;
        // centred vertically: 50 − 7.5 = 42.5 → 43. [.leading] − 0.5 → −7.5 → −8.
        expectFrame(try badgeFrame(badge([.trailing], .fractional(Point(x: 0.5, y: 0)), size: 15), width: 75), 68, 43, 15, 15)
        expectFrame(try badgeFrame(badge([.leading], .fractional(Point(x: -0.5, y: 0)), size: 15), width: 75), -8, 43, 15, 15)
    }

    @Test func rule20_groupAnchorsUseTheGroupsInsetBox() throws {
        // Group 200 × 100 with insets 10: inset box (10, 10, 180, 80). A 20 × 20
        // [.top, .leading] supplementary sits at (10, 10); [.bottom, .trailing] at
        // (10 + 180 − 20, 10 + 80 − 20) = (170, 70). Its index path is the group's
        // first item: the second group's is item 2.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(200), .absolute(100)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = DirectionalEdgeInsets(all: 10)
        group.supplementaryItems = [badge([.top, .leading]), SupplementaryItem(
            elementKind: "corner", layoutSize: size(.absolute(20), .absolute(20)),
            containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))]
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection(group: group, itemCount: 3)]), in: phone(scale: 1))
        let badges = solved.allElements().filter { $0.elementKind == "badge" }
        expectFrame(badges.first?.frame, 10, 10, 20, 20)
        expectFrame(solved.allElements().first { $0.elementKind == "corner" }?.frame, 170, 70, 20, 20)
        #expect(badges.map(\.indexPath.item) == [0, 2])
        expectFrame(badges.last?.frame, 10, 110, 20, 20)
    }

    @Test func rule21_backgroundCoversTheSectionThenItsOwnInsets() throws {
        // Section insets 10, two rows of 44 with spacing 5: 10 + 44 + 5 + 44 + 10 = 113
        // tall. Background inset 5: (5, 5, 365, 103), behind cells at zIndex −1.
        var section = LayoutSection(group: rows(44), itemCount: 2)
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        section.interGroupSpacing = 5
        section.decorationItems = [DecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 5))]
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: phone(scale: 1))
        let background = solved.allElements().first { $0.category == .decoration }
        expectFrame(background?.frame, 5, 5, 365, 103)
        #expect(background?.zIndex == -1)
        #expect(background?.elementKind == "background")
    }

    @Test func rule21_backgroundIncludesHeadersAndSpansOrthogonalSections() throws {
        // An orthogonal row of 300-wide groups with a header 30: the section is
        // 30 + 100 = 130 tall; the background spans the full 375 width and the header.
        var section = LayoutSection(
            group: LayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(100)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
            itemCount: 4)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(30), .top)]
        section.decorationItems = [DecorationItem(elementKind: "background", zIndex: -2)]
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: phone(scale: 1))
        let background = solved.allElements(orthogonalOffsets: [0: Point(x: 250, y: 0)]).first { $0.category == .decoration }
        expectFrame(background?.frame, 0, 0, 375, 130)
        #expect(background?.zIndex == -2)
    }
}
