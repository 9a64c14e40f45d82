// Lifecycle tracker benchmarks for ListKitLifecycle.
//
// A 10,000-frame scroll made of flings at 60 fps over Apple's "grid of 5"
// (five 75 × 75 cells per row, 375 × 812 viewport at 3×) with 10³ to 10⁶
// items: every frame is one `LifecycleTracker.update`, which queries the
// solved layout for the bounds and diffs the displayed set. The baseline is
// the raw `elements(in:contentOffset:orthogonalOffsets:)` query of the same
// frames, the floor of any tracker built on the index. See ../../README.md.

import Benchmark
import ListKitCore
import ListKitEngine
import BenchmarkSupport
import ListKitLifecycle
import ListKitScrolling

// MARK: - Fixtures

/// The viewport: an iPhone-sized 375 × 812 at 3×.
let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

/// The frames per iteration.
let frameCount = 10_000


/// A solved layout and the content offsets of 10,000 frames: flings at
/// 8,000 pt/s sampled at 60 fps, each starting where the last one came to
/// rest, turning back at either end of the content. Computed in `setup`,
/// not timed.
struct FlingFixture {
    let solved: SolvedLayout
    let offsets: [Point]

    init(itemCount: Int) throws {
        try self.init(grid5Layout(itemCount: itemCount), itemCount: itemCount)
    }

    /// The fixture of `layout`, one section of `itemCount` items.
    init(_ layout: CompositionalLayout, itemCount: Int) throws {
        solved = try LayoutSolver.solve(layout, in: viewport)
        guard solved.sections.first?.itemCount == itemCount else {
            throw FixtureError(description: "solved \(solved.sections.first?.itemCount ?? 0) items, expected \(itemCount)")
        }
        let range = try ContentOffsetRange(contentSize: solved.contentSize, viewportSize: viewport.size)
        offsets = try flingOffsets(range: range, frameCount: frameCount)
        try checkAgainstTheQuery()
    }

    /// Checks, over the first 600 frames, that the tracker displays exactly
    /// the cells the query returns, so the benchmark measures the real work.
    func checkAgainstTheQuery() throws {
        var tracker = LifecycleTracker()
        for index in 0..<Swift.min(600, offsets.count) {
            let current = state(index)
            _ = try tracker.update(
                current, at: time(index), source: solved, dataVersion: 0, identify: ElementID.indexPath(of:))
            let expected = solved.visibleElements(contentOffset: current.contentOffset).map(\.indexPath)
            let displayed = tracker.displayedElements.map(\.attributes.indexPath)
            guard displayed == expected, !expected.isEmpty else {
                throw FixtureError(description: "frame \(index): displayed \(displayed.count), query \(expected.count)")
            }
        }
    }

    /// The viewport state of frame `index`.
    func state(_ index: Int) -> ViewportState {
        ViewportState(contentOffset: offsets[index], size: viewport.size)
    }
}

/// No orthogonal section scrolls in these layouts.
let noOrthogonalOffsets: [Int: Point] = [:]

/// The frame time of frame `index` at 60 fps, in milliseconds.
func time(_ index: Int) -> Milliseconds {
    Double(index) * 1000 / 60
}

/// Plays every frame of `fixture` through a new tracker with `policy`;
/// returns the number of events, so the work cannot be optimised away.
///
/// The data never changes, so every update gives the same `dataVersion`
/// (the tracker asks for the ids of arriving elements only); with `nil` it
/// asks for every element's id in every frame.
func play(_ fixture: FlingFixture, policy: VisibilityPolicy, dataVersion: Int? = 0) throws -> Int {
    var tracker = LifecycleTracker(policy: policy)
    var events = 0
    for index in fixture.offsets.indices {
        events &+= try tracker.update(
            fixture.state(index), at: time(index), source: fixture.solved, dataVersion: dataVersion,
            identify: ElementID.indexPath(of:)
        ).count
    }
    return events
}

/// Plays every frame of `fixture` through a new display-only tracker and
/// a new prefetch tracker of `distance`, both given the same data version
/// in every frame (as the renderer gives them); returns the number of events.
func playPrefetching(_ fixture: FlingFixture, distance: PrefetchDistance) throws -> Int {
    var tracker = LifecycleTracker()
    var prefetch = PrefetchTracker(distance: distance)
    var events = 0
    for index in fixture.offsets.indices {
        let state = fixture.state(index)
        events &+= try tracker.update(
            state, at: time(index), source: fixture.solved, dataVersion: 0, identify: ElementID.indexPath(of:)
        ).count
        events &+= try prefetch.update(
            state, at: time(index), source: fixture.solved, dataVersion: 0, identify: ElementID.indexPath(of:)
        ).count
    }
    return events
}

