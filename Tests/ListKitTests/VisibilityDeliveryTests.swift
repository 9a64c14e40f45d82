import ListKit
import Testing

/// A component that asks for thresholds and logs everything it hears.
private struct WatchedComponent: Component {
    let id: AnyHashable
    let log: DisplayLog
    let visibility: VisibilityConfiguration?

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)) }
    func render(in content: ContentView) {}
    func willDisplay(content: ContentView) { log.events.append("will \(id)") }
    func didEndDisplay(content: ContentView) { log.events.append("end \(id)") }
    func visibilityConfiguration() -> VisibilityConfiguration? { visibility }
    func visibilityDidChange(_ event: LifecycleEventKind, content: ContentView) { log.events.append("\(event) \(id)") }
}

/// A component that reads something (the renderer) when asked for its
/// visibility configuration, and logs it.
private struct ReadingComponent: Component {
    let id: AnyHashable
    let log: DisplayLog
    let visibility: VisibilityConfiguration?
    let read: @Sendable () -> Int

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)) }
    func render(in content: ContentView) {}
    func willDisplay(content: ContentView) { log.events.append("will \(id)") }
    func didEndDisplay(content: ContentView) { log.events.append("end \(id)") }
    func visibilityConfiguration() -> VisibilityConfiguration? {
        log.events.append("asked \(id) with \(read()) displayed")
        return visibility
    }
    func visibilityDidChange(_ event: LifecycleEventKind, content: ContentView) { log.events.append("\(event) \(id)") }
}

/// A header that logs its display.
private struct WatchedHeader: SupplementaryComponent {
    let log: DisplayLog
    var id: AnyHashable { "header" }
    var elementKind: String { "header" }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)) }
    func render(in content: ContentView) {}
    func willDisplay(content: ContentView) { log.events.append("will header") }
    func didEndDisplay(content: ContentView) { log.events.append("end header") }
}

/// The renderer's tracker hands display and visibility events to components.
@Suite struct VisibilityDeliveryTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// A 50 pt header, then twenty 100 pt rows (row i at 50 + 100 i);
    /// only row 8 (850 … 950) asks for the 0.5 threshold.
    func render(_ renderer: ComposeRenderer, log: DisplayLog) throws {
        let half = try VisibilityConfiguration(thresholds: [0.5])
        renderer.render(animated: false) {
            Section(id: "rows") {
                VGroup(of: Array(0..<20), width: .fractionalWidth(1), height: .absolute(2000)) { row in
                    WatchedComponent(id: row, log: log, visibility: row == 8 ? half : nil)
                }
            }
            .boundarySupplementaryItem(WatchedHeader(log: log))
        }
    }

    @Test func thresholdsAndDisplayReachTheComponentThatAskedForThem() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        try render(renderer, log: log)
        // Bounds 0 … 812: the header and rows 0 … 7 (row 7: 750 … 850), in
        // the tracker's order: index path, then cells before supplementaries
        // (the header is the supplementary at [0, 0]).
        #expect(log.events == ["will 0", "will header"] + (1...7).map { "will \($0)" })
        log.events = []
        renderer.scroll(to: Point(x: 0, y: 100))
        // Bounds 100 … 912: the header (0 … 50) and row 0 (50 … 150 stays by
        // 50) — the header ends; row 8 shows 62 of 100 pt, above its 0.5.
        #expect(log.events == ["end header", "will 8", "thresholdUp 0.5 8"])
        log.events = []
        renderer.scroll(to: Point(x: 0, y: 940))
        // Bounds 940 … 1752: row 8 shows 10 pt (0.1): down through 0.5.
        #expect(log.events.filter { $0.hasSuffix(" 8") } == ["thresholdDown 0.5 8"])
        log.events = []
        renderer.scroll(to: Point(x: 0, y: 1000))
        #expect(log.events.filter { $0.hasSuffix(" 8") } == ["end 8"])
    }

    @Test func theObserverHearsEachEventBeforeItsComponent() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.onLifecycleEvent = { log.events.append("observed \($0.kind.name) \(RenderedElementID($0.identity.id)?.itemText ?? "-")") }
        try render(renderer, log: log)
        #expect(Array(log.events.prefix(4)) == ["observed willDisplay 0", "will 0", "observed willDisplay -", "will header"])
        #expect(renderer.displayedCount == 9)
    }

    @Test func duplicateIDsAreStillTracked() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(animated: false) {
            Section(id: "a") {
                VGroup(of: [1, 1], width: .fractionalWidth(1), height: .absolute(200)) {
                    LoggingComponent(id: $0, log: log)
                }
            }
        }
        #expect(renderer.issues == [.duplicateComponentID(section: 0, id: "1")])
        #expect(log.events == ["will 1", "will 1"])
        #expect(renderer.displayedCount == 2)
    }

    /// A component may read the renderer when asked for its visibility
    /// configuration: it is asked as its view shows it, not while the
    /// tracker updates (that read stopped the process on Swift's
    /// exclusivity check). Rows 100 pt high: 0 … 8 meet 0 … 812 at first;
    /// scrolled to 100, row 8 (800 … 900) stays and row 9 comes.
    @Test func aComponentMayReadTheRendererWhenAskedForItsConfiguration() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        let half = try VisibilityConfiguration(thresholds: [0.5])
        nonisolated(unsafe) weak var watched = renderer
        renderer.render(animated: false) {
            Section(id: "rows") {
                VGroup(of: Array(0..<20), width: .fractionalWidth(1), height: .absolute(2000)) { row in
                    ReadingComponent(id: row, log: log, visibility: half) { watched?.displayedCount ?? -1 }
                }
            }
        }
        // Rows 0 … 8 were asked as their views were made, before the
        // tracker's update of that render: nothing was displayed yet.
        #expect(log.events.filter { $0.hasPrefix("asked") } == (0...8).map { "asked \($0) with 0 displayed" })
        #expect(renderer.displayedCount == 9)
        log.events = []
        renderer.scroll(to: Point(x: 0, y: 100))
        // Row 9 (900 … 1000) is asked with rows 0 … 8 displayed. Then the
        // tracker: row 0 (0 … 100) leaves, down through 0.5 first; row 8
        // (800 … 900) goes from 12 to 100 pt shown, up through 0.5; row 9
        // begins, showing 12 pt (below 0.5).
        #expect(log.events == ["asked 9 with 9 displayed", "thresholdDown 0.5 0", "end 0", "thresholdUp 0.5 8", "will 9"])
    }

    @Test func theClockOnlyMovesForward() {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.advance(to: 100)
        renderer.advance(to: 50)
        #expect(renderer.time == 100)
        #expect(renderer.issues == [.lifecycle(.timeWentBackwards(previous: 100, given: 50))])
    }
}
