import ListKitCore

extension HeadlessCollectionView {
    /// Registers how to make cells for `identifier`. Registering again
    /// replaces the factory and drops the idle cells of the old one.
    ///
    /// ```swift
    /// collectionView.register(forCellWithReuseIdentifier: "text") { TextCell() }
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - factory: Makes a new cell when the pool has none idle.
    public func register(forCellWithReuseIdentifier identifier: String, factory: @escaping () -> CollectionViewCell) {
        cellPool.register(identifier, factory: factory)
    }

    /// Registers `cellClass` (made with its `init()`) for `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        register(forCellWithReuseIdentifier: identifier) { cellClass.init() }
    }

    /// Registers how to make supplementary views of `kind` for `identifier`.
    ///
    /// - Parameters:
    ///   - kind: The element kind (`"header"`).
    ///   - identifier: The reuse identifier.
    ///   - factory: Makes a new view when the pool has none idle.
    public func register(
        forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
        factory: @escaping () -> CollectionReusableView
    ) {
        supplementaryPool.register(SupplementaryReuseKey(kind: kind, identifier: identifier), factory: factory)
    }

    /// Registers `viewClass` (made with its `init()`) for supplementary views
    /// of `kind` with `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        register(forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) { viewClass.init() }
    }

    /// A cell for the item at `indexPath`: the one that most recently left
    /// the screen with `identifier` (after its `prepareForReuse()`), or a new
    /// one. Call it from the data source's `cellForItemAt`.
    ///
    /// - Parameters:
    ///   - identifier: A registered reuse identifier.
    ///   - indexPath: The item the cell is for.
    /// - Returns: The cell.
    /// - Throws: ``CollectionViewError/unregisteredCell(reuseIdentifier:indexPath:)``.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        guard let cell = cellPool.dequeue(identifier) else {
            throw .unregisteredCell(reuseIdentifier: identifier, indexPath: indexPath)
        }
        cell.reuseIdentifier = identifier
        cell.elementKind = nil
        cell.indexPath = indexPath
        track(cell)
        return cell
    }

    /// A supplementary view of `kind` for `indexPath`: the one that most
    /// recently left the screen with `kind` and `identifier`, or a new one.
    /// Call it from the data source's `viewForSupplementaryElementOfKind`.
    ///
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - identifier: A reuse identifier registered for `kind`.
    ///   - indexPath: The element the view is for.
    /// - Returns: The view.
    /// - Throws: ``CollectionViewError/unregisteredSupplementaryView(kind:reuseIdentifier:indexPath:)``.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        try dequeueReusableView(decoration: false, ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// Registers `factory` for decoration views of `kind` with `identifier`
    /// (UIKit registers decoration views with the layout; here the
    /// collection view keeps them, and the data source hands them out with
    /// ``CollectionViewDataSource/collectionView(_:viewForDecorationOfKind:at:)``).
    public func register(
        forDecorationViewOfKind kind: String, withReuseIdentifier identifier: String,
        factory: @escaping () -> CollectionReusableView
    ) {
        decorationPool.register(SupplementaryReuseKey(kind: kind, identifier: identifier), factory: factory)
    }

    /// A decoration view of `kind` with `identifier` for the decoration at
    /// `indexPath`: an idle one reused, or a new one from the factory.
    ///
    /// - Throws: ``CollectionViewError/unregisteredSupplementaryView(kind:reuseIdentifier:indexPath:)``
    ///   when nothing is registered for the kind and identifier.
    public func dequeueReusableDecorationView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        try dequeueReusableView(decoration: true, ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// A supplementary or decoration view from its pool, labelled for
    /// `indexPath` and tracked until it is displayed.
    private func dequeueReusableView(
        decoration: Bool, ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        let key = SupplementaryReuseKey(kind: kind, identifier: identifier)
        guard let view = decoration ? decorationPool.dequeue(key) : supplementaryPool.dequeue(key) else {
            throw .unregisteredSupplementaryView(kind: kind, reuseIdentifier: identifier, indexPath: indexPath)
        }
        view.reuseIdentifier = identifier
        view.elementKind = kind
        view.isDecoration = decoration
        view.indexPath = indexPath
        track(view)
        return view
    }

    /// Whether a decoration view factory is registered for `kind` and `identifier`.
    public func isRegistered(decorationKind kind: String, identifier: String) -> Bool {
        decorationPool.isRegistered(SupplementaryReuseKey(kind: kind, identifier: identifier))
    }

    /// How many decoration views the factories have made.
    public var createdDecorationViewCount: Int { decorationPool.createdCount }

    /// Whether something is registered for cells with `identifier`.
    public func isRegistered(cellIdentifier identifier: String) -> Bool {
        cellPool.isRegistered(identifier)
    }

    /// Whether something is registered for supplementary views of `kind` with `identifier`.
    public func isRegistered(supplementaryKind kind: String, identifier: String) -> Bool {
        supplementaryPool.isRegistered(SupplementaryReuseKey(kind: kind, identifier: identifier))
    }

    /// How many cells the registered factories have made: with reuse, about
    /// one screenful however far the view scrolls.
    public var createdCellCount: Int { cellPool.createdCount }

    /// How many supplementary views the registered factories have made.
    public var createdSupplementaryViewCount: Int { supplementaryPool.createdCount }

    /// How many cells wait for reuse with `identifier`.
    public func idleCellCount(withReuseIdentifier identifier: String) -> Int {
        cellPool.idleCount(identifier)
    }

    /// Remembers a view dequeued during a layout pass, to check that the data
    /// source returns it and to take it back if it does not.
    private func track(_ view: CollectionReusableView) {
        if isInLayoutPass { dequeuedThisPass.append(view) }
    }

    /// Takes back a view the data source returned: whether it was dequeued
    /// during this pass and not returned before.
    func claim(_ view: CollectionReusableView) -> Bool {
        guard let index = dequeuedThisPass.lastIndex(where: { $0 === view }) else { return false }
        dequeuedThisPass.remove(at: index)
        return true
    }

    /// Puts the views dequeued during the pass but never returned back into
    /// their pools.
    func returnUnclaimedViews() {
        guard !dequeuedThisPass.isEmpty else { return }
        for view in dequeuedThisPass {
            if let cell = view as? CollectionViewCell, cell.elementKind == nil {
                cellPool.enqueue(cell, cell.reuseIdentifier)
            } else if let kind = view.elementKind, view.isDecoration {
                decorationPool.enqueue(view, SupplementaryReuseKey(kind: kind, identifier: view.reuseIdentifier))
            } else if let kind = view.elementKind {
                supplementaryPool.enqueue(view, SupplementaryReuseKey(kind: kind, identifier: view.reuseIdentifier))
            }
        }
        // Emptied in place: its memory serves the next pass.
        dequeuedThisPass.removeAll(keepingCapacity: true)
    }
}
