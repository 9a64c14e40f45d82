import ListKitTestSupport
import Testing
@testable import ListKitDiff

/// Identifiers that carry their hash are paired on it and the pairs
/// confirmed afterwards, in target order (`IdentifierMatching.trustsCarriedHashes`):
/// the diffs come out exactly as with identifiers compared where they are
/// met, whether the hashes are good, all equal, or shared by some unequal
/// identifiers.
@Suite struct TrustedCarriedHashTests {
    /// The left operands of every `==` of ``Key``, in call order.
    final class Comparisons: @unchecked Sendable {
        var left: [Int] = []
    }

    /// An identifier carrying a hash given from outside.
    struct Key: HashCarryingIdentifier {
        let value: Int
        let carriedHash: Int
        let log: Comparisons?

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.log?.left.append(lhs.value)
            return lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// A row identified by a ``Key``.
    struct KeyedRow: Differentiable {
        let key: Key
        let content: Int
        var diffIdentifier: Key { key }
        func isContentEqual(to other: KeyedRow) -> Bool { content == other.content }
    }

    /// The same row identified by its value itself: the reference.
    struct PlainRow: Differentiable {
        let value: Int
        let content: Int
        var diffIdentifier: Int { value }
        func isContentEqual(to other: PlainRow) -> Bool { content == other.content }
    }

    /// A section model identified by a name.
    struct Name: Differentiable, Hashable {
        let name: Int
        var diffIdentifier: Int { name }
        func isContentEqual(to other: Name) -> Bool { true }
    }

    /// The hashes the keys carry: each value's own, one for every value
    /// (every pair of keys collides), and one per value modulo 3 (some
    /// unequal keys share a hash, others do not).
    enum Hashing: CaseIterable {
        case good, same, shared

        func hash(_ value: Int) -> Int {
            switch self {
            case .good: value.hashValue
            case .same: 7
            case .shared: (value % 3).hashValue
            }
        }
    }

    /// `(value, content)` pairs as keyed and as plain rows.
    func keyed(_ rows: [(Int, Int)], _ hashing: Hashing, log: Comparisons? = nil) -> [KeyedRow] {
        rows.map { KeyedRow(key: Key(value: $0.0, carriedHash: hashing.hash($0.0), log: log), content: $0.1) }
    }

    func plain(_ rows: [(Int, Int)]) -> [PlainRow] { rows.map { PlainRow(value: $0.0, content: $0.1) } }

    /// Random rows: values from a small alphabet (duplicates included),
    /// contents 0 or 1.
    func randomRows(_ random: inout SplitMix64, alphabet: Int) -> [(Int, Int)] {
        (0..<random.below(40)).map { _ in (random.below(alphabet), random.below(2)) }
    }

    /// What a flat stage says, with its data as `(value, content)` pairs.
    func outline(_ stages: StagedChangeset<[KeyedRow]>) -> [String] {
        stages.stages.map { "\($0.changes) \($0.data.map { [$0.key.value, $0.content] })" }
    }

    func outline(_ stages: StagedChangeset<[PlainRow]>) -> [String] {
        stages.stages.map { "\($0.changes) \($0.data.map { [$0.value, $0.content] })" }
    }

    @Test(arguments: Hashing.allCases)
    func flatDiffsAreTheReferences(hashing: Hashing) {
        var random = SplitMix64(seed: 0x7_2057)
        for round in 0..<400 {
            let alphabet = 1 + random.below(12)
            let source = randomRows(&random, alphabet: alphabet)
            let target = randomRows(&random, alphabet: alphabet)
            let expected = outline(StagedChangeset(source: plain(source), target: plain(target)))
            let found = outline(StagedChangeset(source: keyed(source, hashing), target: keyed(target, hashing)))
            #expect(found == expected, "round \(round): \(source) → \(target)")
        }
    }

