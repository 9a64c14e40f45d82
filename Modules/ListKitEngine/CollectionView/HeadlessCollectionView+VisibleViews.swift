import ListKitCore

extension HeadlessCollectionView {
    /// The visible cells, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        cells.keys.sorted().compactMap { cells[$0] }
    }

    /// The index paths of the visible items, in order.
    public var indexPathsForVisibleItems: [ElementIndexPath] {
        cells.keys.sorted()
    }

    /// The cell showing the item at `indexPath`, or `nil` when the item is
    /// not visible.
    public func cellForItem(at indexPath: ElementIndexPath) -> CollectionViewCell? {
        cells[indexPath]
    }

    /// What the collection view displays: the solved layout with each
    /// section's visible-items invalidation handler applied; `nil` before
    /// the first layout. A lifecycle tracker fed from it sees what is shown.
    public var displayedLayout: InvalidatedLayout? {
        guard let solved = solvedLayout else { return nil }
        return InvalidatedLayout(solved: solved, handler: visibleItemsInvalidationHandler)
    }

    /// The elements displayed at the current bounds and offsets with their
    /// final attributes: the last layout pass's (``layoutPass``) when it laid
    /// out these bounds, else the layout's elements meeting them passed
    /// through the invalidation handlers (an offset set without a layout
    /// pass yet); empty before the first load.
    public var displayedElements: [LayoutAttributes] {
        if let pass = layoutPass, pass.isOwn(bounds, contentOffset, orthogonalOffsets) { return pass.elements }
        return displayedLayout?.elements(in: bounds, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets) ?? []
    }

    /// Every visible supplementary view, by kind then index path.
    public var visibleSupplementaryViews: [CollectionReusableView] {
        supplementaries.keys.sorted().compactMap { supplementaries[$0] }
    }

    /// The visible supplementary views of `kind`, in index-path order.
    public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
        supplementaries.keys.filter { $0.kind == kind }.sorted().compactMap { supplementaries[$0] }
    }

    /// The index paths of the visible supplementary views of `kind`, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [ElementIndexPath] {
        supplementaries.keys.filter { $0.kind == kind }.map(\.indexPath).sorted()
    }

    /// The visible supplementary view of `kind` at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind kind: String, at indexPath: ElementIndexPath) -> CollectionReusableView? {
        supplementaries[SupplementaryViewKey(kind: kind, indexPath: indexPath)]
    }

    /// The attributes of the item at `indexPath` in the solved layout, its
    /// section's orthogonal offset applied; `nil` when there is no such item.
    public func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let solved = solvedLayout, solved.sections.indices.contains(indexPath.section) else { return nil }
        let section = solved.sections[indexPath.section]
        guard section.cellFrame(at: indexPath.item) != nil else { return nil }
        return solved.directed(section.cellAttributes(indexPath.item, shift: solved.shift(of: section, orthogonalOffsets)))
    }

    /// One layout pass: asks the index which elements meet the bounds
    /// (O(log n + k)), passes each section's through its visible-items
    /// invalidation handler once, sends the views of those that left to
    /// their pools, places those that stay, asks the data source for the new
    /// ones (each category in index-path order), records the pass as
    /// ``layoutPass`` and tells the delegate.
    ///
    /// When nothing enters or leaves, a pass allocates nothing: the query
    /// writes into the memory of the pass before last, and views are matched
    /// by a stamp rather than through sets.
    func updateVisibleViews() throws(CollectionViewError) {
        try measureNewlyVisibleItems()
        isInLayoutPass = true
        dequeuedThisPass.removeAll(keepingCapacity: true)
        defer {
            returnUnclaimedViews()
            isInLayoutPass = false
        }
        passCount += 1
        var found = spareElements
        spareElements = []
        found.removeAll(keepingCapacity: true)
        let limit = DisplayLimits.maximumDisplayedElements
        if let solved = solvedLayout {
            solved.elements(
                in: bounds, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit, into: &found)
            guard found.count <= limit else { throw .tooManyVisibleElements(limit: limit) }
            if visibleItemsInvalidationHandler != nil {
                InvalidatedLayout(solved: solved, handler: visibleItemsInvalidationHandler)
                    .invalidate(&found, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
            }
        }
        // What the pass found is what is displayed, even if a view below
        // cannot be made (the error reaches the caller; the next pass tries again).
        let previous = layoutPass
        if let solved = solvedLayout {
            layoutPass = LayoutPass(
                number: passCount, contentOffset: contentOffset, bounds: bounds, orthogonalOffsets: orthogonalOffsets,
                elements: found, layout: solved)
        } else {
            layoutPass = nil
        }
        // The pass before last is done with: its memory serves the next pass.
        spareElements = previous?.elements ?? []
        // The item being moved is shown where it is dragged, even off screen.
        if let moving = layoutAttributesForInteractivelyMovingItem {
            var shown = found.filter { $0.category != .cell || $0.indexPath != moving.indexPath }
            shown.append(moving)
            try showViews(for: shown)
        } else {
            try showViews(for: found)
        }
        needsLayout = false
        if let layoutPass { delegate?.collectionView(self, didCompleteLayoutPass: layoutPass) }
    }

    /// Makes the views on screen those of `elements`: ends the views of the
    /// elements gone (cells, then supplementaries, then decorations, each in
    /// index-path order), then places the views that stay and shows the new
    /// ones, in the same order.
    private func showViews(for elements: [LayoutAttributes]) throws(CollectionViewError) {
        passOrder.removeAll(keepingCapacity: true)
        passOrder.append(contentsOf: elements.indices)
        if !Self.isInDisplayOrder(passOrder, elements) {
            passOrder.sort { Self.displayPrecedes(elements[$0], elements[$1]) }
        }
        let stamp = passCount
        var staying = 0
        passViews.removeAll(keepingCapacity: true)
        for position in passOrder {
            let view = view(for: elements[position])
            passViews.append(view)
            guard let view, view.passStamp != stamp else { continue }
            view.passStamp = stamp
            staying += 1
        }
        if staying != cells.count + supplementaries.count + decorations.count {
            endViews(notStampedWith: stamp)
        }
        for (index, position) in passOrder.enumerated() {
            let attributes = elements[position]
            // A view shown earlier in this pass (an element listed twice) is looked up again.
            if let view = passViews[index] ?? view(for: attributes) {
                view.place(attributes)
                continue
            }
            switch attributes.category {
            case .cell:
                try displayCell(with: attributes)
            case .supplementary:
                try displaySupplementaryView(for: Self.key(attributes), with: attributes)
            case .decoration:
                try displayDecorationView(for: Self.key(attributes), with: attributes)
            }
        }
    }

    /// Ends every view on screen whose stamp is not `stamp`: cells, then
    /// supplementaries, then decorations, each in index-path order.
    private func endViews(notStampedWith stamp: Int) {
        for path in cells.compactMap({ $0.value.passStamp == stamp ? nil : $0.key }).sorted() {
            endDisplayingCell(at: path)
        }
        for key in supplementaries.compactMap({ $0.value.passStamp == stamp ? nil : $0.key }).sorted() {
            endDisplayingSupplementaryView(for: key)
        }
        for key in decorations.compactMap({ $0.value.passStamp == stamp ? nil : $0.key }).sorted() {
            endDisplayingDecorationView(for: key)
        }
    }

    /// The view on screen for the element `attributes` describe (its
    /// category, element kind and index path), or `nil`.
    public func view(for attributes: LayoutAttributes) -> CollectionReusableView? {
        switch attributes.category {
        case .cell: return cells[attributes.indexPath]
        case .supplementary: return supplementaries.isEmpty ? nil : supplementaries[Self.key(attributes)]
        case .decoration: return decorations.isEmpty ? nil : decorations[Self.key(attributes)]
        }
    }

    /// The key of a supplementary or decoration view.
    private static func key(_ attributes: LayoutAttributes) -> SupplementaryViewKey {
        SupplementaryViewKey(kind: attributes.elementKind ?? "", indexPath: attributes.indexPath)
    }

    /// Whether views are shown for `a` before `b`: cells, supplementaries,
    /// decorations; within each, by index path, then kind.
    private static func displayPrecedes(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.category != b.category { return rank(a.category) < rank(b.category) }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return (a.elementKind ?? "") < (b.elementKind ?? "")
    }

    /// Whether `order` already lists `elements` as ``displayPrecedes(_:_:)`` sorts them.
    private static func isInDisplayOrder(_ order: [Int], _ elements: [LayoutAttributes]) -> Bool {
        var index = 1
        while index < order.count {
            if displayPrecedes(elements[order[index]], elements[order[index - 1]]) { return false }
            index += 1
        }
        return true
    }

    /// The category's place in display order.
    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }

    /// Asks the data source for the view of a newly visible decoration and
    /// shows it; a data source that gives none leaves it without a view.
    private func displayDecorationView(
        for key: SupplementaryViewKey, with attributes: LayoutAttributes
    ) throws(CollectionViewError) {
        guard let dataSource,
              let view = try dataSource.collectionView(self, viewForDecorationOfKind: key.kind, at: key.indexPath)
        else { return }
        guard claim(view), view.isDecoration, view.elementKind == key.kind else {
            throw .supplementaryViewNotDequeued(kind: key.kind, indexPath: key.indexPath)
        }
        view.place(attributes, showing: true)
        delegate?.collectionView(self, willDisplayDecorationView: view, forElementKind: key.kind, at: key.indexPath)
        decorations[key] = view
    }

    /// Removes the decoration view for `key` from the screen.
    func endDisplayingDecorationView(for key: SupplementaryViewKey) {
        guard let view = decorations.removeValue(forKey: key) else { return }
        delegate?.collectionView(self, didEndDisplayingDecorationView: view, forElementKind: key.kind, at: key.indexPath)
        decorationPool.enqueue(view, SupplementaryReuseKey(kind: key.kind, identifier: view.reuseIdentifier))
    }

    /// The visible decoration views of `kind`, in index-path order.
    public func visibleDecorationViews(ofKind kind: String) -> [CollectionReusableView] {
        decorations.keys.filter { $0.kind == kind }.sorted().compactMap { decorations[$0] }
    }

    /// The visible decoration view of `kind` at `indexPath`, if any.
    public func decorationView(forElementKind kind: String, at indexPath: ElementIndexPath) -> CollectionReusableView? {
        decorations[SupplementaryViewKey(kind: kind, indexPath: indexPath)]
    }

    /// Asks the data source for the cell of a newly visible item and shows it.
    private func displayCell(with attributes: LayoutAttributes) throws(CollectionViewError) {
        guard let dataSource else { return }
        let path = attributes.indexPath
        // During an interactive move the data still holds the item where it began.
        let dataPath = interactiveMovement?.dataIndexPath(forShown: path) ?? path
        let cell = try dataSource.collectionView(self, cellForItemAt: dataPath)
        guard claim(cell), cell.elementKind == nil else { throw .cellNotDequeued(indexPath: path) }
        cell.indexPath = path
        cell.place(attributes, showing: true)
        cell.isSelected = selected.contains(path)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        cells[path] = cell
    }

    /// Asks the data source for the view of a newly visible supplementary and shows it.
    private func displaySupplementaryView(
        for key: SupplementaryViewKey, with attributes: LayoutAttributes
    ) throws(CollectionViewError) {
        guard let dataSource else { return }
        // During an interactive move the data still holds the item a
        // supplementary is anchored to where it began (headers and footers
        // stay with their sections, which a move does not change).
        var dataPath = key.indexPath
        if let movement = interactiveMovement, solvedLayout?.isBoundarySupplementary(kind: key.kind, at: dataPath) == false {
            dataPath = movement.dataIndexPath(forShown: dataPath)
        }
        let view = try dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: dataPath)
        guard claim(view), view.elementKind == key.kind else {
            throw .supplementaryViewNotDequeued(kind: key.kind, indexPath: key.indexPath)
        }
        view.place(attributes, showing: true)
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        supplementaries[key] = view
    }

    /// Removes the cell at `path` from the screen: `didEndDisplaying`, then its pool.
    func endDisplayingCell(at path: ElementIndexPath) {
        guard let cell = cells.removeValue(forKey: path) else { return }
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        cellPool.enqueue(cell, cell.reuseIdentifier)
    }

    /// Removes the supplementary view for `key` from the screen.
    func endDisplayingSupplementaryView(for key: SupplementaryViewKey) {
        guard let view = supplementaries.removeValue(forKey: key) else { return }
        delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        supplementaryPool.enqueue(view, SupplementaryReuseKey(kind: key.kind, identifier: view.reuseIdentifier))
    }
}
