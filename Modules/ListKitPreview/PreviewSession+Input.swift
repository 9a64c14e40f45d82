import ListKit
import ListKitCore
import ListKitJSON
import ListKitSimulation

/// What a page's input plays: each ``PreviewInput`` becomes the scroll
/// script step it is, played on the simulator and kept for the recording.
extension PreviewSession {
    /// Plays `input` on the simulator, and records the step it played.
    func apply(_ input: PreviewInput) throws {
        let view = simulator.renderer.collectionView
        let step: ScrollScript.Step
        switch input {
        case .hello, .record:
            return
        case .overlay(let on):
            overlay = on
            return
        case .scroll(let offset):
            step = .scrollTo(x: offset.x, y: offset.y, seconds: 0, easing: .linear)
        case .fling(let velocity):
            step = .fling(velocity: velocity, rate: .normal)
        case .tap(let point):
            try requireInside(point, "tap")
            step = .tap(point)
        case .wheel(let point, let delta):
            try requireInside(point, "wheel")
            step = wheelStep(at: point, delta: delta)
        case .swipe(let point, let distance):
            step = try swipeStep(at: point, distance: distance)
        case .pan(let point, let dx, let ended, let velocity):
            try requireInside(point, "pan")
            guard let next = try panStep(at: point, dx: dx, ended: ended, velocity: velocity) else { return }
            step = next
        case .move(let from, let to):
            try requireInside(from, "move")
            let content = Point(x: from.x + view.contentOffset.x, y: from.y + view.contentOffset.y)
            guard let hit = view.hitTest(content), hit.category == .cell else {
                throw PreviewInputError("the move at (\(OutputNumber.format(from.x)), \(OutputNumber.format(from.y))) is over no item")
            }
            step = .drag(section: hit.indexPath.section, item: hit.indexPath.item, to: to, seconds: 0.2, cancel: false)
        case .wait(let seconds):
            guard seconds >= 0, seconds <= 1 else {
                throw PreviewInputError("a wait of \(OutputNumber.format(seconds)) s is not between 0 and 1 s")
            }
            try simulator.perform(.wait(seconds: seconds))
            // Consecutive waits are one step of the recording.
            if case .wait(let earlier)? = steps.last {
                steps[steps.count - 1] = .wait(seconds: earlier + seconds)
            } else {
                steps.append(.wait(seconds: seconds))
            }
            return
        case .resize(let size):
            guard size.width > 0, size.height > 0 else {
                throw PreviewInputError("the size \(OutputNumber.format(size.width)) × \(OutputNumber.format(size.height)) is not positive")
            }
            step = .resize(size)
        }
        try simulator.perform(step)
        steps.append(step)
    }

    /// The step a wheel over `point` (viewport coordinates) plays: an
    /// orthogonal section under the point scrolls sideways when the wheel
    /// moved more along the section's axis than across it; otherwise the
    /// content scrolls by `delta`.
    private func wheelStep(at point: Point, delta: Point) -> ScrollScript.Step {
        let view = simulator.renderer.collectionView
        let content = Point(x: point.x + view.contentOffset.x, y: point.y + view.contentOffset.y)
        if let hit = view.hitTest(content), let geometry = view.orthogonalGeometry(forSection: hit.indexPath.section) {
            let axis = geometry.axis
            let across = axis == .horizontal ? Axis.vertical : .horizontal
            if Swift.abs(delta[axis]) > Swift.abs(delta[across]) {
                let section = hit.indexPath.section
                let to = geometry.clamp(view.orthogonalOffset(forSection: section)[axis] + delta[axis])
                return .orthogonalScroll(section: section, to: to, seconds: 0, easing: .linear)
            }
        }
        let offset = view.contentOffset
        return .scrollTo(x: offset.x + delta.x, y: offset.y + delta.y, seconds: 0, easing: .linear)
    }

    /// A swipe across the item under `point` (viewport coordinates).
    private func swipeStep(at point: Point, distance: Double) throws -> ScrollScript.Step {
        try requireInside(point, "swipe")
        let view = simulator.renderer.collectionView
        let content = Point(x: point.x + view.contentOffset.x, y: point.y + view.contentOffset.y)
        guard let hit = view.hitTest(content), hit.category == .cell else {
            throw PreviewInputError("the swipe at (\(OutputNumber.format(point.x)), \(OutputNumber.format(point.y))) is over no item")
        }
        return .swipe(
            section: hit.indexPath.section, item: hit.indexPath.item, direction: distance < 0 ? .left : .right,
            distance: .points(Swift.abs(distance)))
    }

    /// The step of a horizontal drag: over an orthogonal section the section
    /// follows the finger (from its offset when the drag began) and, let go
    /// faster than 50 pt/s, flings as its behaviour lands it; over another
    /// item, letting go swipes it. `nil`: nothing to play yet.
    private func panStep(at point: Point, dx: Double, ended: Bool, velocity: Double) throws -> ScrollScript.Step? {
        let view = simulator.renderer.collectionView
        if pan == nil {
            let content = Point(x: point.x + view.contentOffset.x, y: point.y + view.contentOffset.y)
            if let hit = view.hitTest(content), let geometry = view.orthogonalGeometry(forSection: hit.indexPath.section) {
                pan = (hit.indexPath.section, view.orthogonalOffset(forSection: hit.indexPath.section)[geometry.axis])
            }
        }
        guard let (section, start) = pan, let geometry = view.orthogonalGeometry(forSection: section) else {
            return ended ? try swipeStep(at: point, distance: dx) : nil
        }
        if ended {
            pan = nil
            guard Swift.abs(velocity) > 50 else { return nil }
            return .orthogonalFling(section: section, velocity: -velocity, rate: nil)
        }
        return .orthogonalScroll(section: section, to: geometry.clamp(start - dx), seconds: 0, easing: .linear)
    }

    /// Throws unless `point` lies in the viewport.
    private func requireInside(_ point: Point, _ what: String) throws(PreviewInputError) {
        let size = simulator.renderer.collectionView.viewport.size
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
            throw PreviewInputError("the \(what) at (\(OutputNumber.format(point.x)), \(OutputNumber.format(point.y))) is "
                + "outside the \(OutputNumber.format(size.width)) × \(OutputNumber.format(size.height)) viewport")
        }
    }
}
