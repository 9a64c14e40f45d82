import ListKitTestSupport
import Testing
@testable import ListKitDiff

/// The matching's alternative paths, each against the linear-search
/// reference: every integer identifier type, integers that need wide keys,
/// partitions that overflow the one-pass grouping, partitions too large for
/// 16-bit table slots, and identifiers whose hashes all collide.
@Suite struct MatchingPathsTests {
    /// The matching of `source` and `target`, in both directions.
    func match<ID: Hashable>(_ source: [ID], _ target: [ID], bits: Int? = nil) -> (sourceToTarget: [Int32], targetToSource: [Int32], matchedCount: Int) {
        IdentifierMatching.match(
            sourceCount: source.count, targetCount: target.count,
            sources: { visit in for index in source.indices { visit(index, source[index]) } },
            targets: { visit in for index in target.indices { visit(index, target[index]) } },
            bits: bits)
    }

    /// The problems of the matching of `source` and `target` against the
    /// reference (both directions and the count).
    func problems<ID: Hashable>(_ source: [ID], _ target: [ID], bits: Int? = nil) -> [String] {
        let expected = Reference.match(source: source, target: target)
        let result = match(source, target, bits: bits)
        var problems: [String] = []
        if result.targetToSource != expected.map({ Int32($0 ?? -1) }) {
            problems.append("target to source \(result.targetToSource), expected \(expected)")
        }
        var sourceToTarget = [Int32](repeating: -1, count: source.count)
        for (target, match) in expected.enumerated() {
            if let match { sourceToTarget[match] = Int32(target) }
        }
        if result.sourceToTarget != sourceToTarget {
            problems.append("source to target \(result.sourceToTarget), expected \(sourceToTarget)")
        }
        if result.matchedCount != expected.compactMap({ $0 }).count {
            problems.append("matched \(result.matchedCount), expected \(expected.compactMap { $0 }.count)")
        }
        return problems
    }

    /// Random identifier lists over a small alphabet, each letter turned into
    /// an identifier by `make`.
    func randomLists<ID>(_ random: inout SplitMix64, maxCount: Int = 60, _ make: (Int) -> ID) -> ([ID], [ID]) {
        let alphabet = 1 + random.below(40)
        let source = (0..<random.below(maxCount + 1)).map { _ in make(random.below(alphabet)) }
        let target = (0..<random.below(maxCount + 1)).map { _ in make(random.below(alphabet)) }
        return (source, target)
    }

    @Test(arguments: [0, 1, 3, 6])
    func everyIntegerTypeMatchesLikeTheReference(bits: Int) {
        var random = SplitMix64(seed: 0x51 + UInt64(bits))
        for _ in 0..<200 {
            // Letters spread over each type's range, negative values included.
            var lists = randomLists(&random) { Int8(truncatingIfNeeded: $0 &* 37 &- 100) }
            #expect(problems(lists.0, lists.1, bits: bits).isEmpty)
            let (u8s, u8t) = randomLists(&random) { UInt8(truncatingIfNeeded: $0 &* 61) }
            #expect(problems(u8s, u8t, bits: bits).isEmpty)
            let (i16s, i16t) = randomLists(&random) { Int16(truncatingIfNeeded: $0 &* 4_099 &- 30_000) }
            #expect(problems(i16s, i16t, bits: bits).isEmpty)
            let (u16s, u16t) = randomLists(&random) { UInt16(truncatingIfNeeded: $0 &* 3_001) }
            #expect(problems(u16s, u16t, bits: bits).isEmpty)
            let (i32s, i32t) = randomLists(&random) { Int32(truncatingIfNeeded: $0 &* 123_456_789) }
            #expect(problems(i32s, i32t, bits: bits).isEmpty)
            let (u32s, u32t) = randomLists(&random) { UInt32(truncatingIfNeeded: $0 &* 987_654_321) }
            #expect(problems(u32s, u32t, bits: bits).isEmpty)
            let (i64s, i64t) = randomLists(&random) { Int64($0) - 20 }
            #expect(problems(i64s, i64t, bits: bits).isEmpty)
            let (u64s, u64t) = randomLists(&random) { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
            #expect(problems(u64s, u64t, bits: bits).isEmpty)
            let (us, ut) = randomLists(&random) { UInt($0) &+ UInt.max &- 30 }
            #expect(problems(us, ut, bits: bits).isEmpty)
            lists = ([], [])
            #expect(problems(lists.0, lists.1, bits: bits).isEmpty)
        }
    }

    @Test(arguments: [0, 1, 3, 6])
    func wideIntegersMatchLikeTheReference(bits: Int) {
        var random = SplitMix64(seed: 0x61 + UInt64(bits))
        for round in 0..<300 {
            // Identifiers equal in their low 32 bits, told apart by the high
            // ones: compact keys would confuse them.
            var (source, target) = randomLists(&random) { ($0 % 3) << 32 | ($0 / 3) }
            #expect(problems(source, target, bits: bits).isEmpty)
            // Negative and positive identifiers.
            (source, target) = randomLists(&random) { $0 - 20 }
            #expect(problems(source, target, bits: bits).isEmpty)
            // Only one side leaves the 32-bit range (on alternate rounds the
            // source, then the target).
            (source, target) = randomLists(&random) { $0 }
            if round % 2 == 0, !source.isEmpty {
                source[random.below(source.count)] = Int.min
            } else if !target.isEmpty {
                target[random.below(target.count)] = 1 << 40
            }
            #expect(problems(source, target, bits: bits).isEmpty)
        }
    }

    @Test(arguments: [0, 1, 3])
    func wideKeysThatShareTheirHighHalfAreToldApart(bits: Int) {
        // Identifiers whose mixed 64 bits share their high half: the same
        // 32-bit key and the same partition, so only the low halves, kept
        // beside the keys, tell them apart. Found by inverting the mix with
        // this process's seed.
        func unmix(_ mixed: UInt64) -> Int {
            var inverse: UInt64 = 0xD6E8_FEB8_6659_FD93
            for _ in 0..<5 { inverse &*= 2 &- 0xD6E8_FEB8_6659_FD93 &* inverse }
            var x = mixed ^ mixed >> 32
            x &*= inverse
            x ^= x >> 32
            x &*= inverse
            x ^= x >> 32
            return Int(bitPattern: UInt(x ^ IdentifierKey.seed))
        }
        #expect(IdentifierKey.mix(UInt64(UInt(bitPattern: unmix(0x1234_5678_9ABC_DEF0))), seed: IdentifierKey.seed)
            == 0x1234_5678_9ABC_DEF0)
        var random = SplitMix64(seed: 0x65 + UInt64(bits))
        for _ in 0..<300 {
            let high = random.next() & 0xFFFF_FFFF_0000_0000
            let (source, target) = randomLists(&random) { unmix(high | UInt64($0 &* 0x9E37)) }
            #expect(problems(source, target, bits: bits).isEmpty)
        }
    }

