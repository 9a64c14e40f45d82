// The renderer path (issue 14, goal 5): a `ComposeRenderer` with a
// `DiffableDataSource` showing one section of N rows,
// `VGroup(of: rows, …) { Row($0) }` with an `Equatable` row component,
// against the engine's solve of the same layout and the diff of the same
// ids, measured in the same run. See ../../README.md for the goals.

import Benchmark
import BenchmarkSupport
import ListKit
import ListKitDiff

/// An `Equatable` row 44 pt tall across the width that keeps its model (a
/// number): its id (an `Int`) and title are derived from it, the way a
/// component that holds its model value is written.
struct Row: Component, Equatable {
    let number: Int

    init(_ number: Int) {
        self.number = number
    }

    var id: Int { number }

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    }

    func render(in content: ContentView) {
        content.draw(.text("Row \(number)", at: .zero, size: 17, color: .black))
    }
}

/// The row of the earlier workload: its id stored as an `AnyHashable` and
/// its title as a `String`, both made for every row, and compared by the
/// synthesized `==` (an `AnyHashable` comparison costs a dynamic cast).
struct TitledRow: Component, Equatable {
    let id: AnyHashable
    let title: String

    init(_ number: Int) {
        id = AnyHashable(number)
        title = "Row \(number)"
    }

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    }

    func render(in content: ContentView) {
        content.draw(.text(title, at: .zero, size: 17, color: .black))
    }
}

/// The viewport every benchmark renders into.
let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

/// The one section of `rows`.
func rowSection(_ rows: [Int]) -> Section {
    Section(id: "rows") {
        VGroup(of: rows, width: .fractionalWidth(1), height: .estimated(44)) { Row($0) }
    }
}

/// The one section of `rows` as ``TitledRow``s.
func titledRowSection(_ rows: [Int]) -> Section {
    Section(id: "rows") {
        VGroup(of: rows, width: .fractionalWidth(1), height: .estimated(44)) { TitledRow($0) }
    }
}

/// The engine's model of `count` rows listed one by one in one root group
/// that hugs them: the layout of ``rowSection(_:)`` without the DSL's
/// repetition of equal items.
func listedRowsLayout(count: Int) -> CompositionalLayout {
    let row = LayoutElement.item(LayoutItem(layoutSize: Row(0).layoutSize()))
    let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        subitems: Array(repeating: row, count: count))
    return CompositionalLayout(sections: [LayoutSection(group: group, itemCount: count)])
}

/// The rows `0..<count`, and the same with one row deleted, one inserted
/// and one moved (the update the diffable benchmark animates).
struct RowFixture {
    let rows: [Int]
    let updated: [Int]

    init(count: Int) {
        rows = Array(0..<count)
        var next = rows
        next.remove(at: count / 2)
        next.insert(count, at: count / 3)
        let moved = next.remove(at: count / 4)
        next.insert(moved, at: count - count / 5)
        updated = next
    }
}

/// A renderer showing one of two row lists, for the update benchmark.
final class UpdateFixture {
    let rows: RowFixture
    let section: ([Int]) -> Section
    let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
    var showsUpdated = false

    init(rows: RowFixture, section: @escaping ([Int]) -> Section = rowSection) {
        self.rows = rows
        self.section = section
        renderer.render(sections: [section(rows.rows)])
    }
}

/// A diffable element with an `Int` id, for the diff baseline.
struct RowID: Differentiable {
    let id: Int
    var diffIdentifier: Int { id }
    func isContentEqual(to other: RowID) -> Bool { id == other.id }
}

/// A diffable element with the id of a ``TitledRow``: an `AnyHashable`.
struct ErasedRowID: Differentiable {
    let id: AnyHashable
    var diffIdentifier: AnyHashable { id }
    func isContentEqual(to other: ErasedRowID) -> Bool { id == other.id }
}

#if os(Linux)
/// glibc's `malloc_trim` (in `malloc.h`, which the Glibc module leaves out):
/// gives the allocator's free memory back to the system.
@_silgen_name("malloc_trim")
func releaseFreeMemory(_ pad: Int) -> Int32
#endif

