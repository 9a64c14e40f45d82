import ListKitCore
import ListKitScrolling
import Testing

/// The published limits of the physics, at their boundary: the limit itself
/// is accepted, the next value past it refused.
@Suite struct LimitTests {
    @Test func aScrollLastsAtMostADay() throws {
        #expect(ScrollToAnimation.maximumDuration == 86_400_000)
        let longest = try ScrollToAnimation(
            from: .zero, to: Point(x: 0, y: 100), duration: ScrollToAnimation.maximumDuration)
        #expect(longest.target == Point(x: 0, y: 100))
        #expect(throws: InvalidNumber.self) {
            try ScrollToAnimation(from: .zero, to: Point(x: 0, y: 100), duration: ScrollToAnimation.maximumDuration.nextUp)
        }
    }

    /// At 1,000 fps a millisecond is a frame: 10⁸ ms is the most frames.
    @Test func aMotionTakesAtMostAHundredMillionFrames() throws {
        #expect(FrameSampler.maximumFrameCount == 100_000_000)
        let sampler = try FrameSampler(fps: 1000)
        #expect(try sampler.frameCount(for: Double(FrameSampler.maximumFrameCount)) == FrameSampler.maximumFrameCount)
        #expect(throws: InvalidNumber.self) { try sampler.frameCount(for: Double(FrameSampler.maximumFrameCount) + 1) }
    }

    /// A deceleration keeps the limits it was given.
    @Test func aDecelerationKeepsItsLimits() throws {
        let motion = try Deceleration(start: 10, velocity: 500, limits: -5...40)
        #expect(motion.lowerLimit == -5 && motion.upperLimit == 40)
    }
}
