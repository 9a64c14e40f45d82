import ListKit
import ListKitCore
import ListKitDocument
import ListKitEngine

extension Simulator {
    /// Plays a swipe step in one frame: the renderer swipes the item; the
    /// `swipe` record goes out first, then the events the action's change
    /// caused. A performed action with no handler (a layout document's) that
    /// is `destructive` deletes its item from the layout, applied as an
    /// update through the data source; a `normal` one is only reported.
    func swipe(_ path: ElementIndexPath, direction: SwipeDirection, distance: SwipeDistance) throws(SimulationError) {
        let at = sampler.time(ofFrame: frame)
        let composed = renderer.dataSource.composed
        let id = renderer.collectionView.layoutAttributesForItem(at: path)
            .flatMap { renderer.identifier.id($0, in: composed) }
        heldRecords = []
        let outcome = renderer.swipe(item: path, direction: direction, distance: distance, at: at)
        let held = heldRecords ?? []
        heldRecords = nil
        guard let outcome else {
            let issue = renderer.issues.first ?? .collectionView(.itemDoesNotExist(path))
            throw .render(step: stepIndex, issue)
        }
        var deletes: ComposedLayout?
        if case .performed(let action, let performedAt, _) = outcome {
            deletes = documentDeletion(of: action, at: performedAt)
        }
        let swipe = SimulatedSwipe(
            indexPath: path, id: id, direction: direction, distance: distance, outcome: outcome,
            deletedItem: deletes != nil)
        onRecord?(.swipe(swipe, frame: frame, time: at))
        for record in held { onRecord?(record) }
        if let deletes { try apply(deletes, at: at) }
        try endFrame()
    }
}
