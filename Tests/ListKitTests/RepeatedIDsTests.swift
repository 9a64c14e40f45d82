@testable import ListKit
import ListKitDSL
import ListKitTestSupport
import Testing

/// The renderer's duplicate-id check finds exactly the ids a set finds.
@Suite struct RepeatedIDsTests {
    /// A component with an id of its own type.
    struct Tagged<ID: Hashable>: Component {
        let id: ID
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
        func render(in content: ContentView) {}
    }

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
            let found = RepeatedIDs.positions(hashes: ids.map(\.hashValue)) { ids[$0] == ids[$1] }
            #expect(found == expected, "round \(round)")
        }
    }

    @Test func aRepeatIsFoundWhereverItIs() {
        // 1, 2, 3, 2, 1: positions 3 and 4 repeat 2 and 1.
        let ids = [1, 2, 3, 2, 1]
        #expect(RepeatedIDs.positions(hashes: ids.map(\.hashValue)) { ids[$0] == ids[$1] } == [3, 4])
    }

    @Test func equalHashesOfDifferentIDsAreNoRepeat() {
        // Every hash is 7: only the equality decides; "b" repeats at 3.
        let ids = ["a", "b", "c", "b"]
        #expect(RepeatedIDs.positions(hashes: [7, 7, 7, 7]) { ids[$0] == ids[$1] } == [3])
    }

    @Test func idsOfRunsOfDifferentTypesCompareAsAnyHashable() {
        // Int 7 in a run of Int ids and UInt8 7 in a run of UInt8 ids are
        // one id (as AnyHashable); "7" is another; Int 8 repeats nothing.
        let list = ComponentList(runs: [
            ComponentRun([Tagged(id: 7), Tagged(id: 8)]),
            ComponentRun([Tagged(id: UInt8(7))]),
            ComponentRun([Tagged(id: "7")]),
        ])
        let hashes = list.idHashes()
        #expect(hashes == [AnyHashable(7).hashValue, AnyHashable(8).hashValue, AnyHashable(UInt8(7)).hashValue,
                           AnyHashable("7").hashValue])
        #expect(RepeatedIDs.positions(in: list, hashes: hashes) == [2])
        #expect(list.isIDEqual(at: 0, to: list, at: 2))
        #expect(!list.isIDEqual(at: 0, to: list, at: 3))
        #expect(!list.isIDEqual(at: 0, to: list, at: 1))
    }
}