// MARK: - Benchmarks

/// Registers a benchmark whose every iteration plays the fixture's 10,000
/// frames once through `play` (which returns what it counted, kept from
/// being optimised away); the fixture is made by `setup`, 1M grid items by
/// default, and never timed.
func flingBenchmark(
    _ name: String,
    setup: @escaping () throws -> FlingFixture = { try FlingFixture(itemCount: 1_000_000) },
    play: @escaping (FlingFixture) throws -> Int
) {
    Benchmark(name) { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try play(fixture))
            } catch {
                benchmark.error("update failed: \(error)")
            }
        }
    } setup: {
        try setup()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .mallocBytesCount],
        // One iteration is 10,000 frames: p50 in µs ÷ 10,000 = µs per frame.
        timeUnits: .microseconds,
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 100
    )

    // 1. The tracker: 10,000 updates per iteration, display events only.
    // Goal: ≤ 20 µs per frame, and 10⁶ items within 2× of 10³.
    for (name, itemCount) in [
        ("lifecycle fling 10k frames over 1k", 1_000),
        ("lifecycle fling 10k frames over 10k", 10_000),
        ("lifecycle fling 10k frames over 100k", 100_000),
        ("lifecycle fling 10k frames over 1M", 1_000_000),
    ] {
        flingBenchmark(name, setup: { try FlingFixture(itemCount: itemCount) }) {
            try play($0, policy: VisibilityPolicy())
        }
    }

    // 1b. The same over 1M, with the id of every element asked for in
    // every frame (no data version): the cost of the identify round trip.
    flingBenchmark("lifecycle fling 10k frames over 1M, identify every frame") {
        try play($0, policy: VisibilityPolicy(), dataVersion: nil)
    }

    // 1c. The same fling over a 1M-chip flow section (issue 18): a tag
    // cloud of widths 40-159, about four chips a line, every line its own
    // repetition. Goal: within 2x of the grid of 5 over 1M (1 above), in one run.
    flingBenchmark(
        "lifecycle fling 10k frames over 1M flow",
        setup: { try FlingFixture(tagCloudLayout(itemCount: 1_000_000), itemCount: 1_000_000) }
    ) {
        try play($0, policy: VisibilityPolicy())
    }

    // 1d. The same fling over 1M with prefetching one screen ahead (issue
    // 19, point 2): every frame is one `LifecycleTracker.update` and one
    // `PrefetchTracker.update`. Baseline: 1 above (the tracker alone) in the
    // same run. Goal: at most 2x it.
    flingBenchmark("lifecycle fling 10k frames over 1M, prefetch 1 screen") {
        try playPrefetching($0, distance: .screens(1))
    }

    // 2. The tracker with every visibility event on (thresholds 0.5 and 1,
    // full impression, focus, a 1-s dwell) for every cell.
    flingBenchmark("lifecycle fling 10k frames over 1M, standard visibility") {
        try play($0, policy: VisibilityPolicy(default: .standard))
    }

    // 3. Baseline: the raw query of the same 10,000 frames' bounds.
    for (name, itemCount) in [
        ("baseline: query 10k fling frames over 1k", 1_000),
        ("baseline: query 10k fling frames over 1M", 1_000_000),
    ] {
        Benchmark(name) { benchmark, fixture in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var found = 0
                for index in fixture.offsets.indices {
                    let state = fixture.state(index)
                    found &+= fixture.solved.elements(
                        in: state.bounds, contentOffset: state.contentOffset, orthogonalOffsets: noOrthogonalOffsets
                    ).count
                }
                blackHole(found)
            }
        } setup: {
            try FlingFixture(itemCount: itemCount)
        }
    }

    // 4. The physics alone: 10,000 positions of an 8,000 pt/s fling
    // (x(t) = x₀ + v₀/1000 · (rᵗ − 1)/ln r, one exp per frame).
    Benchmark("physics: 10k fling positions") { benchmark, fling in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for index in 0..<frameCount {
                sum += fling.offset(at: time(index % 300)).y
            }
            blackHole(sum)
        }
    } setup: {
        try Fling(from: .zero, velocity: Point(x: 0, y: 8_000))
    }
}
