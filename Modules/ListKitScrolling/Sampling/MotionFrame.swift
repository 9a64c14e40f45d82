import ListKitCore

/// One frame of a sampled motion.
public struct MotionFrame: Hashable, Sendable {
    /// The frame's number, from 1.
    public let number: Int
    /// The frame's time: the motion's start time plus `number` frame intervals.
    public let time: Milliseconds
    /// The offset the motion has reached at that time; the last frame has
    /// the motion's final offset.
    public let offset: Point
}
