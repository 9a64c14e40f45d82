import ListKitCore
import ListKitScrolling
import ListKitTestSupport
import Testing
@testable import ListKitLifecycle

/// Random scripts of scrolls, flings, orthogonal landings, jumps, waits,
/// resizes and data updates over a fake layout with pinned headers,
/// backgrounds and a carousel. After every frame the tracker's displayed set
/// must be exactly the elements whose frames meet the bounds (found by brute
/// force over every element), with the same ratios; and the events replayed
/// in order must be consistent (see ``EventLedger``): every `willDisplay` is
/// closed by exactly one `didEndDisplay`, or the element is still displayed.
@Suite struct InvariantTests {
    static let scriptCount = 1_000

    @Test func randomScriptsKeepTheDisplayedSetExact() throws {
        var frames = 0
        var displays = 0
        for seed in 0..<InvariantTests.scriptCount {
            var script = RandomScript(seed: UInt64(seed))
            let outcome = try script.run()
            #expect(outcome.problems.isEmpty, "seed \(seed): \(outcome.problems.prefix(5))")
            if !outcome.problems.isEmpty { break }
            frames += outcome.frames
            displays += outcome.displays
        }
        // The scripts exercise something: thousands of frames and displays.
        #expect(frames > 20 * InvariantTests.scriptCount)
        #expect(displays > 10 * InvariantTests.scriptCount)
    }
}

/// One random script and the state it drives.
struct RandomScript {
    var random: SplitMix64
    var layout: FakeLayout
    var state: ViewportState
    var time: Milliseconds = 0
    var tracker: LifecycleTracker
    var ledger = EventLedger()
    var frames = 0
    var problems: [String] = []
    var nextID = 0

