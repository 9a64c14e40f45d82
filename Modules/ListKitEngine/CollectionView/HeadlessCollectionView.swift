import ListKitCore
import ListKitScrolling

/// A collection view without a screen, like UIKit's `UICollectionView`: it
/// solves its layout for a viewport, shows cells and supplementary views for
/// the elements that meet its bounds, recycles them through reuse pools as it
/// scrolls, and applies validated batch updates.
///
/// The layout comes from a provider that is given the data source's item
/// counts, so that the model's `itemCount`s match the data; a provider that
/// ignores them must return a layout that matches anyway, or the collection
/// view throws ``CollectionViewError/layoutItemCountMismatch(section:dataSource:layout:)``.
///
/// Work happens in ``layoutIfNeeded()``: after ``reloadData()``, a change of
/// ``viewport``, ``layout``, ``contentOffset`` or the orthogonal offsets, call
/// it to update the visible views. ``setContentOffset(_:)``,
/// ``performBatchUpdates(_:)`` and ``setOrthogonalOffset(_:forSection:)``
/// lay out at once.
///
/// ```swift
/// let collectionView = HeadlessCollectionView(viewport: Viewport(size: Size(width: 375, height: 812))) { counts in
///     CompositionalLayout(sections: counts.map { LayoutSection(group: grid, itemCount: $0) })
/// }
/// collectionView.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
/// collectionView.dataSource = dataSource
/// try collectionView.layoutIfNeeded()
/// try collectionView.setContentOffset(Point(x: 0, y: 400))
/// let shown = collectionView.indexPathsForVisibleItems
/// ```
///
/// Not `Sendable`: use a collection view from one isolation domain.
public final class HeadlessCollectionView {
    // Properties marked `@exclusivity(unchecked)` are only accessed
    // instantaneously or across calls that stay inside ListKit: see
    // "Exclusivity on the frame path" in Documentation/Architecture.md
    // before adding one, or before calling out of ListKit during an access.
    /// The element kind of section headers, as UIKit's
    /// `UICollectionView.elementKindSectionHeader` (ListKit's `"header"`).
    public static let elementKindSectionHeader = "header"
    /// The element kind of section footers, as UIKit's
    /// `UICollectionView.elementKindSectionFooter` (ListKit's `"footer"`).
    public static let elementKindSectionFooter = "footer"

    /// Makes the layout model for the data source's item counts, one per section.
    public typealias LayoutProvider = (_ itemCounts: [Int]) -> CompositionalLayout

