import ListKitCore

/// How an anchored supplementary attaches to its container, like UIKit's
/// `NSCollectionLayoutAnchor`: the edges to align and an optional offset.
public struct LayoutAnchor: Hashable, Sendable {
    /// How the anchored position is moved after the edges are aligned.
    public enum Offset: Hashable, Sendable {
        /// No offset.
        case none
        /// A fraction of the supplementary's own size on each axis.
        case fractional(Point)
        /// A number of points on each axis.
        case absolute(Point)
    }

    /// The edges aligned; an axis with no named edge is centred.
    public var edges: Set<DirectionalRectEdge>
    /// The offset applied after alignment.
    public var offset: Offset

    /// Creates an anchor.
    public init(edges: Set<DirectionalRectEdge>, offset: Offset = .none) {
        self.edges = edges
        self.offset = offset
    }
}

extension LayoutAnchor {
    /// An anchor at `edges` moved by `absoluteOffset` points, as UIKit's
    /// `NSCollectionLayoutAnchor(edges:absoluteOffset:)`.
    public init(edges: Set<DirectionalRectEdge>, absoluteOffset: Point) {
        self.init(edges: edges, offset: .absolute(absoluteOffset))
    }

    /// An anchor at `edges` moved by `fractionalOffset` of the anchored
    /// element's own size, as UIKit's `NSCollectionLayoutAnchor(edges:fractionalOffset:)`.
    public init(edges: Set<DirectionalRectEdge>, fractionalOffset: Point) {
        self.init(edges: edges, offset: .fractional(fractionalOffset))
    }
}
