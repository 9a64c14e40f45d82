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

    @Test func integerIDsInFewRunsAreMergedAndAgreeWithASet() {
        var random = SplitMix64(seed: 0x5EED_0F_2015)
        for round in 0..<300 {
            // 1 … maximumRuns strictly increasing runs over a narrow range,
            // so that runs share ids.
            let runs = 1 + random.below(RepeatedIDs.maximumRuns)
            let range = 1 + random.below(40)
            var ids: [Int] = []
            for _ in 0..<runs {
                let run = (0..<range).filter { _ in random.below(3) == 0 }
                ids += run
            }
            var seen = Set<Int>()
            let expected = ids.indices.filter { !seen.insert(ids[$0]).inserted }
            // Adjacent runs may join into one, so there are at most `runs`.
            #expect(RepeatedIDs.positionsInRuns(of: ids) == expected, "round \(round): \(ids)")
            #expect(RepeatedIDs.positions(of: ids) == expected, "round \(round)")
        }
    }

    @Test func runsAreMergedByHand() {
        // Runs 0 1 2 5 | 3 4 5 6: the 5 at position 6 repeats position 3.
        #expect(RepeatedIDs.positionsInRuns(of: [0, 1, 2, 5, 3, 4, 5, 6]) == [6])
        // Runs 1 2 | 1 3 | 1: positions 2 and 4 repeat position 0.
        #expect(RepeatedIDs.positionsInRuns(of: [1, 2, 1, 3, 1]) == [2, 4])
        // A row moved to the front: runs 7 | 0 … 6 8 9, nothing repeats.
        #expect(RepeatedIDs.positionsInRuns(of: [7, 0, 1, 2, 3, 4, 5, 6, 8, 9]) == [])
        // Equal neighbours end a run: 4 4 4 is three runs, two repeats.
        #expect(RepeatedIDs.positionsInRuns(of: [4, 4, 4]) == [1, 2])
        #expect(RepeatedIDs.positionsInRuns(of: [Int.min, Int.max]) == [])
        #expect(RepeatedIDs.positionsInRuns(of: [3]) == [])
        #expect(RepeatedIDs.positionsInRuns(of: []) == [])
    }

    @Test func moreRunsFallBackToTheTable() {
        // 9, 8, …, 0: ten runs of one id each, more than the merge takes.
        let descending = Array((0..<10).reversed())
        #expect(RepeatedIDs.maximumRuns < 10)
        #expect(RepeatedIDs.positionsInRuns(of: descending) == nil)
        #expect(RepeatedIDs.positions(of: descending) == [])
        // Ten runs again, with the 2 of the last one repeating.
        let ids = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 2]
        #expect(RepeatedIDs.positionsInRuns(of: ids) == nil)
        #expect(RepeatedIDs.positions(of: ids) == [10])
    }

    @Test func gallopingFindsTheFirstPositionNotBelowABound() {
        let ids = [1, 3, 5, 7, 9, 11, 13]
        ids.withUnsafeBufferPointer { ids in
            #expect(RepeatedIDs.firstPosition(notBelow: 0, in: ids, from: 0, to: 7) == 0)
            #expect(RepeatedIDs.firstPosition(notBelow: 6, in: ids, from: 0, to: 7) == 3)
            #expect(RepeatedIDs.firstPosition(notBelow: 7, in: ids, from: 1, to: 7) == 3)
            #expect(RepeatedIDs.firstPosition(notBelow: 13, in: ids, from: 2, to: 7) == 6)
            #expect(RepeatedIDs.firstPosition(notBelow: 14, in: ids, from: 0, to: 7) == 7)
            #expect(RepeatedIDs.firstPosition(notBelow: 14, in: ids, from: 0, to: 4) == 4)
            #expect(RepeatedIDs.firstPosition(notBelow: 2, in: ids, from: 5, to: 5) == 5)
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
