import ListKitCore
import ListKitDiff

extension HeadlessCollectionView {
    /// Applies `updates` the way UIKit's `performBatchUpdates` does, after
    /// checking them against UIKit's rules (`BatchUpdateRule`).
    ///
    /// The data source must already hold the new data: the counts after the
    /// update are asked for here, and the counts before are those shown.
    /// Nothing changes when a rule is broken.
    ///
    /// After validation the layout is solved for the new counts and the
    /// visible views updated: the cell of an item that stays or moves keeps
    /// its object (at its new index path); deleted items' cells go back to
    /// their pools (`didEndDisplaying`); reloaded items (and every item of a
    /// reloaded section) get a cell from the data source again; inserted
    /// items that are visible get new cells. Supplementary views follow their
    /// section (boundary ones) or item (anchored ones) the same way. The
    /// selection and the orthogonal offsets follow their items and sections;
    /// the content offset keeps what ``contentAnchor`` keeps (by default it
    /// is unchanged, as in UIKit) and is clamped to the new content. What
    /// self-sized items measured follows them where their repetition stays
    /// whole (`Documentation/LayoutSemantics.md`, "Measurements through
    /// updates"); the others are measured again as they come near.
    ///
    /// Before the first load (or after ``reloadData()``) there is nothing to
    /// update from: the call loads the data instead, like a layout pass.
    ///
    /// An interactive move in progress is cancelled first (the item goes
    /// back, the data source hears nothing): the update's index paths are
    /// the data's, which the move has not changed (ListKit's rule).
    ///
    /// ```swift
    /// names.remove(at: 2)
    /// names.insert("Ada", at: 0)
    /// try collectionView.performBatchUpdates(BatchUpdates(
    ///     deletedItems: [ElementIndexPath(section: 0, item: 2)],
    ///     insertedItems: [ElementIndexPath(section: 0, item: 0)]))
    /// ```
    ///
    /// `BatchUpdates` is ListKitDiff's: the value a diff stage holds
    /// (`Changeset.changes`) is applied as it is.
    ///
    /// - Parameter updates: The changes, in positions before (deletes,
    ///   updates, move sources) and after (inserts, move destinations) the update.
    /// - Throws: The first broken rule as a ``CollectionViewError``; a count
    ///   mismatch with the layout or an unsolvable layout (nothing changed
    ///   then); or an error from the data source during the layout pass that follows.
    public func performBatchUpdates(_ updates: BatchUpdates) throws(CollectionViewError) {
        guard !layoutState.needsReload else {
            try layoutIfNeeded()
            return
        }
        if interactiveMovement != nil { try cancelInteractiveMovement() }
        try apply(updates, newCounts: try loadItemCounts())
    }

    /// Validates `updates` from the counts shown to `newCounts` and applies
    /// them (the body of ``performBatchUpdates(_:)``, also used by
    /// interactive moves, whose counts the data source does not hold yet).
    func apply(_ updates: BatchUpdates, newCounts: [Int]) throws(CollectionViewError) {
        let plan: BatchUpdateMapping
        do {
            plan = try BatchUpdateValidator(sourceItemCounts: itemCounts, targetItemCounts: newCounts).mapping(of: updates)
        } catch {
            throw .invalidUpdate(error)
        }
        let anchor = solvedLayout?.anchorPosition(contentAnchor, contentOffset: contentOffset)
        // What self-sized items measured follows them; the new layout is
        // solved with it.
        let kept = layoutState
        layoutState.sizingCache = layoutState.sizingCache.carried(through: plan, newCounts: newCounts)
        let newLayout: SolvedLayout?
        do {
            newLayout = try solve(newCounts)
        } catch {
            layoutState = kept
            throw error
        }
        // Nothing has changed so far; from here the update is applied.
        carryViews(through: plan, oldLayout: solvedLayout)
        selected = Set(selected.compactMap { plan.isUpdated($0) ? nil : plan.newIndexPath(forOld: $0) })
        // An open swipe follows its item; it closes when the item is deleted or reloaded.
        if let open = swipeState {
            let target = plan.isUpdated(open.indexPath) ? nil : plan.newIndexPath(forOld: open.indexPath)
            swipeState = target.map { SwipeState(indexPath: $0, edge: open.edge, configuration: open.configuration) }
        }
        var offsets: [Int: Point] = [:]
        for (section, offset) in orthogonalOffsets {
            if let target = Self.newSection(in: plan, forOld: section) { offsets[target] = offset }
        }
        orthogonalOffsets = offsets
        itemCounts = newCounts
        solvedLayout = newLayout
        layoutState.needsSolve = false
        if let anchor, let newLayout, let kept = newLayout.contentOffset(restoring: anchor, newPath: {
            plan.newIndexPath(forOld: $0)
        }) {
            contentOffset = kept
        }
        contentOffset = clampedContentOffset(contentOffset)
        layoutState.needsLayout = true
        try updateVisibleViews()
    }

    /// Moves the visible views to their index paths after the update, and
    /// sends those of deleted and reloaded elements to their pools (in
    /// display order).
    private func carryViews(through plan: BatchUpdateMapping, oldLayout: SolvedLayout?) {
        // Most updates change nothing on screen (their rows lie off it):
        // then every view keeps its key, and none is listed or re-keyed.
        if views.everyKeyStays(where: { newKey(for: $0, plan: plan, oldLayout: oldLayout) == $0 }) {
            views.keepEveryKey()
            return
        }
        // In display order, as the last pass left it (views end in that order).
        let onScreen = views.inDisplayOrder()
        var kept: [(key: ViewKey, view: CollectionReusableView)] = []
        kept.reserveCapacity(onScreen.count)
        for (key, view) in onScreen {
            if let target = newKey(for: key, plan: plan, oldLayout: oldLayout) {
                kept.append((target, view))
                view.indexPath = target.indexPath
            } else {
                endDisplaying(key)
            }
        }
        // Every view left on screen was carried over.
        views.replaceAll(with: kept)
    }

    /// The index of section `section` (before the update) after it, or `nil`
    /// when it is deleted or updated: the mapping's answer, except that the
    /// layout's own section, −1 (its global supplementaries and
    /// decorations), stays −1.
    private static func newSection(in plan: BatchUpdateMapping, forOld section: Int) -> Int? {
        section == -1 ? -1 : plan.newSection(forOld: section)
    }

    /// Where the element of the view `key` is after the update: a cell and
    /// an anchored supplementary follow their item, a boundary
    /// supplementary and a decoration their section; `nil` when that item or
    /// section is deleted or reloaded.
    private func newKey(for key: ViewKey, plan: BatchUpdateMapping, oldLayout: SolvedLayout?) -> ViewKey? {
        let path = key.indexPath
        var target = key
        switch key.category {
        case .supplementary where path.section >= 0 && oldLayout?.isBoundarySupplementary(kind: key.kindName, at: path) != true,
             .cell:
            guard !plan.isUpdated(path), let moved = plan.newIndexPath(forOld: path) else { return nil }
            target.indexPath = moved
        case .supplementary, .decoration:
            guard let section = Self.newSection(in: plan, forOld: path.section) else { return nil }
            target.indexPath = ElementIndexPath(section: section, item: path.item)
        }
        return target
    }
}
