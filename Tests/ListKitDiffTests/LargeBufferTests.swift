import Testing
@testable import ListKitDiff

/// The diff's work buffers of several megabytes hold what is written to
/// them, and a diff whose workspace is that large gives the changes worked
/// out by hand.
@Suite struct LargeBufferTests {
    @Test func aBufferOfSeveralMegabytesKeepsEveryValue() {
        // 5 MiB and a little more, in 8-byte values.
        let count = (5 << 20) / MemoryLayout<UInt64>.stride + 1_000
        let buffer = LargeBuffer.allocate(UInt64.self, count: count)
        defer { LargeBuffer.deallocate(buffer) }
        #expect(Int(bitPattern: UnsafeRawPointer(buffer)) % MemoryLayout<UInt64>.alignment == 0)
        for index in 0..<count { buffer[index] = UInt64(index) &* 0x9E37_79B9 }
        var wrong = 0
        for index in 0..<count where buffer[index] != UInt64(index) &* 0x9E37_79B9 { wrong += 1 }
        #expect(wrong == 0)
    }

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
