@testable import ListKit
import ListKitTestSupport
import Testing

/// The renderer's duplicate-id check finds exactly the ids a set finds.
@Suite struct ComponentKeyTests {
    @Test func repeatedPositionsAreTheOnesASetRejects() {
        var random = SplitMix64(seed: 0xD0_0B1E)
        for round in 0..<200 {
            let count = [0, 1, 2, 3, 50, 1_000][random.below(6)]
            // Few distinct ids make repeats; ints, strings and an Int and a
            // UInt8 with one value (equal as AnyHashable).
            let spread = Swift.max(1, count * (1 + random.below(3)))
            let ids: [AnyHashable] = (0..<count).map { _ in
                let value = random.below(spread)
                switch random.below(3) {
                case 0: return AnyHashable(value)
                case 1: return AnyHashable("id \(value)")
                default: return AnyHashable(UInt8(truncatingIfNeeded: value))
                }
            }
            var seen = Set<AnyHashable>()
            let expected = ids.indices.filter { !seen.insert(ids[$0]).inserted }
            #expect(ComponentKey.repeatedPositions(in: ids.map(ComponentKey.init)) == expected, "round \(round)")
        }
    }

    @Test func aRepeatIsFoundWhereverItIs() {
        // 1, 2, 3, 2, 1: positions 3 and 4 repeat 2 and 1.
        let keys = [1, 2, 3, 2, 1].map { ComponentKey(AnyHashable($0)) }
        #expect(ComponentKey.repeatedPositions(in: keys) == [3, 4])
        #expect(ComponentKey(AnyHashable(7)) == ComponentKey(AnyHashable(UInt8(7))))
        #expect(ComponentKey(AnyHashable(7)) != ComponentKey(AnyHashable("7")))
    }
}
