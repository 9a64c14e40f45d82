import ListKitCore
import ListKitDiff
@testable import ListKitEngine
import Testing

/// A prepared template of no cells, told apart by its height.
func preparedTemplate(height: Double) -> SectionContent.Prepared {
    SectionContent.Prepared(
        frames: [], zIndexes: [], anchored: [], identity: 0, size: Size(width: 1, height: height),
        along: (0, height), scroll: (0, height))
}

/// The chunked store of a self-sized section's own templates: what it
/// holds across chunk boundaries, and that a copy changes apart.
@Suite struct RepetitionTemplatesTests {
    func template(_ height: Double) -> SectionContent.Prepared { preparedTemplate(height: height) }

    @Test func repetitionsEitherSideOfAChunkBoundary() {
        var store = RepetitionTemplates()
        let last = RepetitionTemplates.chunkLength - 1
        store.set(template(10), group: last, measured: true)
        store.set(template(20), group: last + 1, measured: true)
        store.set(template(30), group: 3 * RepetitionTemplates.chunkLength, measured: false)
        #expect(store[last]?.size.height == 10)
        #expect(store[last + 1]?.size.height == 20)
        #expect(store[last + 2] == nil)
        #expect(store.isMeasured(last) && store.isMeasured(last + 1))
        #expect(!store.isMeasured(3 * RepetitionTemplates.chunkLength))
        #expect(store.measuredCount == 2)
        #expect(store.measuredGroups == [last, last + 1])
        // Measured over an unmeasured one, then taken away.
        store.set(template(40), group: 3 * RepetitionTemplates.chunkLength, measured: true)
        #expect(store.measuredCount == 3)
        let removed = store.remove(group: last)
        let removedAgain = store.remove(group: last)
        #expect(removed && !removedAgain)
        #expect(store.measuredCount == 2)
        #expect(store.measuredGroups == [last + 1, 3 * RepetitionTemplates.chunkLength])
    }

    @Test func aCopyChangesApart() {
        var store = RepetitionTemplates()
        store.set(template(10), group: 5, measured: true)
        var copy = store
        copy.set(template(20), group: 5, measured: true)
        copy.remove(group: 5)
        #expect(store[5]?.size.height == 10 && store.measuredCount == 1)
        #expect(copy[5] == nil && copy.measuredCount == 0)
    }

    /// Carried by one repetition: the measured templates of 250…300 cross
    /// the chunk boundary at 256 (255 lands on 256); the template laid out
    /// with the estimates at 290 stays behind; 100 is outside the range.
    @Test func aRangeCarriedAcrossAChunkBoundary() {
        var old = RepetitionTemplates()
        for group in 250..<300 where group != 290 { old.set(template(Double(group)), group: group, measured: true) }
        old.set(template(1), group: 290, measured: false)
        old.set(template(2), group: 100, measured: true)
        var carried = RepetitionTemplates()
        carried.carry([(250..<300, 1)], of: old)
        #expect(carried.measuredCount == 49)
        #expect(carried[250] == nil && carried[251]?.size.height == 250)
        #expect(carried[256]?.size.height == 255 && carried[257]?.size.height == 256)
        #expect(carried[291] == nil && !carried.isMeasured(291) && carried[300]?.size.height == 299)
        #expect(carried[101] == nil && carried[100] == nil)
        #expect(carried.measuredGroups == Array(251..<291) + Array(292..<301))
        // What was carried from is unchanged.
        #expect(old.measuredCount == 50 && old[290]?.size.height == 1)
    }

    /// A deletion above moves the rest up: a shift below 0 that keeps the
    /// range at or above 0 is carried, one that would not is passed over;
    /// whole chunks moved by whole chunks hold the same templates.
    @Test func rangesMovedUpAndByWholeChunks() {
        let length = RepetitionTemplates.chunkLength
        var old = RepetitionTemplates()
        for group in 0..<(2 * length) { old.set(template(Double(group)), group: group, measured: true) }
        var up = RepetitionTemplates()
        up.carry([(1..<length, -1), (length..<(length + 2), -length - 1)], of: old)
        #expect(up.measuredCount == length - 1)
        #expect(up[0]?.size.height == 1 && up[length - 2]?.size.height == Double(length - 1) && up[length - 1] == nil)
        // (Repetition 7 of the second chunk holds a template laid out with
        // the estimates: it stays behind.)
        old.set(template(-7), group: length + 7, measured: false)
        var whole = RepetitionTemplates()
        whole.carry([(0..<(2 * length), 3 * length)], of: old)
        #expect(whole.measuredCount == 2 * length - 1)
        #expect(whole[3 * length]?.size.height == 0 && whole[5 * length - 1]?.size.height == Double(2 * length - 1))
        #expect(whole[4 * length + 7] == nil && whole[4 * length + 8]?.size.height == Double(length + 8))
        #expect(whole[length] == nil)
        // Carried onto a repetition that holds a template: replaced, counted once.
        var onto = RepetitionTemplates()
        onto.set(template(-1), group: 5, measured: false)
        onto.set(template(-2), group: 6, measured: true)
        onto.carry([(4..<6, 1)], of: old)
        #expect(onto.measuredCount == 2 && onto[5]?.size.height == 4 && onto[6]?.size.height == 5)
    }
}

/// Which repetitions an update's unchanged runs carry whole
/// (`SelfSizingCache.repetitionMoves`), two items per repetition.
@Suite struct RepetitionMovesTests {
    func moves(_ runs: [UnchangedRun], old: Int, new: Int) -> [[Int]] {
        SelfSizingCache.repetitionMoves(runs, perGroup: 2, oldCount: old, newCount: new)
            .map { [$0.groups.lowerBound, $0.groups.upperBound, $0.shift] }
    }

    @Test func wholeRepetitionsInsideARunMoveByWholeRepetitions() {
        // Items 0..<10 moved down by 2: repetitions 0..<5 by one.
        #expect(moves([UnchangedRun(oldItems: 0..<10, newStart: 2)], old: 10, new: 12) == [[0, 5, 1]])
        // By one item: no repetition stays whole.
        #expect(moves([UnchangedRun(oldItems: 0..<10, newStart: 1)], old: 10, new: 11) == [])
        // A run from item 3 to 9: repetitions 2..<4 (items 4…7) only; 3
        // and 8 share theirs with items outside the run.
        #expect(moves([UnchangedRun(oldItems: 3..<9, newStart: 1)], old: 10, new: 8) == [[2, 4, -1]])
        // A run holding one item of a repetition carries none.
        #expect(moves([UnchangedRun(oldItems: 3..<4, newStart: 3)], old: 10, new: 10) == [])
    }

    @Test func aPartlyFilledLastRepetitionMovesOnlyToTheLastPlace() {
        // 9 items: the last repetition holds item 8 alone.
        let run = UnchangedRun(oldItems: 0..<9, newStart: 2)
        #expect(moves([run], old: 9, new: 11) == [[0, 5, 1]])
        // An item appended after it fills it: it stays behind.
        #expect(moves([run], old: 9, new: 12) == [[0, 4, 1]])
        // 11 items, the last repetition holding item 10 alone, which moves
        // up by 6: to the last place (5 items after), or not (6).
        #expect(moves([UnchangedRun(oldItems: 10..<11, newStart: 4)], old: 11, new: 5) == [[5, 6, -3]])
        #expect(moves([UnchangedRun(oldItems: 10..<11, newStart: 4)], old: 11, new: 6) == [])
    }
}
