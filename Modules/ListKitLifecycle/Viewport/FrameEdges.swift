import ListKitCore

/// A set of a frame's four edges.
public struct FrameEdges: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    @inlinable
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top edge (minimum y).
    public static let top = FrameEdges(rawValue: 1 << 0)
    /// The leading edge (minimum x).
    public static let leading = FrameEdges(rawValue: 1 << 1)
    /// The bottom edge (maximum y).
    public static let bottom = FrameEdges(rawValue: 1 << 2)
    /// The trailing edge (maximum x).
    public static let trailing = FrameEdges(rawValue: 1 << 3)
    /// All four edges.
    public static let all: FrameEdges = [.top, .leading, .bottom, .trailing]
}
