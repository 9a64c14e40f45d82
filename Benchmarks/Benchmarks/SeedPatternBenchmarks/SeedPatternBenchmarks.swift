// The seed's own pattern (issue 37): one section whose one
// `VGroup(of: items, width: .fractionalWidth(1), height: .estimated(44)) { Row($0) }`
// holds every row, with the ids apps use: `Int`, `String` ("post-17"),
// `UUID` and a struct of two fields, against the cost of hashing the same
// ids (inserting them into a `Set`) and of diffing them, in the same run.
// See ../../README.md ("The seed's pattern").

import Benchmark
import BenchmarkSupport
import Foundation
import ListKit
import ListKitDiff

/// A composite id: a feed and a post in it.
struct PostKey: Hashable, Sendable {
    let feed: Int
    let post: Int
}

/// A row 44 pt tall across the width, identified by `ID`: a constant
/// layout size, as the seed's rows have.
struct Row<ID: Hashable & Sendable>: Component, Equatable {
    let id: ID

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    }

    func render(in content: ContentView) {
        content.draw(.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .black))
    }
}

/// The same row sized from an estimate of 44 that its measure keeps.
struct EstimatedRow<ID: Hashable & Sendable>: Component, Equatable {
    let id: ID

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    }

    func measure(proposed: Size) -> Size? { Size(width: proposed.width, height: 44) }

    func render(in content: ContentView) {
        content.draw(.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .black))
    }
}

/// A diffable id, for the diff baseline.
struct DiffedID<ID: Hashable>: Differentiable {
    let id: ID
    var diffIdentifier: ID { id }
    func isContentEqual(to other: DiffedID<ID>) -> Bool { id == other.id }
}

/// UUIDs drawn once per index, so that a list and its update share them;
/// made the first time a `UUID` benchmark asks (a global is lazy).
let seedUUIDs = (0...100_000).map { _ in UUID() }

/// The viewport every benchmark renders into.
let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

/// The section of `ids`, written as the seed writes it.
func seedSection<ID: Hashable & Sendable>(_ ids: [ID], estimated: Bool) -> Section {
    estimated
        ? Section(id: "feed") {
            VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { EstimatedRow(id: $0) }
        }
        : Section(id: "feed") {
            VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { Row(id: $0) }
        }
}

/// `count` ids made by `make` from 0, 1, …, and the same with one deleted
/// (at half), one inserted (a new id at a third) and one moved (from a
/// quarter to near the end): the update the benchmarks animate.
struct IDLists<ID: Hashable & Sendable> {
    let ids: [ID]
    let updated: [ID]
    /// How many rows the update moves.
    var moved = 1

    init(count: Int, make: (Int) -> ID) {
        ids = (0..<count).map(make)
        var next = ids
        next.remove(at: count / 2)
        next.insert(make(count), at: count / 3)
        let moved = next.remove(at: count / 4)
        next.insert(moved, at: count - count / 5)
        updated = next
    }

    /// A feed's update: a new row at the top, the last one gone (every
    /// row moves down one place; nothing is moved).
    init(feedOf count: Int, make: (Int) -> ID) {
        ids = (0..<count).map(make)
        updated = [make(count)] + ids.dropLast()
        moved = 0
    }
}

/// A renderer showing one of two id lists, for the update benchmarks.
final class UpdateFixture<ID: Hashable & Sendable> {
    let lists: IDLists<ID>
    let estimated: Bool
    let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
    var showsUpdated = false

    init(lists: IDLists<ID>, estimated: Bool) {
        self.lists = lists
        self.estimated = estimated
        renderer.render(sections: [seedSection(lists.ids, estimated: estimated)])
    }

    /// Renders the other list; returns whether the update was the expected one.
    func toggle() -> Bool {
        showsUpdated.toggle()
        renderer.render(sections: [seedSection(showsUpdated ? lists.updated : lists.ids, estimated: estimated)])
        guard let last = (renderer.dataSource as? DiffableDataSource)?.lastUpdate else { return false }
        return last.changes.deleted == 1 && last.changes.inserted == 1 && last.changes.moved == lists.moved
            && renderer.issues.isEmpty
    }
}

/// Times `fixture`'s updates, one per iteration: what every update
/// benchmark measures. An unexpected update ends the benchmark with an error.
func timeUpdates<ID: Hashable & Sendable>(_ benchmark: Benchmark, _ fixture: UpdateFixture<ID>) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations where !fixture.toggle() {
        benchmark.error("unexpected update: \(fixture.renderer.issues)")
        return
    }
}