/// Resident memory growth of one first render, in KB.
let renderPeakGrowth = BenchmarkMetric.custom("peak RSS growth (KB)", useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, renderPeakGrowth],
        timeUnits: .microseconds,
        units: [renderPeakGrowth: .count, .mallocCountTotal: .count],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 100
    )

    for (label, count) in [("1k", 1_000), ("10k", 10_000), ("100k", 100_000)] {
        // The first render: building the sections, the layout, the solve,
        // the visible cells and their lifecycle.
        Benchmark("render \(label) rows") { benchmark, fixture in
            // The resident growth of one render, with the memory that
            // earlier renders (the warm-up's) left in the allocator's free
            // lists given back first, so that the render cannot reuse it
            // without it counting.
            #if os(Linux)
            _ = releaseFreeMemory(0)
            #endif
            let growth = PeakMemory.growth {
                let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
                renderer.render(sections: [rowSection(fixture.rows)])
                blackHole(renderer)
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
                renderer.render(sections: [rowSection(fixture.rows)])
                guard renderer.collectionView.visibleCells.count == 19, renderer.issues.isEmpty else {
                    benchmark.error("\(renderer.collectionView.visibleCells.count) cells, \(renderer.issues)")
                    return
                }
                blackHole(renderer)
            }
            benchmark.stopMeasurement()
            if let growth { benchmark.measurement(renderPeakGrowth, growth) }
        } setup: {
            RowFixture(count: count)
        }

        // The engine's solve of the same layout, the DSL's compile excluded:
        // the rows listed one by one in the root group, as the DSL compiled
        // them before it repeated equal items (the workload of the
        // `before-update` baseline, whatever the DSL compiles).
        Benchmark("baseline: solve \(label) rows") { benchmark, layout in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                do { blackHole(try LayoutSolver.solve(layout, in: viewport)) } catch { benchmark.error("\(error)") }
            }
        } setup: {
            listedRowsLayout(count: count)
        }
    }

    // The solve of the model the DSL compiles now (one repeated row).
    Benchmark("solve 100k rows as compiled") { benchmark, layout in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do { blackHole(try LayoutSolver.solve(layout, in: viewport)) } catch { benchmark.error("\(error)") }
        }
    } setup: {
        ComposedLayout(sections: [rowSection(RowFixture(count: 100_000).rows)]).layout
    }

    // An animated render that deletes, inserts and moves one row: each
    // iteration goes from the rows shown to the other list (the way back
    // deletes, inserts and moves one row too). The first render is in setup.
    for (label, section) in [("rows", rowSection), ("titled rows", titledRowSection)] {
        Benchmark("diffable update 100k \(label)") { benchmark, fixture in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                fixture.showsUpdated.toggle()
                fixture.renderer.render(sections: [fixture.section(fixture.showsUpdated ? fixture.rows.updated : fixture.rows.rows)])
                guard let last = (fixture.renderer.dataSource as? DiffableDataSource)?.lastUpdate,
                      last.changes.deleted == 1, last.changes.inserted == 1, last.changes.moved == 1,
                      fixture.renderer.issues.isEmpty
                else {
                    benchmark.error("unexpected update: \(fixture.renderer.issues)")
                    return
                }
            }
        } setup: {
            UpdateFixture(rows: RowFixture(count: 100_000), section: section)
        }
    }

    // Issue 19, point 1: the same update scrolled to the middle of the list,
    // with the content offset kept as UIKit keeps it (`top`, the baseline of
    // this pair) and with the first visible row kept in place (`topItem`).
    for (label, anchor) in [("top", ContentAnchor.top), ("topItem", .topItem)] {
        Benchmark("anchored update 100k rows mid-list \(label)") { (benchmark, fixture: UpdateFixture) in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                fixture.showsUpdated.toggle()
                fixture.renderer.render(sections: [fixture.section(fixture.showsUpdated ? fixture.rows.updated : fixture.rows.rows)])
                guard fixture.renderer.issues.isEmpty else {
                    benchmark.error("unexpected update: \(fixture.renderer.issues)")
                    return
                }
            }
        } setup: { () -> UpdateFixture in
            let fixture = UpdateFixture(rows: RowFixture(count: 100_000))
            fixture.renderer.contentAnchor = anchor
            fixture.renderer.scroll(to: Point(x: 0, y: 2_200_000))
            return fixture
        }
    }

    // The diff of the same ids.
    Benchmark("baseline: diff 100k row ids") { benchmark, fixture in
        let source = fixture.rows.map(RowID.init)
        let target = fixture.updated.map(RowID.init)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(StagedChangeset(source: source, target: target))
        }
    } setup: {
        RowFixture(count: 100_000)
    }

    // The same diff in a workspace kept from one diff to the next, as the
    // data source keeps its own.
    Benchmark("baseline: diff 100k row ids, kept workspace") { benchmark, fixture in
        let source = fixture.rows.map(RowID.init)
        let target = fixture.updated.map(RowID.init)
        let workspace = DiffWorkspace()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(StagedChangeset(source: source, target: target, workspace: workspace))
        }
    } setup: {
        RowFixture(count: 100_000)
    }

    // The diff of the same ids as `AnyHashable`s, the ids of `TitledRow`.
    Benchmark("baseline: diff 100k AnyHashable row ids") { benchmark, fixture in
        let source = fixture.rows.map { ErasedRowID(id: AnyHashable($0)) }
        let target = fixture.updated.map { ErasedRowID(id: AnyHashable($0)) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(StagedChangeset(source: source, target: target))
        }
    } setup: {
        RowFixture(count: 100_000)
    }
}
