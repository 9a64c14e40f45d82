import ListKit
import ListKitSeedComponents
import Testing

/// A box of the seed's complex layout that logs its display.
private struct LoggedBox: Component {
    let id: AnyHashable
    let width: LayoutDimension
    let height: LayoutDimension
    let log: DisplayLog

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: width, heightDimension: height) }
    func render(in content: ContentView) {}
    func willDisplay(content: ContentView) { log.events.append("will \(id)") }
    func didEndDisplay(content: ContentView) { log.events.append("end \(id)") }
}

/// Counts a visible-items invalidation handler's calls, per section.
private final class HandlerCalls: @unchecked Sendable {
    var bySection: [String: Int] = [:]

    func handler(_ section: String) -> VisibleItemsInvalidationHandler {
        { _, _, _ in self.bySection[section, default: 0] += 1 }
    }
}

/// One layout pass per frame is the single source of what is displayed:
/// whoever moves the collection view, components hear it, and handlers run
/// once per section per pass.
@Suite struct LayoutPassTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// The seed's complex layout with `count` sections: each a 44-pt header
    /// and a 150-pt row (section s at 194 s) that pages by group; a group is
    /// 375 wide: box `s-g-a` (half), then `s-g-b0`/`b1` and `s-g-c0`/`c1`
    /// (a quarter each, two high), items 5g … 5g + 4.
    func renderComplexLayout(_ renderer: ComposeRenderer, log: DisplayLog, sections count: Int = 10) {
        renderer.render(of: Array(0..<count)) { index in
            Section(id: index) {
                HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
                    for box in 0..<3 {
                        LoggedBox(id: "\(index)-\(box)-a", width: .fractionalWidth(0.5), height: .fractionalHeight(1.0), log: log)
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { i in
                            LoggedBox(id: "\(index)-\(box)-b\(i)", width: .fractionalWidth(1.0), height: .fractionalHeight(0.5), log: log)
                        }
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { i in
                            LoggedBox(id: "\(index)-\(box)-c\(i)", width: .fractionalWidth(1.0), height: .fractionalHeight(0.5), log: log)
                        }
                    }
                }
            }
            .orthogonalScrollingBehavior(.groupPaging)
            .boundarySupplementaryItem(SectionHeaderComponent(title: "Section \(index + 1)"))
        }
    }

    /// The five boxes of group `group` of section `section`, in item order.
    func boxes(_ section: Int, _ group: Int) -> [String] {
        ["a", "b0", "b1", "c0", "c1"].map { "\(section)-\(group)-\($0)" }
    }

    @Test func scrollingTheCollectionViewItselfReachesTheComponents() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderComplexLayout(renderer, log: log)
        // Rows of sections 0 … 3 (44 … 194, … , 626 … 776) meet 0 … 812, one group each.
        #expect(log.events == (0...3).flatMap { boxes($0, 0) }.map { "will \($0)" })
        log.events = []

        // The orthogonal axis, through the collection view: at 375 group 1
        // (375 … 750) shows and group 0 (0 … 375) only touches the edge.
        try renderer.collectionView.setOrthogonalOffset(Point(x: 375, y: 0), forSection: 0)
        #expect(log.events == boxes(0, 0).map { "end \($0)" } + boxes(0, 1).map { "will \($0)" })
        // The pass is the one over the same layout, at the new offsets.
        #expect(renderer.collectionView.layoutPass?.orthogonalOffsets == [0: Point(x: 375, y: 0)])
        log.events = []

        // Dragged to 400: group 2's half box (750 … 937.67) meets 400 … 775;
        // group paging lands on the nearest group, 375, and it leaves again.
        try renderer.collectionView.setOrthogonalOffset(Point(x: 400, y: 0), forSection: 0)
        #expect(log.events == ["will 0-2-a"])
        let landed = try renderer.collectionView.endOrthogonalScroll(section: 0, velocity: 0)
        #expect(landed == Point(x: 375, y: 0))
        #expect(log.events == ["will 0-2-a", "end 0-2-a"])
        log.events = []

        // The main axis: at 194 the bounds are 194 … 1006; section 0's row
        // (44 … 194) only touches them and section 4's (820 … 970) meets them.
        try renderer.collectionView.setContentOffset(Point(x: 0, y: 194))
        #expect(log.events == boxes(0, 1).map { "end \($0)" } + boxes(4, 0).map { "will \($0)" })
        #expect(renderer.issues.isEmpty)
    }

    @Test func theTrackerAndTheViewsShowWhatTheLastPassFound() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderComplexLayout(renderer, log: log)
        try renderer.collectionView.setContentOffset(Point(x: 0, y: 300))
        let pass = try #require(renderer.collectionView.layoutPass)
        #expect(pass.contentOffset == Point(x: 0, y: 300))
        #expect(pass.bounds == Rect(x: 0, y: 300, width: 375, height: 812))
        // What the tracker displays is the pass's elements, no more, no less.
        #expect(Set(renderer.displayedElements.map(\.attributes)) == Set(pass.elements))
        // The pass answers its own bounds with its own elements.
        #expect(pass.elements(in: pass.bounds, contentOffset: pass.contentOffset, orthogonalOffsets: pass.orthogonalOffsets)
            == pass.elements)
        // And every cell the pass found has a view.
        let cells = pass.elements.filter { $0.category == .cell }.map(\.indexPath).sorted()
        #expect(renderer.collectionView.indexPathsForVisibleItems == cells)
    }

    @Test func invalidationHandlersRunOncePerSectionPerPass() throws {
        let calls = HandlerCalls()
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        // Prefetching asks the layout for the zone ahead: no handler hears that.
        renderer.prefetchDistance = try .screens(1)
        renderer.render {
            for name in ["top", "bottom"] {
                Section(id: name) {
                    VGroup(of: Array(0..<4), width: .fractionalWidth(1), height: .absolute(400)) { row in
                        LoggedBox(id: "\(name)-\(row)", width: .fractionalWidth(1), height: .absolute(100), log: log)
                    }
                }
                .visibleItemsInvalidationHandler(calls.handler(name))
            }
        }
        // One pass: both sections (0 … 400, 400 … 800) meet 0 … 812.
        #expect(calls.bySection == ["top": 1, "bottom": 1])
        // Content 800 high in an 812 bounds: every scroll clamps to 0 and is
        // still a pass; ten through the renderer, five through the collection view.
        for _ in 0..<10 { renderer.scroll(to: Point(x: 0, y: 100)) }
        for _ in 0..<5 { try renderer.collectionView.setContentOffset(Point(x: 0, y: 50)) }
        #expect(calls.bySection == ["top": 16, "bottom": 16])
        // Time passing is no pass.
        renderer.advance(to: 1000)
        #expect(calls.bySection == ["top": 16, "bottom": 16])
        #expect(renderer.collectionView.passCount == 16)
    }
}

