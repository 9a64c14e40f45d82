// Diff benchmarks for ListKitDiff, with Swift's CollectionDifference on the
// same data as the named baseline.
//
// Flat: N = 10k, 100k, 1M rows; 10% deleted, 10% inserted, 2% moved to random
// places, 2% updated. Sectioned: 100 sections × 1,000 rows, the same rates
// over all rows (moved rows land in a random section), and 10 sections moved.
// The data is generated in `setup` (SplitMix64, fixed seeds) and never timed.
// See ../../README.md for the goals and how to read the results.

import Benchmark
import ListKitDiff
import BenchmarkSupport

// MARK: - Metrics reported beside the times

/// Counts that go in the result tables next to the times (per benchmark, not
/// per iteration).
enum DiffMetrics {
    /// Moves the diff reported (items, for the sectioned diff).
    static var movesReported: BenchmarkMetric { .custom("moves reported", useScalingFactor: false) }
    /// Moves the generator made (items, for the sectioned diff).
    static var movesGenerated: BenchmarkMetric { .custom("moves generated", useScalingFactor: false) }
    /// Section moves the sectioned diff reported.
    static var sectionMovesReported: BenchmarkMetric { .custom("section moves reported", useScalingFactor: false) }
    /// Section moves the generator made.
    static var sectionMovesGenerated: BenchmarkMetric { .custom("section moves generated", useScalingFactor: false) }
    /// Resident memory growth during one diff, in KB (Linux high-water mark,
    /// reset just before the diff; exact, not sampled).
    static var peakGrowth: BenchmarkMetric { .custom("peak RSS growth (KB)", useScalingFactor: false) }
    /// The memory of the source and target arrays, in KB.
    static var inputSize: BenchmarkMetric { .custom("input arrays (KB)", useScalingFactor: false) }
}

/// The metrics of every diff benchmark.
let diffMetrics: [BenchmarkMetric] = [
    .wallClock, .mallocCountTotal, .peakMemoryResidentDelta,
    DiffMetrics.movesReported, DiffMetrics.movesGenerated, DiffMetrics.peakGrowth, DiffMetrics.inputSize,
]

// MARK: - Fixtures

/// A flat scenario and the memory one diff of it takes.
struct FlatFixture {
    let scenario: FlatScenario
    let peakGrowthKB: Int?
    let inputKB: Int

    init(count: Int) {
        scenario = FlatScenario(count: count)
        let (source, target) = (scenario.source, scenario.target)
        peakGrowthKB = PeakMemory.growth { blackHole(StagedChangeset(source: source, target: target)) }
        inputKB = (source.count + target.count) * MemoryLayout<Row>.stride / 1024
    }
}

/// A sectioned scenario and the memory one diff of it takes.
struct SectionedFixture {
    let scenario: SectionedScenario
    let peakGrowthKB: Int?

    init(sections: Int, items: Int) {
        scenario = SectionedScenario(sections: sections, items: items)
        let (source, target) = (scenario.source, scenario.target)
        peakGrowthKB = PeakMemory.growth { blackHole(StagedChangeset(source: source, target: target)) }
    }
}

/// The number of moves `CollectionDifference.inferringMoves()` found: the
/// insertions associated with a removal.
func inferredMoves(_ difference: CollectionDifference<Row>) -> Int {
    difference.insertions.reduce(0) { count, change in
        if case .insert(_, _, let associatedWith) = change, associatedWith != nil { return count + 1 }
        return count
    }
}

