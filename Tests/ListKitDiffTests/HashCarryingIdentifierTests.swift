import ListKitTestSupport
import Testing
@testable import ListKitDiff

/// Identifiers that carry their hash are filed by it, never hashed again,
/// and matched exactly like any identifier, whatever the hash.
@Suite struct HashCarryingIdentifierTests {
    /// Counts the calls to `hash(into:)`.
    final class HashCalls: @unchecked Sendable {
        var count = 0
    }

    /// An identifier with a hash given from outside.
    struct Carried: HashCarryingIdentifier {
        let value: Int
        let carriedHash: Int
        let calls: HashCalls

        static func == (lhs: Carried, rhs: Carried) -> Bool { lhs.value == rhs.value }

        func hash(into hasher: inout Hasher) {
            calls.count += 1
            hasher.combine(value)
        }
    }

    func match<ID: Hashable>(_ source: [ID], _ target: [ID], bits: Int) -> [Int32] {
        partitionedMatch(source, target, bits: bits)
    }

    @Test(arguments: [0, 3])
    func matchesLikeTheReferenceWithoutHashing(bits: Int) {
        var random = SplitMix64(seed: 0xCA_221E + UInt64(bits))
        let calls = HashCalls()
        for round in 0..<300 {
            let alphabet = 1 + random.below(40)
            let source = (0..<random.below(60)).map { _ in random.below(alphabet) }
            let target = (0..<random.below(60)).map { _ in random.below(alphabet) }
            let expected = Reference.match(source: source, target: target).map { Int32($0 ?? -1) }
            // A good hash, and one that is the same for every value (every
            // key collides: only `==` tells identifiers apart).
            let hashed = match(
                source.map { Carried(value: $0, carriedHash: $0.hashValue, calls: calls) },
                target.map { Carried(value: $0, carriedHash: $0.hashValue, calls: calls) }, bits: bits)
            let colliding = match(
                source.map { Carried(value: $0, carriedHash: 7, calls: calls) },
                target.map { Carried(value: $0, carriedHash: 7, calls: calls) }, bits: bits)
            #expect(hashed == expected, "round \(round)")
            #expect(colliding == expected, "round \(round)")
        }
        #expect(calls.count == 0)
    }
}