/// Counts how often a component list makes a component.
private final class MadeCount: @unchecked Sendable {
    var count = 0
}

/// A 100-pt row made on demand.
private struct MadeRow: Component {
    let id: Int
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)) }
    func render(in content: ContentView) {}
}

/// An element that begins display finds its component once: the data
/// source makes it for the cell, and the lifecycle reads it from the cell.
@Suite struct ComponentLookupTests {
    @Test func eachDisplayedCellMakesItsComponentOnce() {
        let made = MadeCount()
        let row = LayoutElement.item(LayoutItem(layoutSize: MadeRow(id: 0).layoutSize()))
        let model = LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [row]),
            itemCount: 50)
        let components = ComponentList(count: 50, idsAreUnique: true, id: { AnyHashable($0) }) { position in
            made.count += 1
            return AnyComponent(MadeRow(id: position))
        }
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        renderer.render(ComposedLayout(
            configuration: LayoutConfiguration(),
            composing: [ComposedSection(id: "rows", model: model, components: components)]))
        // Rows 0 … 8 meet 0 … 812: one component each, for its cell.
        #expect(renderer.displayedCount == 9)
        #expect(made.count == 9)
        // At 250, rows 9 and 10 come in.
        renderer.scroll(to: Point(x: 0, y: 250))
        #expect(made.count == 11)
        #expect(renderer.issues.isEmpty)
    }
}
