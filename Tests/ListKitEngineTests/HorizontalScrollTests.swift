import ListKitCore
import ListKitEngine
import Testing

/// A layout that scrolls horizontally: sections and groups follow x.
@Suite struct HorizontalScrollTests {
    @Test func groupsRepeatAlongXAndFractionsUseTheHeight() throws {
        // Viewport 375 × 812 at scale 1. Vertical groups 100 wide, full height
        // (812), each with two items fractionalHeight(0.5) = 406 tall.
        // 5 items → 3 groups at x 0, 110, 220 (spacing 10). Content 320 × 812.
        let group = LayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        var section = LayoutSection(group: group, itemCount: 5)
        section.interGroupSpacing = 10
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(scrollDirection: .horizontal), sections: [section])
        let solved = try LayoutSolver.solve(layout, in: phone(scale: 1))
        let s = solved.sections[0]
        expectFrame(s.cellFrame(at: 0), 0, 0, 100, 406)
        expectFrame(s.cellFrame(at: 1), 0, 406, 100, 406)
        expectFrame(s.cellFrame(at: 2), 110, 0, 100, 406)
        expectFrame(s.cellFrame(at: 4), 220, 0, 100, 406)
        #expect(solved.contentSize == Size(width: 320, height: 812))
    }

    @Test func sectionsFollowEachOtherAlongX() throws {
        // Two sections, insets leading 20 trailing 20, spacing 30 between them.
        // Section 0: 20 + 100 + 20 = 140 wide; section 1 starts at 170, its
        // item at 190. Rows are 812 − 0 tall (fractionalHeight 1).
        let group = LayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group, itemCount: 1)
        section.contentInsets = DirectionalEdgeInsets(leading: 20, trailing: 20)
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 30),
            sections: [section, section])
        let solved = try LayoutSolver.solve(layout, in: phone(scale: 1))
        expectFrame(solved.sections[0].frame, 0, 0, 140, 812)
        expectFrame(solved.sections[1].cellFrame(at: 0), 190, 0, 100, 812)
        #expect(solved.contentSize == Size(width: 310, height: 812))
    }

    @Test func orthogonalSectionInAHorizontalLayoutRunsDown() throws {
        // Across a horizontal layout an orthogonal section repeats groups along y:
        // groups 100 × fractionalHeight(0.25) of the full 812 = 203 tall,
        // at y 0, 203, 406.
        let group = LayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(0.25)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group, itemCount: 3)
        section.orthogonalScrollingBehavior = .paging
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(scrollDirection: .horizontal), sections: [section])
        let solved = try LayoutSolver.solve(layout, in: phone(scale: 1))
        expectFrame(solved.sections[0].cellFrame(at: 2), 0, 406, 100, 203)
        #expect(solved.contentSize == Size(width: 100, height: 812))
    }
}
