import ListKitCore
import ListKitSupplementary

/// A component shown as a supplementary view: a header or footer on a
/// section's boundary (``Section/boundarySupplementaryItem(_:)``), or a badge
/// anchored to a component (``Component/supplementComponents()``) or a group.
///
/// Placement properties have UIKit's defaults; override the ones you need,
/// as properties or, in the seed example repository's spelling, as the
/// methods of ``SupplementaryPlacementMethods`` (a property wins). Name the
/// kind with ``elementKind`` or ``kind``.
public protocol SupplementaryComponent: Component, SupplementaryPlacementMethods {
    /// The element kind, such as `"header"` (default: ``kind``'s element kind).
    var elementKind: String { get }
    /// The kind, the seed example repository's spelling of ``elementKind``
    /// (default `.header`); read only through the default ``elementKind``.
    var kind: SupplementaryComponentKind { get }
    /// On a boundary: which edge (default `.top`).
    var alignment: RectAlignment { get }
    /// On a boundary: points added to the aligned position (default zero).
    var absoluteOffset: Point { get }
    /// On a boundary: whether it takes room before or after the content (default true).
    var extendsBoundary: Bool { get }
    /// On a boundary: whether it pins to the visible bounds (default false).
    var pinToVisibleBounds: Bool { get }
    /// When anchored: the container's anchor (default top-trailing corner).
    var containerAnchor: LayoutAnchor { get }
    /// When anchored: the supplementary's own anchor (default: the container anchor's edges).
    var itemAnchor: LayoutAnchor? { get }
    /// The stacking order; `nil` uses the default (0 on a boundary, 1 when anchored).
    var zIndex: Int? { get }
}

extension SupplementaryComponent {
    /// The element kind ``kind`` names.
    public var elementKind: String { kind.elementKind }
    /// `.header`, the seed's default.
    public var kind: SupplementaryComponentKind { .header }
    /// ``SupplementaryPlacementMethods/alignment()`` (default `.top`).
    public var alignment: RectAlignment { alignment() }
    /// ``SupplementaryPlacementMethods/offset()`` (default zero).
    public var absoluteOffset: Point { offset() }
    /// ``SupplementaryPlacementMethods/extendsBoundary()`` (default true).
    public var extendsBoundary: Bool { extendsBoundary() }
    /// ``SupplementaryPlacementMethods/pinToVisibleBounds()`` (default false).
    public var pinToVisibleBounds: Bool { pinToVisibleBounds() }
    /// ``SupplementaryPlacementMethods/containerAnchor()`` (default the top-trailing corner).
    public var containerAnchor: LayoutAnchor { containerAnchor() }
    /// The container anchor's edges.
    public var itemAnchor: LayoutAnchor? { nil }
    /// The default for where it is used.
    public var zIndex: Int? { nil }

    /// The boundary supplementary item this component describes.
    public func boundaryItem() -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: elementKind, layoutSize: layoutSize(), alignment: alignment, absoluteOffset: absoluteOffset,
            extendsBoundary: extendsBoundary, pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex ?? 0)
    }

    /// The anchored supplementary item this component describes.
    public func anchoredItem() -> SupplementaryItem {
        SupplementaryItem(
            elementKind: elementKind, layoutSize: layoutSize(), containerAnchor: containerAnchor,
            itemAnchor: itemAnchor, zIndex: zIndex ?? 1)
    }
}

/// A type-erased ``SupplementaryComponent``.
public struct AnySupplementaryComponent {
    /// The component, erased.
    public let component: AnyComponent
    /// Its element kind.
    public let elementKind: String
    /// Its layout item when placed on a boundary.
    public let boundaryItem: BoundarySupplementaryItem
    /// Its layout item when anchored to a component or group.
    public let anchoredItem: SupplementaryItem

    /// Wraps `supplementary`.
    public init<S: SupplementaryComponent>(_ supplementary: S) {
        component = AnyComponent(supplementary)
        elementKind = supplementary.elementKind
        boundaryItem = supplementary.boundaryItem()
        anchoredItem = supplementary.anchoredItem()
    }

    /// Pairs a component with the boundary item that places it (a layout
    /// document's header or footer).
    public init(_ component: AnyComponent, boundaryItem: BoundarySupplementaryItem) {
        self.component = component
        elementKind = boundaryItem.elementKind
        self.boundaryItem = boundaryItem
        anchoredItem = SupplementaryItem(
            elementKind: boundaryItem.elementKind, layoutSize: boundaryItem.layoutSize,
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    }

    /// Pairs a component with the anchored item that places it (a layout
    /// document's badge).
    public init(_ component: AnyComponent, anchoredItem: SupplementaryItem) {
        self.component = component
        elementKind = anchoredItem.elementKind
        self.anchoredItem = anchoredItem
        boundaryItem = BoundarySupplementaryItem(
            elementKind: anchoredItem.elementKind, layoutSize: anchoredItem.layoutSize, alignment: .top)
    }
}
