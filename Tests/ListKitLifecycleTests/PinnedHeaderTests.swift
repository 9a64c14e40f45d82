import ListKitCore
import Testing
@testable import ListKitLifecycle

/// Two sections with 40-pt pinned headers and ten 50-pt rows each
/// (section 0 spans [0, 540), section 1 [540, 1080)) in a 375 × 200
/// viewport. A pinned header's frame follows the content offset, so it
/// stays displayed while its section is on screen.
@Suite struct PinnedHeaderTests {
    let layout = FakeLayout(sections: [
        FakeSection(id: "s0", rows: (0..<10).map { "a\($0)" }, headerHeight: 40, pinsHeader: true),
        FakeSection(id: "s1", rows: (0..<10).map { "b\($0)" }, headerHeight: 40, pinsHeader: true),
    ])

    @Test func pinnedHeaderStaysDisplayedAndHandsOverToTheNextSection() throws {
        var tracker = LifecycleTracker()
        // A cell sorts before the supplementary of the same index path.
        #expect(lines(try tracker.update(viewport(y: 0), at: 0, layout)) == [
            "willDisplay cell a0 1.0", "willDisplay supplementary header s0 1.0", "willDisplay cell a1 1.0",
            "willDisplay cell a2 1.0", "willDisplay cell a3 0.2",
        ])
        // Header s0 is pinned at y = 300: no event for it while rows change.
        #expect(lines(try tracker.update(viewport(y: 300), at: 100, layout)) == [
            "didEndDisplay cell a0 0.0", "didEndDisplay cell a1 0.0", "didEndDisplay cell a2 0.0",
            "didEndDisplay cell a3 0.0",
            "willDisplay cell a5 0.8", "willDisplay cell a6 1.0", "willDisplay cell a7 1.0",
            "willDisplay cell a8 1.0", "willDisplay cell a9 0.2",
        ])
        let pinned = try #require(tracker.displayedElement(.supplementary("header", "s0")))
        #expect(pinned.attributes.frame.minY == 300)
        #expect(pinned.attributes.isPinned)
        // At 520 header s0 is pushed up to [500, 540) (half visible) and s1's header arrives.
        #expect(lines(try tracker.update(viewport(y: 520), at: 200, layout)) == [
            "didEndDisplay cell a5 0.0", "didEndDisplay cell a6 0.0", "didEndDisplay cell a7 0.0",
            "didEndDisplay cell a8 0.0",
            "willDisplay cell b0 1.0", "willDisplay supplementary header s1 1.0", "willDisplay cell b1 1.0",
            "willDisplay cell b2 0.8",
        ])
        #expect(tracker.displayedElement(.supplementary("header", "s0"))?.visibleRatio == 0.5)
        // At 540 header s0 only touches the bounds: it ends, before a9 (index path [0, 0] < [0, 9]).
        #expect(lines(try tracker.update(viewport(y: 540), at: 300, layout)) == [
            "didEndDisplay supplementary header s0 0.0", "didEndDisplay cell a9 0.0",
            "willDisplay cell b3 0.2",
        ])
        _ = try tracker.update(viewport(y: 700), at: 400, layout)
        let second = try #require(tracker.displayedElement(.supplementary("header", "s1")))
        #expect(second.attributes.frame.minY == 700)
        #expect(second.visibleRatio == 1)
        #expect(second.displayedSince == 200)
    }

    @Test func unpinnedHeaderScrollsAwayLikeACell() throws {
        var plain = layout
        plain.sections[0].pinsHeader = false
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, plain)
        let events = try tracker.update(viewport(y: 300), at: 1, plain)
        #expect(lines(events).first == "didEndDisplay cell a0 0.0")
        #expect(lines(events).contains("didEndDisplay supplementary header s0 0.0"))
    }
}
