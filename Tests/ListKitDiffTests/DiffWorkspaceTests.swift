import ListKitTestSupport
import Testing
import ListKitDiff

/// A workspace kept from one diff to the next: the stages are those of a
/// diff without one, whatever the diffs before it left in its buffers.
@Suite struct DiffWorkspaceTests {
    /// `count` distinct ids (0 ..< 3 × count, shuffled), and an edit of
    /// them: about 10% deleted, 10% new ids inserted, 2% moved and 5% of the
    /// contents changed.
    static func uniqueRows(count: Int, using random: inout SplitMix64) -> (source: [Row], target: [Row]) {
        var ids = Array(0..<(3 * count))
        ids.shuffle(using: &random)
        let source = ids.prefix(count).map { Row($0) }
        var fresh = ids.dropFirst(count).makeIterator()
        var target: [Row] = []
        for row in source where !random.chance(10) {
            target.append(random.chance(5) ? Row(row.id, 1) : row)
        }
        for _ in 0..<(count / 10) {
            guard let id = fresh.next() else { break }
            target.insert(Row(id), at: random.below(target.count + 1))
        }
        for _ in 0..<(count / 50) where !target.isEmpty {
            let row = target.remove(at: random.below(target.count))
            target.insert(row, at: random.below(target.count + 1))
        }
        return (source, target)
    }

    /// `rows` cut into sections of random sizes, named by their position
    /// (so sections match by position).
    static func sections(_ rows: [Row], using random: inout SplitMix64) -> [RowSection] {
        var sections: [RowSection] = []
        var start = 0
        while start < rows.count {
            let end = min(rows.count, start + 1 + random.below(2 * max(1, rows.count / 4)))
            sections.append(RowSection(model: Header("S\(sections.count)", 0), items: Array(rows[start..<end])))
            start = end
        }
        return sections
    }

    @Test func aReusedWorkspaceGivesTheStagesOfADiffWithout() {
        var random = SplitMix64(seed: 0x5753_5041_4345)
        var cases = RandomCases(seed: 0x5753_5041_4346)
        let workspace = DiffWorkspace()
        var failures: [String] = []
        // Large and small, flat and sectioned, in turn: every diff starts
        // from what a different one left in the workspace.
        for number in 0..<600 {
            let size = [6_000, 40, 1_500, 0, 9_000, 7][number % 6]
            switch number % 5 {
            case 0, 1:
                let (source, target) = Self.uniqueRows(count: size, using: &random)
                if StagedChangeset(source: source, target: target, workspace: workspace)
                    != StagedChangeset(source: source, target: target) {
                    failures.append("flat case \(number) (\(size) rows)")
                }
            case 2:
                let (source, target) = cases.flat(maxCount: size) { CollidingRow($0, $1) }
                if StagedChangeset(source: source, target: target, section: 2, workspace: workspace)
                    != StagedChangeset(source: source, target: target, section: 2) {
                    failures.append("colliding case \(number) (\(size) rows)")
                }
            case 3:
                let (rows, edited) = Self.uniqueRows(count: size, using: &random)
                let (source, target) = (Self.sections(rows, using: &random), Self.sections(edited, using: &random))
                if StagedChangeset(source: source, target: target, workspace: workspace)
                    != StagedChangeset(source: source, target: target) {
                    failures.append("sectioned case \(number) (\(size) rows)")
                }
            default:
                // Small sections whose ids repeat, some deleted or new.
                let (source, target) = cases.sectioned()
                if StagedChangeset(source: source, target: target, workspace: workspace)
                    != StagedChangeset(source: source, target: target) {
                    failures.append("small sectioned case \(number)")
                }
            }
        }
        #expect(failures == [])
    }

    @Test func itKeepsTheLargestDiffsMemoryUntilReleased() {
        let workspace = DiffWorkspace()
        #expect(workspace.retainedBytes == 0)
        let source = (0..<10_000).map { Row($0) }
        let target = (5_000..<15_000).map { Row($0) }
        // A flat diff keeps its matching's entries and the matched source
        // index of each of its 10,000 targets, 4 bytes each. 2 partition
        // bits (10,000 > 4,096 << 1 and ≤ 4,096 << 2); a partition's room is
        // its share, 2,500, plus 6 × 50 (⌈√2,500⌉) plus 16 = 2,816, so the
        // entries take (2,816 + 2,816) × 4 = 22,528 words (180,224 bytes).
        _ = StagedChangeset(source: source, target: target, workspace: workspace)
        #expect(workspace.retainedBytes == 40_000 + 180_224)
        // The same rows in two sections of 3,000 and 7,000 (one section is
        // diffed as a flat list): the same entries, reused; 157 words of
        // matched bits; two matchings of 10,000 indices and, for the
        // subsequence of the largest section, two pile buffers of 7,000
        // (arrays, which may get a little more room than asked).
        let sectioned = { (rows: [Row]) in
            [RowSection(model: Header("A"), items: Array(rows.prefix(3_000))),
             RowSection(model: Header("B"), items: Array(rows.dropFirst(3_000)))]
        }
        _ = StagedChangeset(source: sectioned(source), target: sectioned(target), workspace: workspace)
        let kept = workspace.retainedBytes
        #expect(kept >= 40_000 + 180_224 + 157 * 8 + 4 * 20_000 + 4 * 14_000)
        #expect(kept < 40_000 + 180_224 + 157 * 8 + 4 * 20_000 + 4 * 14_000 + 4_096)
        // Smaller diffs of either kind reuse that memory.
        _ = StagedChangeset(source: Array(source.prefix(100)), target: Array(target.prefix(100)), workspace: workspace)
        _ = StagedChangeset(
            source: sectioned(Array(source.prefix(100))), target: sectioned(Array(target.prefix(100))), workspace: workspace)
        #expect(workspace.retainedBytes == kept)
        workspace.releaseMemory()
        #expect(workspace.retainedBytes == 0)
        // Still usable after that.
        let stages = StagedChangeset(source: [Row(1), Row(2)], target: [Row(2), Row(3)], workspace: workspace)
        #expect(stages.itemCounts == ChangeCounts(deleted: 1, inserted: 1))
    }
}
