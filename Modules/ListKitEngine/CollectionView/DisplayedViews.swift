import ListKitCore

/// The views a ``HeadlessCollectionView`` has on screen: one registry for
/// cells, supplementaries and decorations, keyed by ``ViewKey``.
///
/// Besides the look-up by key it keeps the views in display order
/// (``ViewKey/precedes(_:_:)``) as the last layout pass left them, so that
/// the next pass can match its elements to the views on screen by walking
/// both lists side by side instead of looking each one up. A change made
/// outside a pass (a batch update carrying views to new index paths, a
/// view ended) drops that order; the next pass sorts the registry once.
struct DisplayedViews {
    /// The views by key.
    private(set) var byKey: [ViewKey: CollectionReusableView] = [:]
    /// The keys of the last pass's elements in display order, and beside
    /// them each one's view (`nil`: none, or the same key as the entry
    /// before it, which shares that view): the pass's own arrays, kept as
    /// they were when ``isOrdered``.
    private var orderKeys: [ViewKey] = []
    /// The views beside ``orderKeys``.
    private var orderViews: [CollectionReusableView?] = []
    /// Whether ``orderKeys`` and ``orderViews`` list exactly the views of ``byKey``.
    private var isOrdered = true
    /// What every view of the order was placed for by the pass that left
    /// it, when that pass placed them all and their attributes depend on
    /// nothing else (``Placement``); `nil` otherwise.
    private var placement: Placement?
    /// How many times a view was put on screen, taken off it or moved to
    /// another key (see `HeadlessCollectionView.viewChangeCount`).
    private(set) var changeCount = 0

    /// The solved layout and orthogonal offsets a pass placed its views
    /// for. Two passes with one placement, over a layout that pins nothing
    /// and without a visible-items invalidation handler or an interactive
    /// move, give every element they share the same attributes: a view
    /// the first placed needs nothing from the second.
    struct Placement: Equatable {
        /// The solved layout's generation.
        var generation: UInt64
        /// The orthogonal offsets.
        var orthogonalOffsets: [Int: Point]
    }

    /// How many views are on screen.
    var count: Int { byKey.count }

    /// The view showing the element `key` names, or `nil`.
    subscript(key: ViewKey) -> CollectionReusableView? { byKey[key] }

    /// The cell showing the item at `indexPath`, or `nil`.
    func cell(at indexPath: ElementIndexPath) -> CollectionViewCell? {
        byKey[.cell(indexPath)] as? CollectionViewCell
    }

    /// Puts `view` on screen for `key`, outside the order a pass keeps.
    mutating func insert(_ view: CollectionReusableView, for key: ViewKey) {
        byKey[key] = view
        byKey.keepSparse()
        isOrdered = false
        changeCount &+= 1
    }

    /// Takes the view of `key` off the registry; `nil` when there is none.
    mutating func remove(_ key: ViewKey) -> CollectionReusableView? {
        guard let view = byKey.removeValue(forKey: key) else { return nil }
        isOrdered = false
        changeCount &+= 1
        return view
    }

    /// The views with their keys, in display order, all of them or those of
    /// `category` (and of `kind`, when given): read from the last pass's
    /// order when it holds (no look-up, no sort), sorted from the registry
    /// otherwise.
    func inDisplayOrder(
        of category: ElementCategory? = nil, kind: String? = nil
    ) -> [(key: ViewKey, view: CollectionReusableView)] {
        inDisplayOrder(of: category, kind: kind) { ($0, $1) }
    }

    /// ``inDisplayOrder(of:kind:)`` made into what `transform` gives for each
    /// view (those it gives `nil` for left out), in one pass: no list of
    /// keys and views in between.
    func inDisplayOrder<Listed>(
        of category: ElementCategory? = nil, kind: String? = nil,
        _ transform: (ViewKey, CollectionReusableView) -> Listed?
    ) -> [Listed] {
        let kind = kind.map(ElementKind.init)
        func matches(_ key: ViewKey) -> Bool {
            (category == nil || key.category == category) && (kind == nil || key.kind == kind)
        }
        guard isOrdered else {
            return byKey.filter { matches($0.key) }.sorted { ViewKey.precedes($0.key, $1.key) }
                .compactMap { transform($0.key, $0.value) }
        }
        var listed: [Listed] = []
        if category == nil { listed.reserveCapacity(byKey.count) }
        for index in orderKeys.indices {
            if let view = orderViews[index], matches(orderKeys[index]), let item = transform(orderKeys[index], view) {
                listed.append(item)
            }
        }
        return listed
    }

