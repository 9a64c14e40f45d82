import ListKitCore

/// Turns motions into frames at a frame rate: what a display link does.
///
/// A motion that starts at time s is sampled at s + k · (1000 / fps) ms for
/// k = 1, 2, …, n, where n is the number of whole or partial frame intervals
/// the motion lasts (at least 1, so a jump takes one frame). The last frame
/// carries the final offset.
///
/// ```swift
/// let sampler = try FrameSampler(fps: 60)
/// for frame in try sampler.frames(of: fling, startingAt: now) {
///     events += try tracker.update(viewport(at: frame.offset), at: frame.time, source: layout, identify: id)
/// }
/// ```
public struct FrameSampler: Hashable, Sendable {
    /// The most frames one motion may take: 10⁸.
    public static let maximumFrameCount = 100_000_000

    /// Frames per second, in (0, 1000].
    public let fps: Double

    /// Creates a sampler.
    ///
    /// - Throws: `InvalidNumber`
    ///   unless `fps` is in (0, 1000].
    public init(fps: Double) throws(InvalidNumber) {
        guard fps > 0, fps <= 1000 else {
            throw InvalidNumber(field: "fps", value: fps, requirement: "in (0, 1000]")
        }
        self.fps = fps
    }

    /// The time between frames, 1000 / fps ms.
    public var interval: Milliseconds { 1000 / fps }

    /// The time of frame `number` when frame 0 is at time 0: number · 1000 / fps
    /// ms, computed at once rather than summed frame by frame, so that frame
    /// 15 at 60 fps is 250 ms exactly (fifteen sums of 1000/60 are not).
    public func time(ofFrame number: Int) -> Milliseconds {
        Double(number) * 1000 / fps
    }

    /// The first frame whose time is at or after `time` (to within 10⁻⁹ of a
    /// frame), frame 0 at time 0; `Int.max` for a time too far to count.
    public func firstFrame(atOrAfter time: Milliseconds) -> Int {
        let frames = (time * fps / 1000 - 1e-9).rounded(.up)
        guard frames.isFinite, frames < 9e18 else { return time.isNaN ? 0 : (frames > 0 ? Int.max : 0) }
        return Swift.max(0, Int(frames))
    }

    /// How many frames a motion of `duration` takes: ⌈duration · fps / 1000⌉
    /// (up to a rounding tolerance of 10⁻⁹ frame), at least 1.
    ///
    /// - Throws: `InvalidNumber`
    ///   for a duration that is not finite, negative, or longer than
    ///   ``maximumFrameCount`` frames.
    public func frameCount(for duration: Milliseconds) throws(InvalidNumber) -> Int {
        try InvalidNumber.requireNonNegative(duration, "duration")
        let frames = (duration * fps / 1000 - 1e-9).rounded(.up)
        guard frames <= Double(FrameSampler.maximumFrameCount) else {
            throw InvalidNumber(
                field: "duration", value: duration,
                requirement: "at most \(FrameSampler.maximumFrameCount) frames at \(fps) fps")
        }
        return Swift.max(1, Int(frames))
    }

    /// The frames of `motion` started at `start`.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - start: The time the motion starts; the first frame is one interval later.
    /// - Returns: The frames, computed when read.
    /// - Throws: `InvalidNumber`
    ///   for a start that is not finite or a motion's duration that
    ///   ``frameCount(for:)`` rejects.
    public func frames<Motion: ScrollMotion>(
        of motion: Motion, startingAt start: Milliseconds = 0
    ) throws(InvalidNumber) -> MotionFrames<Motion> {
        try InvalidNumber.requireFinite(start, "start")
        let count = try frameCount(for: motion.duration)
        return MotionFrames(motion: motion, start: start, interval: interval, count: count)
    }
}