    @Test(arguments: Hashing.allCases)
    func sectionedDiffsAreTheReferences(hashing: Hashing) {
        var random = SplitMix64(seed: 0x5_EC71 &+ UInt64(Hashing.allCases.firstIndex(of: hashing) ?? 0))
        for round in 0..<300 {
            let alphabet = 1 + random.below(12)
            // Sections named 0 ..< 4, some left out on either side.
            let sourceNames = (0..<4).filter { _ in random.below(4) > 0 }
            let targetNames = (0..<4).filter { _ in random.below(4) > 0 }.shuffled(using: &random)
            let source = sourceNames.map { ($0, randomRows(&random, alphabet: alphabet)) }
            let target = targetNames.map { ($0, randomRows(&random, alphabet: alphabet)) }
            let expected = StagedChangeset(
                source: source.map { DiffSection(model: Name(name: $0.0), items: plain($0.1)) },
                target: target.map { DiffSection(model: Name(name: $0.0), items: plain($0.1)) })
            let found = StagedChangeset(
                source: source.map { DiffSection(model: Name(name: $0.0), items: keyed($0.1, hashing)) },
                target: target.map { DiffSection(model: Name(name: $0.0), items: keyed($0.1, hashing)) })
            let expectedOutline = expected.stages.map { stage in
                "\(stage.changes) \(stage.data.map { "\($0.model.name): \($0.items.map { [$0.value, $0.content] })" })"
            }
            let foundOutline = found.stages.map { stage in
                "\(stage.changes) \(stage.data.map { "\($0.model.name): \($0.items.map { [$0.key.value, $0.content] })" })"
            }
            #expect(foundOutline == expectedOutline, "round \(round)")
        }
    }

    @Test func pairsAreComparedOnceEachInTargetOrder() {
        // 10,000 distinct keys (several hash partitions), 40 moved to the
        // end, 10 deleted, 11 inserted (the counts differ: no comparison
        // place by place first): every pair is compared once, by the
        // confirmation, in target order; the matching compares none.
        let log = Comparisons()
        var random = SplitMix64(seed: 0xC0DE)
        let source = (0..<10_000).map { ($0, 0) }
        var target = source.filter { $0.0 % 1_000 != 999 }
        for _ in 0..<40 { target.append(target.remove(at: random.below(target.count - 40))) }
        target.insert(contentsOf: (20_000..<20_011).map { ($0, 0) }, at: 500)
        #expect(IdentifierMatching.partitionBits(for: source.count) > 0)
        let stages = StagedChangeset(source: keyed(source, .good, log: log), target: keyed(target, .good, log: log))
        #expect(stages.itemCounts.deleted == 10)
        #expect(stages.itemCounts.inserted == 11)
        #expect(stages.itemCounts.moved == 40)
        let matchedInTargetOrder = target.map(\.0).filter { $0 < 20_000 }
        #expect(log.left.count == matchedInTargetOrder.count)
        let inTargetOrder = log.left == matchedInTargetOrder
        #expect(inTargetOrder, "the comparisons are not the pairs in target order")
    }

    @Test func sectionedPairsAreComparedOnceEachInTargetOrder() {
        // Two sections of 6,000 distinct keys, the first 30 of section 0
        // moved to section 1's end, 5 deleted from section 1: the pairs
        // are compared once each, section by section in target order.
        let log = Comparisons()
        let rows = (0..<12_000).map { ($0, 0) }
        let source = [Array(rows[..<6_000]), Array(rows[6_000...])]
        let target = [Array(rows[30..<6_000]), Array(rows[6_005...]) + Array(rows[..<30])]
        #expect(IdentifierMatching.partitionBits(for: rows.count) > 0)
        func sections(_ lists: [[(Int, Int)]]) -> [DiffSection<Name, KeyedRow>] {
            lists.indices.map { DiffSection(model: Name(name: $0), items: keyed(lists[$0], .good, log: log)) }
        }
        let stages = StagedChangeset(source: sections(source), target: sections(target))
        #expect(stages.itemCounts.deleted == 5)
        #expect(stages.itemCounts.moved == 30)
        let matchedInTargetOrder = target.flatMap { $0.map(\.0) }
        #expect(log.left.count == matchedInTargetOrder.count)
        let inTargetOrder = log.left == matchedInTargetOrder
        #expect(inTargetOrder, "the comparisons are not the pairs in target order")
    }
}
