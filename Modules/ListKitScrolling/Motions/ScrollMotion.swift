import ListKitCore

/// A scroll that moves an offset over time: an animated scroll-to, a fling,
/// an orthogonal section landing. Sample it with ``FrameSampler``.
public protocol ScrollMotion: Sendable {
    /// How long the motion lasts, in milliseconds (finite, ≥ 0).
    var duration: Milliseconds { get }

    /// The offset at `time` milliseconds after the start: the start offset
    /// at 0 and before, the final offset at ``duration`` and after.
    func offset(at time: Milliseconds) -> Point
}

extension ScrollMotion {
    /// Where the motion comes to rest.
    public var finalOffset: Point { offset(at: duration) }
}
