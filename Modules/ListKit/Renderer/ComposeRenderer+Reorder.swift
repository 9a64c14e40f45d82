import ListKitCore
import ListKitDSL
import ListKitDiff
import ListKitEngine

extension ComposeRenderer {
    /// Begins an interactive move of the item at `indexPath`, at `time`
    /// (`nil` keeps the clock): the collection view's
    /// `beginInteractiveMovementForItem(at:)`, allowed by the data source's
    /// ``ListKitDataSource/reorderingHandlers``.
    ///
    /// While the item is dragged the data source's ``ListKitDataSource/composed``
    /// stays as it was: the components are found through the move
    /// (`InteractiveMovement.dataIndexPath(forShown:)`), so an item that
    /// shifts to make room keeps its identity and hears no display events.
    ///
    /// ```swift
    /// renderer.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    /// renderer.beginMove(item: ElementIndexPath(section: 0, item: 3))
    /// renderer.updateMove(to: Point(x: 100, y: 400))
    /// renderer.endMove()
    /// ```
    ///
    /// - Returns: Whether the move began.
    @discardableResult
    public func beginMove(item indexPath: ElementIndexPath, at time: Milliseconds? = nil) -> Bool {
        let began = movement(at: time) { () throws(CollectionViewError) in try collectionView.beginInteractiveMovementForItem(at: indexPath) }
        return began ?? false
    }

    /// Drags the moving item to `point` (content coordinates), at `time`:
    /// the collection view's `updateInteractiveMovementTargetPosition(_:)`.
    /// A point that is not finite is reported and moves nothing.
    public func updateMove(to point: Point, at time: Milliseconds? = nil) {
        do {
            try InvalidNumber.requireFinite(point, "move")
        } catch {
            report(.collectionView(.invalidNumber(error)))
            return
        }
        movement(at: time) { () throws(CollectionViewError) in try collectionView.updateInteractiveMovementTargetPosition(point) }
    }

    /// Drops the moving item, at `time`: the collection view's
    /// `endInteractiveMovement()`; the data source's layout moves the
    /// component and its `didReorder` handler is called.
    ///
    /// - Returns: The move committed, or `nil` when the item ended where it began.
    @discardableResult
    public func endMove(at time: Milliseconds? = nil) -> Move<ElementIndexPath>? {
        return movement(at: time) { () throws(CollectionViewError) in try collectionView.endInteractiveMovement() } ?? nil
    }

    /// Cancels the move, at `time`: the item goes back and nothing changes.
    public func cancelMove(at time: Milliseconds? = nil) {
        movement(at: time) { () throws(CollectionViewError) in try collectionView.cancelInteractiveMovement() }
    }

    /// Runs a step of a move at `time`, reports its error, and lets the
    /// components hear what it displayed and ended; the element ids are
    /// asked again (the move changes which component each index path shows).
    @discardableResult
    private func movement<T>(at time: Milliseconds?, _ work: () throws(CollectionViewError) -> T) -> T? {
        step(at: time) { () throws(CollectionViewError) in
            defer { dataSource.composedVersion &+= 1 }
            return try work()
        }
    }

    /// `attributes` with the index path of the data source's layout: a
    /// cell's, or an anchored supplementary's, shown index path taken back
    /// through the move in progress.
    func dataAttributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        Self.dataAttributes(attributes, collectionView.interactiveMovement, in: dataSource.composed)
    }

    /// `attributes` taken back through `movement`: cells and the
    /// supplementaries anchored to items and groups of `composed` follow
    /// their items; headers, footers and decorations (whose sections a move
    /// does not change) and everything without a move are unchanged.
    static func dataAttributes(
        _ attributes: LayoutAttributes, _ movement: InteractiveMovement?, in composed: ComposedLayout
    ) -> LayoutAttributes {
        guard let movement else { return attributes }
        switch attributes.category {
        case .cell: break
        case .supplementary where !ElementIdentifier.isBoundary(attributes, in: composed): break
        case .supplementary, .decoration: return attributes
        }
        var mapped = attributes
        mapped.indexPath = movement.dataIndexPath(forShown: attributes.indexPath)
        return mapped
    }

    /// `layout` with the item counts the collection view asks for: during
    /// a move across sections they differ from the data source's by one.
    static func layout(_ layout: CompositionalLayout, itemCounts counts: [Int]) -> CompositionalLayout {
        guard counts.count == layout.sections.count,
              zip(counts, layout.sections).contains(where: { $0 != $1.itemCount })
        else { return layout }
        var adjusted = layout
        for index in counts.indices { adjusted.sections[index].itemCount = counts[index] }
        return adjusted
    }
}
