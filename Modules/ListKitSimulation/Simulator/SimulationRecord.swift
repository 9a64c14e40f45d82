import ListKit
import ListKitCore
import ListKitLifecycle

/// One thing a ``Simulator`` reports, in the order it happens.
public enum SimulationRecord {
    /// A lifecycle or visibility event of an element, with the ids the
    /// element's section and component have.
    case lifecycle(LifecycleEvent, frame: Int, id: RenderedElementID?)
    /// A tap: where (content coordinates), and the cell or supplementary hit, if any.
    case tap(at: Point, hit: LayoutAttributes?, id: RenderedElementID?, frame: Int, time: Milliseconds)
    /// A component rendered into a view's content (a new view, a new size,
    /// a changed component), at the size it was given.
    case render(
        category: ElementCategory, elementKind: String?, indexPath: ElementIndexPath, id: RenderedElementID?,
        size: Size, frame: Int, time: Milliseconds)
    /// A document update: how many stages it took and what they changed.
    case update(stages: Int, changes: ChangeCounts, frame: Int, time: Milliseconds)
    /// A swipe: the item, the gesture and what it did. The events the
    /// action's change caused follow it.
    case swipe(SimulatedSwipe, frame: Int, time: Milliseconds)
    /// A row a swipe left open closed without a swipe (a scroll, a tap, an
    /// update); a tap on one of its buttons performed that action. The
    /// records of the same change (its update, its events) follow it.
    case swipeClosed(SimulatedSwipeClose, frame: Int, time: Milliseconds)
    /// A drag step began (`moveBegan`) or dropped or cancelled the item
    /// (`moveEnded`); the events of the same frame follow it.
    case move(SimulatedMove, frame: Int, time: Milliseconds)
    /// A focus move (`focus`): the element it reached, or `nil` at the end
    /// of the content (the focus stays). The events of its scroll follow it.
    case focus(FocusDirection, AccessibilityElement?, frame: Int, time: Milliseconds)
    /// The focused element was activated (`activate`): the element, the
    /// custom action named (`nil`: the default action) and what it did
    /// (`nil`: nothing, for no focus or no such action). The events of its change follow it.
    case activate(AccessibilityElement?, action: String?, AccessibilityActivation?, frame: Int, time: Milliseconds)
}
