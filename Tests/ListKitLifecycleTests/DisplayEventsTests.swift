import ListKitCore
import Testing
@testable import ListKitLifecycle

/// Hand-worked display events for a list of 100 rows 50 pt tall in a
/// 375 × 200 viewport: rows 0–3 fill it at offset 0, row 4 only touches its
/// bottom edge.
@Suite struct DisplayEventsTests {
    let list = FakeLayout.list(rows: 100)

    @Test func firstUpdateBeginsTheRowsThatMeetTheBoundsInPositiveArea() throws {
        var tracker = LifecycleTracker()
        let events = try tracker.update(viewport(y: 0), at: 0, list)
        #expect(lines(events) == [
            "willDisplay cell r0 1.0", "willDisplay cell r1 1.0", "willDisplay cell r2 1.0", "willDisplay cell r3 1.0",
        ])
        #expect(tracker.displayedCount == 4)
        #expect(!tracker.isDisplayed(.cell("r4")))
    }

    @Test func scrollingByExactlyOneRowEndsTheTopRowThenBeginsTheNextOne() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        let events = try tracker.update(viewport(y: 50), at: 16, list)
        // r0 is [0, 50): it only touches the bounds [50, 250) now.
        #expect(lines(events) == ["didEndDisplay cell r0 0.0", "willDisplay cell r4 1.0"])
        #expect(events.map(\.time) == [16, 16])
        #expect(events[0].attributes.indexPath == ElementIndexPath(section: 0, item: 0))
        #expect(events[1].attributes.frame == Rect(x: 0, y: 200, width: 375, height: 50))
    }

    @Test func halfRowStepsReportRatiosAndThresholdsInPhaseOrder() throws {
        let config = try VisibilityConfiguration(thresholds: [0.5, 1])
        var tracker = LifecycleTracker(policy: VisibilityPolicy(default: config))
        #expect(lines(try tracker.update(viewport(y: 0), at: 0, list)) == [
            "willDisplay cell r0 1.0", "thresholdUp 0.5 cell r0 1.0", "thresholdUp 1.0 cell r0 1.0",
            "willDisplay cell r1 1.0", "thresholdUp 0.5 cell r1 1.0", "thresholdUp 1.0 cell r1 1.0",
            "willDisplay cell r2 1.0", "thresholdUp 0.5 cell r2 1.0", "thresholdUp 1.0 cell r2 1.0",
            "willDisplay cell r3 1.0", "thresholdUp 0.5 cell r3 1.0", "thresholdUp 1.0 cell r3 1.0",
        ])
        // Half a row: r0 falls to 0.5 (still at the 0.5 threshold), r4 arrives at 0.5.
        #expect(lines(try tracker.update(viewport(y: 25), at: 10, list)) == [
            "thresholdDown 1.0 cell r0 0.5",
            "willDisplay cell r4 0.5", "thresholdUp 0.5 cell r4 0.5",
        ])
        // The other half: r0 ends (first), r4 reaches 1 (second).
        #expect(lines(try tracker.update(viewport(y: 50), at: 20, list)) == [
            "thresholdDown 0.5 cell r0 0.0", "didEndDisplay cell r0 0.0",
            "thresholdUp 1.0 cell r4 1.0",
        ])
    }

    @Test func aJumpEndsEverythingAndBeginsEverythingInIndexOrder() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        let events = try tracker.update(viewport(y: 1_010), at: 1, list)
        #expect(lines(events) == [
            "didEndDisplay cell r0 0.0", "didEndDisplay cell r1 0.0", "didEndDisplay cell r2 0.0",
            "didEndDisplay cell r3 0.0",
            "willDisplay cell r20 0.8", "willDisplay cell r21 1.0", "willDisplay cell r22 1.0",
            "willDisplay cell r23 1.0", "willDisplay cell r24 0.2",
        ])
    }

    @Test func sameStateTwiceCausesNothing() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 30), at: 0, list)
        #expect(try tracker.update(viewport(y: 30), at: 0, list).isEmpty)
        #expect(try tracker.update(viewport(y: 30), at: 5, list).isEmpty)
    }

    @Test func endDisplayingAllEndsInOrderAndTheNextUpdateBeginsAgain() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        #expect(lines(try tracker.endDisplayingAll(at: 5)) == [
            "didEndDisplay cell r0 0.0", "didEndDisplay cell r1 0.0", "didEndDisplay cell r2 0.0",
            "didEndDisplay cell r3 0.0",
        ])
        #expect(tracker.displayedCount == 0)
        #expect(try tracker.update(viewport(y: 0), at: 6, list).count == 4)
    }

    @Test func untrackedElementsAreSkipped() throws {
        var tracker = LifecycleTracker()
        let events = try tracker.update(viewport(y: 0), at: 0, source: list) { attributes in
            attributes.indexPath.item.isMultiple(of: 2) ? list.identify(attributes) : nil
        }
        #expect(lines(events) == ["willDisplay cell r0 1.0", "willDisplay cell r2 1.0"])
    }

    @Test func displayedElementsAreInEventOrderWithTheirState() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 10), at: 3, list)
        let displayed = tracker.displayedElements
        #expect(displayed.map(\.identity) == [.cell("r0"), .cell("r1"), .cell("r2"), .cell("r3"), .cell("r4")])
        #expect(displayed.map { rounded($0.visibleRatio) } == [0.8, 1, 1, 1, 0.2])
        #expect(displayed.allSatisfy { $0.displayedSince == 3 })
        #expect(tracker.displayedElement(.cell("r4"))?.attributes.frame.minY == 200)
        #expect(tracker.lastUpdateTime == 3)
    }
}
