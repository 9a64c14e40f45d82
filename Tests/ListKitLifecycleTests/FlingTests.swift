import ListKitCore
import Testing
@testable import ListKitLifecycle
import ListKitScrolling

/// Flings worked by hand from x(t) = x₀ + v₀/1000 · (rᵗ − 1)/ln r, with
/// r = 0.998 and 60 frames per second (frame k at k · 16.667 ms).
@Suite struct FlingTests {
    let list = FakeLayout.list(rows: 100)
    let size = Size(width: 375, height: 200)

    /// `a` and `b` agree to 1e-9 (relative or absolute).
    func close(_ a: Double, _ b: Double) -> Bool {
        Swift.abs(a - b) <= 1e-9 * Swift.max(1, Swift.abs(b))
    }

    @Test func positionsFollowTheFormula() throws {
        let fling = try Fling(from: .zero, velocity: Point(x: 0, y: 1000), range: list.range(in: size))
        // (1 − 0.998^t) / 0.0020020027 for t = 16.667, 100, 500, 1000 ms.
        #expect(close(fling.offset(at: 1000.0 / 60).y, 16.391_677_717_811_596))
        #expect(close(fling.offset(at: 100).y, 90.625_850_788_987_18))
        #expect(close(fling.offset(at: 500).y, 315.928_022_678_509_65))
        #expect(close(fling.offset(at: 1000).y, 432.035_126_737_629_6))
        #expect(fling.offset(at: 1000).x == 0)
        // It stops when the speed is below 0.5 pt/s: t = ln(0.5/1000)/ln 0.998.
        #expect(close(fling.duration, 3_796.649_510_455_765_7))
        #expect(close(fling.finalOffset.y, 499.250_083_249_871_6))
        #expect(close(fling.velocity(at: 0).y, 1000))
        #expect(close(fling.velocity(at: 100).y, 1000 * 0.818_566_804_688_427_7))
        #expect(fling.velocity(at: 4000).y == 0)
        #expect(!fling.vertical.stoppedAtLimit)
    }

    @Test func fastRateTravelsAFifthAsFar() throws {
        let fling = try Fling(from: .zero, velocity: Point(x: 0, y: 1000), rate: .fast)
        // Projected distance −v/(1000 ln 0.99) = 99.499 pt; it stops 0.05 pt short.
        #expect(close(DecelerationRate.fast.projectedDistance(velocity: 1000), 99.499_162_473_422_07))
        #expect(close(fling.finalOffset.y, 99.499_162_473_422_07 - 0.5 / 1000 / 0.010_050_335_853_501_44))
    }

    @Test func flingStopsAtTheEndOfTheContent() throws {
        // From 4700 towards the maximum 4800: rᵗ = 1 + 100 · ln 0.998 → t = 111.585 ms.
        let fling = try Fling(from: Point(x: 0, y: 4_700), velocity: Point(x: 0, y: 1000), range: list.range(in: size))
        #expect(fling.vertical.stoppedAtLimit)
        #expect(close(fling.duration, 111.585_224_015_701_98))
        #expect(fling.finalOffset.y == 4_800)
        #expect(try FrameSampler(fps: 60).frameCount(for: fling.duration) == 7)
        #expect(fling.offset(at: 100).y < 4_800)
    }

    @Test func flingBackwardsStopsAtTheTop() throws {
        let fling = try Fling(from: Point(x: 0, y: 100), velocity: Point(x: 0, y: -3000), range: list.range(in: size))
        #expect(fling.vertical.stoppedAtLimit)
        #expect(fling.finalOffset.y == 0)
    }

    @Test func sampledFramesDriveTheTrackerFrameByFrame() throws {
        let fling = try Fling(from: .zero, velocity: Point(x: 0, y: 1000), range: list.range(in: size))
        let frames = try FrameSampler(fps: 60).frames(of: fling, startingAt: 0)
        #expect(frames.count == 228)
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        var log = [[String]]()
        for frame in frames.prefix(4) {
            log.append(lines(try tracker.update(viewport(y: frame.offset.y), at: frame.time, list)))
        }
        // Offsets 16.392, 32.245, 47.579, 62.409: r4 arrives in frame 1; r0 leaves and r5 arrives in frame 4.
        #expect(log == [
            ["willDisplay cell r4 0.3278"],
            [],
            [],
            ["didEndDisplay cell r0 0.0", "willDisplay cell r5 0.2482"],
        ])
        for frame in frames.dropFirst(4) {
            _ = try tracker.update(viewport(y: frame.offset.y), at: frame.time, list)
        }
        // At rest at 499.250: r9 shows 0.75 pt, r13 49.25 pt.
        #expect(tracker.displayedElements.map(\.identity) == (9...13).map { .cell(ElementID("r\($0)")) })
        #expect(tracker.displayedElements.map { rounded($0.visibleRatio) } == [0.015, 1, 1, 1, 0.985])
        #expect(close(frames.last?.time ?? 0, 3_800))
    }
}
