import ListKitCore
import Testing
@testable import ListKitScrolling

/// Scroll-to animations, easing curves, ranges and the frame sampler.
@Suite struct PhysicsTests {
    @Test func scrollToMovesAlongItsEasing() throws {
        let linear = try ScrollToAnimation(from: .zero, to: Point(x: 0, y: 500), duration: 300, easing: .linear)
        #expect(linear.offset(at: 0) == .zero)
        #expect(linear.offset(at: 150).y == 250)
        #expect(linear.offset(at: 75).y == 125)
        #expect(linear.finalOffset.y == 500)
        let eased = try ScrollToAnimation(from: .zero, to: Point(x: 0, y: 500), duration: 300, easing: .easeInOut)
        // Ease-in-out is symmetric about its middle and slow at both ends.
        #expect(Swift.abs(eased.offset(at: 150).y - 250) < 1e-9)
        #expect(eased.offset(at: 30).y < 25)
        #expect(eased.offset(at: 270).y > 475)
    }

    @Test func scrollToIsClampedToTheRange() throws {
        let range = try ContentOffsetRange(
            contentSize: Size(width: 375, height: 5_000), viewportSize: Size(width: 375, height: 200))
        let scroll = try ScrollToAnimation(from: .zero, to: Point(x: 50, y: 9_000), duration: 100, range: range)
        #expect(scroll.target == Point(x: 0, y: 4_800))
    }

    @Test func rangeFollowsTheContentInset() throws {
        let range = try ContentOffsetRange(
            contentSize: Size(width: 375, height: 100), viewportSize: Size(width: 375, height: 812),
            contentInset: DirectionalEdgeInsets(top: 54, bottom: 34))
        // Content shorter than the viewport: the range is the rest offset only.
        #expect(range.minimum == Point(x: 0, y: -54))
        #expect(range.maximum == Point(x: 0, y: -54))
        #expect(range.clamp(Point(x: 10, y: 300)) == Point(x: 0, y: -54))
    }

    @Test func bezierCurvesMatchCoreAnimationsKnownPoints() throws {
        #expect(ScrollEasing.easeInOut.progress(at: 0.5) == 0.5 || Swift.abs(ScrollEasing.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
        // CAMediaTimingFunction easeIn at x = 0.5 gives y ≈ 0.3153568.
        #expect(Swift.abs(ScrollEasing.easeIn.progress(at: 0.5) - 0.315_356_8) < 1e-6)
        #expect(Swift.abs(ScrollEasing.easeOut.progress(at: 0.5) - (1 - 0.315_356_8)) < 1e-6)
        #expect(ScrollEasing.linear.progress(at: 0.3) == 0.3)
        let custom = try UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
        #expect(Swift.abs(ScrollEasing.curve(custom).progress(at: 0.25) - 0.25) < 1e-9)
        for easing in [ScrollEasing.easeIn, .easeOut, .easeInOut] {
            var previous = 0.0
            for step in 1...100 {
                let value = easing.progress(at: Double(step) / 100)
                #expect(value >= previous)
                previous = value
            }
            #expect(previous == 1)
        }
    }

    @Test func samplerCountsWholeAndPartialFrames() throws {
        let sampler = try FrameSampler(fps: 60)
        #expect(try sampler.frameCount(for: 1_000) == 60)
        #expect(try sampler.frameCount(for: 1_000.5) == 61)
        #expect(try sampler.frameCount(for: 0) == 1)
        let jump = try ScrollToAnimation(from: .zero, to: Point(x: 0, y: 300), duration: 0)
        let frames = try sampler.frames(of: jump, startingAt: 40)
        #expect(frames.count == 1)
        #expect(frames[0] == MotionFrame(number: 1, time: 40 + 1000.0 / 60, offset: Point(x: 0, y: 300)))
        let scroll = try ScrollToAnimation(from: .zero, to: Point(x: 0, y: 100), duration: 100, easing: .linear)
        let ten = try FrameSampler(fps: 100).frames(of: scroll)
        #expect(ten.map(\.offset.y) == [10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
        #expect(ten.map(\.number) == Array(1...10))
    }
}

/// The approach that snapping behaviours land with.
@Suite struct TargetApproachTests {
    @Test func approachFollowsItsFormulaAndEndsExactlyOnTarget() throws {
        let approach = try TargetApproach(from: 0, to: 310, rate: .fast)
        // x(t) = 310 (1 − 0.99ᵗ): 47.811 after one 60-fps frame.
        #expect(Swift.abs(approach.position(at: 1000.0 / 60) - 47.810_716_264_382_28) < 1e-9)
        #expect(Swift.abs(approach.duration - 869.356_572_516_995_6) < 1e-9)
        #expect(approach.position(at: approach.duration) == 310)
        #expect(Swift.abs(approach.initialVelocity - 310 * 1000 * 0.010_050_335_853_501_45) < 1e-6)
        #expect(try TargetApproach(from: 5, to: 5, rate: .normal).duration == 0)
        #expect(throws: InvalidNumber(field: "approach.start", value: .infinity, requirement: "finite")) {
            _ = try TargetApproach(from: .infinity, to: 0, rate: .fast)
        }
    }
}
