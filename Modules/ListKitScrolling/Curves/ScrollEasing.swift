import ListKitCore

/// How an animated scroll moves between its start and its target over its
/// duration: the fraction of the way covered at each fraction of the time.
public enum ScrollEasing: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Core Animation's ease-in: Bézier (0.42, 0) (1, 1).
    case easeIn
    /// Core Animation's ease-out: Bézier (0, 0) (0.58, 1).
    case easeOut
    /// Core Animation's ease-in-ease-out: Bézier (0.42, 0) (0.58, 1).
    case easeInOut
    /// A timing curve of your own.
    case curve(UnitBezier)

    /// The fraction of the way covered at `fraction` of the time (clamped
    /// to [0, 1]); exactly 0 at 0 and 1 at 1.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch self {
        case .linear: return fraction
        case .easeIn: return UnitBezier(unchecked: 0.42, 0, 1, 1).value(at: fraction)
        case .easeOut: return UnitBezier(unchecked: 0, 0, 0.58, 1).value(at: fraction)
        case .easeInOut: return UnitBezier(unchecked: 0.42, 0, 0.58, 1).value(at: fraction)
        case .curve(let bezier): return bezier.value(at: fraction)
        }
    }
}
