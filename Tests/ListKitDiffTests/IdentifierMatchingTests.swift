import ListKitTestSupport
import Testing
@testable import ListKitDiff

/// The partitioned in-order matching against the linear-search reference,
/// with partitions forced small so that every case spans many of them.
@Suite struct IdentifierMatchingTests {
    func match<ID: Hashable>(_ source: [ID], _ target: [ID], bits: Int) -> [Int32] {
        partitionedMatch(source, target, bits: bits)
    }

    @Test(arguments: [0, 1, 3, 6])
    func matchesLikeTheReference(bits: Int) {
        var random = SplitMix64(seed: 0x21 + UInt64(bits))
        for _ in 0..<500 {
            let alphabet = 1 + random.below(40)
            let source = (0..<random.below(60)).map { _ in random.below(alphabet) }
            let target = (0..<random.below(60)).map { _ in random.below(alphabet) }
            let expected = Reference.match(source: source, target: target).map { Int32($0 ?? -1) }
            #expect(match(source, target, bits: bits) == expected)
            let colliding = match(source.map { CollidingKey(value: $0) }, target.map { CollidingKey(value: $0) }, bits: bits)
            #expect(colliding == expected)
        }
    }

    @Test func bothDirectionsAgree() {
        let source = [1, 2, 1, 3, 1]
        let target = [1, 1, 4, 2]
        let result = IdentifierMatching.match(
            sourceCount: source.count, targetCount: target.count,
            sources: { visit in for index in source.indices { visit(index, source[index]) } },
            targets: { visit in for index in target.indices { visit(index, target[index]) } },
            bits: 2)
        #expect(result.targetToSource == [0, 2, -1, 1])
        #expect(result.sourceToTarget == [0, 3, 1, -1, -1])
    }

    @Test func skippedElementsStayUnmatched() {
        // Only even source indices and odd target indices take part.
        let source = [7, 7, 8, 8]
        let target = [7, 7, 8, 8]
        let result = IdentifierMatching.match(
            sourceCount: 4, targetCount: 4,
            sources: { visit in for index in stride(from: 0, to: 4, by: 2) { visit(index, source[index]) } },
            targets: { visit in for index in stride(from: 1, to: 4, by: 2) { visit(index, target[index]) } })
        #expect(result.targetToSource == [-1, 0, -1, 2])
        #expect(result.sourceToTarget == [1, -1, 3, -1])
    }
}
