import ListKitCore
import ListKitEngine
import ListKitSupplementary
import Testing

/// Rules 16 and 18: headers and footers.
@Suite struct BoundaryRuleTests {
    func solve(_ section: LayoutSection, scale: Double = 1) throws -> SolvedLayout {
        try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: phone(scale: scale))
    }

    @Test func rule16_headerTakesItsHeightAndFooterFollowsTheContent() throws {
        // Header 40, two rows of 50, footer 30: header 0 … 40, rows at 40 and 90,
        // footer at 140; the section is 170 tall. fractionalWidth(1) spans 375.
        var section = LayoutSection(group: rows(50), itemCount: 2)
        section.boundarySupplementaryItems = [
            boundary("header", .fractionalWidth(1), .absolute(40), .top),
            boundary("footer", .fractionalWidth(1), .absolute(30), .bottom),
        ]
        let solved = try solve(section)
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 375, 40)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, 40, 375, 50)
        expectFrame(solved.sections[0].cellFrame(at: 1), 0, 90, 375, 50)
        expectFrame(solved.supplementaries("footer", section: 0).first?.frame, 0, 140, 375, 30)
        expectFrame(solved.sections[0].frame, 0, 0, 375, 170)
        #expect(solved.contentSize.height == 170)
    }

    @Test func rule18_supplementariesFollowTheLeadingAndTrailingInsets() throws {
        // Insets top 10, leading/trailing 16, bottom 20. The header sits above
        // the top inset: (16, 0, 343, 40); rows from 40 + 10 = 50; the footer
        // below the bottom inset: 50 + 100 + 20 = 170. Section 200 tall.
        var section = LayoutSection(group: rows(50), itemCount: 2)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
        section.boundarySupplementaryItems = [
            boundary("header", .fractionalWidth(1), .absolute(40), .top),
            boundary("footer", .fractionalWidth(1), .absolute(30), .bottom),
        ]
        let solved = try solve(section)
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 16, 0, 343, 40)
        expectFrame(solved.sections[0].cellFrame(at: 0), 16, 50, 343, 50)
        expectFrame(solved.supplementaries("footer", section: 0).first?.frame, 16, 170, 343, 30)
        expectFrame(solved.sections[0].frame, 0, 0, 375, 200)

        // Not following the insets: full width at x 0; the vertical places hold.
        section.supplementariesFollowContentInsets = false
        let loose = try solve(section)
        expectFrame(loose.supplementaries("header", section: 0).first?.frame, 0, 0, 375, 40)
        expectFrame(loose.supplementaries("footer", section: 0).first?.frame, 0, 170, 375, 30)
    }

    @Test func extendsBoundaryFalseOverlapsTheContent() throws {
        // A header that does not extend sits at the section's top over the rows
        // (which start at 0); a footer that does not extend ends at the section's end (100).
        var section = LayoutSection(group: rows(50), itemCount: 2)
        section.boundarySupplementaryItems = [
            boundary("header", .fractionalWidth(1), .absolute(40), .top, extends: false),
            boundary("footer", .fractionalWidth(1), .absolute(30), .bottom, extends: false),
        ]
        let solved = try solve(section)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, 0, 375, 50)
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 375, 40)
        expectFrame(solved.supplementaries("footer", section: 0).first?.frame, 0, 70, 375, 30)
        #expect(solved.contentSize.height == 100)
    }

    @Test(arguments: [
        // alignment, x, y, first row's y, section height
        // Across: start 0, end 375 − 100 = 275, middle (375 − 100) / 2 = 137.5.
        // Along: top ones extend by 20 (rows from 20); bottom ones follow the rows
        // (0 … 100); leading/trailing centre on the rows: (100 − 20) / 2 = 40.
        (RectAlignment.top, 137.5, 0.0, 20.0, 120.0),
        (.topLeading, 0, 0, 20, 120),
        (.topTrailing, 275, 0, 20, 120),
        (.bottom, 137.5, 100, 0, 120),
        (.bottomLeading, 0, 100, 0, 120),
        (.bottomTrailing, 275, 100, 0, 120),
        (.leading, 0, 40, 0, 100),
        (.trailing, 275, 40, 0, 100),
    ])
    func everyAlignment(alignment: RectAlignment, x: Double, y: Double, rowY: Double, height: Double) throws {
        var section = LayoutSection(group: rows(50), itemCount: 2)
        section.boundarySupplementaryItems = [boundary("tag", .absolute(100), .absolute(20), alignment)]
        let solved = try solve(section, scale: 2)
        expectFrame(solved.supplementaries("tag", section: 0).first?.frame, x, y, 100, 20)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, rowY, 375, 50)
        #expect(solved.sections[0].frame.height == height)
    }

    @Test func absoluteOffsetMovesOnlyTheSupplementary() throws {
        var section = LayoutSection(group: rows(50), itemCount: 1)
        section.boundarySupplementaryItems = [
            boundary("header", .absolute(100), .absolute(20), .topLeading, offset: Point(x: 8, y: -4))
        ]
        let solved = try solve(section)
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 8, -4, 100, 20)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, 20, 375, 50)
    }

    @Test func emptySectionStillStacksItsHeaderAndFooter() throws {
        // Rule 12: an empty section with header 40 and footer 30 (insets 10 not
        // applied) is 70 tall: header 0 … 40, footer 40 … 70. The next section
        // starts after the spacing 8: at 78.
        var empty = LayoutSection(group: rows(50), itemCount: 0)
        empty.contentInsets = DirectionalEdgeInsets(all: 10)
        empty.boundarySupplementaryItems = [
            boundary("header", .fractionalWidth(1), .absolute(40), .top),
            boundary("footer", .fractionalWidth(1), .absolute(30), .bottom),
        ]
        empty.decorationItems = [DecorationItem(elementKind: "background")]
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(interSectionSpacing: 8),
            sections: [empty, LayoutSection(group: rows(50), itemCount: 1)])
        let solved = try LayoutSolver.solve(layout, in: phone(scale: 1))
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 375, 40)
        expectFrame(solved.supplementaries("footer", section: 0).first?.frame, 0, 40, 375, 30)
        #expect(solved.allElements().filter { $0.category == .decoration }.isEmpty)
        expectFrame(solved.sections[1].cellFrame(at: 0), 0, 78, 375, 50)
    }

    @Test func layoutHeaderAndFooterExtendTheContent() throws {
        // A layout-wide header 60 and footer 24: the section starts at 60, its
        // one row ends at 110, the footer sits at 110; content 134 tall.
        // The layout's own supplementaries have section −1.
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(boundarySupplementaryItems: [
                boundary("banner", .fractionalWidth(1), .absolute(60), .top),
                boundary("credits", .fractionalWidth(1), .absolute(24), .bottom),
            ]),
            sections: [LayoutSection(group: rows(50), itemCount: 1)])
        let solved = try LayoutSolver.solve(layout, in: phone(scale: 1))
        expectFrame(solved.supplementaries("banner", section: -1).first?.frame, 0, 0, 375, 60)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, 60, 375, 50)
        expectFrame(solved.supplementaries("credits", section: -1).first?.frame, 0, 110, 375, 24)
        #expect(solved.contentSize.height == 134)
        #expect(solved.allElements().first?.indexPath == ElementIndexPath(section: -1, item: 0))
    }

    @Test func orthogonalSectionHeaderDoesNotScrollWithTheRow() throws {
        // An orthogonal section with a header 30: the header spans 375 at y 0 and
        // stays put when the row is scrolled; the row starts at 30.
        var section = LayoutSection(group: rows(100), itemCount: 3)
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(30), .top)]
        let solved = try solve(section)
        let scrolled = solved.allElements(orthogonalOffsets: [0: Point(x: 375, y: 0)])
        expectFrame(scrolled.first { $0.category == .supplementary }?.frame, 0, 0, 375, 30)
        expectFrame(scrolled.first { $0.indexPath.item == 1 && $0.category == .cell }?.frame, 0, 30, 375, 100)
        expectFrame(solved.sections[0].frame, 0, 0, 375, 130)
    }

    @Test func horizontalLayoutHeadersSitBeforeTheContentAlongX() throws {
        // Scrolling along x, a .leading header 40 wide (full height 812) takes
        // room before the columns: the first column starts at x 40.
        let column = LayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: column, itemCount: 2)
        section.boundarySupplementaryItems = [boundary("header", .absolute(40), .fractionalHeight(1), .leading)]
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(scrollDirection: .horizontal), sections: [section])
        let solved = try LayoutSolver.solve(layout, in: phone(scale: 1))
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 40, 812)
        expectFrame(solved.sections[0].cellFrame(at: 0), 40, 0, 100, 812)
        #expect(solved.contentSize.width == 240)
    }
}
