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
    /// The views in display order, one per key, when ``isOrdered``.
    private var ordered: [(key: ViewKey, view: CollectionReusableView)] = []
    /// Whether ``ordered`` lists exactly the views of ``byKey``.
    private var isOrdered = true

    /// How many views are on screen.
    var count: Int { byKey.count }

    /// The view showing the element `key` names, or `nil`.
    subscript(key: ViewKey) -> CollectionReusableView? { byKey[key] }

    /// The cell showing the item at `indexPath`, or `nil`.
    func cell(at indexPath: ElementIndexPath) -> CollectionViewCell? {
        byKey[.cell(indexPath)] as? CollectionViewCell
    }

    /// The keys of the views of `category` (and of `kind`, when given), in display order.
    func keys(of category: ElementCategory, kind: String? = nil) -> [ViewKey] {
        let kind = kind.map(ElementKind.init)
        return byKey.keys.filter { $0.category == category && (kind == nil || $0.kind == kind) }
            .sorted(by: ViewKey.precedes)
    }

    /// Every key, in display order.
    var allKeys: [ViewKey] { byKey.keys.sorted(by: ViewKey.precedes) }

    /// Puts `view` on screen for `key`, outside the order a pass keeps.
    mutating func insert(_ view: CollectionReusableView, for key: ViewKey) {
        byKey[key] = view
        isOrdered = false
    }

    /// Takes the view of `key` off the registry; `nil` when there is none.
    mutating func remove(_ key: ViewKey) -> CollectionReusableView? {
        guard let view = byKey.removeValue(forKey: key) else { return nil }
        isOrdered = false
        return view
    }

    /// Replaces every view at once (a batch update's carried views).
    mutating func replaceAll(with views: [ViewKey: CollectionReusableView]) {
        byKey = views
        isOrdered = false
    }

    /// Takes the views out in display order (sorted from the registry if a
    /// change outside a pass dropped the order); ``setOrder(_:_:reusing:)``
    /// gives the array's memory back.
    mutating func takeDisplayOrder() -> [(key: ViewKey, view: CollectionReusableView)] {
        if !isOrdered {
            ordered = byKey.sorted { ViewKey.precedes($0.key, $1.key) }.map { (key: $0.key, view: $0.value) }
        }
        isOrdered = false
        var taken: [(key: ViewKey, view: CollectionReusableView)] = []
        swap(&taken, &ordered)
        return taken
    }

    /// Records what a pass left on screen: `keys` in display order with
    /// their views (`nil` where an element got none), each key once or
    /// repeated side by side, written into the memory of `buffer` (the
    /// array ``takeDisplayOrder()`` gave). The order holds when it lists
    /// every view of the registry.
    mutating func setOrder(
        _ keys: [ViewKey], _ views: [CollectionReusableView?],
        reusing buffer: inout [(key: ViewKey, view: CollectionReusableView)]
    ) {
        swap(&ordered, &buffer)
        ordered.removeAll(keepingCapacity: true)
        for index in keys.indices {
            guard let view = views[index] else { continue }
            if let last = ordered.last, last.key == keys[index] { continue }
            ordered.append((key: keys[index], view: view))
        }
        isOrdered = ordered.count == byKey.count
    }
}
