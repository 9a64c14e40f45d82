// The layout pass through the renderer (issue 34): a 60 fps fling of
// 10,000 frames through `ComposeRenderer.scroll(to:at:)`, which makes one
// layout pass of the collection view per frame (query, views placed, cells
// made and reused) that the lifecycle tracker and a prefetch tracker (one
// screen ahead) read, against the raw `SolvedLayout.elements(in:...)` query
// of the same frames' bounds, measured in the same run.
//
// The screens are written as apps write them, the seed's pattern: one
// section whose one `VGroup(of: items)` of estimated height holds every
// row, rows 44 pt high, ids `String`s ("row-17"), `UUID`s or `Int`s; and
// the same rows in 1,000 sections under pinned headers. See
// ../../README.md for the goals.

import Benchmark
import BenchmarkSupport
import Foundation
import ListKit

/// A row 44 pt high across the width whose id is `ID`.
struct Row<ID: Hashable & Sendable>: Component, Equatable {
    let id: ID

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    }

    func render(in content: ContentView) {
        content.draw(.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .black))
    }
}

/// A section's header, 30 pt high, pinned to the top of the visible bounds
/// while its section is on screen.
struct PinnedHeader: SupplementaryComponent, Equatable {
    let title: String
    var id: AnyHashable { title }
    var kind: SupplementaryComponentKind { .header }
    var pinToVisibleBounds: Bool { true }

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
    }

    func render(in content: ContentView) {
        content.draw(.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .black))
    }
}

/// The viewport: an iPhone-sized 375 × 812 at 3×.
let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

/// The frames per iteration.
let frameCount = 10_000

/// A renderer showing `itemCount` rows, the offsets of 10,000 frames of
/// flings over them (8,000 pt/s at 60 fps, each starting where the last
/// came to rest, turning back at either end), and a clock that goes on
/// from one iteration to the next. Made in `setup`, not timed; the fling is
/// played once there so that every cell it shows has been made.
final class FlingFixture {
    let renderer: ComposeRenderer
    let offsets: [Point]
    let solved: SolvedLayout
    private(set) var clock: Milliseconds = 0

    /// - Parameter sections: With more than one, the rows are split evenly
    ///   into that many sections, each under a ``PinnedHeader``.
    init<ID: Hashable & Sendable>(
        itemCount: Int, id: @escaping (Int) -> ID, prefetch: Bool = true, sections: Int = 1
    ) throws {
        renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        if prefetch { renderer.prefetchDistance = try .screens(1) }
        if sections == 1 {
            renderer.render(sections: [Section(id: "rows") {
                VGroup(of: Array(0..<itemCount), width: .fractionalWidth(1), height: .estimated(44)) {
                    Row(id: id($0))
                }
            }])
        } else {
            let perSection = itemCount / sections
            renderer.render(sections: (0..<sections).map { section in
                Section(id: "section-\(section)") {
                    VGroup(
                        of: Array(section * perSection..<(section + 1) * perSection), width: .fractionalWidth(1),
                        height: .estimated(44)
                    ) { Row(id: id($0)) }
                }
                .boundarySupplementaryItem(PinnedHeader(title: "section-\(section)"))
            })
        }
        guard renderer.issues.isEmpty, let solved = renderer.collectionView.solvedLayout else {
            throw FixtureError(description: "render: \(renderer.issues)")
        }
        self.solved = solved
        offsets = try flingOffsets(range: renderer.collectionView.contentOffsetRange, frameCount: frameCount)
        _ = play()
        try check()
    }

    /// Scrolls the renderer through every frame; returns how many elements
    /// it displayed over them, so the work cannot be optimised away.
    func play() -> Int {
        var displayed = 0
        for offset in offsets {
            clock += 1000.0 / 60
            renderer.scroll(to: offset, at: clock)
            displayed &+= renderer.displayedCount
        }
        return displayed
    }

    /// How far ``creep()`` has moved the content.
    private var crept = 0.0

    /// Goes back to the top, then 0.000001 pt down: the prefetch zone is
    /// the screen below.
    func startCreeping() {
        clock += 1000.0 / 60
        renderer.scroll(to: .zero, at: clock)
        crept = 0.000001
        renderer.scroll(to: Point(x: 0, y: crept), at: clock)
    }

    /// 10,000 frames, each 0.000007 pt further down; returns how many
    /// elements they displayed.
    func creep() -> Int {
        var displayed = 0
        for _ in 0..<frameCount {
            clock += 1000.0 / 60
            crept += 0.000007
            renderer.scroll(to: Point(x: 0, y: crept), at: clock)
            displayed &+= renderer.displayedCount
        }
        return displayed
    }

