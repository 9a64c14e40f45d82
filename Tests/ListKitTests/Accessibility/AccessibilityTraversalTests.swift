import ListKit
import Testing

/// VoiceOver's order of five screens, each worked out by hand from the
/// rules of `Documentation/LayoutSemantics.md`, "Accessibility": lines top
/// to bottom (an element joins a line when its top is above the centre of
/// the line's first, topmost element), each from the leading edge, an
/// orthogonal section's items read together.
@Suite struct AccessibilityTraversalTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// The seed's complex layout, its boxes labelled: 10 sections 194 tall
    /// (a 44-pt header, a 150-pt row of groups 375 wide: box a 187.5 × 150,
    /// then two columns 93.75 wide of two 75-pt boxes, b0 over b1 and c0
    /// over c1), paging orthogonally.
    func seedComplexLayout() -> ComposeRenderer {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(of: Array(0..<10)) { index in
            Section(id: index) {
                HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
                    for box in 0..<3 {
                        LabelledBox(id: "\(index)-\(box)-a", width: .fractionalWidth(0.5), height: .fractionalHeight(1.0))
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { i in
                            LabelledBox(id: "\(index)-\(box)-b\(i)", width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
                        }
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { i in
                            LabelledBox(id: "\(index)-\(box)-c\(i)", width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
                        }
                    }
                }
            }
            .orthogonalScrollingBehavior(.groupPaging)
            .boundarySupplementaryItem(TitleHeader(title: "Section \(index + 1)"))
        }
        return renderer
    }

    @Test func theSeedsComplexLayoutReadsEachRowTogether() throws {
        let renderer = seedComplexLayout()
        #expect(renderer.issues.isEmpty)
        // On screen (0 … 812): sections 0 … 3 whole and section 4's header
        // (776 … 820). In a row, a (top 44, centre 119) opens the line; b0
        // and c0 (top 44) join it; b1 and c1 (top 119, not above 119) make
        // the second line: a, b0, c0, b1, c1.
        var expected: [String] = []
        for s in 0..<4 {
            expected += ["Section \(s + 1)", "\(s)-0-a", "\(s)-0-b0", "\(s)-0-c0", "\(s)-0-b1", "\(s)-0-c1"]
        }
        expected.append("Section 5")
        #expect(renderer.spokenLabels == expected)

        // Section 0 scrolled sideways by a's width (187.5 on the 1/3-pt grid
        // at 3×: 563 / 3): box 0's a is off screen, its columns at 0 and
        // 93.667, box 1's a at 187.667. The first line: b0, c0, then box 1's
        // a (top 44 each); then b1, c1 (top 119).
        renderer.scrollOrthogonally(section: 0, to: Point(x: 563.0 / 3, y: 0))
        #expect(Array(renderer.spokenLabels.prefix(6)) == ["Section 1", "0-0-b0", "0-0-c0", "0-1-a", "0-0-b1", "0-0-c1"])
    }

    @Test func orthogonalColumnsOfAHorizontalLayoutAreReadWhole() throws {
        // Scrolling horizontally, two sections side by side, each a column
        // of five 150 × 100 boxes scrolling vertically (orthogonally). Each
        // column is one group (tops 0, centres 250): both open one line,
        // read by x; each is read whole, top to bottom. Without the groups
        // the line rule would go across: c0-0, c1-0, c0-1, …
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: viewport,
            configuration: LayoutConfiguration(scrollDirection: .horizontal))
        renderer.render {
            for column in 0..<2 {
                Section(id: column) {
                    VGroup(of: (0..<5).map { "c\(column)-\($0)" }, width: .absolute(150), height: .absolute(100)) {
                        LabelledBox(id: $0, width: .fractionalWidth(1), height: .fractionalHeight(1))
                    }
                }
                .orthogonalScrollingBehavior(.continuous)
            }
        }
        #expect(renderer.issues.isEmpty)
        let elements = renderer.accessibilityElements()
        #expect(elements.map(\.frame.minX) == [0, 0, 0, 0, 0, 150, 150, 150, 150, 150])
        #expect(elements.map(\.label) == (0..<2).flatMap { c in (0..<5).map { "c\(c)-\($0)" } })
    }

    @Test func sectionsThatDoNotScrollOrthogonallyAreReadRowByRowAcrossThem() throws {
        // Scrolling horizontally, two plain sections side by side, each one
        // column (a 150-pt group of three boxes 1/3 of the height, 812 / 3 =
        // 270.667 on the 1/3-pt grid). Nothing groups them: the line rule
        // reads across the sections, a0, b0, then a1, b1, then a2, b2.
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: viewport,
            configuration: LayoutConfiguration(scrollDirection: .horizontal))
        renderer.render {
            for column in ["a", "b"] {
                Section(id: column) {
                    VGroup(of: (0..<3).map { "\(column)\($0)" }, width: .absolute(150), height: .fractionalHeight(1)) {
                        LabelledBox(id: $0, width: .fractionalWidth(1), height: .fractionalHeight(1.0 / 3))
                    }
                }
            }
        }
        #expect(renderer.issues.isEmpty)
        #expect(renderer.spokenLabels == ["a0", "b0", "a1", "b1", "a2", "b2"])
    }

    @Test func anInsetGroupedSettingsListReadsHeadersAsHeaders() throws {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        let sections = [("General", ["About", "Software Update", "AirDrop"]), ("Privacy", ["Location Services", "Tracking"])]
        renderer.render {
            for (title, rows) in sections {
                Section(id: title) {
                    List(of: rows) { LabelledBox(id: $0) }
                        .listAppearance(.insetGrouped)
                        .headerMode(.supplementary)
                        .footerMode(.supplementary)
                }
                .boundarySupplementaryItem(TitleHeader(title: title))
                .boundarySupplementaryItem(TitleFooter(title: "About \(title)"))
            }
        }
        #expect(renderer.issues.isEmpty)
        let elements = renderer.accessibilityElements()
        // Separators and the rounded backgrounds are decorations: not read.
        // Each header has the header trait; each footer, below its rows, none.
        #expect(elements.map(\.label) == [
            "General", "About", "Software Update", "AirDrop", "About General",
            "Privacy", "Location Services", "Tracking", "About Privacy",
        ])
        #expect(elements.map(\.traits) == [.header, [], [], [], [], .header, [], [], []])
        #expect(elements.map(\.attributes.category) == [
            .supplementary, .cell, .cell, .cell, .supplementary, .supplementary, .cell, .cell, .supplementary,
        ])
        // A header of a section that is not a list carries no trait.
        let plain = seedComplexLayout().accessibilityElements()
        #expect(plain.first?.label == "Section 1" && plain.first?.traits == [])
    }

    @Test func aRightToLeftGridReadsEachRowFromTheRight() throws {
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: viewport, configuration: LayoutConfiguration(layoutDirection: .rightToLeft))
        renderer.render {
            Section(id: "grid") {
                HGroup(of: (1...6).map { "\($0)" }, width: .fractionalWidth(1), height: .absolute(125)) {
                    LabelledBox(id: $0, width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1))
                }
            }
        }
        #expect(renderer.issues.isEmpty)
        let elements = renderer.accessibilityElements()
        // Mirrored: item 0 at x 250, 1 at 125, 2 at 0; the next row below.
        #expect(elements.map(\.frame.minX) == [250, 125, 0, 250, 125, 0])
        // From the right edge: 1, 2, 3, then 4, 5, 6.
        #expect(elements.map(\.label) == ["1", "2", "3", "4", "5", "6"])
    }

    @Test func aFlowTagCloudReadsEachLineByX() throws {
        // Chips 10 pt per character plus 20, 44 tall except "accessibility"
        // (60); line width 375 − 2 × 20 = 335, spacing 10. Line 1: swift
        // (70), ios (50), accessibility (150): 290, linux would make 370.
        // The flow layout centres items in their line (60 tall): swift and
        // ios begin 8 below accessibility. Sorted by top, accessibility
        // opens the line (centre 30 below the line's top); swift and ios
        // (8 below) join it; line 2 begins 70 below. So: swift, ios,
        // accessibility, then linux, voiceover, lists.
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        let tags = ["swift", "ios", "accessibility", "linux", "voiceover", "lists"]
        renderer.render {
            FlowSection(id: "tags", of: tags) { tag in
                LabelledBox(
                    id: tag, width: .absolute(Double(tag.count) * 10 + 20), height: .absolute(tag == "accessibility" ? 60 : 44))
            }
            .minimumInteritemSpacing(10)
            .minimumLineSpacing(10)
            .sectionInset(top: 0, leading: 20, bottom: 0, trailing: 20)
            .header(TitleHeader(title: "Tags"))
        }
        #expect(renderer.issues.isEmpty)
        let elements = renderer.accessibilityElements()
        let top = try #require(elements.first { $0.label == "accessibility" }).frame.minY
        #expect(elements.first { $0.label == "swift" }?.frame.minY == top + 8)
        #expect(elements.map(\.label) == ["Tags", "swift", "ios", "accessibility", "linux", "voiceover", "lists"])
    }

    @Test func aListWithSwipeActionsOffersThemAsCustomActions() throws {
        let log = ActionLog()
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render {
            Section(id: "mail") {
                List(of: ["Ann", "Bob"]) { SwipeRow(id: $0, performed: log) }
            }
        }
        #expect(renderer.issues.isEmpty)
        let elements = renderer.accessibilityElements()
        #expect(elements.map(\.label) == ["Ann", "Bob"])
        // Leading actions, then trailing ones.
        #expect(elements.map { $0.customActions.map(\.name) } == [["Pin", "Delete"], ["Pin", "Delete"]])
        elements[1].customActions[1].handler?()
        #expect(log.names == ["Delete Bob"])
        #expect(renderer.auditAccessibility().filter { $0.check == .swipeActionNotExposed }.isEmpty)
    }
}
