import ListKitCore
import ListKitEngine
import Testing

/// Rules 13–15: orthogonally scrolling sections.
@Suite struct OrthogonalRuleTests {
    let halfWidthGroup = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.5), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])

    @Test(arguments: OrthogonalScrollingBehavior.allCases.filter { $0 != .none })
    func rule13_groupsGoInOneRowAcrossTheScrollAxis(_ behavior: OrthogonalScrollingBehavior) throws {
        // Scale 2. Insets 10 all round, spacing 5. Rule 14: the group's
        // fractionalWidth(0.5) is of the full 375: 187.5. Groups at
        // x 10, 10 + 187.5 + 5 = 202.5, 395 (past the screen: not wrapped).
        // Section height 10 + 100 + 10 = 120.
        let s = try solveOne(halfWidthGroup, items: 3, viewport: phone(scale: 2)) {
            $0.orthogonalScrollingBehavior = behavior
            $0.contentInsets = DirectionalEdgeInsets(all: 10)
            $0.interGroupSpacing = 5
        }
        expectFrame(s.cellFrame(at: 0), 10, 10, 187.5, 100)
        expectFrame(s.cellFrame(at: 1), 202.5, 10, 187.5, 100)
        expectFrame(s.cellFrame(at: 2), 395, 10, 187.5, 100)
        expectFrame(s.frame, 0, 0, 375, 120)
        // The row: 10 + 3 × 187.5 + 2 × 5 + 10 = 592.5.
        #expect(close(s.rowLength, 592.5))
    }

    @Test func rule14_rootFractionalWidthIgnoresTheSectionsInsets() throws {
        // Leading/trailing insets 16: a full-width group is 375 wide, not 343.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(80)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let s = try solveOne(group, items: 2) {
            $0.orthogonalScrollingBehavior = .groupPaging
            $0.contentInsets = DirectionalEdgeInsets(leading: 16, trailing: 16)
        }
        expectFrame(s.cellFrame(at: 0), 16, 0, 375, 80)
        expectFrame(s.cellFrame(at: 1), 391, 0, 375, 80)
    }

    @Test func orthogonalOffsetMovesOnlyItsSection() throws {
        // Section 0: orthogonal row of 187.5-wide groups (scale 2); section 1 a list.
        // With section 0 scrolled by 100, its cells move left by 100; section 1 stays.
        let list = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var carousel = LayoutSection(group: halfWidthGroup, itemCount: 3)
        carousel.orthogonalScrollingBehavior = .continuous
        let layout = CompositionalLayout(sections: [carousel, LayoutSection(group: list, itemCount: 1)])
        let solved = try LayoutSolver.solve(layout, in: phone(scale: 2))
        let all = solved.allElements(orthogonalOffsets: [0: Point(x: 100, y: 0), 1: Point(x: 100, y: 0)])
        expectFrame(all[0].frame, -100, 0, 187.5, 100)
        expectFrame(all[1].frame, 87.5, 0, 187.5, 100)
        expectFrame(all[3].frame, 0, 100, 375, 50)
        // The third card (natural x 375) is on screen only once scrolled.
        let atRest = solved.visibleElements(contentOffset: .zero)
        #expect(atRest.map(\.indexPath.item) == [0, 1, 0])
        let scrolled = solved.visibleElements(contentOffset: .zero, orthogonalOffsets: [0: Point(x: 100, y: 0)])
        #expect(scrolled.filter { $0.indexPath.section == 0 }.map(\.indexPath.item) == [0, 1, 2])
    }
}
