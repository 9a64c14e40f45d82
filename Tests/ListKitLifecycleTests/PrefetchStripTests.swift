import ListKitCore
import Testing
@testable import ListKitLifecycle

/// A source whose cells' frames have a generation lets the prefetch tracker
/// ask only for the part of the zone that is new when the content moves on
/// in one direction: rows 50 pt tall, a 375 × 200 viewport, one screen of
/// distance, worked out by hand.
@Suite struct PrefetchStripTests {
    /// Records the rectangles asked of a layout.
    final class Asked {
        var rects: [Rect] = []
    }

    /// `layout`, writing down each rectangle asked of it.
    struct Recording: LayoutElementSource {
        let layout: FakeLayout
        let asked: Asked

        func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
            asked.rects.append(rect)
            return layout.elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        }

        var cellFramesGeneration: UInt64? { layout.generation }
    }

    func update(
        _ tracker: inout PrefetchTracker, y: Double, step: Int, source: Recording, version: Int? = 1
    ) throws -> [String] {
        source.asked.rects = []
        let events = try tracker.update(
            viewport(y: y), at: Double(step) * 16, source: source, dataVersion: version, identify: source.layout.identify)
        return events.map { "\($0.kind) \($0.identity.id)" }
    }

    @Test func movingOnAsksOnlyForTheNewPartOfTheZone() throws {
        var layout = FakeLayout.list(rows: 100)
        layout.generation = 7
        let source = Recording(layout: layout, asked: Asked())
        var tracker = PrefetchTracker(distance: try .screens(1))
        #expect(try update(&tracker, y: 0, step: 0, source: source).isEmpty)
        // The first move down asks for the whole zone, 210 to 410: rows 5 to 8
        // (row 4, 200 to 250, meets the bounds 10 to 210).
        #expect(try update(&tracker, y: 10, step: 1, source: source)
            == ["prefetch r5", "prefetch r6", "prefetch r7", "prefetch r8"])
        #expect(source.asked.rects == [Rect(x: 0, y: 210, width: 375, height: 200)])
        // On by 20: only 410 to 430 is new, asked for with half the
        // distance beyond it (to 530); nothing enters.
        #expect(try update(&tracker, y: 30, step: 2, source: source).isEmpty)
        #expect(source.asked.rects == [Rect(x: 0, y: 410, width: 375, height: 120)])
        // On by 30: 430 to 460 was asked for already and brings row 9; row 5
        // (250 to 300) meets the bounds (60 to 260) and is done with, known
        // by its frame: the displayed rows are not asked for.
        #expect(try update(&tracker, y: 60, step: 3, source: source) == ["prefetch r9"])
        #expect(source.asked.rects.isEmpty)
        #expect(tracker.prefetchedCount == 4)
        // To 130: the new part 460 to 530 ends at the edge of what was asked;
        // row 10 (500 to 550) enters, rows 5 and 6 are displayed.
        #expect(try update(&tracker, y: 130, step: 4, source: source) == ["prefetch r10"])
        #expect(source.asked.rects.isEmpty)
        // To 131: 530 to 531 is past it: asked for, with 100 more.
        #expect(try update(&tracker, y: 131, step: 5, source: source).isEmpty)
        #expect(source.asked.rects == [Rect(x: 0, y: 530, width: 375, height: 101)])
        #expect(tracker.prefetchedCount == 4)
        // Back up: another direction, the whole zone (−150 to 50, rows 0 and
        // the start of 1 hidden by the bounds 50 to 250 … rows 0 meets −150
        // to 50 only): rows 6 to 9 are cancelled, row 0 prefetched.
        #expect(try update(&tracker, y: 50, step: 6, source: source)
            == ["cancelPrefetch r7", "cancelPrefetch r8", "cancelPrefetch r9", "cancelPrefetch r10", "prefetch r0"])
        #expect(source.asked.rects.first == Rect(x: 0, y: -150, width: 375, height: 200))
    }

    /// The rectangles asked by an update at `offset`.
    func asked(_ tracker: inout PrefetchTracker, x: Double = 0, y: Double, step: Int, source: Recording) throws -> [Rect] {
        source.asked.rects = []
        _ = try tracker.update(
            ViewportState(contentOffset: Point(x: x, y: y), size: Size(width: 375, height: 200)), at: Double(step) * 16,
            source: source, dataVersion: 1, identify: source.layout.identify)
        return source.asked.rects
    }

    @Test func movingOnUpOrAlongXAsksForTheNewPartToo() throws {
        var layout = FakeLayout.list(rows: 100)
        layout.generation = 7
        let source = Recording(layout: layout, asked: Asked())
        // Up: from 1,000 to 990 the whole zone, 790 to 990; on to 970 only
        // 770 to 790 (the reach now starts at 770, the last one at 790),
        // with half the distance (100) beyond it.
        var up = PrefetchTracker(distance: try .screens(1))
        _ = try asked(&up, y: 1_000, step: 0, source: source)
        #expect(try asked(&up, y: 990, step: 1, source: source) == [Rect(x: 0, y: 790, width: 375, height: 200)])
        #expect(try asked(&up, y: 970, step: 2, source: source) == [Rect(x: 0, y: 670, width: 375, height: 120)])
        // Along x: to 10 the whole zone right of the bounds, 385 to 760, as
        // high as the bounds; on to 30 only 760 to 780, with half the
        // distance (187.5) beyond it.
        var right = PrefetchTracker(distance: try .screens(1))
        _ = try asked(&right, y: 0, step: 0, source: source)
        #expect(try asked(&right, x: 10, y: 0, step: 1, source: source) == [Rect(x: 385, y: 0, width: 375, height: 200)])
        let probe = try asked(&right, x: 30, y: 0, step: 2, source: source)
        #expect(probe == [Rect(x: 760, y: 0, width: 207.5, height: 200)])
        // And left: back to 20 the whole zone left of the bounds, −355 to 20;
        // on to 5 only −370 to −355, and 187.5 beyond.
        #expect(try asked(&right, x: 20, y: 0, step: 3, source: source) == [Rect(x: -355, y: 0, width: 375, height: 200)])
        #expect(try asked(&right, x: 5, y: 0, step: 4, source: source) == [Rect(x: -557.5, y: 0, width: 202.5, height: 200)])
    }

    @Test func anotherLayoutOrNoDataVersionAsksForTheWholeZone() throws {
        var layout = FakeLayout.list(rows: 100)
        layout.generation = 7
        var source = Recording(layout: layout, asked: Asked())
        var tracker = PrefetchTracker(distance: try .screens(1))
        _ = try update(&tracker, y: 0, step: 0, source: source)
        _ = try update(&tracker, y: 10, step: 1, source: source)
        // A new layout (another generation): the whole zone again.
        layout.generation = 8
        source = Recording(layout: layout, asked: source.asked)
        _ = try update(&tracker, y: 30, step: 2, source: source)
        #expect(source.asked.rects == [Rect(x: 0, y: 230, width: 375, height: 200)])
        // No data version: the whole zone.
        _ = try update(&tracker, y: 40, step: 3, source: source, version: nil)
        #expect(source.asked.rects == [Rect(x: 0, y: 240, width: 375, height: 200)])
        // A jump of more than a screen on in the same direction: the new
        // zone starts at the bounds' end (from 1,000 + 200), not at the old
        // reach, and is asked for with 100 beyond it.
        _ = try update(&tracker, y: 50, step: 4, source: source)
        _ = try update(&tracker, y: 1_000, step: 5, source: source)
        #expect(source.asked.rects.first == Rect(x: 0, y: 1_200, width: 375, height: 300))
    }

    /// A layout whose part below 600 meets more elements than a zone may
    /// hold (a wall of empty decorations there), as a dense layout's would.
    struct Crowded: LayoutElementSource {
        let layout: FakeLayout
        let asked: Asked

        func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
            asked.rects.append(rect)
            var found = layout.elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
            if rect.maxY > 600 {
                let wall = LayoutAttributes(
                    category: .decoration, elementKind: "wall", indexPath: ElementIndexPath(section: 0, item: 0),
                    frame: Rect(x: 0, y: 600, width: 1, height: 1))
                found += repeatElement(wall, count: DisplayLimits.maximumDisplayedElements)
            }
            return found
        }

        var cellFramesGeneration: UInt64? { layout.generation }
    }

    @Test func aLookaheadMeetingTooManyElementsFallsBackToTheNewPart() throws {
        var layout = FakeLayout.list(rows: 100)
        layout.generation = 7
        let source = Crowded(layout: layout, asked: Asked())
        var tracker = PrefetchTracker(distance: try .screens(1))
        let identify = layout.identify
        func update(_ y: Double, _ step: Int) throws -> [String] {
            source.asked.rects = []
            return try tracker.update(viewport(y: y), at: Double(step) * 16, source: source, dataVersion: 1, identify: identify)
                .map { "\($0.kind) \($0.identity.id)" }
        }
        _ = try update(0, 0)
        #expect(try update(10, 1) == ["prefetch r5", "prefetch r6", "prefetch r7", "prefetch r8"])
        // 410 to 430 with its lookahead (to 530) is short of the wall: kept.
        #expect(try update(30, 2).isEmpty)
        #expect(source.asked.rects == [Rect(x: 0, y: 410, width: 375, height: 120)])
        // To 140: the new part, 430 to 540, is not all asked for (530 to
        // 540 is not); with its lookahead (to 640) it meets the wall: too
        // many, and the new part alone is asked. Rows 9 and 10 enter.
        #expect(try update(140, 3) == ["prefetch r9", "prefetch r10"])
        #expect(source.asked.rects == [
            Rect(x: 0, y: 430, width: 375, height: 210), Rect(x: 0, y: 430, width: 375, height: 110),
        ])
    }

    @Test func aRowStartingWhereTheReachEndsIsKeptForTheNextFrame() throws {
        var layout = FakeLayout.list(rows: 100)
        layout.generation = 7
        let source = Recording(layout: layout, asked: Asked())
        // Down: at 50 the reach ends at 450, where row 9 begins; 410 to 450
        // is asked for with 100 beyond it. At 51 row 9 enters with nothing asked.
        var down = PrefetchTracker(distance: try .screens(1))
        _ = try update(&down, y: 0, step: 0, source: source)
        _ = try update(&down, y: 10, step: 1, source: source)
        #expect(try update(&down, y: 50, step: 2, source: source).isEmpty)
        #expect(source.asked.rects == [Rect(x: 0, y: 410, width: 375, height: 140)])
        #expect(try update(&down, y: 51, step: 3, source: source) == ["prefetch r9"])
        #expect(source.asked.rects.isEmpty)
        // Up: at 950 the reach begins at 750, where row 14 ends; at 949 it enters.
        var up = PrefetchTracker(distance: try .screens(1))
        _ = try update(&up, y: 1_000, step: 0, source: source)
        _ = try update(&up, y: 990, step: 1, source: source)
        #expect(try update(&up, y: 950, step: 2, source: source).isEmpty)
        #expect(source.asked.rects == [Rect(x: 0, y: 650, width: 375, height: 140)])
        #expect(try update(&up, y: 949, step: 3, source: source) == ["prefetch r14"])
        #expect(source.asked.rects.isEmpty)
    }

    @Test func aheadIsWhollyPastTheReachInTheScrollsDirection() {
        let reach = Rect(x: 100, y: 100, width: 200, height: 200)
        func ahead(_ x: Double, _ y: Double, _ dx: Int, _ dy: Int) -> Bool {
            PrefetchTracker.isAhead(Rect(x: x, y: y, width: 50, height: 50), of: reach, directionX: dx, directionY: dy)
        }
        // Down: from the reach's end (300) on; up: ending at its start (100).
        #expect(ahead(100, 300, 0, 1) && !ahead(100, 299.5, 0, 1))
        #expect(ahead(100, 50, 0, -1) && !ahead(100, 50.5, 0, -1))
        // Right and left likewise along x.
        #expect(ahead(300, 100, 1, 0) && !ahead(299.5, 100, 1, 0))
        #expect(ahead(50, 100, -1, 0) && !ahead(50.5, 100, -1, 0))
        // No direction: nothing is ahead.
        #expect(!ahead(100, 1_000, 0, 0))
    }
}

