import ListKitCore
import Testing
@testable import ListKitLifecycle

/// The tracker's table of slots by identity hash, against a dictionary.
@Suite struct SlotTableTests {
    /// A small deterministic generator (SplitMix64), so a failure repeats.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func insertsRemovesAndMovesAsADictionaryDoes() {
        var generator = Generator(state: 14)
        var table = SlotTable()
        // The reference: each slot's hash. Hashes are drawn from 0..<40 and
        // some are negative, so entries collide, wrap around the end of the
        // buckets and are shifted back by removals.
        var reference: [Int: Int] = [:]
        var nextSlot = 0
        for step in 0..<20_000 {
            let choice = Int.random(in: 0..<10, using: &generator)
            if choice < 5 || reference.count < 2 {
                let hash = Int.random(in: -20..<20, using: &generator) &* (step.isMultiple(of: 7) ? 64 : 1)
                table.insert(nextSlot, hash: hash)
                reference[nextSlot] = hash
                nextSlot += 1
            } else if choice < 8 {
                let slot = reference.keys.randomElement(using: &generator) ?? 0
                table.remove(slot, hash: reference[slot] ?? 0)
                reference[slot] = nil
            } else {
                let slot = reference.keys.randomElement(using: &generator) ?? 0
                let hash = reference[slot] ?? 0
                table.move(slot, to: nextSlot, hash: hash)
                reference[slot] = nil
                reference[nextSlot] = hash
                nextSlot += 1
            }
            if reference.count > 300 {
                for slot in reference.keys.prefix(150) {
                    table.remove(slot, hash: reference[slot] ?? 0)
                    reference[slot] = nil
                }
            }
            #expect(table.count == reference.count)
            guard step.isMultiple(of: 97) else { continue }
            for (slot, hash) in reference {
                #expect(table.find(hash: hash) { $0 == slot } == slot)
            }
            // A slot that left is not found under its old hash.
            #expect(table.find(hash: 3) { reference[$0] == nil } == nil)
        }
    }

    @Test func plainIdsHashByValueAndOtherIdsByTheirIdentity() {
        let path = ElementIdentity.cell(ElementID(ElementIndexPath(section: 1, item: 2)))
        let same = ElementIdentity.cell(ElementID(ElementIndexPath(section: 1, item: 2)))
        let other = ElementIdentity.cell(ElementID(ElementIndexPath(section: 2, item: 1)))
        #expect(SlotTable.hash(IdentityKey(path), path) == SlotTable.hash(IdentityKey(same), same))
        #expect(SlotTable.hash(IdentityKey(path), path) != SlotTable.hash(IdentityKey(other), other))
        let name = ElementIdentity.cell("n15")
        #expect(SlotTable.hash(IdentityKey(name), name) == name.hashValue)
    }
}
