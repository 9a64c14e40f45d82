import Benchmark
import BenchmarkSupport
import ListKit

/// A screen of many sections, as apps group a feed (by day, by topic): 50
/// sections with `String` ids (`day-0` …), each one group of 20 rows
/// written as the seed writes it. The update changes the first section
/// only (one row deleted, one inserted, on screen), as a new message does.
final class SectionedFixture<ID: Hashable & Sendable> {
    /// How many sections, and rows in each.
    static var sectionCount: Int { 50 }
    static var rowsPerSection: Int { 20 }

    /// Each section's rows, before and after the update.
    let rows: [[ID]]
    let updatedRows: [[ID]]
    let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
    var showsUpdated = false

    init(make: (Int) -> ID) {
        rows = (0..<Self.sectionCount).map { section in
            (0..<Self.rowsPerSection).map { make(section * Self.rowsPerSection + $0) }
        }
        var updated = rows
        updated[0].remove(at: 5)
        updated[0].insert(make(Self.sectionCount * Self.rowsPerSection), at: 10)
        updatedRows = updated
        renderer.render(sections: sections(rows))
    }

    /// The sections of `rows`.
    func sections(_ rows: [[ID]]) -> [Section] {
        rows.enumerated().map { index, ids in
            Section(id: "day-\(index)") {
                VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { Row(id: $0) }
            }
        }
    }

    /// Renders the other rows; throws unless the update was the expected one.
    func update() throws {
        showsUpdated.toggle()
        renderer.render(sections: sections(showsUpdated ? updatedRows : rows))
        guard let last = (renderer.dataSource as? DiffableDataSource)?.lastUpdate,
              last.changes.deleted == 1, last.changes.inserted == 1, last.changes.moved == 0,
              renderer.issues.isEmpty
        else { throw UnexpectedUpdate(issues: "\(renderer.issues)") }
    }
}

/// Registers the sectioned screen's benchmarks of one id type: its update
/// alone, and its update ÷ the update of one section of as many rows (the
/// seed pattern's 1k rows), timed pair by pair: what the 49 sections the
/// update leaves alone cost. (The 1k-row update also moves a row, which
/// this one does not: the ratio understates them a little.)
func sectionedBenchmarks<ID: Hashable & Sendable>(_ label: String, make: @escaping @Sendable (Int) -> ID) {
    Benchmark("seed pattern 50 sections × 20 rows, update of one section, \(label) ids") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do {
                try fixture.update()
            } catch {
                benchmark.error("\(error)")
                return
            }
        }
    } setup: {
        SectionedFixture(make: make)
    }
    interleavedRatioBenchmark("ratio: seed pattern update, 50 sections × 20 rows ÷ 1 section × 1,000 rows, \(label) ids") {
        (sectioned: SectionedFixture(make: make),
         single: UpdateFixture(lists: IDLists(count: 1_000, make: make), estimated: false))
    } numerator: { fixtures in
        try fixtures.sectioned.update()
    } over: { fixtures in
        try fixtures.single.update()
    }
}
