import ListKitCore
import ListKitEngine
import ListKitSupplementary
import ListKitTestSupport
import Testing

/// Flow sections' insets, headers and footers, horizontal scrolling, self
/// sizing, mixing with other sections and queries
/// (`Documentation/LayoutSemantics.md`, "Flow sections"); frames by hand.
@Suite struct FlowSectionTests {
    /// F7: insets 5 / 15 / 5 / 15 leave a 345-pt line: three 100-pt items
    /// (320), leftover 25 over two gaps (22.5 each): x = 15, 137.5, 260. The
    /// header's width (999) does not count: it spans the collection view,
    /// 40 tall, above the inset; items at 45; the fourth (last line) at
    /// x 15, y 105; the footer (20 tall, width 0 ignored) after the bottom
    /// inset at 160. Content 180.
    @Test func insetsHeaderAndFooter() throws {
        var flow = flowConfiguration(widths: Array(repeating: 100, count: 4))
        flow.sectionInset = DirectionalEdgeInsets(top: 5, leading: 15, bottom: 5, trailing: 15)
        flow.headerReferenceSize = Size(width: 999, height: 40)
        flow.footerReferenceSize = Size(width: 0, height: 20)
        let solved = try solveFlow(flow)
        let frames = solved.cellFrames()
        expectFrame(frames[0], 15, 45, 100, 50)
        expectFrame(frames[1], 137.5, 45, 100, 50)
        expectFrame(frames[2], 260, 45, 100, 50)
        expectFrame(frames[3], 15, 105, 100, 50)
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 375, 40)
        expectFrame(solved.supplementaries("footer", section: 0).first?.frame, 0, 160, 375, 20)
        #expect(solved.contentSize.height == 180)
    }

    /// F7: a reference size of zero along the scroll axis adds no header,
    /// whatever its other dimension.
    @Test func aZeroHeightAddsNoHeader() throws {
        var flow = flowConfiguration(widths: [100])
        flow.headerReferenceSize = Size(width: 100, height: 0)
        let solved = try solveFlow(flow)
        #expect(solved.supplementaries("header", section: 0).isEmpty)
        expectFrame(solved.cellFrames()[0], 0, 0, 100, 50)
    }

    /// F8: `.fromLayoutMargins` adds the 16-pt margins of a 375-pt screen:
    /// a 343-pt line, leftover 23 over two gaps (21.5): x = 16, 137.5, 259.
    @Test func insetsFromTheLayoutMargins() throws {
        var flow = flowConfiguration(widths: Array(repeating: 100, count: 4))
        flow.sectionInsetReference = .fromLayoutMargins
        let frames = try solveFlow(flow).cellFrames()
        expectFrame(frames[0], 16, 0, 100, 50)
        expectFrame(frames[1], 137.5, 0, 100, 50)
        expectFrame(frames[2], 259, 0, 100, 50)
        expectFrame(frames[3], 16, 60, 100, 50)
    }

    /// F9, horizontal scrolling mirrors the rules: columns 200 tall of
    /// 45-pt items (three need 155, four 210), justified down the column
    /// (leftover 45 over two gaps: y = 0, 77.5, 155), 10 apart across; the
    /// narrower item 1 (30 wide) is centred in its 50-wide column (x + 10).
    /// Header 20 wide (its height ignored) before the columns, footer 10
    /// wide after them; the last column packed from the top.
    @Test func horizontalScrollingMirrorsTheRules() throws {
        var widths = Array(repeating: 50.0, count: 7)
        widths[1] = 30
        var flow = flowConfiguration(widths: widths, height: 45, scroll: .horizontal)
        flow.headerReferenceSize = Size(width: 20, height: 999)
        flow.footerReferenceSize = Size(width: 10, height: 0)
        let solved = try solveFlow(flow, width: 600, height: 200)
        let frames = solved.cellFrames()
        expectFrame(frames[0], 20, 0, 50, 45)
        expectFrame(frames[1], 30, 77.5, 30, 45)
        expectFrame(frames[2], 20, 155, 50, 45)
        expectFrame(frames[3], 80, 0, 50, 45)
        expectFrame(frames[5], 80, 155, 50, 45)
        expectFrame(frames[6], 140, 0, 50, 45)
        expectFrame(solved.supplementaries("header", section: 0).first?.frame, 0, 0, 20, 200)
        expectFrame(solved.supplementaries("footer", section: 0).first?.frame, 190, 0, 10, 200)
        #expect(solved.contentSize == Size(width: 200, height: 200))
    }

    /// F10: a pinned header stays at the visible top while its section is
    /// on screen. Six 50-pt items a line, 30 items: five lines, 290 tall,
    /// below a 40-pt header: the section ends at 330, so the header is held
    /// at the top up to 290.
    @Test(arguments: [(0.0, 0.0, false), (100, 100, true), (250, 250, true), (300, 290, true)])
    func pinnedHeader(offset: Double, y: Double, pinned: Bool) throws {
        var flow = FlowConfiguration()
        flow.headerReferenceSize = Size(width: 0, height: 40)
        flow.sectionHeadersPinToVisibleBounds = true
        let solved = try solveFlow(flow, items: 30, height: 100)
        let header = solved.supplementaries("header", section: 0, offset: Point(x: 0, y: offset)).first
        expectFrame(header?.frame, 0, y, 375, 40)
        #expect(header?.isPinned == pinned)
    }

    /// F11: with an estimated item size, items are measured: widths 40, 60,
    /// 80, 100 and heights 30, 40, 30, 40 fit one line (310) with room for
    /// the narrowest once more (360), packed: x = 0, 50, 120, 210; the line
    /// is 40 tall, so the 30-pt items sit at y 5. Without a measurer the
    /// estimates (50 × 50) are kept: one width, in the columns of a full
    /// line of six (gaps (375 − 300) / 5 = 15): the fourth at 195.
    @Test func estimatedItemsAreMeasured() throws {
        var flow = FlowConfiguration()
        flow.estimatedItemSize = Size(width: 50, height: 50)
        let sizing = SelfSizing { path, _ in
            Size(width: 40 + 20 * Double(path.item), height: path.item % 2 == 0 ? 30 : 40)
        }
        let frames = try solveFlow(flow, items: 4, sizing: sizing).cellFrames()
        expectFrame(frames[0], 0, 5, 40, 30)
        expectFrame(frames[1], 50, 0, 60, 40)
        expectFrame(frames[2], 120, 5, 80, 30)
        expectFrame(frames[3], 210, 0, 100, 40)
        let estimated = try solveFlow(flow, items: 4).cellFrames()
        expectFrame(estimated[3], 195, 0, 50, 50)
    }

    /// An item's own estimated size is measured in only its estimated
    /// dimension: width 120 kept, height measured 33.
    @Test func onlyEstimatedDimensionsAreMeasured() throws {
        var flow = FlowConfiguration()
        flow.itemSizes = [LayoutSize(widthDimension: .absolute(120), heightDimension: .estimated(44))]
        let sizing = SelfSizing { _, _ in Size(width: 7, height: 33) }
        let frames = try solveFlow(flow, sizing: sizing).cellFrames()
        expectFrame(frames[0], 0, 0, 120, 33)
    }

    /// A flow section after a compositional grid and a list section: the
    /// grid row is 75 tall (five 0.2-wide square cells of 375), the inset
    /// grouped list of one row 20 + 44 + 10 = 74, so the flow starts at 149:
    /// three 100-pt items on one line, a full one (justified: x = 0, 137.5,
    /// 275). A rectangle
    /// query over the flow's line finds exactly its three cells.
    @Test func mixedWithCompositionalAndListSections() throws {
        let grid = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
            subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1))])
        let layout = CompositionalLayout(sections: [
            LayoutSection(group: grid, itemCount: 5),
            .list(using: ListConfiguration(appearance: .insetGrouped), itemCount: 1),
            .flow(using: flowConfiguration(widths: [100, 100, 100]), itemCount: 3),
        ])
        let solved = try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 812), scale: 2))
        let frames = solved.cellFrames(section: 2)
        expectFrame(frames[0], 0, 149, 100, 50)
        expectFrame(frames[1], 137.5, 149, 100, 50)
        expectFrame(frames[2], 275, 149, 100, 50)
        #expect(solved.contentSize.height == 199)
        let met = solved.elements(in: Rect(x: 0, y: 160, width: 375, height: 10)).filter { $0.category == .cell }
        #expect(met.map(\.indexPath) == (0..<3).map { ElementIndexPath(section: 2, item: $0) })
    }

    /// A flow section never scrolls orthogonally: its lines follow the
    /// scroll axis whatever behaviour the model names (frames as without it).
    @Test func anOrthogonalBehaviourIsIgnored() throws {
        var section = LayoutSection.flow(using: flowConfiguration(widths: [100, 100, 100, 100]), itemCount: 4)
        section.orthogonalScrollingBehavior = .continuous
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [section]), in: Viewport(size: Size(width: 375, height: 812), scale: 2))
        #expect(solved.sections[0].isOrthogonal == false)
        let frames = solved.cellFrames()
        expectFrame(frames[2], 275, 0, 100, 50)
        expectFrame(frames[3], 0, 60, 100, 50)
        #expect(solved.elements(in: Rect(x: 0, y: 65, width: 10, height: 10)).map(\.indexPath.item) == [3])
    }

    /// A flow section made for horizontal scrolling in a vertical layout is
    /// refused, with the path of the setting; so is a negative spacing.
    @Test func validation() throws {
        var flow = FlowConfiguration()
        flow.scrollDirection = .horizontal
        let layout = CompositionalLayout(sections: [.flow(using: flow, itemCount: 1)])
        let viewport = Viewport(size: Size(width: 375, height: 812), scale: 2)
        #expect(throws: LayoutValidationError(
            path: "sections[0].flow.scrollDirection", problem: .scrollDirectionMismatch(found: .horizontal, layout: .vertical))
        ) { try LayoutSolver.solve(layout, in: viewport) }
        var negative = FlowConfiguration()
        negative.minimumLineSpacing = -1
        #expect(throws: LayoutValidationError(path: "sections[0].flow.minimumLineSpacing", problem: .negative(-1))) {
            try LayoutSolver.solve(CompositionalLayout(sections: [.flow(using: negative, itemCount: 1)]), in: viewport)
        }
    }

    /// Property: over random item sizes in both scroll directions, the
    /// rectangle query (binary search over lines) returns exactly the cells
    /// whose frames meet the rectangle, by filtering every frame.
    @Test(arguments: [Axis.vertical, .horizontal])
    func queryMatchesAFullScan(scroll: Axis) throws {
        var rng = SplitMix64(seed: scroll == .vertical ? 18 : 81)
        let count = 3000
        var flow = FlowConfiguration()
        flow.scrollDirection = scroll
        flow.itemSizes = (0..<count).map { _ in
            LayoutSize(
                widthDimension: .absolute(Double(20 + rng.below(200))),
                heightDimension: .absolute(Double(20 + rng.below(60))))
        }
        let solved = try solveFlow(flow, width: 375, height: 400)
        let all = solved.allElements().filter { $0.category == .cell }
        #expect(all.count == count)
        let extent = solved.contentSize[scroll]
        for _ in 0..<200 {
            var rect = Rect(x: 0, y: 0, width: 375, height: 400)
            rect.origin[scroll] = Double(rng.below(Int(extent)))
            rect.size[scroll] = Double(1 + rng.below(500))
            let expected = all.filter { $0.frame.intersects(rect) }.map(\.indexPath)
            let found = solved.elements(in: rect).filter { $0.category == .cell }.map(\.indexPath)
            #expect(found == expected, "rect \(rect)")
        }
    }

    /// A million equal items are kept as one repeated line and a last one,
    /// with frames worked out by hand: 50 × 50 items 10 apart in 375 points
    /// make lines of 6 (6 × 50 + 5 × 10 = 350; a seventh needs 420), each
    /// justified (gaps 10 + 25 / 5 = 15) and 60 apart; 1,000,000 = 166,666
    /// full lines and a last one of 4, in the columns of the full ones.
    @Test func aMillionEqualItemsAreKeptAsOneRepeatedLine() throws {
        let solved = try solveFlow(FlowConfiguration(), items: 1_000_000)
        #expect(solved.contentSize.height == 166_667 * 60 - 10)
        let near = solved.elements(in: Rect(x: 0, y: 9_999_900, width: 375, height: 110)).filter { $0.category == .cell }
        #expect(near.map(\.indexPath.item) == Array(999_990...999_999))
        let frames = Dictionary(uniqueKeysWithValues: near.map { ($0.indexPath.item, $0.frame) })
        #expect(frames[999_995] == Rect(x: 325, y: 9_999_900, width: 50, height: 50))
        #expect(frames[999_996] == Rect(x: 0, y: 9_999_960, width: 50, height: 50))
        #expect(frames[999_999] == Rect(x: 195, y: 9_999_960, width: 50, height: 50))
    }

    /// Equal items kept lazily give the frames the same items listed one by
    /// one give (laid out line by line), in both scroll directions.
    @Test(arguments: [Axis.vertical, .horizontal])
    func equalItemsKeptLazilyMatchTheLineByLineLayout(scroll: Axis) throws {
        var rng = SplitMix64(seed: scroll == .vertical ? 7 : 70)
        for _ in 0..<60 {
            var lazy = FlowConfiguration()
            lazy.scrollDirection = scroll
            lazy.itemSize = Size(width: Double(1 + rng.below(300)) / 2, height: Double(1 + rng.below(200)) / 3)
            lazy.minimumInteritemSpacing = Double(rng.below(30)) / 2
            lazy.minimumLineSpacing = Double(rng.below(30)) / 3
            lazy.sectionInset = DirectionalEdgeInsets(
                top: Double(rng.below(20)), leading: Double(rng.below(20)), bottom: Double(rng.below(20)),
                trailing: Double(rng.below(20)))
            var listed = lazy
            let count = 1 + rng.below(400)
            listed.itemSizes = Array(repeating: LayoutSize(
                widthDimension: .absolute(lazy.itemSize.width), heightDimension: .absolute(lazy.itemSize.height)),
                count: count)
            let width = Double(150 + rng.below(400))
            let a = try solveFlow(lazy, items: count, width: width, height: width * 2)
            let b = try solveFlow(listed, items: count, width: width, height: width * 2)
            let context = "size \(lazy.itemSize), spacing \(lazy.minimumInteritemSpacing), count \(count), width \(width)"
            let lazyFrames = a.cellFrames()
            let listedFrames = b.cellFrames()
            #expect(lazyFrames.count == listedFrames.count, "\(context)")
            let first = lazyFrames.indices.first { $0 < listedFrames.count && lazyFrames[$0] != listedFrames[$0] }
            #expect(first == nil, "\(context): item \(first ?? 0): \(first.map { lazyFrames[$0] }.debugDescription) vs \(first.map { listedFrames[$0] }.debugDescription)")
            #expect(a.contentSize == b.contentSize, "\(context)")
            var rect = Rect(x: 0, y: 0, width: width, height: width * 2)
            rect.origin[scroll] = Double(rng.below(Int(Swift.max(1, b.contentSize[scroll]))))
            #expect(a.elements(in: rect).map(\.indexPath) == b.elements(in: rect).map(\.indexPath), "\(context)")
        }
    }
}
