import ListKitCore
import Testing
@testable import ListKitLifecycle

/// A viewport may meet at most 100,000 elements: past that the tracker
/// refuses it rather than keep a record for each.
@Suite struct DisplayLimitTests {
    @Test func aViewportMeetingMoreThanTheLimitIsRefused() throws {
        // Rows of 10 pt: a viewport 999,990 pt tall meets 99,999 rows, one
        // 1,000,010 pt tall meets 100,001.
        let rows = FakeLayout.list(rows: 100_010, rowHeight: 10)
        var tracker = LifecycleTracker()
        let under = try tracker.update(viewport(y: 0, height: 999_990), at: 0, rows)
        #expect(under.count == 99_999)
        var other = LifecycleTracker()
        #expect(throws: LifecycleError.tooManyDisplayed(limit: 100_000)) {
            try other.update(viewport(y: 0, height: 1_000_010), at: 0, rows)
        }
        #expect(LifecycleError.tooManyDisplayed(limit: 100_000).description
            == "the viewport meets more than the 100000 elements a screen may show at once")
    }
}
