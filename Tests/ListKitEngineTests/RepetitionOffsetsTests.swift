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

    @Test func changesCarriedByRangeMoveTheirSums() {
        // 3,000 repetitions: +10 at 5, −4 at 1,023 (a chunk's last), +2 at
        // 1,500, +1 at 2,900. An update carries 0..<1,024 down by one and
        // 1,024..<3,000 down by 1,024 (whole chunks), into 4,100 repetitions.
        var old = RepetitionOffsets(count: 3_000)
        old.set([(5, 10), (1_023, -4), (1_500, 2), (2_900, 1)])
        var carried = RepetitionOffsets(count: 4_100)
        carried.carry([(0..<1_024, 1), (1_024..<3_000, 1_024)], of: old)
        #expect(carried.change(of: 6) == 10 && carried.change(of: 5) == 0)
        #expect(carried.change(of: 1_024) == -4 && carried.change(of: 2_524) == 2 && carried.change(of: 3_924) == 1)
        #expect(carried.offset(before: 6) == 0)
        #expect(carried.offset(before: 7) == 10)
        #expect(carried.offset(before: 1_024) == 10)
        #expect(carried.offset(before: 1_025) == 6)
        #expect(carried.offset(before: 2_525) == 8)
        #expect(carried.offset(before: 4_100) == 9)
        // Repetitions carried past the end, or before the start, are left out.
        var clipped = RepetitionOffsets(count: 1_000)
        // (5 lands on 0, 2,900 on 1,000, one past the last.)
        clipped.carry([(0..<10, -5), (2_890..<2_910, -1_900)], of: old)
        #expect(clipped.change(of: 0) == 10)
        #expect(clipped.offset(before: 1_000) == 10)
        // A range that ends inside a chunk, moved by a whole chunk: the
        // changes after its end stay behind (1,500 is outside 1,024..<1,400).
        var part = RepetitionOffsets(count: 3_000)
        part.carry([(1_024..<1_400, 1_024)], of: old)
        #expect(part.change(of: 2_524) == 0)
        #expect(part.offset(before: 3_000) == 0)
        var partFromStart = RepetitionOffsets(count: 3_000)
        partFromStart.carry([(0..<1_000, 1_024)], of: old)
        #expect(partFromStart.change(of: 2_047) == 0 && partFromStart.change(of: 1_029) == 10)
        #expect(partFromStart.offset(before: 3_000) == 10)
        var partToEnd = RepetitionOffsets(count: 3_000)
        partToEnd.carry([(10..<1_024, 1_024)], of: old)
        #expect(partToEnd.change(of: 1_029) == 0 && partToEnd.change(of: 2_047) == -4)
        #expect(partToEnd.offset(before: 3_000) == -4)
        // The old offsets are unchanged.
        #expect(old.offset(before: 3_000) == 9 && old.change(of: 5) == 10)
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
