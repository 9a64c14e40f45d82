import ListKitCore

extension HeadlessCollectionView {
    /// The selected items, in order.
    public var indexPathsForSelectedItems: [ElementIndexPath] { selected.sorted() }

    /// Selects the item at `indexPath` (without telling the delegate, as in
    /// UIKit); without ``allowsMultipleSelection`` the other items are deselected.
    ///
    /// - Throws: ``CollectionViewError/itemDoesNotExist(_:)`` when no item is at `indexPath`.
    public func selectItem(at indexPath: ElementIndexPath) throws(CollectionViewError) {
        guard contains(indexPath) else { throw .itemDoesNotExist(indexPath) }
        if !allowsMultipleSelection {
            for other in selected where other != indexPath { deselectItem(at: other) }
        }
        selected.insert(indexPath)
        views.cell(at: indexPath)?.isSelected = true
    }

    /// Deselects the item at `indexPath` (without telling the delegate); does
    /// nothing when it is not selected.
    public func deselectItem(at indexPath: ElementIndexPath) {
        guard selected.remove(indexPath) != nil else { return }
        views.cell(at: indexPath)?.isSelected = false
    }

    /// The item whose cell contains `point` (content coordinates), the
    /// topmost by zIndex where cells overlap; `nil` when there is none.
    /// Uses the index (O(log n + k)), so the item need not be visible.
    public func indexPathForItem(at point: Point) -> ElementIndexPath? {
        topmostElement(at: point, categories: [.cell])?.indexPath
    }

    /// A tap at `point` (content coordinates, inside ``bounds``): the topmost
    /// cell or supplementary there takes it. When it is a cell and selection
    /// is allowed, the item is selected and the delegate's `didSelectItemAt`
    /// called — or, with ``allowsMultipleSelection``, a selected item is
    /// deselected and `didDeselectItemAt` called.
    ///
    /// While a swipe leaves a row open, the tap goes to the open row instead,
    /// as in UIKit: on one of its buttons (``revealedSwipeAction(at:)``) it
    /// performs that action (``performRevealedSwipeAction(at:)``), anywhere
    /// else it only closes the row; nothing is selected either way.
    ///
    /// - Parameter point: Where the tap lands, in content coordinates.
    /// - Returns: The item tapped, or `nil` when the tap hit no cell (a
    ///   header above the cells, empty space, or outside the bounds) or went
    ///   to an open row.
    @discardableResult
    public func tap(at point: Point) -> ElementIndexPath? {
        // A point that is not finite hits nothing and closes nothing.
        guard point.x.isFinite, point.y.isFinite else { return nil }
        if swipeState != nil {
            if let button = revealedSwipeAction(at: point) {
                performRevealedSwipeAction(at: button.index)
            } else {
                closeSwipeActions()
            }
            return nil
        }
        guard let hit = hitTest(point), hit.category == .cell, contains(hit.indexPath)
        else { return nil }
        let path = hit.indexPath
        guard allowsSelection else { return path }
        if allowsMultipleSelection, selected.contains(path) {
            deselectItem(at: path)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return path
        }
        if !allowsMultipleSelection {
            for other in selected.sorted() where other != path {
                deselectItem(at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selected.insert(path)
        views.cell(at: path)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
        return path
    }

    /// The topmost cell or supplementary at `point` (content coordinates)
    /// inside the bounds: what a tap there meets, selectable or not.
    ///
    /// - Returns: Its attributes, or `nil` when the point is outside the
    ///   bounds or meets no cell or supplementary.
    public func hitTest(_ point: Point) -> LayoutAttributes? {
        guard bounds.contains(point) else { return nil }
        return topmostElement(at: point, categories: [.cell, .supplementary])
    }

    /// The element of `categories` whose frame contains `point` with the
    /// highest zIndex; among equals the one the index lists last (drawn last).
    private func topmostElement(at point: Point, categories: Set<ElementCategory>) -> LayoutAttributes? {
        guard let solved = solvedLayout else { return nil }
        let probe = Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var best: LayoutAttributes?
        for element in solved.elements(in: probe, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        where categories.contains(element.category) && element.frame.contains(point) {
            if let current = best, current.zIndex > element.zIndex { continue }
            best = element
        }
        return best
    }
}
