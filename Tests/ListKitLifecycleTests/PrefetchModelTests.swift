import ListKitCore
import Testing
@testable import ListKitLifecycle

/// Random walks of scrolls, jumps and data updates over a list of 50 pt
/// rows in a 375 × 200 viewport, one screen of prefetch distance, against
/// the rule applied to the whole list: the zone holds the rows meeting
/// [y + 200, y + 400) scrolling down, [y − 200, y) scrolling up, and not
/// [y, y + 200); a row entering the zone is prefetched, a prefetched row
/// that leaves it without meeting the bounds is cancelled. Versioned walks
/// give the layout's frames a generation, so that moves on in one
/// direction take the tracker's incremental path (only the zone's new part
/// asked for). Thousands of
/// cells are removed along the way, so the tracker packs its storage many
/// times.
@Suite struct PrefetchModelTests {
    /// The model: the prefetched rows, by id, with the row they were at when last in the zone.
    struct Model {
        var prefetched: [String: Int] = [:]
        var direction = 0
        var lastY: Double?

        /// The events (as `prefetch r5 [0, 5]`) of a move to `y` over `rows`.
        mutating func update(y: Double, rows: [String]) -> [String] {
            if let lastY, y != lastY { direction = y > lastY ? 1 : -1 }
            lastY = y
            func meets(_ row: Int, _ low: Double, _ high: Double) -> Bool {
                Double(row) * 50 < high && Double(row) * 50 + 50 > low
            }
            var zone: [Int] = []
            if direction != 0 {
                let (low, high) = direction > 0 ? (y + 200, y + 400) : (y - 200, y)
                zone = rows.indices.filter { meets($0, low, high) && !meets($0, y, y + 200) }
            }
            let zoneIDs = Set(zone.map { rows[$0] })
            let position = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1, $0) })
            let cancelled = prefetched.filter { id, _ in
                guard !zoneIDs.contains(id) else { return false }
                // Displayed now: done with, without an event.
                if let row = position[id], meets(row, y, y + 200) { return false }
                return true
            }.sorted { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }
            var events = cancelled.map { "cancelPrefetch \($0.key) [0, \($0.value)]" }
            events += zone.filter { prefetched[rows[$0]] == nil }.map { "prefetch \(rows[$0]) [0, \($0)]" }
            prefetched = Dictionary(uniqueKeysWithValues: zone.map { (rows[$0], $0) })
            return events
        }
    }

    /// A deterministic generator (splitmix64).
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A fake layout turned: with `transposed`, its x and y swapped (a
    /// horizontal list, scrolled along x); with `reversed`, its answers in
    /// the reverse order (a source whose order is not the scroll's).
    struct Turned: LayoutElementSource {
        let layout: FakeLayout
        let transposed: Bool
        let reversed: Bool

        var cellFramesGeneration: UInt64? { layout.cellFramesGeneration }

        func turn(_ point: Point) -> Point { transposed ? Point(x: point.y, y: point.x) : point }

        func turn(_ rect: Rect) -> Rect {
            transposed ? Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
        }

        func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
            var found = layout.elements(in: turn(rect), contentOffset: turn(contentOffset), orthogonalOffsets: orthogonalOffsets)
            for index in found.indices { found[index].frame = turn(found[index].frame) }
            return reversed ? found.reversed() : found
        }

        /// The viewport at `offset` along the scroll axis, 200 pt long on it.
        func viewport(_ offset: Double) -> ViewportState {
            ViewportState(
                contentOffset: turn(Point(x: 0, y: offset)),
                size: transposed ? Size(width: 200, height: 375) : Size(width: 375, height: 200))
        }
    }

    /// With `plainIDs` the ids are `Int`s (compared by key), otherwise
    /// strings; with `versioned` every update gives a data version, which a
    /// data update changes; `transposed` and `reversed` turn the layout
    /// (``Turned``): the rule is the same along x, and whatever the order
    /// in which the source gives its elements.
    @Test(arguments: [
        (seed: UInt64(1), plainIDs: false, versioned: false, transposed: false, reversed: false),
        (2, true, false, false, false), (3, false, true, false, false), (4, true, true, false, false),
        (5, false, true, true, false), (6, true, true, false, true), (7, false, true, true, true),
        (8, false, false, true, true),
    ])
    func randomWalksFollowTheRule(seed: UInt64, plainIDs: Bool, versioned: Bool, transposed: Bool, reversed: Bool) throws {
        var numbers = Numbers(state: seed)
        var rows = (0..<400).map { "r\($0)" }
        var fresh = 400
        var version = 0
        var tracker = PrefetchTracker(distance: try .screens(1))
        var model = Model()
        var y = 0.0
        for step in 0..<3_000 {
            switch numbers.next(10) {
            case 0:
                // A jump anywhere.
                y = Double(numbers.next(Swift.max(1, rows.count * 50 - 200)))
            case 1:
                // A data update: a row removed and a new one inserted, at random places.
                rows.remove(at: numbers.next(rows.count))
                rows.insert("r\(fresh)", at: numbers.next(rows.count + 1))
                fresh += 1
                version += 1
            default:
                // A scroll of up to 120 pt either way, now and then none.
                y = Swift.min(Swift.max(0, y + Double(numbers.next(241) - 120)), Double(rows.count * 50 - 200))
            }
            // Versioned, the layout names its frames by the data version: a
            // scroll on the same data asks only for the zone's new part.
            let layout = FakeLayout(
                sections: [FakeSection(id: "s0", rows: rows)], generation: versioned ? UInt64(version) : nil)
            let source = Turned(layout: layout, transposed: transposed, reversed: reversed)
            let identify: (LayoutAttributes) -> ElementID? = { attributes in
                guard let id = layout.identify(attributes) else { return nil }
                return plainIDs ? ElementID(Int("\(id)".dropFirst()) ?? -1) : id
            }
            let events = try tracker.update(
                source.viewport(y), at: Double(step) * 16, source: source, dataVersion: versioned ? version : nil,
                identify: identify)
            let text = events.map { "\($0.kind) r\("\($0.identity.id)".drop { $0 == "r" }) \($0.attributes.indexPath)" }
            let expected = model.update(y: y, rows: rows)
            #expect(text == expected, "step \(step) at \(y)")
            #expect(tracker.prefetchedCount == model.prefetched.count)
            if text != expected { break }
        }
    }
}
