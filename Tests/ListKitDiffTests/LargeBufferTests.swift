import Testing
import ListKitDiff

/// A diff whose work buffers take several megabytes gives the changes
/// worked out by hand.
@Suite struct LargeBufferTests {
    @Test func aDiffOfHalfAMillionRows() {
        // 500,000 rows; every 1,000th deleted (500), 250 new ones appended,
        // and the first row moved to the end: its workspace is above 4 MiB.
        let source = (0..<500_000).map { Row($0) }
        var target = source.filter { $0.id % 1_000 != 999 }
        target.append(target.removeFirst())
        target += (500_000..<500_250).map { Row($0) }
        let counts = StagedChangeset(source: source, target: target).itemCounts
        #expect(counts == ChangeCounts(deleted: 500, inserted: 250, updated: 0, moved: 1))
    }
}
