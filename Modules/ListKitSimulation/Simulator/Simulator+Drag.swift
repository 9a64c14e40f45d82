import ListKit
import ListKitCore
import ListKitEngine

extension Simulator {
    /// Plays a drag step: in the first frame the item is picked up
    /// (`moveBegan`); over the next `seconds` of frames it follows a
    /// straight line, at constant speed, from its centre to `point` (viewport
    /// coordinates, at the content offset when the drag began); in the last
    /// frame it is dropped there (`moveEnded`), or goes back with `cancel`.
    /// Every item of a layout document may be dragged (ListKit's rule for
    /// `simulate`: documents say nothing about reordering).
    func drag(_ path: ElementIndexPath, to point: Point, seconds: Double, cancel: Bool) throws(SimulationError) {
        let view = renderer.collectionView
        let issuesBefore = renderer.issues.count
        guard let picked = view.layoutAttributesForItem(at: path) else {
            throw .render(step: stepIndex, .collectionView(.itemDoesNotExist(path)))
        }
        let source = renderer.dataSource
        if source.reorderingHandlers.canReorderItem == nil { source.reorderingHandlers.canReorderItem = { _ in true } }
        let start = Point(x: picked.frame.midX, y: picked.frame.midY)
        let target = Point(x: view.contentOffset.x + point.x, y: view.contentOffset.y + point.y)
        onRecord?(.move(SimulatedMove(
            phase: .moveBegan, attributes: picked, id: renderer.identifier.id(picked, in: source.composed),
            from: path, to: path, point: start, cancelled: false), frame: frame, time: sampler.time(ofFrame: frame)))
        guard renderer.beginMove(item: path, at: sampler.time(ofFrame: frame)) else {
            let issue = renderer.issues.count > issuesBefore ? renderer.issues[issuesBefore] : .collectionView(.itemDoesNotExist(path))
            throw .render(step: stepIndex, issue)
        }
        try endFrame()
        let frames = Swift.max(1, Int((seconds * sampler.fps).rounded(.up)))
        for index in 1...frames {
            let t = Double(index) / Double(frames)
            let at = sampler.time(ofFrame: frame)
            renderer.updateMove(
                to: Point(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t), at: at)
            if index == frames {
                let final = view.interactiveMovement?.targetIndexPath ?? path
                // The drop's events follow its record.
                heldRecords = []
                if cancel { renderer.cancelMove(at: at) } else { renderer.endMove(at: at) }
                let held = heldRecords ?? []
                heldRecords = nil
                if renderer.issues.count > issuesBefore { throw .render(step: stepIndex, renderer.issues[issuesBefore]) }
                let to = cancel ? path : final
                let attributes = view.layoutAttributesForItem(at: to) ?? picked
                onRecord?(.move(SimulatedMove(
                    phase: .moveEnded, attributes: attributes, id: renderer.identifier.id(attributes, in: source.composed),
                    from: path, to: to, point: target, cancelled: cancel), frame: frame, time: at))
                for record in held { onRecord?(record) }
            }
            try endFrame()
        }
    }
}