extension UpdateFixture {
    /// The fixture after the app scrolled through 20k rows (1,100 screens
    /// of 800 pt, every estimated row measured) and back to the top.
    func scrolledThrough20kRows() -> UpdateFixture {
        for screen in 1...1_100 { renderer.scroll(to: Point(x: 0, y: Double(screen) * 800)) }
        renderer.scroll(to: Point(x: 0, y: 0))
        return self
    }
}

/// An update that was not the one expected, with the renderer's issues.
struct UnexpectedUpdate: Error, CustomStringConvertible {
    let issues: String
    var description: String { "unexpected update: \(issues)" }
}

extension UpdateFixture {
    /// Renders the other list, throwing ``UnexpectedUpdate`` unless the
    /// update was the expected one.
    func update() throws {
        guard toggle() else { throw UnexpectedUpdate(issues: "\(renderer.issues)") }
    }
}

/// A first render of `ids` by a new renderer: what each first-render
/// benchmark times.
func firstRender<ID: Hashable & Sendable>(_ ids: [ID], estimated: Bool) {
    let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
    renderer.render(sections: [seedSection(ids, estimated: estimated)])
    blackHole(renderer.displayedCount)
}

/// Inserts `ids` into a new `Set`: the cost of hashing them, the baseline
/// of the first renders.
func insertIntoSet<ID: Hashable>(_ ids: [ID]) {
    var set = Set<ID>()
    for id in ids { set.insert(id) }
    blackHole(set.count)
}

/// Hashes `ids`, each once, as the renderer's duplicate check does: what
/// hashing them costs, without a table's work.
func hashEach<ID: Hashable>(_ ids: [ID]) {
    var combined = 0
    for id in ids { combined &+= id.hashValue }
    blackHole(combined)
}

/// Registers, for a hashed id type, its first render ÷ (hashing its ids +
/// the first render of as many `Int` ids, which are checked without
/// hashing), and the same for an update (which hashes each id of the new
/// list once, in the duplicate check, whose hashes the diff reuses),
/// timed pair by pair at 10k and 100k rows: the goal "no id type more
/// than 1.5× another beyond what hashing it costs" with hashing measured
/// as hashing, where the `Set` ratios also count a table's work.
func beyondHashingBenchmarks<ID: Hashable & Sendable>(_ label: String, make: @escaping @Sendable (Int) -> ID) {
    for (size, count) in [("10k", 10_000), ("100k", 100_000)] {
        interleavedRatioBenchmark(
            "ratio: seed pattern \(size) rows, first render ÷ (hashing the ids + Int first render), \(label) ids"
        ) {
            (ids: IDLists(count: count, make: make).ids, integers: IDLists(count: count) { $0 }.ids)
        } numerator: { lists in
            firstRender(lists.ids, estimated: false)
        } over: { lists in
            hashEach(lists.ids)
            firstRender(lists.integers, estimated: false)
        }
        interleavedRatioBenchmark(
            "ratio: seed pattern \(size) rows, update ÷ (hashing the ids + Int update), \(label) ids"
        ) {
            (hashed: UpdateFixture(lists: IDLists(count: count, make: make), estimated: false),
             integers: UpdateFixture(lists: IDLists(count: count) { $0 }, estimated: false))
        } numerator: { fixtures in
            try fixtures.hashed.update()
        } over: { fixtures in
            // As many ids as the list the update renders (both lists have `count`).
            hashEach(fixtures.hashed.lists.ids)
            try fixtures.integers.update()
        }
    }
}

/// The two lists of an update as the diff baseline takes them.
struct DiffedLists<ID: Hashable & Sendable> {
    let source: [DiffedID<ID>]
    let target: [DiffedID<ID>]

    init(_ lists: IDLists<ID>) {
        source = lists.ids.map(DiffedID.init)
        target = lists.updated.map(DiffedID.init)
    }

    /// Diffs the lists: the baseline of the updates.
    func diff() {
        blackHole(StagedChangeset(source: source, target: target))
    }
}

#if os(Linux)
/// glibc's `malloc_trim` (in `malloc.h`, which the Glibc module leaves out):
/// gives the allocator's free memory back to the system.
@_silgen_name("malloc_trim")
func releaseFreeMemory(_ pad: Int) -> Int32
#endif

