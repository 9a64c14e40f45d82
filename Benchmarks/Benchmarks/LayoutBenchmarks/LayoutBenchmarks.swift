// Layout solver and spatial-index benchmarks for ListKitEngine.
//
// Every benchmark uses Apple's "grid of 5": items fractionalWidth(0.2) ×
// fractionalHeight(1) in a horizontal group fractionalWidth(1) ×
// fractionalWidth(0.2), one section, solved for a 375 × 812 viewport at scale 3
// (five 75 × 75 cells per row). See ../../README.md for the goals and how to
// read the results.

import Benchmark
import ListKitCore
import ListKitEngine
import BenchmarkSupport

// MARK: - Fixtures

/// The viewport every benchmark solves for: an iPhone-sized 375 × 812 at 3×.
let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

/// The number of rectangle queries per iteration of the query benchmarks.
let queryCount = 10_000

/// The number of queries per iteration of the linear-scan baseline (a full
/// scan of 1M attributes per query; 10k of them would take about a minute).
let linearScanQueryCount = 100


/// A layout solved once, outside the measured region, and the y offsets of
/// the viewport-sized rectangles to query it with.
struct QueryFixture {
    let solved: SolvedLayout
    let offsets: [Double]

    init(itemCount: Int, queries: Int, seed: UInt64 = 0x4C69_7374_4B69_74) throws {
        solved = try LayoutSolver.solve(grid5Layout(itemCount: itemCount), in: viewport)
        guard solved.sections.first?.itemCount == itemCount else {
            throw FixtureError(description: "solved \(solved.sections.first?.itemCount ?? 0) items, expected \(itemCount)")
        }
        // Offsets anywhere the viewport can scroll to: [0, contentHeight − 812].
        let range = Swift.max(0, solved.contentSize.height - viewport.size.height)
        var rng = SplitMix64(seed: seed)
        offsets = (0..<queries).map { _ in rng.nextUnit() * range }
    }

    /// The viewport-sized query rectangle at `y`.
    func rect(at y: Double) -> Rect {
        Rect(x: 0, y: y, width: viewport.size.width, height: viewport.size.height)
    }
}

/// A solved layout and all of its attributes, materialised once, for the
/// linear-scan baseline.
struct ScanFixture {
    let fixture: QueryFixture
    let all: [LayoutAttributes]
}

/// No orthogonal section scrolls in these layouts.
let noOrthogonalOffsets: [Int: Point] = [:]

/// The resident memory one first frame takes, in KB (Linux high-water mark,
/// reset just before; exact, not sampled).
let firstFramePeakGrowth = BenchmarkMetric.custom("peak RSS growth (KB)", useScalingFactor: false)

/// What a screen waits for before its first frame: the solve, then the
/// elements in the viewport at the rest offset.
func firstFrame(_ layout: CompositionalLayout) throws -> [LayoutAttributes] {
    let solved = try LayoutSolver.solve(layout, in: viewport)
    return solved.visibleElements(contentOffset: solved.restContentOffset)
}

/// A self-sized list: rows estimated 44 pt, measured 20, 30, 40, … by item
/// (like `LazySelfSizingTests`).
func estimatedRowsLayout(itemCount: Int) -> CompositionalLayout {
    let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        subitems: [.item(row)])
    return CompositionalLayout(sections: [LayoutSection(group: group, itemCount: itemCount)])
}

/// The measurer of ``estimatedRowsLayout(itemCount:)``.
var estimatedRowsSizing: SelfSizing {
    SelfSizing { path, proposed in Size(width: proposed.width, height: 20 + Double(path.item % 3) * 10) }
}

/// A self-sized screen's first frame: the solve with the estimates, the
/// rows in view measured (with a fresh cache), then the viewport query.
func firstEstimatedFrame(_ layout: CompositionalLayout) throws -> [LayoutAttributes] {
    var cache = SelfSizingCache()
    var offset = viewport.restContentOffset
    let solved = try LayoutSolver.solve(layout, in: viewport, sizing: estimatedRowsSizing, cache: &cache, showing: &offset)
    return solved.visibleElements(contentOffset: offset)
}

/// A mixed screen: the self-sized list of ``estimatedRowsLayout(itemCount:)``,
/// then `chips` chips whose widths are measured (how many fit a 375-pt row
/// depends on them, so the whole section is measured in the first solve).
func estimatedThenChipsLayout(rows: Int, chips: Int) -> CompositionalLayout {
    var layout = estimatedRowsLayout(itemCount: rows)
    let chip = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(30)))
    var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        subitems: [.item(chip)])
    group.interItemSpacing = .fixed(8)
    layout.sections.append(LayoutSection(group: group, itemCount: chips))
    return layout
}

