import ListKitTestSupport
import Testing
@testable import ListKitDiff

/// The pile search (last two piles, then a gallop from a guess) against plain
/// patience sorting with a bisection of every pile: the same subsequence, not
/// only one as long, since the diff's moves depend on which one is kept.
@Suite struct PatienceSortingTests {
    /// The positions of the subsequence that patience sorting with a plain
    /// bisection keeps, last first.
    func bisectionKept(_ values: [Int32]) -> [Int] {
        var pileValues: [Int32] = []
        var pilePositions: [Int] = []
        var predecessors = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() where value >= 0 {
            var low = 0
            var high = pileValues.count
            if let last = pileValues.last, value >= last {
                low = pileValues.count
            } else {
                while low < high {
                    let middle = (low + high) / 2
                    if pileValues[middle] < value { low = middle + 1 } else { high = middle }
                }
            }
            predecessors[position] = low > 0 ? pilePositions[low - 1] : -1
            if low == pileValues.count {
                pileValues.append(value)
                pilePositions.append(position)
            } else {
                pileValues[low] = value
                pilePositions[low] = position
            }
        }
        var kept: [Int] = []
        var position = pilePositions.last ?? -1
        while position >= 0 {
            kept.append(position)
            position = predecessors[position]
        }
        return kept
    }

    /// The positions that ``LongestIncreasingSubsequence`` keeps, last first.
    func kept(_ values: [Int32]) -> [Int] {
        var marked = values
        var search = LongestIncreasingSubsequence()
        search.markKept(in: &marked, range: marked.indices, candidates: 0..<Int32.max)
        return marked.indices.filter { marked[$0] == LongestIncreasingSubsequence.kept }.reversed()
    }

    @Test func randomPermutationsKeepWhatBisectionKeeps() {
        var random = SplitMix64(seed: 0x81)
        for _ in 0..<300 {
            var values = (0..<Int32(random.below(3_000))).map { $0 }
            values.shuffle(using: &random)
            for index in values.indices where random.chance(10) { values[index] = -1 }
            #expect(kept(values) == bisectionKept(values))
        }
    }

    @Test func almostSortedSequencesKeepWhatBisectionKeeps() {
        // Source indices in target order, as a diff sees them: mostly
        // increasing, with gaps (deletes), holes (inserts), and elements
        // moved forward or back, alone or in runs.
        var random = SplitMix64(seed: 0x82)
        for _ in 0..<300 {
            let count = 1 + random.below(5_000)
            var values = (0..<Int32(count)).filter { _ in !random.chance(10) }
            for _ in 0..<random.below(count / 20 + 2) {
                guard values.count > 1 else { break }
                let run = 1 + random.below(random.chance(80) ? 1 : 30)
                let from = random.below(values.count)
                let moved = Array(values[from..<min(values.count, from + run)])
                values.removeSubrange(from..<min(values.count, from + run))
                values.insert(contentsOf: moved, at: random.below(values.count + 1))
            }
            for _ in 0..<random.below(count / 10 + 1) { values.insert(-1, at: random.below(values.count + 1)) }
            #expect(kept(values) == bisectionKept(values))
        }
    }

    @Test func repeatedAndSmallValuesKeepWhatBisectionKeeps() {
        // Equal values, zeros and tiny ranges exercise the edges of the guess.
        var random = SplitMix64(seed: 0x83)
        for _ in 0..<2_000 {
            let range = 1 + random.below(6)
            let values = (0..<random.below(80)).map { _ in Int32(random.below(range + 1)) - 1 }
            #expect(kept(values) == bisectionKept(values))
        }
    }
}
