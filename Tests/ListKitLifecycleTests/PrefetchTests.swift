import ListKitCore
import ListKitScrolling
import Testing
@testable import ListKitLifecycle

/// Prefetching worked by hand on a list of 50 pt rows in a 375 × 200
/// viewport, with a prefetch distance of one screen (200 pt): scrolling
/// down from offset y, the bounds are [y, y + 200) and the zone
/// [y + 200, y + 400); row i covers [50 i, 50 i + 50).
@Suite struct PrefetchTests {
    let list = FakeLayout.list(rows: 100)

    /// Events as `prefetch r5 [0, 5]`.
    func text(_ events: [LifecycleEvent]) -> [String] {
        events.map { "\($0.kind) \($0.identity.id) \($0.attributes.indexPath)" }
    }

    func update(_ tracker: inout PrefetchTracker, y: Double, at time: Milliseconds, _ layout: FakeLayout) throws -> [String] {
        text(try tracker.update(viewport(y: y), at: time, source: layout, identify: layout.identify))
    }

    /// Scrolled down to 10 then 60: the state the update tests start from,
    /// with r6…r9 prefetched.
    func scrolledDown() throws -> PrefetchTracker {
        var tracker = PrefetchTracker(distance: try .screens(1))
        _ = try update(&tracker, y: 0, at: 0, list)
        _ = try update(&tracker, y: 10, at: 16, list)
        _ = try update(&tracker, y: 60, at: 32, list)
        return tracker
    }