    /// Where the data comes from (held weakly, as in UIKit). Setting it
    /// reloads the data at the next layout pass.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { layoutState.needsReload = true }
    }
    /// Who hears about display and selection (held weakly).
    public weak var delegate: (any CollectionViewDelegate)?
    /// The bounds size, content inset and scale; changing it re-solves the
    /// layout at the next layout pass. A viewport that fails
    /// `LayoutValidator.validate(viewport:)` is not taken (the old one
    /// stays): ``setViewport(_:)`` says why.
    @exclusivity(unchecked) public var viewport: Viewport {
        didSet {
            guard (try? LayoutValidator.validate(viewport: viewport)) != nil else {
                viewport = oldValue
                return
            }
            offsetRange = nil
            layoutState.needsSolve = true
        }
    }
    /// Makes the layout model; changing it re-solves the layout at the next
    /// layout pass, keeping the cells of the items that stay visible.
    public var layout: LayoutProvider {
        didSet { layoutState.needsSolve = true }
    }
    /// The point of the content at the bounds' origin. Setting it is not
    /// clamped (see ``setContentOffset(_:)``); the visible views follow at the
    /// next layout pass. An offset that is not finite is not taken (the old
    /// one stays): ``setContentOffset(_:)`` says why.
    @exclusivity(unchecked) public var contentOffset: Point {
        didSet {
            guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
                contentOffset = oldValue
                return
            }
            layoutState.needsLayout = true
        }
    }
    /// Measures items with estimated dimensions (self-sizing); `nil` keeps
    /// every estimate. Changing it re-solves the layout at the next layout pass.
    public var sizing: SelfSizing? {
        didSet {
            layoutState.needsSolve = true
            layoutState.measuringSolve = nil
        }
    }
    /// What stays in place on screen when a batch update or self-sizing
    /// changes the content before the viewport. Default ``ContentAnchor/top``,
    /// UIKit's: a batch update leaves the content offset unchanged.
    public var contentAnchor = ContentAnchor.top
    /// Whether a tap adds to the selection (and a tap on a selected item
    /// deselects it) rather than replacing it. Default `false`.
    public var allowsMultipleSelection = false
    /// Whether taps select at all. Default `true`.
    public var allowsSelection = true

    /// The layout as last solved, or `nil` before the first load (or without
    /// a data source).
    @exclusivity(unchecked) public internal(set) var solvedLayout: SolvedLayout? {
        didSet {
            solvedContentInset = solvedLayout?.physicalContentInset
            contentSize = solvedLayout?.contentSize ?? .zero
            offsetRange = nil
        }
    }
    /// ``contentOffsetRange`` as last worked out, `nil` until it is asked
    /// for after a change of the viewport or the solved layout (every
    /// scroll asks for it).
    @exclusivity(unchecked) var offsetRange: ContentOffsetRange?
    /// ``solvedLayout``'s physical content inset, kept beside it: the
    /// content offset range is asked for on every scroll, and reading it
    /// through the layout would copy the layout.
    @exclusivity(unchecked) var solvedContentInset: DirectionalEdgeInsets?
    /// The size of the scrollable content (zero before the first load):
    /// ``solvedLayout``'s, kept beside it for the same reason.
    @exclusivity(unchecked) public private(set) var contentSize: Size = .zero
    /// The item counts the collection view shows, one per section.
    @exclusivity(unchecked) var itemCounts: [Int] = []
    /// Each section's visible-items invalidation handler, by section index
    /// (`nil`: none); asked on every layout pass.
    @exclusivity(unchecked) public var visibleItemsInvalidationHandler: ((Int) -> VisibleItemsInvalidationHandler?)? {
        didSet { layoutState.needsLayout = true }
    }
    /// Each orthogonal section's scroll offset, by section (a missing section is at zero).
    @exclusivity(unchecked) public internal(set) var orthogonalOffsets: [Int: Point] = [:]
    /// The views on screen: cells, supplementaries and decorations.
    @exclusivity(unchecked) var views = DisplayedViews()
    /// Cell factories and idle cells by reuse identifier.
    var cellPool = ReusePool<String, CollectionViewCell>()
    /// Supplementary view factories and idle views by kind and reuse identifier.
    var supplementaryPool = ReusePool<SupplementaryReuseKey, CollectionReusableView>()
    /// Decoration view factories and idle views by kind and reuse identifier.
    var decorationPool = ReusePool<SupplementaryReuseKey, CollectionReusableView>()
    /// The views dequeued during the current layout pass and not yet
    /// returned by the data source.
    @exclusivity(unchecked) var dequeuedThisPass: [CollectionReusableView] = []
    /// Whether a layout pass is running (dequeues are tracked only then).
    @exclusivity(unchecked) var isInLayoutPass = false
    /// The selected items.
    var selected: Set<ElementIndexPath> = []
    /// Gives the swipe actions of an item's edge, like the
    /// `leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider`
    /// of UIKit's list configuration; `nil` (the default) or a `nil` answer: none.
    public var swipeActionsProvider: ((ElementIndexPath, SwipeEdge) -> SwipeActionsConfiguration?)?
    /// The swipe's button width and thresholds (documented defaults).
    public var swipeMetrics = SwipeMetrics.default
    /// The row a swipe left open, or `nil` (see ``swipe(item:direction:distance:)``).
    @exclusivity(unchecked) public internal(set) var swipeState: SwipeState?
    /// The interactive move in progress, or `nil` (see
    /// ``beginInteractiveMovementForItem(at:)``).
    @exclusivity(unchecked) public internal(set) var interactiveMovement: InteractiveMovement?
    /// What the collection view knows of its layout between passes: the
    /// last model validated and solved, what was measured, and what must
    /// be done again at the next pass.
    @exclusivity(unchecked) var layoutState = LayoutState()
    /// The last layout pass: what the collection view displays and with
    /// which attributes; `nil` before the first pass with a solved layout.
    /// See ``LayoutPass``.
    @exclusivity(unchecked) public internal(set) var layoutPass: LayoutPass?
    /// How many layout passes the collection view has made.
    @exclusivity(unchecked) public internal(set) var passCount = 0
    /// The elements buffer of the pass before last, whose memory the next
    /// pass writes into.
    @exclusivity(unchecked) var spareElements: [LayoutAttributes] = []
    /// The last query's window, which the next passes read while their
    /// bounds stay inside it (see ``QueryWindow``).
    @exclusivity(unchecked) var queryWindow = QueryWindow()
    /// The positions of a pass's elements in display order (reused).
    @exclusivity(unchecked) var passOrder: [Int] = []
    /// The keys of a pass's elements in display order (reused).
    @exclusivity(unchecked) var passKeys: [ViewKey] = []
    /// The view of each of ``passKeys``' elements (reused).
    @exclusivity(unchecked) var passViews: [CollectionReusableView?] = []

    /// Creates a collection view whose layout `layout` makes from the item counts.
    ///
    /// - Parameters:
    ///   - viewport: The bounds size, content inset and scale.
    ///   - layout: Makes the layout model for the data source's item counts.
    public init(viewport: Viewport, layout: @escaping LayoutProvider) {
        self.viewport = viewport
        self.layout = layout
        self.contentOffset = viewport.restContentOffset
    }

    /// Creates a collection view with a fixed layout model, whose item counts
    /// must equal the data source's.
    ///
    /// - Parameters:
    ///   - viewport: The bounds size, content inset and scale.
    ///   - layout: The layout model.
    public convenience init(viewport: Viewport, layout: CompositionalLayout) {
        self.init(viewport: viewport, layout: { _ in layout })
    }

    /// Marks the layout for solving again at the next layout pass (the
    /// provider is asked again), like invalidating a UIKit layout.
    public func invalidateLayout() {
        layoutState.needsSolve = true
    }

    /// Replaces the layout with a fixed model, re-solved at the next layout pass.
    public func setLayout(_ layout: CompositionalLayout) {
        self.layout = { _ in layout }
    }

    /// The visible rectangle in content coordinates: the content offset and
    /// the viewport's size.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewport.size) }


    /// The number of sections shown.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items shown in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Whether `indexPath` names an item shown.
    func contains(_ indexPath: ElementIndexPath) -> Bool {
        itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }
}
