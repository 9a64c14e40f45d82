// Deterministic data for the diff benchmarks: a source list and a target made
// from it by known numbers of deletes, inserts, moves and updates.

import ListKitDiff
import BenchmarkSupport

/// A list row: 16 bytes, identified by `id`, reloaded when `revision` changes.
/// `Hashable` on both fields, so that `CollectionDifference` sees an updated
/// row as a different element (a remove and an insert).
struct Row: Differentiable, Hashable, Sendable {
    var id: Int
    var revision: Int

    var diffIdentifier: Int { id }
    func isContentEqual(to other: Row) -> Bool { revision == other.revision }
}

/// A section header of the sectioned scenario.
struct Header: Differentiable, Hashable, Sendable {
    var id: Int
}

/// How many elements the generator deleted, inserted, moved and updated.
struct GeneratedChanges: CustomStringConvertible {
    var deleted = 0
    var inserted = 0
    var moved = 0
    var updated = 0
    var sectionsMoved = 0

    var description: String {
        "-\(deleted) +\(inserted) ~\(updated) ↕\(moved)" + (sectionsMoved > 0 ? ", sections ↕\(sectionsMoved)" : "")
    }
}

/// Picks `count` distinct indices in `0 ..< total` (a partial Fisher–Yates
/// shuffle) and returns them in the order picked.
func pick(_ count: Int, of total: Int, _ random: inout SplitMix64) -> [Int] {
    var indices = Array(0..<total)
    for position in 0..<count {
        indices.swapAt(position, position + random.below(total - position))
    }
    return Array(indices[0..<count])
}

/// `base` with every floating row placed before the base row of its slot
/// (slot `base.count` appends); rows of one slot keep their order.
func merge(_ base: [Row], _ floating: [(slot: Int, row: Row)]) -> [Row] {
    let sorted = floating.enumerated()
        .sorted { ($0.element.slot, $0.offset) < ($1.element.slot, $1.offset) }
        .map(\.element)
    var result: [Row] = []
    result.reserveCapacity(base.count + floating.count)
    var next = 0
    for slot in 0...base.count {
        while next < sorted.count, sorted[next].slot == slot {
            result.append(sorted[next].row)
            next += 1
        }
        if slot < base.count { result.append(base[slot]) }
    }
    return result
}

/// The flat scenario: `count` rows; 10% deleted, 10% inserted, 2% moved to
/// random places, 2% updated (distinct rows).
struct FlatScenario {
    let source: [Row]
    let target: [Row]
    let changes: GeneratedChanges

    init(count: Int, seed: UInt64 = 0x4C69_7374_4469_6666) {
        var random = SplitMix64(seed: seed)
        var changes = GeneratedChanges(deleted: count / 10, inserted: count / 10, moved: count / 50, updated: count / 50)
        let picked = pick(changes.deleted + changes.moved + changes.updated, of: count, &random)
        // 0 kept, 1 deleted, 2 moved, 3 updated.
        var role = [UInt8](repeating: 0, count: count)
        for (order, index) in picked.enumerated() {
            role[index] = order < changes.deleted ? 1 : order < changes.deleted + changes.moved ? 2 : 3
        }
        source = (0..<count).map { Row(id: $0, revision: 0) }
        var base: [Row] = []
        base.reserveCapacity(count)
        var moved: [Row] = []
        for index in 0..<count {
            switch role[index] {
            case 0: base.append(source[index])
            case 2: moved.append(source[index])
            case 3: base.append(Row(id: index, revision: 1))
            default: break
            }
        }
        var floating = moved.map { (slot: random.below(base.count + 1), row: $0) }
        for id in count..<(count + changes.inserted) {
            floating.append((slot: random.below(base.count + 1), row: Row(id: id, revision: 0)))
        }
        target = merge(base, floating)
        changes.moved = moved.count
        self.changes = changes
    }
}

/// The sectioned scenario: `sections` sections of `items` rows; 10 sections
/// moved; over all rows 10% deleted, 10% inserted, 2% moved to a random place
/// in a random section (almost always another one), 2% updated.
struct SectionedScenario {
    let source: [DiffSection<Header, Row>]
    let target: [DiffSection<Header, Row>]
    let changes: GeneratedChanges

    init(sections: Int, items: Int, sectionMoves: Int = 10, seed: UInt64 = 0x4C69_7374_5365_6374) {
        var random = SplitMix64(seed: seed)
        let total = sections * items
        var changes = GeneratedChanges(
            deleted: total / 10, inserted: total / 10, moved: total / 50, updated: total / 50,
            sectionsMoved: sectionMoves)
        source = (0..<sections).map { section in
            DiffSection(model: Header(id: section), items: (0..<items).map { Row(id: section * items + $0, revision: 0) })
        }
        let picked = pick(changes.deleted + changes.moved + changes.updated, of: total, &random)
        var role = [UInt8](repeating: 0, count: total)
        for (order, index) in picked.enumerated() {
            role[index] = order < changes.deleted ? 1 : order < changes.deleted + changes.moved ? 2 : 3
        }
        var bases: [[Row]] = []
        var moved: [Row] = []
        for section in 0..<sections {
            var base: [Row] = []
            for row in source[section].items {
                switch role[row.id] {
                case 0: base.append(row)
                case 2: moved.append(row)
                case 3: base.append(Row(id: row.id, revision: 1))
                default: break
                }
            }
            bases.append(base)
        }
        var floating = [[(slot: Int, row: Row)]](repeating: [], count: sections)
        for row in moved + (total..<(total + changes.inserted)).map({ Row(id: $0, revision: 0) }) {
            let section = random.below(sections)
            floating[section].append((slot: random.below(bases[section].count + 1), row: row))
        }
        var order = Array(0..<sections)
        for section in pick(sectionMoves, of: sections, &random) {
            order.removeAll { $0 == section }
            order.insert(section, at: random.below(order.count + 1))
        }
        target = order.map { section in
            DiffSection(model: Header(id: section), items: merge(bases[section], floating[section]))
        }
        changes.moved = moved.count
        self.changes = changes
    }
}
