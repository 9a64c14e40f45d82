import ListKitCore
import ListKitDSL
import ListKitEngine

/// What activating the focused element did.
public enum AccessibilityActivation {
    /// The default action, a double tap: a tap at the element's centre
    /// (content coordinates), and the item it selected, if any.
    case tapped(at: Point, selected: ElementIndexPath?)
    /// A custom action was performed (its handler run; a swipe action
    /// without one, a layout document's, is left to the caller, as a swipe's is).
    case performed(AccessibilityCustomAction)
    /// A move action moved the item: the move, or `nil` when it stayed.
    case moved(AccessibilityCustomAction, Move<ElementIndexPath>?)
}

extension ComposeRenderer {
    /// Activates the focused element, as a double tap does, at `time`
    /// (`nil` keeps the clock): `customAction` names one of its custom
    /// actions to perform (the first of that name), `nil` the default action,
    /// a tap at the element's centre.
    ///
    /// - Returns: What it did; `nil` with no focus or no action of that name.
    @discardableResult
    public func activate(customAction name: String? = nil, at time: Milliseconds? = nil) -> AccessibilityActivation? {
        if let time { advance(to: time) }
        guard let focus = accessibilityFocus else { return nil }
        guard let name else {
            let centre = Point(
                x: focus.frame.midX + collectionView.contentOffset.x, y: focus.frame.midY + collectionView.contentOffset.y)
            return .tapped(at: centre, selected: tap(at: centre))
        }
        guard let action = focus.customActions.first(where: { $0.name == name }) else { return nil }
        switch action.origin {
        case .declared:
            action.handler?()
            return .performed(action)
        case .swipeAction(let swipe):
            swipe.handler?()
            return .performed(action)
        case .moveEarlier, .moveLater:
            let path = focus.attributes.indexPath
            let target = ElementIndexPath(
                section: path.section, item: path.item + (action.origin.isEarlier ? -1 : 1))
            guard let frame = collectionView.layoutAttributesForItem(at: target)?.frame, beginMove(item: path) else {
                return .moved(action, nil)
            }
            updateMove(to: Point(x: frame.midX, y: frame.midY))
            let move = endMove()
            // The focus follows the item it was on.
            if let move {
                var moved = focus
                moved.attributes.indexPath = move.target
                accessibilityFocus = accessibilityElements().first { $0.isSameElement(as: moved) } ?? focus
            }
            return .moved(action, move)
        }
    }
}

extension AccessibilityCustomAction.Origin {
    /// Whether it moves an item towards the start.
    var isEarlier: Bool {
        if case .moveEarlier = self { return true }
        return false
    }
}
