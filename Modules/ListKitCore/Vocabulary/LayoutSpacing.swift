/// Space between elements, like UIKit's `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points, growing to share leftover space evenly.
    case flexible(Double)

    /// The number of points the spacing is at least.
    @inlinable
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    /// Whether the spacing may grow.
    @inlinable
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}
