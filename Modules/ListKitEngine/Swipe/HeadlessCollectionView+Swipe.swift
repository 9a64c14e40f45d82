import ListKitCore

extension HeadlessCollectionView {
    /// The buttons of the row a swipe left open, in configuration order
    /// (empty when no row is open). Frames follow the cell: they are worked
    /// out from its current frame, so they stay right through re-solves.
    ///
    /// Each button is ``SwipeMetrics/actionWidth`` wide (less when the
    /// buttons would not fit: the cell's width shared equally) and as tall as
    /// the cell. Trailing buttons are laid from the cell's right edge
    /// leftwards, leading ones from its left edge rightwards (the other way
    /// round right to left): the first action is always at the edge, as in UIKit.
    public var revealedSwipeActions: [RevealedSwipeAction] {
        guard let state = swipeState, let cell = layoutAttributesForItem(at: state.indexPath) else { return [] }
        let frame = cell.frame
        let width = buttonWidth(count: state.configuration.actions.count, cellWidth: frame.width)
        // The trailing edge is the right one left to right, the left one right to left.
        let atRight = (state.edge == .trailing) != layoutDirection.mirrors
        return state.configuration.actions.enumerated().map { index, action in
            let x = atRight ? frame.maxX - Double(index + 1) * width : frame.minX + Double(index) * width
            return RevealedSwipeAction(
                action: action, index: index, edge: state.edge, indexPath: state.indexPath,
                frame: Rect(x: x, y: frame.minY, width: width, height: frame.height))
        }
    }

    /// A swipe across the item at `indexPath`, let go after `distance`, as a
    /// user's on a UIKit list cell:
    ///
    /// - An open row closes first: one row is open at a time. A swipe the
    ///   other way across the open row only closes it.
    /// - The swiped edge's actions come from ``swipeActionsProvider``; with
    ///   none, nothing opens.
    /// - A drag of at least ``SwipeMetrics/fullSwipeFraction`` of the cell's
    ///   width (``SwipeDistance/full`` always) performs the first action when
    ///   the configuration allows it: the row closes, then the handler runs
    ///   (it may update the data: delete the row through the data source).
    /// - Otherwise a drag of at least ``SwipeMetrics/openFraction`` of the
    ///   buttons' width leaves the row open (``revealedSwipeActions``); a
    ///   shorter one closes it.
    /// - While an item is being moved (``interactiveMovement``), a swipe does
    ///   nothing and the provider is not asked: one gesture at a time
    ///   (ListKit's rule; beginning a move closes the open row).
    ///
    /// - Parameters:
    ///   - indexPath: The item swiped.
    ///   - direction: `.left` reveals trailing actions, `.right` leading ones
    ///     (the other way round in a right-to-left layout).
    ///   - distance: How far the cell is dragged (negative or not finite: 0).
    /// - Returns: What the swipe did.
    /// - Throws: ``CollectionViewError/itemDoesNotExist(_:)`` when there is no
    ///   such item; an error of a pending layout pass.
    @discardableResult
    public func swipe(
        item indexPath: ElementIndexPath, direction: SwipeDirection, distance: SwipeDistance
    ) throws(CollectionViewError) -> SwipeOutcome {
        try layoutIfNeeded()
        guard contains(indexPath), let cell = layoutAttributesForItem(at: indexPath) else {
            throw .itemDoesNotExist(indexPath)
        }
        guard interactiveMovement == nil else { return .closed }
        let edge = direction.edge(in: layoutDirection)
        if let open = swipeState {
            swipeState = nil
            if open.indexPath == indexPath, open.edge != edge { return .closed }
        }
        guard let configuration = swipeActionsProvider?(indexPath, edge), let first = configuration.actions.first else {
            return .closed
        }
        let cellWidth = cell.frame.width
        let dragged: Double
        switch distance {
        case .full: dragged = cellWidth
        case .points(let points): dragged = points.isFinite ? Swift.min(Swift.max(points, 0), cellWidth) : 0
        }
        if configuration.performsFirstActionWithFullSwipe, cellWidth > 0,
           distance == .full || dragged >= swipeMetrics.fullSwipeFraction * cellWidth {
            first.handler?()
            return .performed(first, at: indexPath, edge: edge)
        }
        let openWidth = buttonWidth(count: configuration.actions.count, cellWidth: cellWidth)
            * Double(configuration.actions.count)
        guard dragged > 0, dragged >= swipeMetrics.openFraction * openWidth else { return .closed }
        swipeState = SwipeState(indexPath: indexPath, edge: edge, configuration: configuration)
        return .opened(revealedSwipeActions)
    }

    /// The open row's button whose frame contains `point` (content
    /// coordinates), or `nil` when no row is open or the point is on none.
    public func revealedSwipeAction(at point: Point) -> RevealedSwipeAction? {
        revealedSwipeActions.first { $0.frame.contains(point) }
    }

    /// A tap on the open row's button `index`: the row closes and the
    /// action's handler runs, as in UIKit.
    ///
    /// - Returns: The action performed, or `nil` when no row is open or it
    ///   has no button `index` (nothing changes then).
    @discardableResult
    public func performRevealedSwipeAction(at index: Int) -> SwipeAction? {
        guard let state = swipeState, state.configuration.actions.indices.contains(index) else { return nil }
        swipeState = nil
        let action = state.configuration.actions[index]
        action.handler?()
        return action
    }

    /// Closes the open row, if any (UIKit closes it when the collection view scrolls).
    public func closeSwipeActions() {
        swipeState = nil
    }

    /// The direction of the solved layout (left to right before the first solve).
    private var layoutDirection: LayoutDirection { solvedLayout?.layoutDirection ?? .leftToRight }

    /// Each button's width: the metric's, or the cell's width shared equally
    /// when the buttons would not fit.
    private func buttonWidth(count: Int, cellWidth: Double) -> Double {
        guard count > 0 else { return 0 }
        return Swift.min(swipeMetrics.actionWidth, Swift.max(cellWidth, 0) / Double(count))
    }
}
