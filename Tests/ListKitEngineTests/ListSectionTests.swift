import ListKitCore
import ListKitEngine
import ListKitSupplementary
import Testing

/// List sections (`Documentation/LayoutSemantics.md`, "List sections" and
/// "List metrics"): frames worked out by hand from the metrics table. At
/// scale 3 a separator is 1/3 pt thick and sits at the bottom of its row.
@Suite struct ListSectionTests {
    func viewport(_ width: Double, scale: Double = 3) -> Viewport {
        Viewport(size: Size(width: width, height: 800), scale: scale)
    }

    func separators(_ solved: SolvedLayout, section: Int = 0) -> [LayoutAttributes] {
        solved.allElements().filter { $0.indexPath.section == section && $0.elementKind == "separator" }
    }

    func cells(_ solved: SolvedLayout, section: Int = 0) -> [LayoutAttributes] {
        solved.allElements().filter { $0.indexPath.section == section && $0.category == .cell }
    }

    /// Inset grouped, three rows, no header: 20 above the rows, 10 below,
    /// rows inset by the layout margin (16 on screens narrower than 390 pt, 20 from 390),
    /// separators from the margin inside the row, none below the last row.
    @Test(arguments: [(320.0, 16.0), (375, 16), (389, 16), (390, 20), (393, 20), (430, 20)])
    func insetGroupedRows(width: Double, margin: Double) throws {
        let section = LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped), itemCount: 3)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport(width))
        let rows = cells(solved)
        #expect(rows.count == 3)
        let rowWidth = width - 2 * margin
        expectFrame(rows[0].frame, margin, 20, rowWidth, 44)
        expectFrame(rows[1].frame, margin, 64, rowWidth, 44)
        expectFrame(rows[2].frame, margin, 108, rowWidth, 44)
        #expect(solved.contentSize.height == 162)
        let lines = separators(solved)
        #expect(lines.map(\.indexPath.item) == [0, 1])
        expectFrame(lines[0].frame, 2 * margin, 64 - 1.0 / 3, rowWidth - margin, 1.0 / 3)
        expectFrame(lines[1].frame, 2 * margin, 108 - 1.0 / 3, rowWidth - margin, 1.0 / 3)
        #expect(lines.allSatisfy { $0.category == .decoration && $0.zIndex == 1 })
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 0)) == .top)
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 1)) == [])
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 2)) == .bottom)
        #expect(solved.sections[0].listCornerRadius == 10)
    }

    /// A lone inset-grouped row is rounded on all four corners.
    @Test func loneRowIsRoundedAllRound() throws {
        let section = LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped), itemCount: 1)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport(375))
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 0)) == .all)
        #expect(separators(solved).isEmpty)
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 5)) == [])
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 3, item: 0)) == [])
    }

    /// Grouped with a header and a footer: header 38 at the top, rows
    /// edge to edge below it, footer 28 after the rows; the last row's
    /// separator spans the whole row (the section's bottom border).
    @Test(arguments: [(320.0, 16.0), (375, 16), (389, 16), (390, 20), (393, 20), (430, 20)])
    func groupedWithHeaderAndFooter(width: Double, margin: Double) throws {
        var configuration = ListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let section = LayoutSection.list(using: configuration, itemCount: 2)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport(width))
        let all = solved.allElements()
        let header = all.first { $0.elementKind == "header" }
        let footer = all.first { $0.elementKind == "footer" }
        expectFrame(header?.frame, 0, 0, width, 38)
        let rows = cells(solved)
        expectFrame(rows[0].frame, 0, 38, width, 44)
        expectFrame(rows[1].frame, 0, 82, width, 44)
        expectFrame(footer?.frame, 0, 126, width, 28)
        #expect(solved.contentSize.height == 154)
        let lines = separators(solved)
        expectFrame(lines[0].frame, margin, 82 - 1.0 / 3, width - margin, 1.0 / 3)
        expectFrame(lines[1].frame, 0, 126 - 1.0 / 3, width, 1.0 / 3)
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 0)) == [])
    }

    /// Grouped without a header: 22 above the rows.
    @Test func groupedWithoutHeader() throws {
        let section = LayoutSection.list(using: ListConfiguration(appearance: .grouped), itemCount: 1)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport(375))
        expectFrame(cells(solved)[0].frame, 0, 22, 375, 44)
        #expect(solved.contentSize.height == 66)
    }

    /// Plain: every row has a separator, the last one too; a header top
    /// padding moves the header down and the rows with it.
    @Test func plainWithHeaderTopPadding() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 12
        let section = LayoutSection.list(using: configuration, itemCount: 2)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport(375, scale: 2))
        expectFrame(solved.allElements().first { $0.elementKind == "header" }?.frame, 0, 12, 375, 28)
        expectFrame(cells(solved)[0].frame, 0, 40, 375, 44)
        let lines = separators(solved)
        #expect(lines.count == 2)
        expectFrame(lines[1].frame, 16, 128 - 0.5, 359, 0.5)
        #expect(solved.contentSize.height == 128)
    }

    /// Apple: "lists that use the plain and sidebarPlain list appearances use
    /// pinned headers". 30 rows of 44 under a 28-pt header (plain's
    /// estimate) end at 28 + 1,320 = 1,348; scrolled to y 300, the plain
    /// header sits at the top of the visible bounds, y 300. The inset-grouped
    /// header (38, from y 0) has scrolled away unless the list pins it; then
    /// it is at y 300, inset by the margin: x 16, 343 wide.
    @Test func plainListsPinTheirHeaders() throws {
        func header(_ appearance: ListAppearance, pins: Bool? = nil) throws -> LayoutAttributes? {
            var configuration = ListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            configuration.pinsHeaders = pins
            let section = LayoutSection.list(using: configuration, itemCount: 30)
            let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport(375, scale: 2))
            return solved.visibleElements(contentOffset: Point(x: 0, y: 300)).first { $0.elementKind == "header" }
        }
        expectFrame(try header(.plain)?.frame, 0, 300, 375, 28)
        expectFrame(try header(.sidebarPlain)?.frame, 0, 300, 375, 28)
        #expect(try header(.plain, pins: false) == nil)
        #expect(try header(.insetGrouped) == nil)
        #expect(try header(.grouped) == nil)
        #expect(try header(.sidebar) == nil)
        expectFrame(try header(.insetGrouped, pins: true)?.frame, 16, 300, 343, 38)
    }

    /// Sidebars show no separators by default; the sidebar insets its
    /// rows by the layout margins, the plain sidebar does not.
    @Test func sidebars() throws {
        let sidebar = LayoutSection.list(using: ListConfiguration(appearance: .sidebar), itemCount: 2)
        let plain = LayoutSection.list(using: ListConfiguration(appearance: .sidebarPlain), itemCount: 2)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [sidebar, plain]), in: viewport(430))
        #expect(solved.allElements().allSatisfy { $0.elementKind != "separator" })
        expectFrame(cells(solved, section: 0)[1].frame, 20, 44, 390, 44)
        expectFrame(cells(solved, section: 1)[0].frame, 0, 88, 430, 44)
    }

    /// Separators off, custom section insets, and each row's own settings
    /// (what UIKit's item separator handler returns).
    @Test func separatorSettings() throws {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.separatorInsets = DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 8)
        configuration.itemSeparators = [
            0: ListItemSeparator(visibility: .hidden),
            2: ListItemSeparator(visibility: .visible, insets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)),
        ]
        let section = LayoutSection.list(using: configuration, itemCount: 3)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport(375, scale: 1))
        let lines = separators(solved)
        #expect(lines.map(\.indexPath.item) == [1, 2])
        expectFrame(lines[0].frame, 16 + 60, 107, 343 - 68, 1)
        expectFrame(lines[1].frame, 16, 151, 343, 1)
        #expect(solved.elementCount == solved.allElements().count)

        configuration.showsSeparators = false
        let off = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection.list(using: configuration, itemCount: 3)]),
            in: viewport(375, scale: 1))
        #expect(separators(off).isEmpty)
        #expect(off.elementCount == 3)
    }

    /// A compositional grid then a list: the list starts where the grid
    /// ends; self-sized rows move their separators; a rectangle query
    /// finds the separators it meets, in the order of all elements.
    @Test func mixedWithCompositionalAndSelfSized() throws {
        let grid = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(100)),
                subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))]),
            itemCount: 4)
        let list = LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped), itemCount: 3)
        let layout = CompositionalLayout(sections: [grid, list])
        let sizing = SelfSizing { path, proposed in
            path.section == 1 ? Size(width: proposed.width, height: Double(50 + 10 * path.item)) : nil
        }
        let solved = try LayoutSolver.solve(layout, in: viewport(390), sizing: sizing)
        let rows = cells(solved, section: 1)
        // A 390-pt screen: margins of 20, rows 350 wide, separators from 40.
        expectFrame(rows[0].frame, 20, 220, 350, 50)
        expectFrame(rows[1].frame, 20, 270, 350, 60)
        expectFrame(rows[2].frame, 20, 330, 350, 70)
        let lines = separators(solved, section: 1)
        expectFrame(lines[0].frame, 40, 270 - 1.0 / 3, 330, 1.0 / 3)
        expectFrame(lines[1].frame, 40, 330 - 1.0 / 3, 330, 1.0 / 3)
        #expect(solved.contentSize.height == 200 + 20 + 180 + 10)
        let met = solved.elements(in: Rect(x: 0, y: 300, width: 390, height: 100))
        #expect(met.filter { $0.elementKind == "separator" }.map(\.indexPath.item) == [1])
        let everything = solved.elements(in: Rect(x: 0, y: 0, width: 390, height: 1000))
        #expect(everything == solved.allElements())
    }

    /// A bad number in a list configuration is refused with its path.
    @Test func invalidConfigurationIsRefused() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerTopPadding = -1
        let layout = CompositionalLayout(sections: [LayoutSection.list(using: configuration, itemCount: 1)])
        #expect(throws: LayoutValidationError.self) { try LayoutSolver.solve(layout, in: viewport(375)) }
        do {
            _ = try LayoutSolver.solve(layout, in: viewport(375))
        } catch {
            #expect(error.path == "sections[0].list.headerTopPadding")
        }
        configuration.headerTopPadding = nil
        configuration.estimatedRowHeight = .nan
        let nan = CompositionalLayout(sections: [LayoutSection.list(using: configuration, itemCount: 1)])
        #expect(throws: LayoutValidationError.self) { try LayoutSolver.solve(nan, in: viewport(375)) }
    }

    /// Each list section resolves its own environment: a readable-content
    /// list on a 1024-pt viewport narrows to the 672-pt column (margins 20,
    /// (1024 − 40 − 672) / 2 = 156 more each side: rows at 176), next to an
    /// inset-grouped list with its own metrics (margin 10) and a plain one.
    @Test func eachListSectionHasItsOwnEnvironment() throws {
        var readable = LayoutSection.list(using: ListConfiguration(appearance: .plain), itemCount: 1)
        readable.contentInsetsReference = .readableContent
        var narrow = ListConfiguration(appearance: .insetGrouped)
        narrow.metrics.compactLayoutMargin = 10
        narrow.metrics.regularLayoutMargin = 10
        let custom = LayoutSection.list(using: narrow, itemCount: 2)
        let plain = LayoutSection.list(using: ListConfiguration(appearance: .plain), itemCount: 1)
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [readable, custom, plain]), in: viewport(1024, scale: 1))
        expectFrame(cells(solved, section: 0)[0].frame, 176, 0, 672, 44)
        expectFrame(separators(solved, section: 0)[0].frame, 196, 43, 652, 1)
        // Inset grouped with margin 10: 20 above the rows (from 44), rows at x 10.
        expectFrame(cells(solved, section: 1)[0].frame, 10, 64, 1004, 44)
        expectFrame(separators(solved, section: 1)[0].frame, 20, 107, 994, 1)
        // Plain after it (44 + 20 + 88 + 10 = 162): edge to edge, separator from the 20-pt margin.
        expectFrame(cells(solved, section: 2)[0].frame, 0, 162, 1024, 44)
        expectFrame(separators(solved, section: 2)[0].frame, 20, 205, 1004, 1)
    }
}