    /// What a run found.
    struct Outcome {
        var problems: [String]
        var frames: Int
        var displays: Int
    }

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed &* 7_919 &+ 1)
        let rows = 5 + random.below(30)
        let items = random.below(8)
        layout = FakeLayout(sections: [
            FakeSection(id: "s0", rows: (0..<rows).map { "a\($0)" }, headerHeight: 30,
                        pinsHeader: random.below(2) == 0, hasBackground: true),
            FakeSection(id: "car", carousel: FakeCarousel(itemWidth: 100 + random.double(0...300)),
                        items: (0..<items).map { "c\($0)" }, headerHeight: 20, hasBackground: random.below(2) == 0),
            FakeSection(id: "s2", rows: (0..<(1 + random.below(20))).map { "b\($0)" }, rowHeight: 20 + random.double(0...80),
                        headerHeight: 40, pinsHeader: true),
        ])
        state = ViewportState(size: Size(width: 375, height: 150 + random.double(0...400)))
        let policies = [
            VisibilityPolicy(default: .standard),
            VisibilityPolicy(),
            VisibilityPolicy(
                default: .displayOnly, categories: [.cell: .standard],
                kinds: ["header": (try? VisibilityConfiguration(thresholds: [0.3, 0.7], focus: true)) ?? .standard]),
        ]
        tracker = LifecycleTracker(policy: policies[random.below(policies.count)])
        self.random = random
    }

    /// Runs 3 to 8 random steps, then ends every display.
    mutating func run() throws -> Outcome {
        try frame()
        for _ in 0..<(3 + random.below(6)) {
            switch random.below(7) {
            case 0: try jump()
            case 1: try scrollTo()
            case 2: try fling()
            case 3: try land()
            case 4: try updateData()
            case 5: try resize()
            default: try wait()
            }
        }
        let final = try tracker.endDisplayingAll(at: time)
        ledger.replay(final, time: time)
        if !ledger.open.isEmpty { problems.append("still open after endDisplayingAll: \(ledger.open.keys)") }
        return Outcome(problems: problems + ledger.problems, frames: frames, displays: ledger.began)
    }

    /// The valid content offsets now.
    var range: ContentOffsetRange { layout.range(in: state.size) }

    /// Updates the tracker with the current state and checks it.
    mutating func frame() throws {
        frames += 1
        let events = try tracker.update(state, at: time, source: layout, identify: layout.identify)
        ledger.replay(events, time: time)
        check()
    }

    /// Compares the tracker with a brute-force pass over every element.
    mutating func check() {
        let bounds = state.bounds
        var expected = [ElementIdentity: Double]()
        for attributes in layout.allElements(contentOffset: state.contentOffset, orthogonalOffsets: state.orthogonalOffsets)
        where attributes.frame.intersects(bounds) {
            guard let id = layout.identify(attributes) else { continue }
            let frame = attributes.frame
            let width = Swift.min(frame.maxX, bounds.maxX) - Swift.max(frame.minX, bounds.minX)
            let height = Swift.min(frame.maxY, bounds.maxY) - Swift.max(frame.minY, bounds.minY)
            expected[ElementIdentity(attributes, id: id)] = width * height / frame.area
        }
        let displayed = tracker.displayedElements
        if Set(displayed.map(\.identity)) != Set(expected.keys) {
            problems.append("at \(state.contentOffset) \(state.orthogonalOffsets): displayed "
                + "\(displayed.map(\.identity)) but \(expected.keys.map { $0 }) meet the bounds")
        }
        for element in displayed {
            if let ratio = expected[element.identity], Swift.abs(ratio - element.visibleRatio) > 1e-9 {
                problems.append("\(element.identity): ratio \(element.visibleRatio), expected \(ratio)")
            }
        }
        if Set(ledger.open.keys) != Set(displayed.map(\.identity)) {
            problems.append("events say \(ledger.open.keys.map { $0 }) are displayed, the tracker \(displayed.count)")
        }
    }

    /// Plays at most `limit` frames of `motion`, applying each offset with `apply`.
    mutating func play<Motion: ScrollMotion>(
        _ motion: Motion, limit: Int, _ apply: (inout ViewportState, Point) -> Void
    ) throws {
        let sampler = try FrameSampler(fps: [20.0, 30, 60][random.below(3)])
        for frame in try sampler.frames(of: motion, startingAt: time).prefix(limit) {
            apply(&state, frame.offset)
            time = frame.time
            try self.frame()
        }
    }

    mutating func jump() throws {
        state.contentOffset.y = random.double(-60...(range.maximum.y + 60))
        time += random.double(0...50)
        try frame()
    }

    mutating func scrollTo() throws {
        let easings: [ScrollEasing] = [.linear, .easeIn, .easeOut, .easeInOut]
        let target = Point(x: 0, y: random.double(-100...(range.maximum.y + 100)))
        let scroll = try ScrollToAnimation(
            from: state.contentOffset, to: target, duration: random.double(0...400),
            easing: easings[random.below(easings.count)], range: range)
        try play(scroll, limit: 25) { $0.contentOffset = $1 }
    }

    mutating func fling() throws {
        let fling = try Fling(
            from: state.contentOffset, velocity: Point(x: 0, y: random.double(-5_000...5_000)),
            rate: random.below(2) == 0 ? .normal : .fast, range: range)
        try play(fling, limit: 30) { $0.contentOffset = $1 }
    }

    mutating func land() throws {
        let section = layout.sections[1]
        let carousel = section.carousel ?? FakeCarousel()
        let geometry = try OrthogonalSectionGeometry(
            axis: .horizontal, visibleLength: state.size.width,
            contentLength: carousel.rowLength(count: section.items.count),
            groupFrames: section.groupFrames(start: layout.sectionStarts[1]))
        let behaviors = OrthogonalScrollingBehavior.allCases.filter(\.isOrthogonal)
        let behavior = behaviors[random.below(behaviors.count)]
        let landing = try OrthogonalLanding(
            behavior: behavior, geometry: geometry, from: state.orthogonalOffsets[1]?.x ?? 0,
            velocity: random.double(-3_000...3_000))
        try play(landing, limit: 25) { $0.orthogonalOffsets[1] = $1 }
    }

    mutating func updateData() throws {
        for index in [0, 1, 2] {
            var items = layout.sections[index].items
            for _ in 0..<random.below(4) where !items.isEmpty {
                items.remove(at: random.below(items.count))
            }
            for _ in 0..<random.below(4) {
                nextID += 1
                items.insert("n\(nextID)", at: random.below(items.count + 1))
            }
            if items.count > 1, random.below(2) == 0 {
                let moved = items.remove(at: random.below(items.count))
                items.insert(moved, at: random.below(items.count + 1))
            }
            layout.sections[index].items = items
        }
        if random.below(4) == 0 { layout.sections[0].pinsHeader.toggle() }
        time += random.double(0...20)
        try frame()
    }

    mutating func resize() throws {
        state.size = Size(width: random.double(200...450), height: random.double(80...500))
        time += 16
        try frame()
    }

    mutating func wait() throws {
        for _ in 0..<(1 + random.below(5)) {
            time += random.below(3) == 0 ? 0 : random.double(1...400)
            try frame()
        }
    }
}
