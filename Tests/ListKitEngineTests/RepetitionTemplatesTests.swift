import ListKitCore
@testable import ListKitEngine
import Testing

/// The chunked store of a self-sized section's own templates: what it
/// holds across chunk boundaries, and that a copy changes apart.
@Suite struct RepetitionTemplatesTests {
    /// A template whose size tells it apart.
    func template(_ height: Double) -> SectionContent.Prepared {
        SectionContent.Prepared(
            frames: [], zIndexes: [], anchored: [], identity: 0, size: Size(width: 1, height: height),
            along: (0, height), scroll: (0, height))
    }

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
}