    @Test func prefetchesAheadOfTheScrollOncePerEntry() throws {
        var tracker = PrefetchTracker(distance: try .screens(1))
        // No move yet: no direction, no zone.
        #expect(try update(&tracker, y: 0, at: 0, list) == [])
        // Down to 10: bounds [10, 210) show r0…r4; the zone [210, 410) meets r5…r8.
        #expect(try update(&tracker, y: 10, at: 16, list) == [
            "prefetch r5 [0, 5]", "prefetch r6 [0, 6]", "prefetch r7 [0, 7]", "prefetch r8 [0, 8]",
        ])
        // Down to 60: bounds [60, 260) display r5 (done with, silently); the zone [260, 460) adds r9 only.
        #expect(try update(&tracker, y: 60, at: 32, list) == ["prefetch r9 [0, 9]"])
        #expect(tracker.prefetchedCount == 4)
        // Not moving keeps the direction and changes nothing.
        #expect(try update(&tracker, y: 60, at: 48, list) == [])
        // Up to 40: the zone is above, [−160, 40), where only the displayed r0 is;
        // r6…r9 left the zone undisplayed. r5 left the bounds but was displayed: nothing.
        #expect(try update(&tracker, y: 40, at: 64, list) == [
            "cancelPrefetch r6 [0, 6]", "cancelPrefetch r7 [0, 7]", "cancelPrefetch r8 [0, 8]", "cancelPrefetch r9 [0, 9]",
        ])
        #expect(tracker.prefetchedCount == 0)
        // Down again to 50: bounds [50, 250) show r1…r4, the zone [250, 450) meets r5…r8: a new entry each.
        #expect(try update(&tracker, y: 50, at: 80, list) == [
            "prefetch r5 [0, 5]", "prefetch r6 [0, 6]", "prefetch r7 [0, 7]", "prefetch r8 [0, 8]",
        ])
    }

    @Test func theZoneEndsExactlyOneDistanceFromTheBounds() throws {
        var tracker = PrefetchTracker(distance: try .screens(1))
        _ = try update(&tracker, y: 0, at: 0, list)
        // Down to 0.5: bounds [0.5, 200.5) display r0…r4; the zone [200.5, 400.5)
        // meets r8 ([400, 450)) by half a point.
        #expect(try update(&tracker, y: 0.5, at: 16, list) == [
            "prefetch r5 [0, 5]", "prefetch r6 [0, 6]", "prefetch r7 [0, 7]", "prefetch r8 [0, 8]",
        ])
        // Up, 120 pt: from 2020 to 2019.5 the zone [1899.5, 2019.5) meets r37
        // ([1850, 1900)) by half a point; r40 ([2000, 2050)) is displayed.
        var up = PrefetchTracker(distance: try .points(120))
        _ = try update(&up, y: 2020, at: 0, list)
        #expect(try update(&up, y: 2019.5, at: 16, list) == [
            "prefetch r37 [0, 37]", "prefetch r38 [0, 38]", "prefetch r39 [0, 39]",
        ])
    }

    @Test func distanceInPointsAndUpwards() throws {
        var tracker = PrefetchTracker(distance: try .points(120))
        _ = try update(&tracker, y: 2000, at: 0, list)
        // Up to 1990: bounds [1990, 2190) show r39…r43; the zone [1870, 1990) meets r37 and r38.
        #expect(try update(&tracker, y: 1990, at: 16, list) == ["prefetch r37 [0, 37]", "prefetch r38 [0, 38]"])
        #expect(tracker.reach(of: viewport(y: 1990)) == Rect(x: 0, y: 1870, width: 375, height: 320))
    }

    @Test func anUpdateThatInsertsAboveFollowsTheItems() throws {
        var tracker = try scrolledDown()
        // n0 and n1 inserted at the top, the offset kept at 60: r(k) is now row k + 2.
        // Bounds [60, 260) show rows 1…5 (n1, r0…r3); the zone [260, 460) rows 6…9: r4…r7.
        // r6 and r7 stay prefetched at their new index paths without an event; r8 and r9
        // left the zone (cancelled with the index paths they had there); r4 and r5 entered it.
        let rows = ["n0", "n1"] + (0..<100).map { "r\($0)" }
        let inserted = FakeLayout(sections: [FakeSection(id: "s0", rows: rows)])
        #expect(try update(&tracker, y: 60, at: 48, inserted) == [
            "cancelPrefetch r8 [0, 8]", "cancelPrefetch r9 [0, 9]", "prefetch r4 [0, 6]", "prefetch r5 [0, 7]",
        ])
        #expect(tracker.isPrefetched(.cell("r6")) && tracker.isPrefetched(.cell("r7")))
        // Scrolling on down to 110: bounds [110, 310) display r4 (row 6: [300, 350)) silently;
        // the zone [310, 510) meets rows 6…10, of which r8 (row 10) is new.
        #expect(try update(&tracker, y: 110, at: 64, inserted) == ["prefetch r8 [0, 10]"])
    }

    @Test func anUpdateThatRemovesAPrefetchedItemCancelsIt() throws {
        var tracker = try scrolledDown()
        // r7 deleted, the offset kept at 60: the zone [260, 460) meets rows 6…9: r6, r8, r9, r10.
        let removed = FakeLayout(sections: [FakeSection(id: "s0", rows: (0..<100).filter { $0 != 7 }.map { "r\($0)" })])
        #expect(try update(&tracker, y: 60, at: 48, removed) == ["cancelPrefetch r7 [0, 7]", "prefetch r10 [0, 9]"])
    }

    @Test func cancelAllCancelsEveryPrefetchAndForgetsTheDirection() throws {
        var tracker = try scrolledDown()
        #expect(text(try tracker.cancelAll(at: 48)) == [
            "cancelPrefetch r6 [0, 6]", "cancelPrefetch r7 [0, 7]", "cancelPrefetch r8 [0, 8]", "cancelPrefetch r9 [0, 9]",
        ])
        #expect(try update(&tracker, y: 60, at: 64, list) == [])
    }

    @Test func badInputThrowsAndChangesNothing() throws {
        #expect(throws: LifecycleError.invalidNumber(field: "prefetch.distance", value: -1, requirement: "finite and ≥ 0")) {
            try PrefetchDistance.screens(-1)
        }
        #expect(throws: LifecycleError.self) { try PrefetchDistance.points(.nan) }
        var tracker = try scrolledDown()
        #expect(throws: LifecycleError.timeWentBackwards(previous: 32, given: 10)) {
            try tracker.update(viewport(y: 500), at: 10, source: list, identify: list.identify)
        }
        #expect(tracker.prefetchedCount == 4)
        // The failed update did not move the direction or the last offset: back at 60, nothing happens.
        #expect(try update(&tracker, y: 60, at: 48, list) == [])
    }
}

