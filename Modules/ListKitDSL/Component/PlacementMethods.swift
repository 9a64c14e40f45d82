import ListKitCore
import ListKitSupplementary

/// The seed example repository's spelling of a supplementary component's
/// placement: methods instead of ``SupplementaryComponent``'s properties.
///
/// Adopt ``SupplementaryComponent``, which refines this; write placement
/// either way. A property you write wins over a method; each property's
/// default reads its method, and each method's default is UIKit's.
public protocol SupplementaryPlacementMethods {
    /// On a boundary: which edge (default `.top`).
    func alignment() -> RectAlignment
    /// On a boundary: points added to the aligned position (default zero);
    /// ``SupplementaryComponent/absoluteOffset`` as a method.
    func offset() -> Point
    /// On a boundary: whether it takes room before or after the content (default true).
    func extendsBoundary() -> Bool
    /// On a boundary: whether it pins to the visible bounds (default false).
    func pinToVisibleBounds() -> Bool
    /// When anchored: the container's anchor (default top-trailing corner).
    func containerAnchor() -> LayoutAnchor
}

extension SupplementaryPlacementMethods {
    /// `.top`.
    public func alignment() -> RectAlignment { .top }
    /// No offset.
    public func offset() -> Point { .zero }
    /// Extends the boundary.
    public func extendsBoundary() -> Bool { true }
    /// Does not pin.
    public func pinToVisibleBounds() -> Bool { false }
    /// The top-trailing corner.
    public func containerAnchor() -> LayoutAnchor { LayoutAnchor(edges: [.top, .trailing]) }
}

/// The seed example repository's spelling of a decoration component's
/// stacking order: a method instead of ``DecorationComponent/zIndex``.
///
/// Adopt ``DecorationComponent``, which refines this; a `zIndex` property you
/// write wins over the method.
public protocol DecorationPlacementMethods {
    /// The stacking order (default −1: behind cells).
    func zIndex() -> Int
}

extension DecorationPlacementMethods {
    /// Behind cells.
    public func zIndex() -> Int { -1 }
}
