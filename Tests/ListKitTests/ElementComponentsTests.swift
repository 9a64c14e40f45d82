@testable import ListKit
import Testing

/// The renderer's one table of the components between their events: a
/// cell prefetched and then displayed keeps one entry, its display ending
/// the prefetch; an entry holding nothing is gone; the counts follow.
@Suite struct ElementComponentsTests {
    private func component(_ id: String) -> AnyComponent {
        AnyComponent(TodoComponent(todoID: id.count, title: id))
    }

    @Test func aDisplayReplacesThePrefetchInTheSameEntry() {
        var table = ElementComponents()
        let row = ElementIdentity.cell("r1")
        table.prefetch(row, component("prefetched"))
        #expect((table.count, table.prefetchedCount, table.displayedCount) == (1, 1, 0))
        table.display(row, DisplayedComponent(component: component("shown"), view: nil))
        #expect((table.count, table.prefetchedCount, table.displayedCount) == (1, 0, 1))
        // The prefetch is done with: nothing to cancel.
        #expect(table.cancelPrefetch(row) == nil)
        #expect(table.displayed(row)?.component.id == AnyHashable(5))
        #expect(table.endDisplay(row)?.component.id == AnyHashable(5))
        #expect((table.count, table.prefetchedCount, table.displayedCount) == (0, 0, 0))
        // Ended once only.
        #expect(table.endDisplay(row) == nil)
    }

    @Test func anEntryStaysWhileItHoldsEitherAndGoesWhenItHoldsNeither() {
        var table = ElementComponents()
        let row = ElementIdentity.cell("r1")
        // Displayed, then prefetched again (a cell leaving and coming back
        // within one update): both are held.
        table.display(row, DisplayedComponent(component: component("a"), view: nil))
        table.prefetch(row, component("abc"))
        #expect((table.count, table.prefetchedCount, table.displayedCount) == (1, 1, 1))
        #expect(table.endDisplay(row)?.component.id == AnyHashable(1))
        #expect((table.count, table.prefetchedCount, table.displayedCount) == (1, 1, 0))
        #expect(table.cancelPrefetch(row)?.id == AnyHashable(3))
        #expect((table.count, table.prefetchedCount, table.displayedCount) == (0, 0, 0))
    }

    @Test func aSecondPrefetchOrDisplayOfOneElementCountsOnce() {
        var table = ElementComponents()
        let row = ElementIdentity.cell("r1")
        table.prefetch(row, component("a"))
        table.prefetch(row, component("ab"))
        #expect((table.count, table.prefetchedCount) == (1, 1))
        #expect(table.cancelPrefetch(row)?.id == AnyHashable(2))
        table.display(row, DisplayedComponent(component: component("a"), view: nil))
        table.display(row, DisplayedComponent(component: component("abcd"), view: nil))
        #expect((table.count, table.displayedCount) == (1, 1))
        #expect(table.displayed(row)?.component.id == AnyHashable(4))
    }

    @Test func keepingPrefetchesForgetsOnlyTheOthersAndLeavesDisplaysAlone() {
        var table = ElementComponents()
        let (kept, forgotten, shown) = (ElementIdentity.cell("k"), ElementIdentity.cell("f"), ElementIdentity.cell("s"))
        table.prefetch(kept, component("k"))
        table.prefetch(forgotten, component("f"))
        table.display(shown, DisplayedComponent(component: component("s"), view: nil))
        table.prefetch(shown, component("s2"))
        table.keepPrefetches { $0 == kept }
        #expect((table.count, table.prefetchedCount, table.displayedCount) == (2, 1, 1))
        #expect(table.cancelPrefetch(forgotten) == nil)
        #expect(table.displayed(shown) != nil)
        table.forgetPrefetches()
        #expect((table.count, table.prefetchedCount, table.displayedCount) == (1, 0, 1))
        #expect(table.cancelPrefetch(kept) == nil)
    }
}
