import ListKitCore
import Testing
@testable import ListKitLifecycle

/// Threshold crossings and dwell times, followed on row r4 of a list of
/// 50-pt rows in a 375 × 200 viewport: at offset y it shows y / 50 of itself.
@Suite struct ThresholdAndDwellTests {
    let list = FakeLayout.list(rows: 100)

    /// A tracker in which only r4 reports `configuration`.
    func tracker(_ configuration: VisibilityConfiguration) -> LifecycleTracker {
        LifecycleTracker(policy: VisibilityPolicy(elements: [.cell("r4"): configuration]))
    }

    /// r4's events for the update to offset `y` at `time`.
    func step(_ tracker: inout LifecycleTracker, y: Double, at time: Milliseconds) throws -> [String] {
        lines(try tracker.update(viewport(y: y), at: time, list).filter { $0.identity == .cell("r4") })
    }

    @Test func thresholdsAreCrossedUpAscendingAndDownDescending() throws {
        var t = tracker(try VisibilityConfiguration(thresholds: [1, 0.5, 0.25, 0.5]))
        #expect(try step(&t, y: 0, at: 0) == [])
        #expect(try step(&t, y: 10, at: 1) == ["willDisplay cell r4 0.2"])
        #expect(try step(&t, y: 30, at: 2) == ["thresholdUp 0.25 cell r4 0.6", "thresholdUp 0.5 cell r4 0.6"])
        #expect(try step(&t, y: 50, at: 3) == ["thresholdUp 1.0 cell r4 1.0"])
        #expect(try step(&t, y: 60, at: 4) == [])
        #expect(try step(&t, y: 20, at: 5) == ["thresholdDown 1.0 cell r4 0.4", "thresholdDown 0.5 cell r4 0.4"])
        #expect(try step(&t, y: 0, at: 6) == ["thresholdDown 0.25 cell r4 0.0", "didEndDisplay cell r4 0.0"])
    }

    @Test func aRatioExactlyAtAThresholdIsAtOrAboveIt() throws {
        var t = tracker(try VisibilityConfiguration(thresholds: [0.5]))
        #expect(try step(&t, y: 25, at: 0) == ["willDisplay cell r4 0.5", "thresholdUp 0.5 cell r4 0.5"])
        #expect(try step(&t, y: 24, at: 1) == ["thresholdDown 0.5 cell r4 0.48"])
    }

    @Test func dwellFiresOnceTheRunHasLastedItsDurationAndOncePerDisplay() throws {
        var t = tracker(try VisibilityConfiguration(dwell: [DwellRule(minimumRatio: 0.5, duration: 1000)]))
        let rule = try DwellRule(minimumRatio: 0.5, duration: 1000)
        #expect(try step(&t, y: 30, at: 0) == ["willDisplay cell r4 0.6"])
        #expect(try step(&t, y: 40, at: 500) == [])
        #expect(try step(&t, y: 30, at: 999) == [])
        #expect(try step(&t, y: 30, at: 1000) == ["dwell \(rule) cell r4 0.6"])
        #expect(try step(&t, y: 10, at: 1500) == [])
        #expect(try step(&t, y: 30, at: 1600) == [])
        #expect(try step(&t, y: 30, at: 2600) == [])
        // A new display starts over.
        #expect(try step(&t, y: 0, at: 2700) == ["didEndDisplay cell r4 0.0"])
        #expect(try step(&t, y: 30, at: 2800) == ["willDisplay cell r4 0.6"])
        #expect(try step(&t, y: 30, at: 3799) == [])
        #expect(try step(&t, y: 30, at: 3800) == ["dwell \(rule) cell r4 0.6"])
    }

    @Test func aDwellOfExactlyTheDurationFiresDespiteFloatingPointFrameTimes() throws {
        // Frames at 60 fps: frame n at n · 1000 / 60 ms. A run from frame 2
        // to frame 17 lasts 250 ms, which the subtraction computes a few
        // ulps short of it.
        let rule = try DwellRule(minimumRatio: 0.5, duration: 250)
        var t = tracker(try VisibilityConfiguration(dwell: [rule]))
        let frame = { (n: Int) in Double(n) * 1000 / 60 }
        #expect(frame(17) - frame(2) < 250)
        #expect(try step(&t, y: 30, at: frame(2)) == ["willDisplay cell r4 0.6"])
        #expect(try step(&t, y: 30, at: frame(16)) == [])
        #expect(try step(&t, y: 30, at: frame(17)) == ["dwell \(rule) cell r4 0.6"])
    }

    @Test func aRunThatBreaksStartsOver() throws {
        var t = tracker(try VisibilityConfiguration(dwell: [DwellRule(minimumRatio: 0.5, duration: 1000)]))
        #expect(try step(&t, y: 30, at: 0) == ["willDisplay cell r4 0.6"])
        #expect(try step(&t, y: 10, at: 600) == [])
        #expect(try step(&t, y: 30, at: 700) == [])
        #expect(try step(&t, y: 30, at: 1600) == [])
        #expect(try step(&t, y: 30, at: 1700).count == 1)
    }

    @Test func dwellIsSampledAtUpdates() throws {
        // Visible at 0.6 from 0 ms, gone at 2000 ms: no update saw it visible 1000 ms on, so no dwell.
        var t = tracker(try VisibilityConfiguration(dwell: [DwellRule(minimumRatio: 0.5, duration: 1000)]))
        _ = try step(&t, y: 30, at: 0)
        #expect(try step(&t, y: 0, at: 2000) == ["didEndDisplay cell r4 0.0"])
    }

    @Test func zeroDurationDwellFiresInTheUpdateThatReachesTheRatio() throws {
        let rule = try DwellRule(minimumRatio: 1, duration: 0)
        var t = tracker(try VisibilityConfiguration(thresholds: [1], dwell: [rule]))
        #expect(try step(&t, y: 40, at: 0) == ["willDisplay cell r4 0.8"])
        #expect(try step(&t, y: 50, at: 1) == ["thresholdUp 1.0 cell r4 1.0", "dwell \(rule) cell r4 1.0"])
    }

    @Test func anElementsEventsComeInTheDocumentedOrder() throws {
        var tracker = LifecycleTracker(policy: VisibilityPolicy(default: .standard))
        let events = try tracker.update(viewport(y: 0), at: 0, list)
        #expect(lines(events).prefix(5) == [
            "willDisplay cell r0 1.0", "thresholdUp 0.5 cell r0 1.0", "thresholdUp 1.0 cell r0 1.0",
            "didFocus cell r0 1.0", "fullImpression cell r0 1.0",
        ])
        let later = try tracker.update(viewport(y: 0), at: 1_000, list)
        #expect(later.map(\.kind.name) == ["dwell", "dwell", "dwell", "dwell"])
        #expect(later.map(\.identity) == [.cell("r0"), .cell("r1"), .cell("r2"), .cell("r3")])
    }
}