    /// The raw query of every frame's bounds; returns the elements found.
    func query() -> Int {
        var found = 0
        for offset in offsets {
            found &+= solved.elements(
                in: Rect(origin: offset, size: viewport.size), contentOffset: offset, orthogonalOffsets: [:]
            ).count
        }
        return found
    }

    /// Checks that the last pass holds what the query finds, in its order,
    /// and that the renderer displays those elements (in its event order),
    /// so that the ratio compares equal work.
    private func check() throws {
        guard renderer.issues.isEmpty else { throw FixtureError(description: "issues: \(renderer.issues)") }
        let last = try require(offsets.last, "no frames")
        let expected = solved.elements(in: Rect(origin: last, size: viewport.size), contentOffset: last, orthogonalOffsets: [:])
        guard renderer.collectionView.layoutPass?.elements == expected,
              Set(renderer.displayedElements.map(\.attributes)) == Set(expected), !expected.isEmpty
        else {
            let pass = renderer.collectionView.layoutPass?.elements ?? []
            let differ = zip(pass, expected).filter { $0 != $1 }.prefix(2)
            throw FixtureError(description: "displayed \(renderer.displayedCount), query \(expected.count): \(Array(differ))")
        }
    }
}

/// The value, or a ``FixtureError`` saying `what`.
func require<T>(_ value: T?, _ what: String) throws -> T {
    guard let value else { throw FixtureError(description: what) }
    return value
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount],
        // One iteration is 10,000 frames: p50 in µs ÷ 10,000 = µs per frame.
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 50
    )

    // 1. The renderer: one layout pass per frame read by the lifecycle and
    // prefetch trackers. Goal: ≤ 2× the query of the same frames (3 below),
    // and 1M within that of 1k.
    for (label, count) in [("1k", 1_000), ("1M", 1_000_000)] {
        Benchmark("renderer fling 10k frames over \(label), String ids") { benchmark, fixture in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(fixture.play()) }
        } setup: {
            try FlingFixture(itemCount: count, id: { "row-\($0)" })
        }
        Benchmark("baseline: query 10k renderer fling frames over \(label)") { benchmark, fixture in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(fixture.query()) }
        } setup: {
            try FlingFixture(itemCount: count, id: { "row-\($0)" })
        }
    }

    // 2. The same over 1M with Int ids, and with UUIDs (made in setup).
    Benchmark("renderer fling 10k frames over 1M, Int ids") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(fixture.play()) }
    } setup: {
        try FlingFixture(itemCount: 1_000_000, id: { $0 })
    }
    Benchmark("renderer fling 10k frames over 1M, UUID ids") { (benchmark, fixture: FlingFixture) in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(fixture.play()) }
    } setup: {
        let uuids = (0..<1_000_000).map { _ in UUID() }
        return try FlingFixture(itemCount: uuids.count, id: { uuids[$0] })
    }

    // 2a. 1M rows in 1,000 sections under pinned headers (the todo
    // example's shape): the header of the section at the top moves with
    // every frame.
    Benchmark("renderer fling 10k frames over 1M in sections with pinned headers, String ids") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(fixture.play()) }
    } setup: {
        try FlingFixture(itemCount: 1_000_000, id: { "row-\($0)" }, sections: 1_000)
    }
    Benchmark("baseline: query 10k renderer fling frames over 1M in sections with pinned headers") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(fixture.query()) }
    } setup: {
        try FlingFixture(itemCount: 1_000_000, id: { "row-\($0)" }, sections: 1_000)
    }

    // 2b. The same without prefetching: what the prefetch tracker adds.
    Benchmark("renderer fling 10k frames over 1M, String ids, no prefetch") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(fixture.play()) }
    } setup: {
        try FlingFixture(itemCount: 1_000_000, id: { "row-\($0)" }, prefetch: false)
    }

    // 3. 10,000 frames that each move the content 0.000007 pt down (less
    // than 4 pt over every iteration the run can make): no row enters or
    // leaves the screen or the prefetch zone (rows 0 … 18 meet the bounds,
    // 19 … 36 the zone below, 37 starts at 1,628). Goal: no allocation at
    // all (mallocCountTotal 0).
    Benchmark("renderer 10k frames, nothing enters or leaves") { (benchmark, fixture: FlingFixture) in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(fixture.creep()) }
    } setup: {
        let fixture = try FlingFixture(itemCount: 1_000, id: { "row-\($0)" })
        fixture.startCreeping()
        return fixture
    }
}
