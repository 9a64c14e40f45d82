import ListKitCore
import Testing
import ListKitLifecycle

/// The data version of an update: while it stays the same, `identify` is
/// asked only about elements the last update did not display at the same
/// category, kind and index path.
///
/// The layout is 50-pt rows `r0`, `r1`, … in a 200-pt viewport. At y = 0
/// rows 0–3 are displayed (row 4 only touches the bottom edge); at y = 50
/// rows 1–4 (row 0 only touches the top edge).
@Suite struct DataVersionTests {
    let list = FakeLayout.list(rows: 100)

    /// Updates `tracker` and returns the events and the items `identify` was asked about.
    func update(
        _ tracker: inout LifecycleTracker, y: Double, at time: Milliseconds, _ layout: FakeLayout, version: Int?
    ) throws -> (events: [String], asked: [Int]) {
        var asked = [Int]()
        let events = try tracker.update(viewport(y: y), at: time, source: layout, dataVersion: version) {
            asked.append($0.indexPath.item)
            return layout.identify($0)
        }
        return (lines(events), asked)
    }

    @Test func anElementStillDisplayedIsNotAskedAboutAgain() throws {
        var tracker = LifecycleTracker()
        let first = try update(&tracker, y: 0, at: 0, list, version: 1)
        #expect(first.asked == [0, 1, 2, 3])
        let second = try update(&tracker, y: 50, at: 10, list, version: 1)
        #expect(second.asked == [4])
        #expect(second.events == ["didEndDisplay cell r0 0.0", "willDisplay cell r4 1.0"])
        let still = try update(&tracker, y: 50, at: 20, list, version: 1)
        #expect(still.asked.isEmpty)
        #expect(still.events.isEmpty)
        #expect(tracker.displayedElements.map(\.identity) == [.cell("r1"), .cell("r2"), .cell("r3"), .cell("r4")])
    }

    @Test func withoutAVersionEveryElementIsAskedAboutInEveryUpdate() throws {
        var tracker = LifecycleTracker()
        #expect(try update(&tracker, y: 0, at: 0, list, version: nil).asked == [0, 1, 2, 3])
        #expect(try update(&tracker, y: 50, at: 10, list, version: nil).asked == [1, 2, 3, 4])
        // A version after none asks about everything once more.
        #expect(try update(&tracker, y: 50, at: 20, list, version: 1).asked == [1, 2, 3, 4])
        #expect(try update(&tracker, y: 50, at: 30, list, version: 1).asked.isEmpty)
    }

    @Test func afterADataChangeWithANewVersionEveryElementIsAskedAboutAgain() throws {
        var tracker = LifecycleTracker()
        _ = try update(&tracker, y: 0, at: 0, list, version: 1)
        var renamed = list
        renamed.sections[0].items[2] = "x"
        let changed = try update(&tracker, y: 0, at: 10, renamed, version: 2)
        #expect(changed.asked == [0, 1, 2, 3])
        #expect(changed.events == ["didEndDisplay cell r2 0.0", "willDisplay cell x 1.0"])
        #expect(try update(&tracker, y: 0, at: 20, renamed, version: 2).asked.isEmpty)
    }

    @Test func theSameVersionPromisesTheSameIds() throws {
        // The caller who changes the data without a new version keeps the
        // ids the tracker has: row 2 stays `r2`.
        var tracker = LifecycleTracker()
        _ = try update(&tracker, y: 0, at: 0, list, version: 1)
        var renamed = list
        renamed.sections[0].items[2] = "x"
        let unchanged = try update(&tracker, y: 0, at: 10, renamed, version: 1)
        #expect(unchanged.asked.isEmpty)
        #expect(unchanged.events.isEmpty)
        #expect(tracker.isDisplayed(.cell("r2")))
        #expect(!tracker.isDisplayed(.cell("x")))
    }

    /// The list's elements with row 1 given a second time at the end.
    struct RowOneTwice: LayoutElementSource {
        let list: FakeLayout
        func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
            let found = list.elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
            return found + found.filter { $0.indexPath.item == 1 }
        }
    }

    @Test func anElementFoundTwiceAtOnePlaceIsADuplicate() throws {
        var tracker = LifecycleTracker()
        _ = try update(&tracker, y: 0, at: 0, list, version: 1)
        let row1 = ElementIndexPath(section: 0, item: 1)
        #expect(throws: LifecycleError.duplicateIdentity(.cell("r1"), first: row1, second: row1)) {
            _ = try tracker.update(viewport(y: 0), at: 10, source: RowOneTwice(list: list), dataVersion: 1,
                                   identify: list.identify)
        }
        // Unchanged: the same state again reports nothing and asks about nothing.
        let again = try update(&tracker, y: 0, at: 10, list, version: 1)
        #expect(again.asked.isEmpty)
        #expect(again.events.isEmpty)
    }

    @Test func endingEveryDisplayForgetsTheVersionAndAFailedUpdateKeepsIt() throws {
        var tracker = LifecycleTracker()
        _ = try update(&tracker, y: 0, at: 0, list, version: 1)
        // A time that goes backwards: the tracker is unchanged, version 1 included.
        #expect(throws: LifecycleError.timeWentBackwards(previous: 0, given: -1)) {
            _ = try update(&tracker, y: 50, at: -1, list, version: 2)
        }
        #expect(try update(&tracker, y: 50, at: 10, list, version: 1).asked == [4])
        _ = try tracker.endDisplayingAll(at: 20)
        let again = try update(&tracker, y: 50, at: 30, list, version: 1)
        #expect(again.asked == [1, 2, 3, 4])
        #expect(again.events == [
            "willDisplay cell r1 1.0", "willDisplay cell r2 1.0", "willDisplay cell r3 1.0", "willDisplay cell r4 1.0",
        ])
    }
}
