import ListKitCore

/// A view that a ``HeadlessCollectionView`` shows for one element and
/// recycles when the element leaves the visible bounds, like UIKit's
/// `UICollectionReusableView`. Supplementary views (headers, footers,
/// badges) are instances of it; cells are ``CollectionViewCell``s.
///
/// The collection view owns the placement: it sets ``frame``, ``indexPath``,
/// ``elementKind`` and ``zIndex`` before the view is shown. Subclasses hold
/// what they display, or put it in ``content``.
///
/// ```swift
/// final class HeaderView: CollectionReusableView {
///     var title = ""
///     override func prepareForReuse() {
///         super.prepareForReuse()
///         title = ""
///     }
/// }
/// ```
///
/// The attributes a layout pass compares (frame, zIndex, alpha, transform,
/// index path) are read and written only by the collection view's own calls,
/// on its thread: their accesses are not checked for exclusivity at run time.
open class CollectionReusableView {
    /// The identifier of the reuse pool the view came from and goes back to.
    public internal(set) var reuseIdentifier: String
    /// The element kind for a supplementary view (`"header"`); `nil` for a cell.
    public internal(set) var elementKind: String?
    /// The opacity its element's attributes give (1 unless a visible-items
    /// invalidation handler changed it).
    @exclusivity(unchecked) public internal(set) var alpha: Double = 1
    /// The transform its element's attributes give (the identity unless a
    /// visible-items invalidation handler changed it).
    @exclusivity(unchecked) public internal(set) var transform: AffineTransform = .identity
    /// Whether the view shows a decoration (rather than a supplementary).
    public internal(set) var isDecoration = false
    /// The frame in the collection view's content coordinates, pinning and
    /// orthogonal offsets applied.
    @exclusivity(unchecked) public internal(set) var frame: Rect
    /// The stacking order the layout gives the element.
    @exclusivity(unchecked) public internal(set) var zIndex: Int
    /// The index path the view currently shows, or `nil` while it waits in a
    /// reuse pool.
    @exclusivity(unchecked) public internal(set) var indexPath: ElementIndexPath?
    /// What the view displays. The DSL layer puts its content view here; the
    /// collection view never reads or clears it.
    public var content: AnyObject?
    /// How many times ``prepareForReuse()`` has been called on the view.
    public internal(set) var reuseCount: Int

    /// Creates a view that is not yet in any pool; the collection view sets
    /// its reuse identifier when it dequeues it.
    public required init() {
        reuseIdentifier = ""
        elementKind = nil
        frame = .zero
        zIndex = 0
        indexPath = nil
        content = nil
        reuseCount = 0
    }

    /// Called just before the view is handed out again by a dequeue, as in
    /// UIKit. Overrides must call `super`.
    open func prepareForReuse() {}

    /// Called after the collection view has placed the view with
    /// `layoutAttributes` (its frame is already set), as UIKit does: when the
    /// view is shown, and when a layout pass gives it attributes that differ
    /// from the last ones (a pass that gives it the same attributes places
    /// nothing). The default does nothing.
    ///
    /// - Parameter layoutAttributes: The element's attributes, as the layout solved them.
    open func apply(_ layoutAttributes: LayoutAttributes) {}

    /// Places the view with `attributes` and tells it so, unless it is
    /// placed with equal attributes already and `showing` is `false` (a view
    /// being shown is always told).
    final func place(_ attributes: LayoutAttributes, showing: Bool = false) {
        if !showing, isPlaced(attributes) { return }
        frame = attributes.frame
        zIndex = attributes.zIndex
        alpha = attributes.alpha
        transform = attributes.transform
        indexPath = attributes.indexPath
        apply(attributes)
    }

    /// Whether the view is placed with `attributes` already: the same
    /// element, frame, stacking, opacity and transform.
    func isPlaced(_ attributes: LayoutAttributes) -> Bool {
        indexPath == attributes.indexPath && frame == attributes.frame && zIndex == attributes.zIndex
            && alpha == attributes.alpha && transform == attributes.transform
    }

    /// Readies the view for another element: counts the reuse, calls the hook.
    final func recycle() {
        reuseCount += 1
        prepareForReuse()
    }
}
