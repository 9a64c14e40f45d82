import ListKitCore
import ListKitDiff

extension HeadlessCollectionView {
    /// Begins moving the item at `indexPath`, like UIKit's
    /// `beginInteractiveMovementForItem(at:)`: the data source is asked
    /// ``CollectionViewDataSource/collectionView(_:canMoveItemAt:)`` first.
    /// The item follows the centre of its frame until
    /// ``updateInteractiveMovementTargetPosition(_:)`` moves it. An open
    /// swipe row closes (one gesture at a time, ListKit's rule).
    ///
    /// - Parameter indexPath: The item to move.
    /// - Returns: Whether the move began: `false` when a move is already in
    ///   progress, there is no such item, or the data source refuses.
    /// - Throws: An error of a pending layout pass.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ElementIndexPath) throws(CollectionViewError) -> Bool {
        try layoutIfNeeded()
        guard interactiveMovement == nil, contains(indexPath), let dataSource,
              dataSource.collectionView(self, canMoveItemAt: indexPath),
              let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return false }
        closeSwipeActions()
        interactiveMovement = InteractiveMovement(
            originalIndexPath: indexPath, targetIndexPath: indexPath, position: Point(x: frame.midX, y: frame.midY))
        try updateVisibleViews()
        return true
    }

    /// Moves the item being moved to follow `position` (content
    /// coordinates), like UIKit's `updateInteractiveMovementTargetPosition(_:)`.
    ///
    /// The target proposed is the item whose frame, as shown now (the moving
    /// item at its current target, the others making room), contains the
    /// point, in any section (the topmost where cells overlap). The moving
    /// item then takes that item's index path and the items between shift
    /// by one, as a batch update moving it from its current target to the
    /// proposed one (validated by the batch-update rules; the data source is
    /// not asked, its data changes only when the move ends). When that shift
    /// leaves another item under the point (a move across sections moves the
    /// rows between by one), the proposal repeats from the new layout, at most
    /// ``maximumProposalSteps`` times, so that the item ends under the point
    /// (ListKit's rule, making the target independent of how many updates
    /// the drag sends). A point on no
    /// item (a header, a gap, an empty section) keeps the current target:
    /// ListKit's rule, where UIKit leaves it to the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`.
    ///
    /// Does nothing without a move in progress or with a non-finite point.
    ///
    /// - Parameter position: The point the item follows, in content coordinates.
    /// - Throws: An error of the layout pass (nothing changes when the move
    ///   is refused).
    public func updateInteractiveMovementTargetPosition(_ position: Point) throws(CollectionViewError) {
        guard var movement = interactiveMovement, position.x.isFinite, position.y.isFinite else { return }
        movement.position = position
        interactiveMovement = movement
        // A move across sections shifts the rows between, so the slot taken
        // may not be under the point yet: propose again from the new layout
        // until the moving item's own slot holds the point (a few steps).
        for _ in 0..<Self.maximumProposalSteps {
            guard let proposed = indexPathForItem(at: position), proposed != movement.targetIndexPath else { break }
            try moveShownItem(from: movement.targetIndexPath, to: proposed)
            movement.targetIndexPath = proposed
        }
        try updateVisibleViews()
    }

    /// Ends the move, like UIKit's `endInteractiveMovement()`: the item
    /// stays where it is shown and, when that is not where it began, the
    /// data source is told with ``CollectionViewDataSource/collectionView(_:moveItemAt:to:)``
    /// and must update its data to match. The item's frame returns to its
    /// place in the layout.
    ///
    /// - Returns: The move committed (original → final index path), or `nil`
    ///   when no move was in progress or the item ended where it began.
    /// - Throws: ``CollectionViewError/layoutItemCountMismatch(section:dataSource:layout:)``
    ///   when the data source's counts do not follow the move (it is then
    ///   reloaded); an error of the layout pass.
    @discardableResult
    public func endInteractiveMovement() throws(CollectionViewError) -> Move<ElementIndexPath>? {
        guard let movement = interactiveMovement else { return nil }
        interactiveMovement = nil
        guard movement.originalIndexPath != movement.targetIndexPath else {
            try updateVisibleViews()
            return nil
        }
        dataSource?.collectionView(self, moveItemAt: movement.originalIndexPath, to: movement.targetIndexPath)
        let counts = try loadItemCounts()
        if counts != itemCounts {
            let section = zip(counts, itemCounts).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
            reloadData()
            throw .layoutItemCountMismatch(
                section: section, dataSource: counts.indices.contains(section) ? counts[section] : 0,
                layout: itemCounts.indices.contains(section) ? itemCounts[section] : 0)
        }
        try updateVisibleViews()
        return Move(source: movement.originalIndexPath, target: movement.targetIndexPath)
    }

    /// Cancels the move, like UIKit's `cancelInteractiveMovement()`: the
    /// item returns to where it began and the data source hears nothing.
    ///
    /// - Throws: An error of the layout pass.
    public func cancelInteractiveMovement() throws(CollectionViewError) {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.targetIndexPath != movement.originalIndexPath {
            try moveShownItem(from: movement.targetIndexPath, to: movement.originalIndexPath)
        }
        try updateVisibleViews()
    }

    /// The attributes the item being moved is shown with: its place in the
    /// layout at the current target, its frame centred on the move's
    /// position and its zIndex above every other element's; `nil` without a move.
    public var layoutAttributesForInteractivelyMovingItem: LayoutAttributes? {
        guard let movement = interactiveMovement, var attributes = layoutAttributesForItem(at: movement.targetIndexPath)
        else { return nil }
        attributes.frame.origin = Point(
            x: movement.position.x - attributes.frame.width / 2, y: movement.position.y - attributes.frame.height / 2)
        attributes.zIndex = Self.movingItemZIndex
        return attributes
    }

    /// How many targets one position may propose in turn (see
    /// ``updateInteractiveMovementTargetPosition(_:)``): 8.
    public static let maximumProposalSteps = 8

    /// The zIndex of the item being moved, above any a layout gives.
    public static let movingItemZIndex = Int.max

    /// Shows the item at `from` at `to` instead, as a validated batch update
    /// whose counts are the shown ones with the item carried across. The
    /// move in progress (if any) targets `to` before the update's layout
    /// pass, so that the cells it shows are asked for through it; it is put
    /// back when the update is refused.
    private func moveShownItem(from: ElementIndexPath, to: ElementIndexPath) throws(CollectionViewError) {
        var counts = itemCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        let previous = interactiveMovement
        interactiveMovement?.targetIndexPath = to
        do {
            try apply(BatchUpdates(movedItems: [Move(source: from, target: to)]), newCounts: counts)
        } catch {
            interactiveMovement = previous
            throw error
        }
    }
}
