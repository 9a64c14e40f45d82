import ListKitCore
import ListKitScrolling
import Testing
@testable import ListKitLifecycle

/// An orthogonal carousel of six 300-pt groups 10 pt apart after a 16-pt
/// inset (group k at x = 16 + 310k; the row is 1,882 long, so offsets run
/// 0…1,507 in a 375-wide window), above a list, in a 375 × 200 viewport.
@Suite struct CarouselTests {
    let layout = FakeLayout(sections: [
        FakeSection(id: "car", carousel: FakeCarousel(), items: (0..<6).map { "c\($0)" }),
        FakeSection(id: "s1", rows: (0..<10).map { "r\($0)" }),
    ])

    func geometry() throws -> OrthogonalSectionGeometry {
        try OrthogonalSectionGeometry(
            axis: .horizontal, visibleLength: 375, contentLength: FakeCarousel().rowLength(count: 6),
            groupFrames: layout.sections[0].groupFrames(start: 0))
    }

    /// Plays `landing` at 60 fps from `start` and returns the non-empty
    /// frames' events, prefixed by their frame number.
    func play(_ landing: OrthogonalLanding, _ tracker: inout LifecycleTracker, start: Milliseconds) throws -> [String] {
        var out = [String]()
        for frame in try FrameSampler(fps: 60).frames(of: landing, startingAt: start) {
            let events = try tracker.update(viewport(y: 0, orthogonal: [0: frame.offset]), at: frame.time, layout)
            out += lines(events).map { "\(frame.number): \($0)" }
        }
        return out
    }

    @Test func groupPagingLandsOnTheNextGroupsLeadingEdge() throws {
        var tracker = LifecycleTracker()
        #expect(lines(try tracker.update(viewport(y: 0), at: 0, layout)) == [
            "willDisplay cell c0 1.0", "willDisplay cell c1 0.1633", "willDisplay cell r0 1.0", "willDisplay cell r1 1.0",
        ])
        let landing = try OrthogonalLanding(behavior: .groupPaging, geometry: geometry(), from: 0, velocity: 500)
        #expect(landing.target == 310)
        // x(t) = 310 (1 − 0.99ᵗ) lasts ln(0.5 / 3115.6) / ln 0.99 = 869.4 ms: 53 frames.
        #expect(try FrameSampler(fps: 60).frameCount(for: landing.duration) == 53)
        // c2 (natural x 636) comes in once the offset passes 261: 268.47 at frame 12 (200 ms).
        #expect(try play(landing, &tracker, start: 0) == ["12: willDisplay cell c2 0.0249"])
        #expect(tracker.displayedElements.map { rounded($0.visibleRatio) } == [0.02, 1, 0.1633, 1, 1])
        #expect(tracker.displayedElement(.cell("c1"))?.attributes.frame.minX == 16)

        // The next page ends c0 (once the offset reaches 316) before c3 arrives (past 571).
        let next = try OrthogonalLanding(behavior: .groupPaging, geometry: geometry(), from: 310, velocity: 500)
        #expect(next.target == 620)
        let events = try play(next, &tracker, start: 1_000).map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(events == ["didEndDisplay cell c0 0.0", "willDisplay cell c3 0.0249"])

        // Back one group.
        let back = try OrthogonalLanding(behavior: .groupPaging, geometry: geometry(), from: 620, velocity: -500)
        #expect(back.target == 310)
        let returned = try play(back, &tracker, start: 2_000).map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(returned == ["didEndDisplay cell c3 0.0", "willDisplay cell c0 0.0015"])
    }

    @Test func everyBehaviourPicksItsRestingOffset() throws {
        let geometry = try geometry()
        func target(_ behavior: OrthogonalScrollingBehavior, _ from: Double, _ velocity: Double) throws -> Double {
            try OrthogonalLanding(behavior: behavior, geometry: geometry, from: from, velocity: velocity).target
        }
        // Group paging: leading edges 0, 310, 620, 930, 1240, and 1550 clamped to 1507.
        #expect(try target(.groupPaging, 0, 500) == 310)
        #expect(try target(.groupPaging, 100, 500) == 310)
        #expect(try target(.groupPaging, 100, -500) == 0)
        #expect(try target(.groupPaging, 100, 0) == 0)
        #expect(try target(.groupPaging, 200, 0) == 310)
        #expect(try target(.groupPaging, 1_400, 500) == 1_507)
        #expect(try target(.groupPaging, 1_507, 500) == 1_507)
        // Centred: centres 166 + 310k minus the window's centre 187.5: −21.5 → 0, 288.5, 598.5, …
        #expect(try target(.groupPagingCentered, 0, 500) == 288.5)
        #expect(try target(.groupPagingCentered, 288.5, 500) == 598.5)
        #expect(try target(.groupPagingCentered, 300, -1) == 288.5)
        // Paging: multiples of 375 and the end 1507.
        #expect(try target(.paging, 0, 1) == 375)
        #expect(try target(.paging, 375, 1) == 750)
        #expect(try target(.paging, 400, -1) == 375)
        #expect(try target(.paging, 375, -1) == 0)
        #expect(try target(.paging, 1_200, 1) == 1_500)
        #expect(try target(.paging, 1_500, 1) == 1_507)
        #expect(try target(.paging, 1_507, -1) == 1_500)
        #expect(try target(.paging, 1_450, 0) == 1_500)
        #expect(try target(.paging, 1_505, 0) == 1_507)
        #expect(try target(.paging, 1_300, 0) == 1_125)
        // Leading boundary: the projection at 0.998 is 499.5 pt per 1000 pt/s.
        #expect(try target(.continuousGroupLeadingBoundary, 0, 1_000) == 620)
        #expect(try target(.continuousGroupLeadingBoundary, 1_000, -1_000) == 310)
        #expect(try target(.continuousGroupLeadingBoundary, 1_000, 0) == 930)
        #expect(try target(.continuousGroupLeadingBoundary, 0, 20_000) == 1_507)
        // Continuous: free deceleration, stopped at the row's end.
        #expect(Swift.abs(try target(.continuous, 0, 1_000) - 499.250_083_249_871_6) < 1e-9)
        #expect(try target(.continuous, 1_400, 1_000) == 1_507)
        #expect(try target(.continuous, 10, -1_000) == 0)
    }

    @Test func landingOffsetsAreOnTheSectionsAxisAndEndExactly() throws {
        let landing = try OrthogonalLanding(behavior: .groupPaging, geometry: geometry(), from: 0, velocity: 500)
        #expect(landing.finalOffset == Point(x: 310, y: 0))
        #expect(landing.offset(at: 0) == .zero)
        #expect(landing.behavior.defaultRate == .fast)
        let vertical = try OrthogonalSectionGeometry(
            axis: .vertical, visibleLength: 200, contentLength: 1_000, groupFrames: [])
        let free = try OrthogonalLanding(behavior: .continuous, geometry: vertical, from: 0, velocity: 100)
        #expect(free.finalOffset.x == 0)
        #expect(free.finalOffset.y > 0)
        let none = try OrthogonalLanding(behavior: .groupPaging, geometry: vertical, from: 300, velocity: 100)
        #expect(none.target == 0)
        // A section that does not scroll on its own lands where it is.
        let still = try OrthogonalLanding(behavior: .none, geometry: vertical, from: 300, velocity: 100)
        #expect(still.target == 300 && still.duration == 0)
    }
}