/// The data of ``estimatedThenChipsLayout(rows:chips:)`` for a collection
/// view: 1M rows, then 100k chips.
final class RowsAndChipsSource: CollectionViewDataSource {
    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 2 }
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 1_000_000 : 100_000
    }
    func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The measurer of ``estimatedThenChipsLayout(rows:chips:)``: rows as
/// ``estimatedRowsSizing``, chips 40, 55, 70, 85, 100 pt wide by item.
var estimatedThenChipsSizing: SelfSizing {
    SelfSizing { path, proposed in
        path.section == 0
            ? Size(width: proposed.width, height: 20 + Double(path.item % 3) * 10)
            : Size(width: 40 + Double(path.item % 5) * 15, height: proposed.height)
    }
}

/// A first-frame benchmark: `frame` timed, checked to show `visible`
/// elements, and the peak RSS growth of one call.
func firstFrameBenchmark(_ name: String, visible: Int, frame: @escaping @Sendable () throws -> [LayoutAttributes]) {
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, firstFramePeakGrowth],
            timeUnits: .nanoseconds, units: [firstFramePeakGrowth: .count, .mallocBytesCount: .count],
            maxIterations: 1_000)
    ) { benchmark, growthKB in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do {
                let shown = try frame()
                if shown.count != visible { benchmark.error("\(shown.count) visible") }
                blackHole(shown)
            } catch {
                benchmark.error("solve failed: \(error)")
            }
        }
        benchmark.stopMeasurement()
        if let growthKB { benchmark.measurement(firstFramePeakGrowth, growthKB) }
    } setup: { () -> Int? in
        PeakMemory.growth { blackHole(try? frame()) }
    }
}

// MARK: - Benchmarks

