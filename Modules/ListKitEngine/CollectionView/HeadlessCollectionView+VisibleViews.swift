import ListKitCore

extension HeadlessCollectionView {
    /// The visible cells, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        views.inDisplayOrder(of: .cell) { $1 as? CollectionViewCell }
    }

    /// The index paths of the visible items, in order.
    public var indexPathsForVisibleItems: [ElementIndexPath] {
        views.inDisplayOrder(of: .cell) { key, _ in key.indexPath }
    }

    /// How many times a view was put on screen, taken off it, or carried by
    /// a batch update to another index path, since the collection view was
    /// made (it only grows, wrapping around at `Int.max`).
    ///
    /// While it stays the same, every element on screen is shown by the
    /// view that showed it, at the category, element kind and index path
    /// it had: a batch update whose changes all lie off the screen leaves it
    /// as it is, whereas a reload (of the data, or of a visible item), a
    /// visible insert, delete or move, or a scroll that brings an element
    /// in or takes one out makes it grow.
    public var viewChangeCount: Int { views.changeCount }

    /// The cell showing the item at `indexPath`, or `nil` when the item is
    /// not visible.
    public func cellForItem(at indexPath: ElementIndexPath) -> CollectionViewCell? {
        views.cell(at: indexPath)
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
        views.inDisplayOrder(of: .supplementary) { $1 }
    }

    /// The visible supplementary views of `kind`, in index-path order.
    public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
        views.inDisplayOrder(of: .supplementary, kind: kind) { $1 }
    }

    /// The index paths of the visible supplementary views of `kind`, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [ElementIndexPath] {
        views.inDisplayOrder(of: .supplementary, kind: kind) { key, _ in key.indexPath }
    }

    /// The visible supplementary view of `kind` at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind kind: String, at indexPath: ElementIndexPath) -> CollectionReusableView? {
        views[ViewKey(category: .supplementary, kind: ElementKind(kind), indexPath: indexPath)]
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
    /// (O(log n + k); while the bounds stay inside the last query's window,
    /// the window's answer is read instead: ``QueryWindow``), passes each
    /// section's through its visible-items invalidation handler once, sends
    /// the views of those that left to their pools, places those that stay,
    /// asks the data source for the new ones (each category in index-path
    /// order), records the pass as ``layoutPass`` and tells the delegate.
    ///
    /// When nothing enters or leaves, a pass allocates nothing: the elements
    /// are written into the memory of the pass before last, and views are
    /// matched by walking the display orders side by side rather than
    /// through sets.
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
        var shownElements: [LayoutAttributes] = []
        // What the views are placed for, when their attributes depend on
        // nothing else (see `DisplayedViews.Placement`).
        var placement: DisplayedViews.Placement?
        if let solved = solvedLayout {
            let generation = solved.generation
            queryWindow.elements(
                of: solved, in: bounds, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit,
                into: &found)
            guard found.count <= limit else {
                spareElements = found
                throw .tooManyVisibleElements(limit: limit)
            }
            if let handler = visibleItemsInvalidationHandler {
                InvalidatedLayout(solved: solved, handler: handler)
                    .invalidate(&found, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
            } else if !solved.pinsElements {
                placement = DisplayedViews.Placement(generation: generation, orthogonalOffsets: orthogonalOffsets)
            }
            // What the pass found is what is displayed, even if a view below
            // cannot be made (the error reaches the caller; the next pass
            // tries again). Over the same solved layout the last pass is
            // changed in place (a modifying access: reading it would copy
            // it); either way the pass before last's elements are done
            // with, and their memory serves the next pass.
            shownElements = found
            let advanced = layoutPass?.advance(
                over: generation, number: passCount, contentOffset: contentOffset, bounds: bounds,
                orthogonalOffsets: orthogonalOffsets, found: &found) ?? false
            if !advanced {
                let pass = LayoutPass(
                    number: passCount, contentOffset: contentOffset, bounds: bounds, orthogonalOffsets: orthogonalOffsets,
                    elements: found, layout: solved)
                found = layoutPass?.elements ?? []
                layoutPass = pass
            }
        } else {
            found = layoutPass?.elements ?? found
            layoutPass = nil
        }
        spareElements = found
        // The item being moved is shown where it is dragged, even off screen.
        if let moving = layoutAttributesForInteractivelyMovingItem {
            var shown = shownElements.filter { $0.category != .cell || $0.indexPath != moving.indexPath }
            shown.append(moving)
            try showViews(for: shown, placement: nil)
        } else {
            try showViews(for: shownElements, placement: placement)
        }
        layoutState.needsLayout = false
        if let delegate, let layoutPass { delegate.collectionView(self, didCompleteLayoutPass: layoutPass) }
    }

    /// The view on screen for the element `attributes` describe (its
    /// category, element kind and index path), or `nil`.
    public func view(for attributes: LayoutAttributes) -> CollectionReusableView? {
        views[ViewKey(attributes)]
    }

    /// The visible decoration views of `kind`, in index-path order.
    public func visibleDecorationViews(ofKind kind: String) -> [CollectionReusableView] {
        views.inDisplayOrder(of: .decoration, kind: kind) { $1 }
    }

    /// The visible decoration view of `kind` at `indexPath`, if any.
    public func decorationView(forElementKind kind: String, at indexPath: ElementIndexPath) -> CollectionReusableView? {
        views[ViewKey(category: .decoration, kind: ElementKind(kind), indexPath: indexPath)]
    }
}
