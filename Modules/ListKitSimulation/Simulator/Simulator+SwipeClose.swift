import ListKit
import ListKitCore
import ListKitEngine

extension Simulator {
    /// Runs `change` (a scroll frame, a tap, an update). When it
    /// closes the row a swipe left open, a `swipeClosed` record goes out
    /// first, then the events `change` caused; a tap on one of the row's
    /// buttons performs its action, and a layout document's destructive
    /// action (no handler) deletes its item, applied as an update.
    ///
    /// - Parameters:
    ///   - cause: What `change` is.
    ///   - tap: Where a tap lands (content coordinates), for `.tap`.
    func closingSwipe(
        _ cause: SimulatedSwipeClose.Cause, tap: Point? = nil, _ change: () throws(SimulationError) -> Void
    ) throws(SimulationError) {
        let view = renderer.collectionView
        guard let open = view.swipeState else { return try change() }
        let composed = renderer.dataSource.composed
        let id = view.layoutAttributesForItem(at: open.indexPath)
            .flatMap { renderer.identifier.id($0, in: composed) }
        let button = tap.flatMap { view.revealedSwipeAction(at: $0) }
        heldRecords = []
        defer { heldRecords = nil }
        try change()
        let held = heldRecords ?? []
        heldRecords = nil
        guard view.swipeState == nil else {
            for record in held { onRecord?(record) }
            return
        }
        let deletes = button.flatMap { documentDeletion(of: $0.action, at: open.indexPath) }
        let close = SimulatedSwipeClose(
            indexPath: open.indexPath, id: id, cause: cause, performed: button?.action,
            deletedItem: deletes != nil)
        let at = sampler.time(ofFrame: frame)
        onRecord?(.swipeClosed(close, frame: frame, time: at))
        for record in held { onRecord?(record) }
        if let deletes { try apply(deletes, at: at) }
    }

    /// The layout without the item at `path` when `action`, performed on it,
    /// is a layout document's destructive action (no handler: deleting is
    /// what it means, `Documentation/LayoutDocument.md`); otherwise `nil`.
    func documentDeletion(of action: SwipeAction, at path: ElementIndexPath) -> ComposedLayout? {
        guard action.handler == nil, action.style == .destructive else { return nil }
        return renderer.dataSource.composed.removingDocumentItem(at: path)
    }
}