let benchmarks: @Sendable () -> Void = {
    // Budget: about a minute for the whole run on a 2-core machine (plus the
    // first build); every benchmark stops at maxDuration or maxIterations.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .mallocBytesCount],
        // Fixed units so that ratios can be read straight off the tables.
        timeUnits: .microseconds,
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    // 1. Full solves: validation, group template, group origins, cell frames,
    // index. One solve per iteration; divide the wall clock by the item count
    // for the time per item (goal: ≤ 100 ns per item).
    for (name, itemCount, timeUnits, maxIterations) in [
        ("solve grid5 10k", 10_000, BenchmarkTimeUnits.nanoseconds, 1_000),
        ("solve grid5 100k", 100_000, .microseconds, 500),
        ("solve grid5 1M", 1_000_000, .microseconds, 100),
    ] {
        let layout = grid5Layout(itemCount: itemCount)
        Benchmark(
            name,
            configuration: .init(timeUnits: timeUnits, maxIterations: maxIterations)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                do {
                    blackHole(try LayoutSolver.solve(layout, in: viewport))
                } catch {
                    benchmark.error("solve failed: \(error)")
                }
            }
        }
    }

    // 1b. The first frame: solve + the first viewport query (issue 14). Goal:
    // 1M ÷ 1k ≤ 1.5×, and a million uniform items need at most 1 MB.
    for (name, itemCount) in [("first frame grid5 1k", 1_000), ("first frame grid5 1M", 1_000_000)] {
        let layout = grid5Layout(itemCount: itemCount)
        // 11 rows of five 75-pt cells meet the 812-pt viewport.
        firstFrameBenchmark(name, visible: Swift.min(55, itemCount)) { try firstFrame(layout) }
    }

    // 1c. The first frame of a self-sized list (issue 14): only the rows in
    // view are measured. Goal: 1M ÷ 1k ≤ 2×.
    for (name, itemCount) in [("first frame estimated 1k", 1_000), ("first frame estimated 1M", 1_000_000)] {
        let layout = estimatedRowsLayout(itemCount: itemCount)
        // Rows 0–27 (20, 30, 40, … to y 830) meet the 812-pt viewport.
        firstFrameBenchmark(name, visible: 28) { try firstEstimatedFrame(layout) }
    }

    // 1d. A mixed first frame (issue 14, goal 1): the list above, then
    // 100k chips measured whole (an eager section). Measuring the rows in
    // view must not solve the chips again on every pass.
    do {
        let layout = estimatedThenChipsLayout(rows: 1_000_000, chips: 100_000)
        firstFrameBenchmark("first frame estimated 1M, then 100k eager", visible: 28) {
            var cache = SelfSizingCache()
            var offset = viewport.restContentOffset
            let solved = try LayoutSolver.solve(
                layout, in: viewport, sizing: estimatedThenChipsSizing, cache: &cache, showing: &offset)
            return solved.visibleElements(contentOffset: offset)
        }
    }

    // 1e. The same mixed layout in a headless collection view scrolled
    // three screens down, one at a time (issue 14, goal 1): each step that
    // brings rows into view measures them; the chips are measured once.
    do {
        let layout = estimatedThenChipsLayout(rows: 1_000_000, chips: 100_000)
        Benchmark(
            "scroll 3 screens, estimated 1M then 100k eager",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxIterations: 30)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                let data = RowsAndChipsSource()
                let collectionView = HeadlessCollectionView(viewport: viewport) { _ in layout }
                collectionView.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
                collectionView.dataSource = data
                collectionView.sizing = estimatedThenChipsSizing
                do {
                    try collectionView.layoutIfNeeded()
                    for step in 1...3 { try collectionView.setContentOffset(Point(x: 0, y: 812 * Double(step))) }
                } catch {
                    benchmark.error("\(error)")
                }
                blackHole(collectionView.visibleCells.count)
            }
        }
    }

    // The same first frame measuring every row, as every solve did before.
    Benchmark(
        "baseline: first frame estimated 1M, every row measured",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxIterations: 10)
    ) { benchmark in
        let layout = estimatedRowsLayout(itemCount: 1_000_000)
        benchmark.startMeasurement()
        do {
            let solved = try LayoutSolver.solve(layout, in: viewport, sizing: estimatedRowsSizing)
            blackHole(solved.visibleElements(contentOffset: solved.restContentOffset))
        } catch {
            benchmark.error("solve failed: \(error)")
        }
        benchmark.stopMeasurement()
    }

    // 2. Rectangle queries against an already solved layout: 10,000
    // viewport-sized rectangles at pseudo-random offsets per iteration. Goal:
    // the cost does not grow with the item count (10k vs 1M within 2×).
    for (name, itemCount) in [
        ("query 10k rects over 10k", 10_000),
        ("query 10k rects over 1M", 1_000_000),
    ] {
        Benchmark(
            name,
            configuration: .init(maxDuration: .seconds(5), maxIterations: 200)
        ) { benchmark, fixture in
            let solved = fixture.solved
            let offsets = fixture.offsets
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var found = 0
                for y in offsets {
                    let hits = solved.elements(
                        in: fixture.rect(at: y),
                        contentOffset: Point(x: 0, y: y),
                        orthogonalOffsets: noOrthogonalOffsets)
                    found &+= hits.count
                }
                blackHole(found)
            }
        } setup: {
            try QueryFixture(itemCount: itemCount, queries: queryCount)
        }
    }

    // 3a. Baseline for the queries: the same rectangles (the first 100 of the
    // 10,000, same seed) answered by scanning all 1M attributes with
    // `Rect.intersects`. Only 100 queries per iteration: every scan reads all
    // 1M attributes (88-byte stride, ~88 MB); 10,000 would take about a minute.
    Benchmark(
        "baseline: linear scan \(linearScanQueryCount) rects over 1M",
        configuration: .init(maxDuration: .seconds(10), maxIterations: 5)
    ) { (benchmark, state: ScanFixture) in
        let fixture = state.fixture
        let all = state.all
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var found = 0
            for y in fixture.offsets {
                let rect = fixture.rect(at: y)
                let hits = all.filter { $0.frame.intersects(rect) }
                found &+= hits.count
            }
            blackHole(found)
        }
    } setup: { () throws -> ScanFixture in
        let fixture = try QueryFixture(itemCount: 1_000_000, queries: linearScanQueryCount)
        let all = fixture.solved.allElements()
        // The index and the scan must agree, or the ratio means nothing.
        for y in fixture.offsets {
            let rect = fixture.rect(at: y)
            let indexed = fixture.solved.elements(
                in: rect, contentOffset: Point(x: 0, y: y), orthogonalOffsets: noOrthogonalOffsets)
            let scanned = all.filter { $0.frame.intersects(rect) }
            guard indexed == scanned, !indexed.isEmpty else {
                throw FixtureError(
                    description: "index and scan disagree at y = \(y): \(indexed.count) vs \(scanned.count)")
            }
        }
        return ScanFixture(fixture: fixture, all: all)
    }

    // 3b. Baseline for the solver: the floor of any solver that materialises
    // frames, 1M `Rect`s computed with a multiply-add and appended to a
    // reserved array (the same 5-column, 75-point grid).
    Benchmark(
        "baseline: append 1M Rects",
        configuration: .init(maxIterations: 200)
    ) { benchmark in
        let count = 1_000_000
        let side = 75.0
        for _ in benchmark.scaledIterations {
            var frames = [Rect]()
            frames.reserveCapacity(count)
            for i in 0..<count {
                let (row, column) = i.quotientAndRemainder(dividingBy: 5)
                frames.append(Rect(x: Double(column) * side, y: Double(row) * side, width: side, height: side))
            }
            blackHole(frames)
        }
    }
}
