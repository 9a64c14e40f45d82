@testable import ListKitEngine
import ListKitTestSupport
import Testing

/// The sums that move a self-sized section's repetitions.
@Suite struct RepetitionOffsetsTests {
    @Test func offsetsSumTheChangesBefore() {
        // 2,500 repetitions (chunks 0–1023, 1024–2047, 2048–2499); +10 at 3,
        // −4 at 1,500, +2.5 at 2,047 (the last of the second chunk).
        var offsets = RepetitionOffsets(count: 2_500)
        #expect(offsets.isEmpty && offsets.offset(before: 2_500) == 0)
        offsets.set([(3, 10), (1_500, -4), (2_047, 2.5)])
        #expect(offsets.offset(before: 0) == 0)
        #expect(offsets.offset(before: 3) == 0)
        #expect(offsets.offset(before: 4) == 10)
        #expect(offsets.offset(before: 1_024) == 10)
        #expect(offsets.offset(before: 1_500) == 10)
        #expect(offsets.offset(before: 1_501) == 6)
        #expect(offsets.offset(before: 2_047) == 6)
        #expect(offsets.offset(before: 2_048) == 8.5)
        #expect(offsets.offset(before: 2_500) == 8.5)
        // A change set again replaces the old one; out-of-range groups are ignored.
        offsets.set([(3, 1), (-1, 100), (2_500, 100)])
        #expect(offsets.offset(before: 2_500) == -0.5)
    }

    @Test(arguments: 0..<20)
    func changesInAnyOrderGiveTheSumsOfOneRunningPass(seed: Int) {
        // The lazy solve sets changes batch by batch in any order; the full
        // solve runs through them once. Both must give the same bits.
        var random = SplitMix64(seed: UInt64(seed) &+ 11)
        let count = random.below(5_000) + 1
        var changes: [(group: Int, change: Double)] = []
        for group in 0..<count where random.chance(30) {
            changes.append((group, Double(random.below(2_000)) / 3 - 333.3))
        }
        var byBatch = RepetitionOffsets(count: count)
        var shuffled = changes
        for i in shuffled.indices.reversed() { shuffled.swapAt(i, random.below(i + 1)) }
        var start = 0
        while start < shuffled.count {
            let end = Swift.min(shuffled.count, start + random.below(50) + 1)
            byBatch.set(Array(shuffled[start..<end]))
            start = end
        }
        var running = RepetitionOffsets.Running()
        var byGroup = [Double](repeating: 0, count: count)
        for (group, change) in changes { byGroup[group] = change }
        for group in 0..<count {
            let expected = running.next(change: byGroup[group])
            #expect(byBatch.offset(before: group) == expected, "group \(group)")
        }
    }
}
