import ListKitCore
import Testing
@testable import ListKitLifecycle

/// Data updates: the tracker is given the new source and ids; identity, not
/// index path, decides what stays displayed.
@Suite struct UpdateTests {
    let list = FakeLayout.list(rows: 100)

    @Test func deletingAVisibleItemEndsOnlyThatItem() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        var updated = list
        updated.sections[0].items.remove(at: 1)
        // r2 and r3 move up a row and stay displayed; r4 moves into view.
        #expect(lines(try tracker.update(viewport(y: 0), at: 10, updated)) == [
            "didEndDisplay cell r1 0.0", "willDisplay cell r4 1.0",
        ])
        let moved = try #require(tracker.displayedElement(.cell("r2")))
        #expect(moved.attributes.indexPath == ElementIndexPath(section: 0, item: 1))
        #expect(moved.attributes.frame.minY == 50)
        #expect(moved.displayedSince == 0)
    }

    @Test func insertingPushesTheLastVisibleRowOut() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        var updated = list
        updated.sections[0].items.insert("new", at: 0)
        #expect(lines(try tracker.update(viewport(y: 0), at: 10, updated)) == [
            "didEndDisplay cell r3 0.0", "willDisplay cell new 1.0",
        ])
    }

    @Test func movingAVisibleItemOffScreenEndsItAndOnScreenKeepsIt() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        var updated = list
        let r0 = updated.sections[0].items.remove(at: 0)
        updated.sections[0].items.insert(r0, at: 2)
        #expect(try tracker.update(viewport(y: 0), at: 10, updated).isEmpty)
        let far = updated.sections[0].items.remove(at: 2)
        updated.sections[0].items.append(far)
        #expect(lines(try tracker.update(viewport(y: 0), at: 20, updated)) == [
            "didEndDisplay cell r0 0.0", "willDisplay cell r4 1.0",
        ])
    }

    @Test func endingElementsCarryTheirLastDisplayedAttributes() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        var updated = list
        updated.sections[0].items.removeFirst(2)
        let events = try tracker.update(viewport(y: 0), at: 10, updated)
        #expect(events.prefix(2).map(\.attributes.indexPath) == [
            ElementIndexPath(section: 0, item: 0), ElementIndexPath(section: 0, item: 1),
        ])
    }

    @Test func indexPathIdentityTreatsAReplacedRowAsTheSameElement() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, source: list, identify: ElementID.indexPath(of:))
        var updated = list
        updated.sections[0].items.remove(at: 1)
        #expect(try tracker.update(viewport(y: 0), at: 10, source: updated, identify: ElementID.indexPath(of:)).isEmpty)
    }
}