// MARK: - Benchmarks

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: diffMetrics,
        // Fixed units so that ratios can be read straight off the tables.
        timeUnits: .microseconds,
        // Exact counts, not rounded to thousands.
        units: [
            DiffMetrics.movesReported: .count, DiffMetrics.movesGenerated: .count,
            DiffMetrics.sectionMovesReported: .count, DiffMetrics.sectionMovesGenerated: .count,
            DiffMetrics.peakGrowth: .count, DiffMetrics.inputSize: .count,
            .mallocCountTotal: .count, .peakMemoryResidentDelta: .kilo,
        ],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 100
    )

    // 1. Flat diffs: one `StagedChangeset(source:target:)` per iteration.
    for (name, count) in [
        ("diff flat 10k", 10_000),
        ("diff flat 100k", 100_000),
        ("diff flat 1M", 1_000_000),
    ] {
        Benchmark(name) { benchmark, fixture in
            let (source, target) = (fixture.scenario.source, fixture.scenario.target)
            var moves = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let stages = StagedChangeset(source: source, target: target)
                moves = stages.itemCounts.moved
                blackHole(stages)
            }
            benchmark.stopMeasurement()
            benchmark.measurement(DiffMetrics.movesReported, moves)
            benchmark.measurement(DiffMetrics.movesGenerated, fixture.scenario.changes.moved)
            if let growth = fixture.peakGrowthKB { benchmark.measurement(DiffMetrics.peakGrowth, growth) }
            benchmark.measurement(DiffMetrics.inputSize, fixture.inputKB)
        } setup: {
            FlatFixture(count: count)
        }
    }

    // 1b. Unchanged input: the same 100k rows on both sides (a render that
    // changed nothing), and the same ids with 10 rows' content updated.
    for (name, updated) in [("diff flat 100k unchanged", 0), ("diff flat 100k, 10 updated", 10)] {
        Benchmark(name) { benchmark, rows in
            var target = rows
            for index in stride(from: 0, to: rows.count, by: rows.count / max(1, updated)).prefix(updated) {
                target[index] = Row(id: rows[index].id, revision: rows[index].revision + 1)
            }
            var changes = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let stages = StagedChangeset(source: rows, target: target)
                changes = stages.itemCounts.updated
                blackHole(stages)
            }
            benchmark.stopMeasurement()
            guard changes == updated else {
                benchmark.error("expected \(updated) updates, found \(changes)")
                return
            }
        } setup: {
            FlatScenario(count: 100_000).source
        }
    }

    // 2. The sectioned diff: 100 × 1,000 rows, items moving across sections,
    // 10 section moves.
    Benchmark(
        "diff sectioned 100x1k",
        configuration: .init(metrics: diffMetrics + [DiffMetrics.sectionMovesReported, DiffMetrics.sectionMovesGenerated])
    ) { benchmark, fixture in
        let (source, target) = (fixture.scenario.source, fixture.scenario.target)
        var itemMoves = 0
        var sectionMoves = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let stages = StagedChangeset(source: source, target: target)
            itemMoves = stages.itemCounts.moved
            sectionMoves = stages.sectionCounts.moved
            blackHole(stages)
        }
        benchmark.stopMeasurement()
        benchmark.measurement(DiffMetrics.movesReported, itemMoves)
        benchmark.measurement(DiffMetrics.movesGenerated, fixture.scenario.changes.moved)
        benchmark.measurement(DiffMetrics.sectionMovesReported, sectionMoves)
        benchmark.measurement(DiffMetrics.sectionMovesGenerated, fixture.scenario.changes.sectionsMoved)
        if let growth = fixture.peakGrowthKB { benchmark.measurement(DiffMetrics.peakGrowth, growth) }
    } setup: {
        SectionedFixture(sections: 100, items: 1_000)
    }

    // 3. Baseline: `target.difference(from: source).inferringMoves()` on the
    // same flat data (Row is Hashable on id and revision, so an updated row is
    // a removal and an insertion). Myers' algorithm is O((N + M) · D): about
    // 14 s at 100k, so one iteration and no warm-up there; at 1M it would take
    // well over ten minutes and is not run.
    for (name, count, iterations) in [
        ("baseline: CollectionDifference flat 10k", 10_000, 10),
        ("baseline: CollectionDifference flat 100k", 100_000, 1),
    ] {
        Benchmark(
            name,
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta,
                          DiffMetrics.movesReported, DiffMetrics.movesGenerated],
                warmupIterations: iterations > 1 ? 1 : 0,
                maxDuration: .seconds(60),
                maxIterations: iterations)
        ) { benchmark, scenario in
            var moves = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let difference = scenario.target.difference(from: scenario.source).inferringMoves()
                moves = inferredMoves(difference)
                blackHole(difference)
            }
            benchmark.stopMeasurement()
            benchmark.measurement(DiffMetrics.movesReported, moves)
            benchmark.measurement(DiffMetrics.movesGenerated, scenario.changes.moved)
        } setup: {
            FlatScenario(count: count)
        }
    }
}
