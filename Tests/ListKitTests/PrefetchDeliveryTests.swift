import ListKit
import Testing

/// A row that logs its prefetch calls.
private struct PrefetchedRow: Component, Equatable {
    let id: Int
    let log: DisplayLog

    static func == (a: PrefetchedRow, b: PrefetchedRow) -> Bool { a.id == b.id }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)) }
    func render(in content: ContentView) {}
    func prefetch() { log.events.append("prefetch \(id)") }
    func cancelPrefetch() { log.events.append("cancel \(id)") }
}

/// The renderer feeds its prefetch tracker with every viewport state and
/// hands the events to the cells' components.
@Suite struct PrefetchDeliveryTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// One section of 100 pt rows with `ids`, in that order (row k at 100 k).
    func render(_ renderer: ComposeRenderer, _ ids: [Int], log: DisplayLog) {
        renderer.render {
            Section(id: "rows") {
                VGroup(of: ids, width: .fractionalWidth(1), height: .absolute(Double(ids.count) * 100)) { id in
                    PrefetchedRow(id: id, log: log)
                }
            }
        }
    }

    @Test func componentsHearPrefetchAndCancelByIdentityAcrossAnUpdate() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.prefetchDistance = try .screens(0.5)
        var observed: [String] = []
        renderer.onLifecycleEvent = { event in
            if event.kind == .prefetch || event.kind == .cancelPrefetch {
                observed.append("\(event.kind.name) \(event.attributes.indexPath.item)")
            }
        }
        render(renderer, Array(0..<20), log: log)
        // Not scrolled yet: no direction, nothing prefetched.
        #expect(log.events == [])
        renderer.scroll(to: Point(x: 0, y: 100))
        // Bounds [100, 912) show rows 1…9; the zone, half a screen (406 pt) below, is
        // [912, 1318): rows 10 ([1000, 1100)) to 13 ([1300, 1400)).
        #expect(log.events == ["prefetch 10", "prefetch 11", "prefetch 12", "prefetch 13"])
        #expect(observed == ["prefetch 10", "prefetch 11", "prefetch 12", "prefetch 13"])
        log.events = []
        observed = []
        // 100 and 101 inserted above, the offset kept: id k is now at row k + 2. The zone
        // [912, 1318) now holds rows 10…13: ids 8, 9, 10, 11. 10 and 11 stay prefetched
        // (no second call); 12 and 13 are cancelled (at their last index paths, 12 and 13);
        // 8 and 9 (rows 10 and 11) enter the zone.
        render(renderer, [100, 101] + Array(0..<20), log: log)
        #expect(renderer.collectionView.contentOffset == Point(x: 0, y: 100))
        #expect(log.events == ["cancel 12", "cancel 13", "prefetch 8", "prefetch 9"])
        #expect(observed == ["cancelPrefetch 12", "cancelPrefetch 13", "prefetch 10", "prefetch 11"])
        log.events = []
        // Back up to 50: the zone turns to [−356, 50), where row 0 is displayed; 8…11 are cancelled.
        renderer.scroll(to: Point(x: 0, y: 50))
        #expect(log.events == ["cancel 8", "cancel 9", "cancel 10", "cancel 11"])
        log.events = []
        // Down again to 60: bounds [60, 872) show rows 0…8; the zone [872, 1278) meets
        // rows 9…12, ids 7…10. Then prefetching turned off: they are cancelled.
        renderer.scroll(to: Point(x: 0, y: 60))
        #expect(log.events == ["prefetch 7", "prefetch 8", "prefetch 9", "prefetch 10"])
        log.events = []
        renderer.prefetchDistance = nil
        #expect(log.events == ["cancel 7", "cancel 8", "cancel 9", "cancel 10"])
        renderer.scroll(to: Point(x: 0, y: 500))
        #expect(log.events.count == 4)
    }

    @Test func theLayoutIsAskedForTheWholeZone() throws {
        // The renderer's tracker asks the layout pass for the zone, which the
        // solved layout answers exactly. At 0.5 the bounds [0.5, 812.5) show
        // rows 0 … 8; a 788-pt zone, [812.5, 1600.5), meets rows 9 … 16, row
        // 16 ([1600, 1700)) by half a point.
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.prefetchDistance = try .points(788)
        render(renderer, Array(0..<40), log: log)
        renderer.scroll(to: Point(x: 0, y: 0.5))
        #expect(log.events == (9...16).map { "prefetch \($0)" })
        // Back up to 0.25: the zone is above, where nothing is: all eight are cancelled.
        log.events = []
        renderer.scroll(to: Point(x: 0, y: 0.25))
        #expect(log.events == (9...16).map { "cancel \($0)" })
    }

    /// A horizontal layout of forty 100-pt columns (column k at x 100 k),
    /// prefetching `distance` points ahead.
    func columns(distance: Double, log: DisplayLog) throws -> ComposeRenderer {
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: viewport,
            configuration: LayoutConfiguration(scrollDirection: .horizontal))
        renderer.prefetchDistance = try .points(distance)
        renderer.render {
            Section(id: "columns") {
                HGroup(of: Array(0..<40), width: .absolute(4000), height: .fractionalHeight(1)) { id in
                    ColumnComponent(id: id, log: log)
                }
            }
        }
        return renderer
    }

    @Test func aHorizontalScrollPrefetchesAlongXToTheZonesEdge() throws {
        // Right to 0.5: bounds [0.5, 375.5) show columns 0 … 3; a 125-pt zone,
        // [375.5, 500.5), meets columns 4 and 5 (5 by half a point).
        let log = DisplayLog()
        let right = try columns(distance: 125, log: log)
        right.scroll(to: Point(x: 0.5, y: 0))
        #expect(log.events == ["prefetch 4", "prefetch 5"])
        // Left, 100 pt: at 1000 (moving right) the zone [1375, 1475) held
        // column 14. From 1000 to 999.5 the bounds [999.5, 1374.5) show
        // columns 9 … 13 and the zone [899.5, 999.5) meets column 8 by half a
        // point; column 14 is in neither: cancelled first.
        log.events = []
        let left = try columns(distance: 100, log: log)
        left.scroll(to: Point(x: 1000, y: 0))
        log.events = []
        left.scroll(to: Point(x: 999.5, y: 0))
        #expect(log.events == ["cancel 14", "prefetch 8"])
    }
}

/// A column as wide as its group gives it (100 pt) that logs its prefetch calls.
private struct ColumnComponent: Component {
    let id: Int
    let log: DisplayLog
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)) }
    func render(in content: ContentView) {}
    func prefetch() { log.events.append("prefetch \(id)") }
    func cancelPrefetch() { log.events.append("cancel \(id)") }
}
