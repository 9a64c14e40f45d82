import ListKitTestSupport
import Testing
@testable import ListKitDiff

/// The patience-sorting subsequence against the quadratic reference.
@Suite struct LongestIncreasingSubsequenceTests {
    /// Runs the search over all of `values` and returns the marked array.
    func marked(_ values: [Int32], candidates: Range<Int32> = 0..<Int32.max) -> (values: [Int32], length: Int) {
        var values = values
        var search = LongestIncreasingSubsequence()
        let length = search.markKept(in: &values, range: values.indices, candidates: candidates)
        return (values, length)
    }

    @Test func handWorked() {
        let kept = LongestIncreasingSubsequence.kept
        #expect(marked([]).length == 0)
        #expect(marked([1, 2, 0]).values == [kept, kept, 0])
        #expect(marked([2, 0, 1]).values == [2, kept, kept])
        #expect(marked([3, 2, 1, 0]).values == [3, 2, 1, kept])
        // Non-candidates (-1 here) are skipped and left alone.
        #expect(marked([-1, 4, -1, 2, 3]).values == [-1, 4, -1, kept, kept])
        // Only values in `candidates` count.
        #expect(marked([5, 1, 6, 2, 7], candidates: 5..<10).values == [kept, 1, kept, 2, kept])
    }

    @Test func randomPermutationsMatchTheReference() {
        var random = SplitMix64(seed: 0x11)
        for _ in 0..<2_000 {
            let count = random.below(40)
            var values = (0..<count).map { Int32($0) }
            values.shuffle(using: &random)
            // Some positions are not candidates.
            for index in values.indices where random.chance(15) { values[index] = -1 }
            let (result, length) = marked(values)
            let candidates = values.filter { $0 >= 0 }.map(Int.init)
            #expect(length == Reference.lisLength(candidates))
            let keptPositions = result.indices.filter { result[$0] == LongestIncreasingSubsequence.kept }
            #expect(keptPositions.count == length)
            let keptValues = keptPositions.map { values[$0] }
            #expect(keptValues == keptValues.sorted() && Set(keptValues).count == keptValues.count)
            #expect(keptPositions.allSatisfy { values[$0] >= 0 })
            for index in values.indices where !keptPositions.contains(index) {
                #expect(result[index] == values[index])
            }
        }
    }

    @Test func reusedBuffersGiveIndependentResults() {
        var search = LongestIncreasingSubsequence()
        var first: [Int32] = [0, 5, 1, 2, 3, 4]
        var second: [Int32] = [9, 8]
        #expect(search.markKept(in: &first, range: first.indices, candidates: 0..<100) == 5)
        #expect(search.markKept(in: &second, range: second.indices, candidates: 0..<100) == 1)
        // A sub-range of a shared array.
        var shared: [Int32] = [7, 3, 1, 2, 0]
        #expect(search.markKept(in: &shared, range: 2..<5, candidates: 0..<100) == 2)
        #expect(shared == [7, 3, LongestIncreasingSubsequence.kept, LongestIncreasingSubsequence.kept, 0])
    }
}