/// What a first render of the rows keeps resident, per row, in bytes.
let retainedPerRow = BenchmarkMetric.custom("resident kept per row (bytes)", useScalingFactor: false)
/// How far the resident size rises during an update, per row, in bytes.
let updatePeakPerRow = BenchmarkMetric.custom("update peak per row (bytes)", useScalingFactor: false)
/// What the renderer keeps resident after an update, per row, in bytes:
/// besides what a first render keeps, the memory it keeps for the next
/// diff to write into.
let keptAfterUpdatePerRow = BenchmarkMetric.custom("resident kept after an update per row (bytes)", useScalingFactor: false)
/// How far the resident size rises during the update after that one (an
/// app's every later update), per row, in bytes.
let laterUpdatePeakPerRow = BenchmarkMetric.custom("later update peak per row (bytes)", useScalingFactor: false)

/// Registers the memory benchmark of one id type: the resident size kept by
/// a first render of 100k rows (the ids, made in setup, excluded; the rows
/// the section holds included), and the rise of the resident size during an
/// update, each per row; then what stays after that update, and the rise
/// during the next update (back to the first list).
func memoryBenchmark<ID: Hashable & Sendable>(_ label: String, make: @escaping @Sendable (Int) -> ID) {
    Benchmark(
        "seed pattern 100k rows, memory, \(label) ids",
        configuration: .init(
            metrics: [retainedPerRow, updatePeakPerRow, keptAfterUpdatePerRow, laterUpdatePeakPerRow], maxIterations: 5)
    ) { benchmark, lists in
        for _ in benchmark.scaledIterations {
            #if os(Linux)
            _ = releaseFreeMemory(0)
            #endif
            guard let before = PeakMemory.resident() else { return }
            let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
            renderer.render(sections: [seedSection(lists.ids, estimated: false)])
            #if os(Linux)
            _ = releaseFreeMemory(0)
            #endif
            guard let after = PeakMemory.resident() else { return }
            let peak = PeakMemory.growth {
                renderer.render(sections: [seedSection(lists.updated, estimated: false)])
            }
            benchmark.measurement(retainedPerRow, (after - before) * 1024 / lists.ids.count)
            if let peak { benchmark.measurement(updatePeakPerRow, peak * 1024 / lists.ids.count) }
            #if os(Linux)
            _ = releaseFreeMemory(0)
            #endif
            guard let kept = PeakMemory.resident() else { return }
            benchmark.measurement(keptAfterUpdatePerRow, (kept - before) * 1024 / lists.ids.count)
            let later = PeakMemory.growth {
                renderer.render(sections: [seedSection(lists.ids, estimated: false)])
            }
            if let later { benchmark.measurement(laterUpdatePeakPerRow, later * 1024 / lists.ids.count) }
            blackHole(renderer)
        }
    } setup: {
        IDLists(count: 100_000, make: make)
    }
}

/// The most the heap held at once during an update above what it held
/// before, the new rows (the caller's data) left out, per row, in bytes
/// (``HeapPeak``).
let heapPeakPerRow = BenchmarkMetric.custom("update heap peak beyond the new rows per row (bytes)", useScalingFactor: false)

/// Registers the heap benchmarks of one id type, measured with the malloc
/// counter (issue 37, point 3), 100k rows: the bytes a first render keeps
/// (`memoryLeakedBytes`: allocated in the measured region and not freed in
/// it, the renderer outliving it), and the bytes the first update and a
/// later one keep and allocate in all (`mallocBytesCount`: the most an
/// update's peak can rise above what was there before it), and how far it
/// did rise (``heapPeakPerRow``). The rows' ids are made in setup, so they
/// are not counted.
func heapBenchmarks<ID: Hashable & Sendable>(_ label: String, make: @escaping @Sendable (Int) -> ID) {
    let metrics: [BenchmarkMetric] = [.memoryLeakedBytes, .mallocBytesCount]
    let updateMetrics = metrics + [heapPeakPerRow]
    Benchmark("seed pattern 100k rows, heap of a first render, \(label) ids",
              configuration: .init(metrics: metrics, maxIterations: 5)) { benchmark, lists in
        var kept: [ComposeRenderer] = []
        benchmark.startMeasurement()
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: [seedSection(lists.ids, estimated: false)])
        benchmark.stopMeasurement()
        kept.append(renderer)
        blackHole(kept)
    } setup: {
        IDLists(count: 100_000, make: make)
    }
    for (which, updates) in [("first", 1), ("later", 3)] {
        Benchmark("seed pattern 100k rows, heap of the \(which) update, \(label) ids",
                  configuration: .init(metrics: updateMetrics, maxIterations: 5)) { benchmark, lists in
            let fixture = UpdateFixture(lists: lists, estimated: false)
            // The updates before the measured one, which leave what an app's every later update finds.
            for _ in 1..<updates where !fixture.toggle() {
                benchmark.error("unexpected update: \(fixture.renderer.issues)")
                return
            }
            benchmark.startMeasurement()
            var expected = false
            let rise = HeapPeak.rise { expected = fixture.toggle() }
            benchmark.stopMeasurement()
            if !expected { benchmark.error("unexpected update: \(fixture.renderer.issues)") }
            let rows = lists.ids.count * MemoryLayout<Row<ID>>.stride
            benchmark.measurement(heapPeakPerRow, (rise - rows) / lists.ids.count)
            blackHole(fixture)
        } setup: {
            IDLists(count: 100_000, make: make)
        }
    }
}