/// A fling over 100,000 rows, frame by frame, against the rule computed by
/// arithmetic: scrolling down from y, the zone holds the rows that meet
/// [y + 200, y + 400) and not [y, y + 200).
@Suite struct PrefetchFlingTests {
    @Test func eachRowIsPrefetchedAtMostOnceAndOnlyWhenApproached() throws {
        let list = FakeLayout.list(rows: 100_000)
        let size = Size(width: 375, height: 200)
        var frames = try Array(FrameSampler(fps: 60).frames(
            of: Fling(from: .zero, velocity: Point(x: 0, y: 6000), range: list.range(in: size)), startingAt: 0))
        let fast = try Fling(from: Point(x: 0, y: frames.last?.offset.y ?? 0), velocity: Point(x: 0, y: 60_000), range: list.range(in: size))
        frames += try FrameSampler(fps: 60).frames(of: fast, startingAt: (frames.last?.time ?? 0) + 1)
        #expect(frames.count > 300)
        var prefetch = PrefetchTracker(distance: try .screens(1))
        var display = LifecycleTracker()
        _ = try prefetch.update(viewport(y: 0), at: 0, source: list, identify: list.identify)
        _ = try display.update(viewport(y: 0), at: 0, list)
        var prefetches: [String: Int] = [:]
        var displayed: Set<String> = []
        var zone: Set<String> = []
        var lastY = 0.0
        for frame in frames {
            let y = frame.offset.y
            let events = try prefetch.update(viewport(y: y), at: frame.time, source: list, identify: list.identify)
            for event in try display.update(viewport(y: y), at: frame.time, list) where event.kind == .willDisplay {
                displayed.insert("\(event.identity.id)")
            }
            // The rule by arithmetic (only when the offset moved down, which it always does here).
            var expectedZone: Set<String> = []
            if y > lastY {
                let first = Int((y + 200) / 50)  // the first row below the bounds' end meets the zone
                let last = Int(((y + 400) / 50).rounded(.up)) - 1
                for row in first...min(last, 99_999) where Double(row) * 50 >= y + 200 {
                    expectedZone.insert("r\(row)")
                }
            } else {
                expectedZone = zone
            }
            let prefetched = Set(events.filter { $0.kind == .prefetch }.map { "\($0.identity.id)" })
            let cancelled = Set(events.filter { $0.kind == .cancelPrefetch }.map { "\($0.identity.id)" })
            let nowDisplayed = Set((Int(y / 50)...Int((y + 200) / 50)).filter { Double($0) * 50 < y + 200 }.map { "r\($0)" })
            #expect(prefetched == expectedZone.subtracting(zone), "frame at \(y)")
            #expect(cancelled == zone.subtracting(expectedZone).subtracting(nowDisplayed), "frame at \(y)")
            for id in prefetched {
                #expect(!displayed.contains(id), "\(id) prefetched after its display")
                prefetches[id, default: 0] += 1
            }
            zone = expectedZone
            lastY = y
        }
        // At most once per row, never for a row already displayed, and only for rows that the zone reached.
        #expect(prefetches.values.allSatisfy { $0 == 1 })
        let finalY = frames.last?.offset.y ?? 0
        #expect(prefetches.keys.allSatisfy { Double(Int($0.dropFirst()) ?? .max) * 50 < finalY + 400 })
        #expect(prefetches.count > 100)
    }
}
