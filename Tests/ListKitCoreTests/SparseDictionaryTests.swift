@testable import ListKitCore
import Testing

/// `Dictionary.keepSparse()`: room for four times the count, never less.
@Suite struct SparseDictionaryTests {
    @Test func roomGrowsToFourTimesTheCount() {
        var table: [Int: Int] = [:]
        for key in 0..<100 {
            table[key] = key
            table.keepSparse()
            #expect(table.capacity >= 4 * table.count)
        }
        // Removing keeps the room: a table that held 100 has room for 400.
        for key in 0..<90 { table[key] = nil }
        table.keepSparse()
        #expect(table.capacity >= 400)
    }

    @Test func aTableWithRoomEnoughIsLeftAsItIs() {
        var table = [Int: Int](minimumCapacity: 1_000)
        let room = table.capacity
        for key in 0..<10 { table[key] = key }
        table.keepSparse()
        #expect(table.capacity == room)
    }
}