/// Registers the benchmarks of one id type.
func idBenchmarks<ID: Hashable & Sendable>(_ label: String, make: @escaping @Sendable (Int) -> ID) {
    // A short list, where what an update costs whatever the list's length
    // (the rows on screen, each stage's solve and views) is most of it.
    Benchmark("seed pattern 1k rows, update, \(label) ids") { benchmark, fixture in
        timeUpdates(benchmark, fixture)
    } setup: {
        UpdateFixture(lists: IDLists(count: 1_000, make: make), estimated: false)
    }
    for (size, count) in [("10k", 10_000), ("100k", 100_000)] {
        Benchmark("seed pattern \(size) rows, first render, \(label) ids") { benchmark, lists in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                firstRender(lists.ids, estimated: false)
            }
        } setup: {
            IDLists(count: count, make: make)
        }
        Benchmark("seed pattern \(size) rows, update, \(label) ids") { benchmark, fixture in
            timeUpdates(benchmark, fixture)
        } setup: {
            UpdateFixture(lists: IDLists(count: count, make: make), estimated: false)
        }
        Benchmark("baseline: insert \(size) \(label) ids into a Set") { benchmark, lists in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                insertIntoSet(lists.ids)
            }
        } setup: {
            IDLists(count: count, make: make)
        }
        Benchmark("baseline: diff \(size) \(label) ids") { benchmark, lists in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                lists.diff()
            }
        } setup: {
            DiffedLists(IDLists(count: count, make: make))
        }
    }
}

/// Registers the goals' ratios of one id type (issue 37), each timed pair by
/// pair (`interleavedRatioBenchmark`, BenchmarkSupport), so that a ratio
/// does not move with the speed the machine ran each benchmark at: at each
/// size the first render and the update ÷ the `Set` insert (goals: the
/// first render at most 2×; the spread between id types), the update ÷ the
/// diff (goal: at most 3×); and the 10k update ÷ the 100k one (goal: at
/// most 1/10).
func ratioBenchmarks<ID: Hashable & Sendable>(_ label: String, make: @escaping @Sendable (Int) -> ID) {
    for (size, count) in [("10k", 10_000), ("100k", 100_000)] {
        interleavedRatioBenchmark("ratio: seed pattern \(size) rows, first render ÷ Set insert, \(label) ids") {
            IDLists(count: count, make: make)
        } numerator: { lists in
            firstRender(lists.ids, estimated: false)
        } over: { lists in
            insertIntoSet(lists.ids)
        }
        interleavedRatioBenchmark("ratio: seed pattern \(size) rows, update ÷ Set insert, \(label) ids") {
            UpdateFixture(lists: IDLists(count: count, make: make), estimated: false)
        } numerator: { fixture in
            try fixture.update()
        } over: { fixture in
            insertIntoSet(fixture.lists.ids)
        }
        interleavedRatioBenchmark("ratio: seed pattern \(size) rows, update ÷ diff, \(label) ids") {
            let fixture = UpdateFixture(lists: IDLists(count: count, make: make), estimated: false)
            return (fixture: fixture, diffed: DiffedLists(fixture.lists))
        } numerator: { state in
            try state.fixture.update()
        } over: { state in
            state.diffed.diff()
        }
    }
    interleavedRatioBenchmark("ratio: seed pattern update, 10k ÷ 100k rows, \(label) ids") {
        (small: UpdateFixture(lists: IDLists(count: 10_000, make: make), estimated: false),
         large: UpdateFixture(lists: IDLists(count: 100_000, make: make), estimated: false))
    } numerator: { fixtures in
        try fixtures.small.update()
    } over: { fixtures in
        try fixtures.large.update()
    }
}