    /// Replaces every view at once with `carried`: a batch update's views at
    /// their new keys, listed in the display order they had before it. When
    /// the new keys keep that order (no view carried past another, which
    /// ``ViewKey/precedes(_:_:)`` checks pair by pair), it stays the display
    /// order, and the next pass does not sort the registry. (An update
    /// that keeps every view at its key asks ``everyKeyStays(where:)`` first
    /// and keeps them all: ``keepEveryKey()``.)
    mutating func replaceAll(with carried: [(key: ViewKey, view: CollectionReusableView)]) {
        placement = nil
        changeCount &+= 1
        byKey = Dictionary(minimumCapacity: carried.count * Dictionary<ViewKey, CollectionReusableView>.sparseRoom)
        for (key, view) in carried { byKey[key] = view }
        isOrdered = carried.indices.dropFirst().allSatisfy { ViewKey.precedes(carried[$0 - 1].key, carried[$0].key) }
        orderKeys.removeAll(keepingCapacity: true)
        orderViews.removeAll(keepingCapacity: true)
        guard isOrdered else { return }
        for (key, view) in carried {
            orderKeys.append(key)
            orderViews.append(view)
        }
    }

    /// Whether the display order holds and `stays` is true for the key of
    /// each of its views: read in place (nothing listed or retained), for
    /// a batch update that may leave every view where it is.
    func everyKeyStays(where stays: (ViewKey) -> Bool) -> Bool {
        guard isOrdered else { return false }
        for index in orderKeys.indices where orderViews[index] != nil {
            guard stays(orderKeys[index]) else { return false }
        }
        return true
    }

    /// Keeps every view at its key through a batch update
    /// (``everyKeyStays(where:)`` was true): the registry and its order stay
    /// as they are; what the last pass placed them for no longer holds.
    mutating func keepEveryKey() {
        placement = nil
    }

    /// Takes the views out in display order (sorted from the registry if a
    /// change outside a pass dropped the order): keys, and beside them views,
    /// where `nil` or a key repeated from the entry before it names no view
    /// of its own. ``setOrder(_:_:count:)`` gives the next order back.
    mutating func takeDisplayOrder() -> (keys: [ViewKey], views: [CollectionReusableView?]) {
        if !isOrdered {
            let sorted = byKey.sorted { ViewKey.precedes($0.key, $1.key) }
            orderKeys = sorted.map(\.key)
            orderViews = sorted.map(\.value)
        }
        isOrdered = false
        placement = nil
        defer { (orderKeys, orderViews) = ([], []) }
        return (orderKeys, orderViews)
    }

    /// What every view of the display order was placed for: `nil` when a
    /// change outside a pass dropped the order, or the pass that left it
    /// did not place them all for one ``Placement``. Ask before
    /// ``takeDisplayOrder()``, which forgets it.
    var placedFor: Placement? { isOrdered ? placement : nil }

    /// Records what a pass left on screen, taking the pass's arrays as they
    /// are (nothing is copied): `keys` in display order, `views` beside them
    /// as ``takeDisplayOrder()`` gives them, `count` the distinct views among
    /// them. The order holds when they are every view of the registry;
    /// `placement` is what the pass placed them all for, if it did.
    mutating func setOrder(
        _ keys: inout [ViewKey], _ views: inout [CollectionReusableView?], count: Int, placement: Placement?
    ) {
        swap(&orderKeys, &keys)
        swap(&orderViews, &views)
        isOrdered = count == byKey.count
        self.placement = placement
    }
}
