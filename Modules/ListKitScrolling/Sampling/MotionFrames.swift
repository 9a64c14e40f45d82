import ListKitCore

/// The frames of one motion, computed when read.
public struct MotionFrames<Motion: ScrollMotion>: RandomAccessCollection, Sendable {
    /// The motion.
    public let motion: Motion
    /// When it starts.
    public let start: Milliseconds
    /// The time between frames.
    public let interval: Milliseconds
    /// How many frames there are.
    public let count: Int

    /// The first position: 0.
    public var startIndex: Int { 0 }
    /// One past the last position: ``count``.
    public var endIndex: Int { count }

    /// The frame at `position` (frame number `position + 1`).
    public subscript(position: Int) -> MotionFrame {
        let number = position + 1
        let elapsed = Double(number) * interval
        let offset = number == count ? motion.finalOffset : motion.offset(at: elapsed)
        return MotionFrame(number: number, time: start + elapsed, offset: offset)
    }
}