let benchmarks: @Sendable () -> Void = {
    // The allocator keeps what a render frees, in every run (BenchmarkSupport).
    steadyAllocator()
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 30
    )

    idBenchmarks("Int") { $0 }
    idBenchmarks("String") { "post-\($0)" }
    idBenchmarks("UUID") { seedUUIDs[$0] }
    idBenchmarks("struct") { PostKey(feed: $0 / 1_000, post: $0 % 1_000) }
    memoryBenchmark("Int") { $0 }
    memoryBenchmark("String") { "post-\($0)" }
    heapBenchmarks("Int") { $0 }
    heapBenchmarks("String") { "post-\($0)" }
    heapBenchmarks("UUID") { seedUUIDs[$0] }
    heapBenchmarks("struct") { PostKey(feed: $0 / 1_000, post: $0 % 1_000) }
    ratioBenchmarks("Int") { $0 }
    ratioBenchmarks("String") { "post-\($0)" }
    ratioBenchmarks("UUID") { seedUUIDs[$0] }
    ratioBenchmarks("struct") { PostKey(feed: $0 / 1_000, post: $0 % 1_000) }
    beyondHashingBenchmarks("String") { "post-\($0)" }
    beyondHashingBenchmarks("UUID") { seedUUIDs[$0] }
    beyondHashingBenchmarks("struct") { PostKey(feed: $0 / 1_000, post: $0 % 1_000) }
    sectionedBenchmarks("Int") { $0 }
    sectionedBenchmarks("String") { "post-\($0)" }
    sectionedBenchmarks("UUID") { seedUUIDs[$0] }
    sectionedBenchmarks("struct") { PostKey(feed: $0 / 1_000, post: $0 % 1_000) }

    // The same screen when the rows are sized from an estimate (measured as
    // they come near the screen), String ids.
    Benchmark("seed pattern 100k estimated rows, first render, String ids") { benchmark, lists in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            firstRender(lists.ids, estimated: true)
        }
    } setup: {
        IDLists(count: 100_000) { "post-\($0)" }
    }
    Benchmark("seed pattern 100k estimated rows, update, String ids") { benchmark, fixture in
        timeUpdates(benchmark, fixture)
    } setup: {
        UpdateFixture(lists: IDLists(count: 100_000) { "post-\($0)" }, estimated: true)
    }
    // The same update once the app scrolled through 20k rows (1,100
    // screens of 800 pt, every row measured) and back: what an update
    // costs with many measurements to carry (baseline: the update above).
    Benchmark("seed pattern 100k estimated rows, update after 20k rows measured, String ids") { benchmark, fixture in
        timeUpdates(benchmark, fixture)
    } setup: {
        UpdateFixture(lists: IDLists(count: 100_000) { "post-\($0)" }, estimated: true).scrolledThrough20kRows()
    }
    // That update leaves the measured rows (the first 20k) where they are.
    // A feed's update moves them all: a new row at the top (and the last
    // one gone), with none measured (baseline) and after the same 20k.
    Benchmark("seed pattern 100k estimated rows, row added at the top, String ids") { benchmark, fixture in
        timeUpdates(benchmark, fixture)
    } setup: {
        UpdateFixture(lists: IDLists(feedOf: 100_000) { "post-\($0)" }, estimated: true)
    }
    Benchmark("seed pattern 100k estimated rows, row added at the top after 20k rows measured, String ids") {
        benchmark, fixture in
        timeUpdates(benchmark, fixture)
    } setup: {
        UpdateFixture(lists: IDLists(feedOf: 100_000) { "post-\($0)" }, estimated: true).scrolledThrough20kRows()
    }
    // The estimated rows' goal (at most 1.5× the rows of known height), each
    // timed pair by pair.
    interleavedRatioBenchmark("ratio: seed pattern 100k rows, first render, estimated ÷ absolute, String ids") {
        IDLists(count: 100_000) { "post-\($0)" }
    } numerator: { lists in
        firstRender(lists.ids, estimated: true)
    } over: { lists in
        firstRender(lists.ids, estimated: false)
    }
    interleavedRatioBenchmark("ratio: seed pattern 100k rows, update, estimated ÷ absolute, String ids") {
        let lists = IDLists(count: 100_000) { "post-\($0)" }
        return (estimated: UpdateFixture(lists: lists, estimated: true), absolute: UpdateFixture(lists: lists, estimated: false))
    } numerator: { fixtures in
        try fixtures.estimated.update()
    } over: { fixtures in
        try fixtures.absolute.update()
    }
}
