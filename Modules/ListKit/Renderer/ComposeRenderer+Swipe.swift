import ListKitCore
import ListKitDSL
import ListKitEngine

extension ComposeRenderer {
    /// A swipe across the item at `indexPath`, let go after `distance`, at
    /// `time` (`nil` keeps the clock): the collection view's
    /// `swipe(item:direction:distance:)` with the actions the item's
    /// component declares (`leadingSwipeActions()` / `trailingSwipeActions()`,
    /// or its section's). A full swipe runs the first action's handler, which
    /// may render again (delete the row through the data source); the
    /// components then hear what the change displayed and ended.
    ///
    /// ```swift
    /// renderer.swipe(item: ElementIndexPath(section: 0, item: 3), direction: .left, distance: .full)
    /// ```
    ///
    /// - Returns: What the swipe did, or `nil` when there is no such item (reported in ``issues``).
    @discardableResult
    public func swipe(
        item indexPath: ElementIndexPath, direction: SwipeDirection, distance: SwipeDistance,
        at time: Milliseconds? = nil
    ) -> SwipeOutcome? {
        step(at: time) { () throws(CollectionViewError) in
            try collectionView.swipe(item: indexPath, direction: direction, distance: distance)
        }
    }
}
