import ListKit
import ListKitSimulation
import Testing

/// A row 44 tall that draws its id.
private struct WalkRow: Component, Equatable {
    let id: String
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) { content.draw(.text(id, at: Point(x: 16, y: 12), size: 17, color: .black)) }
}

/// A VoiceOver walk by script (`focusNext` with a count) through 10,000
/// rows 44 tall on a 375 × 812 screen, against an ordinary scroll to the
/// same offsets.
@Suite struct VoiceOverWalkTests {
    static func sections() -> [Section] {
        [Section(id: "rows") {
            VGroup(of: (0..<10_000).map { "row-\($0)" }, width: .fractionalWidth(1), height: .estimated(44)) { WalkRow(id: $0) }
        }]
    }

    @Test func aWalkReachesTheLastRowAndTellsComponentsWhatAScrollWould() throws {
        let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)
        let simulator = try Simulator(composed: ComposedLayout(sections: Self.sections()), viewport: viewport, fps: 60)
        var labels: [String] = []
        var offsets: [Double] = []
        var walked: [String] = []
        simulator.onRecord = { record in
            switch record {
            case .focus(_, let element, _, _):
                if let element { labels.append(element.label) }
                let y = simulator.renderer.collectionView.contentOffset.y
                if y != (offsets.last ?? 0) { offsets.append(y) }
            case .lifecycle(let event, _, _):
                walked.append("\(event.kind.name) \(event.attributes.indexPath.item)")
            default:
                break
            }
        }
        // One move more than there are rows: the last finds the end and stops the step.
        try simulator.run(ScrollScript(steps: [.focus(.next, count: 10_001)]))
        #expect(simulator.renderer.issues.isEmpty)
        // Every row once, in order, the last one last; frame 0 renders, then
        // one frame per move: 10,000 moves and the one that found the end.
        #expect(labels == (0..<10_000).map { "row-\($0)" })
        #expect(simulator.frame == 10_002)
        // Rows 0 … 17 are wholly on screen; row 18 (792 … 836) is scrolled
        // up by 24; then each row by its 44: row k ends at 44(k + 1), so the
        // offset is 44(k + 1) − 812, up to 439,188 (the end) for row 9,999.
        let expected: [Double] = (18..<10_000).map { row in Double(44 * (row + 1) - 812) }
        #expect(offsets == expected)
        #expect(simulator.renderer.accessibilityFocus?.label == "row-9999")
        // Every row began display once; at the end (439,188 … 440,000) rows
        // 9,981 … 9,999 are on screen, so rows 0 … 9,980 ended: 19,981 events.
        #expect(walked.count == 19_981)

        // An ordinary scroll to the same offsets tells the components the same.
        let reference = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        var scrolled: [String] = []
        reference.onLifecycleEvent = { scrolled.append("\($0.kind.name) \($0.attributes.indexPath.item)") }
        reference.render(sections: Self.sections(), animated: false)
        for y in offsets { reference.scroll(to: Point(x: 0, y: y)) }
        #expect(walked == scrolled)
    }
}