    @Test func wideIntegerDiffsAreValidExactAndMinimal() {
        var cases = RandomCases(seed: 0x4C69_7374_4B69_7405)
        for _ in 0..<2_000 {
            let (source, target) = cases.flat { WideRow(id: $0, content: $1) }
            let stages = StagedChangeset(source: source, target: target)
            #expect(StageChecks.problems(stages, source: source, target: target).isEmpty)
            #expect(stages.itemCounts == Reference.counts(source: source, target: target))
        }
    }

    @Test func anOverflowingPartitionIsGroupedAgainInTwoPasses() {
        // One identifier repeated far beyond a partition's one-pass room
        // (its expected share plus six standard deviations).
        var random = SplitMix64(seed: 0x71)
        for bits in [1, 3, 5] {
            let source = (0..<1_500).map { _ in random.chance(60) ? 7 : random.below(400) }
            let target = (0..<1_500).map { _ in random.chance(60) ? 7 : random.below(400) }
            #expect(problems(source, target, bits: bits).isEmpty)
        }
    }

    @Test func aPartitionOfMoreThan32767EntriesUses32BitSlots() {
        // 40,000 equal identifiers, plus one other, on each side: in order,
        // the k-th occurrence takes the k-th.
        let count = 40_000
        let source = [Int](repeating: 7, count: count) + [1]
        let target = [1] + [Int](repeating: 7, count: count - 1)
        let expected = [Int32(count)] + (0..<Int32(count - 1)).map { $0 }
        for bits in [0, 2] {
            // Compared whole, not printed whole.
            let result = match(source, target, bits: bits)
            let matchesInOrder = result.targetToSource == expected
            #expect(matchesInOrder)
            #expect(result.matchedCount == count)
            // The same with hashed identifiers.
            let hashed = match(source.map { CollidingKey(value: $0) }, target.map { CollidingKey(value: $0) }, bits: bits)
            let hashedMatchesInOrder = hashed.targetToSource == expected
            #expect(hashedMatchesInOrder)
        }
    }

    @Test func identifiersWhoseHashesAllCollideGiveMinimalMoves() {
        var cases = RandomCases(seed: 0x4C69_7374_4B69_7406)
        for _ in 0..<300 {
            let (source, target) = cases.flat(maxCount: 120) { ConstantHashRow(id: $0, content: $1) }
            let stages = StagedChangeset(source: source, target: target)
            #expect(StageChecks.problems(stages, source: source, target: target).isEmpty)
            #expect(stages.itemCounts == Reference.counts(source: source, target: target))
        }
    }

    @Test func workspaceHoldsBothGroupings() {
        for count in [0, 1, 5, 4_096, 4_097, 100_000, 1_000_000] {
            for bits in [0, 1, 5, 8, 12] {
                let room = IdentifierPartitions<Int>.onePassCapacity(count: count, bits: bits)
                #expect(room << bits >= count)
                #expect(IdentifierMatching.workspaceCount(sourceCount: count, targetCount: count + 3, bits: bits)
                    >= max(2 * count + 3, room << bits))
            }
        }
    }
}

/// A row identified by an integer that uses all 64 bits: the letters 0, 1, 2
/// of an alphabet share their low 32 bits and differ in the high ones.
struct WideRow: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    var diffIdentifier: Int { (id % 3) << 32 | (id / 3) ^ (id.isMultiple(of: 5) ? Int.min : 0) }
    func isContentEqual(to other: WideRow) -> Bool { content == other.content }
    var description: String { content == 0 ? "w\(id)" : "w\(id)'\(content)" }
}

/// A row whose identifiers all hash alike.
struct ConstantHashRow: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    var diffIdentifier: ConstantHashKey { ConstantHashKey(name: "k\(id)") }
    func isContentEqual(to other: ConstantHashRow) -> Bool { content == other.content }
    var description: String { content == 0 ? "k\(id)" : "k\(id)'\(content)" }
}
