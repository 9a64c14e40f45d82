/// Where one element of a layout is and how it stacks: what UIKit's
/// `UICollectionViewLayoutAttributes` carries for a headless layout.
public struct LayoutAttributes: Hashable, Sendable {
    /// The element kind, interned; `nil` for cells.
    public var kind: ElementKind?
    /// The element's index path.
    public var indexPath: ElementIndexPath
    /// The frame in the collection view's content coordinates.
    public var frame: Rect
    /// The stacking order; higher draws above lower.
    public var zIndex: Int
    /// The opacity, 0 … 1 (a visible-items invalidation handler may set it).
    public var alpha: Double = 1
    /// The transform about the centre (a visible-items invalidation handler may set it).
    public var transform: AffineTransform = .identity
    // The one-byte fields last: no padding between the eight-byte ones
    // (99 bytes, stride 104, instead of 112 with `category` first).
    /// Whether this is a cell, a supplementary or a decoration.
    public var category: ElementCategory
    /// Whether the element pins to the visible bounds (`pinToVisibleBounds`).
    public var pinsToVisibleBounds: Bool
    /// Whether the element is displaced from its natural position by pinning.
    public var isPinned: Bool

    /// Creates layout attributes.
    @inlinable
    public init(
        category: ElementCategory,
        elementKind: String? = nil,
        indexPath: ElementIndexPath,
        frame: Rect,
        zIndex: Int = 0,
        pinsToVisibleBounds: Bool = false,
        isPinned: Bool = false
    ) {
        self.init(
            category: category, kind: elementKind.map(ElementKind.init), indexPath: indexPath, frame: frame,
            zIndex: zIndex, pinsToVisibleBounds: pinsToVisibleBounds, isPinned: isPinned)
    }

    /// Creates layout attributes of an already interned kind.
    @inlinable
    public init(
        category: ElementCategory,
        kind: ElementKind?,
        indexPath: ElementIndexPath,
        frame: Rect,
        zIndex: Int = 0,
        pinsToVisibleBounds: Bool = false,
        isPinned: Bool = false
    ) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.pinsToVisibleBounds = pinsToVisibleBounds
        self.isPinned = isPinned
    }

    /// The element kind (`"header"`, `"background"`, …); `nil` for cells.
    @inlinable
    public var elementKind: String? {
        get { kind?.name }
        set { kind = newValue.map(ElementKind.init) }
    }

    /// Whether both describe one element of the layout: the same category,
    /// element kind and index path (frames and the rest may differ).
    @inlinable
    public func isSameLayoutElement(as other: LayoutAttributes) -> Bool {
        indexPath == other.indexPath && category == other.category && kind == other.kind
    }
}

