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
    /// (O(log n + k)), sends the views of those that left to their pools,
    /// places those that stay, and asks the data source for the new ones —
    /// each in index-path order.
    func updateVisibleViews() throws(CollectionViewError) {
        try measureNewlyVisibleItems()
        isInLayoutPass = true
        dequeuedThisPass = []
        defer {
            returnUnclaimedViews()
            isInLayoutPass = false
        }
        var cellAttributes: [ElementIndexPath: LayoutAttributes] = [:]
        var supplementaryAttributes: [SupplementaryViewKey: LayoutAttributes] = [:]
        var decorationAttributes: [SupplementaryViewKey: LayoutAttributes] = [:]
        if let displayed = displayedLayout {
            let meeting = displayed.elements(
                in: bounds, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets,
                limit: DisplayLimits.maximumDisplayedElements)
            guard meeting.count <= DisplayLimits.maximumDisplayedElements else {
                throw .tooManyVisibleElements(limit: DisplayLimits.maximumDisplayedElements)
            }
            for attributes in meeting {
                switch attributes.category {
                case .cell:
                    cellAttributes[attributes.indexPath] = attributes
                case .supplementary:
                    let key = SupplementaryViewKey(kind: attributes.elementKind ?? "", indexPath: attributes.indexPath)
                    supplementaryAttributes[key] = attributes
                case .decoration:
                    let key = SupplementaryViewKey(kind: attributes.elementKind ?? "", indexPath: attributes.indexPath)
                    decorationAttributes[key] = attributes
                }
            }
        }
        // The item being moved is shown where it is dragged, even off screen.
        if let moving = layoutAttributesForInteractivelyMovingItem { cellAttributes[moving.indexPath] = moving }
        for path in cells.keys.sorted() where cellAttributes[path] == nil {
            endDisplayingCell(at: path)
        }
        for key in supplementaries.keys.sorted() where supplementaryAttributes[key] == nil {
            endDisplayingSupplementaryView(for: key)
        }
        for key in decorations.keys.sorted() where decorationAttributes[key] == nil {
            endDisplayingDecorationView(for: key)
        }
        for path in cellAttributes.keys.sorted() {
            guard let attributes = cellAttributes[path] else { continue }
            if let cell = cells[path] {
                cell.place(attributes)
            } else {
                try displayCell(with: attributes)
            }
        }
        for key in supplementaryAttributes.keys.sorted() {
            guard let attributes = supplementaryAttributes[key] else { continue }
            if let view = supplementaries[key] {
                view.place(attributes)
            } else {
                try displaySupplementaryView(for: key, with: attributes)
            }
        }
        for key in decorationAttributes.keys.sorted() {
            guard let attributes = decorationAttributes[key] else { continue }
            if let view = decorations[key] {
                view.place(attributes)
            } else {
                try displayDecorationView(for: key, with: attributes)
            }
        }
        needsLayout = false
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
        view.place(attributes)
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
        cell.place(attributes)
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
        view.place(attributes)
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
