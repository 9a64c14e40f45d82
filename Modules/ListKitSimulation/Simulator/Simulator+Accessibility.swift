import ListKit
import ListKitCore
import ListKitDocument

extension Simulator {
    /// Moves VoiceOver's focus one element in `direction` in one frame, as
    /// a `focusNext` / `focusPrevious` step does (`ComposeRenderer.moveFocus(_:at:)`):
    /// the `focus` record goes out first, then the events of the scroll that
    /// brought the element into view.
    ///
    /// - Returns: The element reached; `nil` at the end of the content (the
    ///   focus stays where it was).
    @discardableResult
    public func moveFocus(_ direction: FocusDirection) throws(SimulationError) -> AccessibilityElement? {
        let at = sampler.time(ofFrame: frame)
        heldRecords = []
        let element = renderer.moveFocus(direction, at: at)
        let held = heldRecords ?? []
        heldRecords = nil
        onRecord?(.focus(direction, element, frame: frame, time: at))
        for record in held { onRecord?(record) }
        try endFrame()
        return element
    }

    /// Activates the focused element in one frame, as an `activate` step
    /// does (`ComposeRenderer.activate(customAction:at:)`): a custom action
    /// by name, or the default action (a tap at the element's centre). A
    /// layout document's destructive swipe action, offered as a custom
    /// action, deletes its item as a swipe that performs it does.
    ///
    /// - Returns: What it did; `nil` with no focus or no action of that name.
    @discardableResult
    public func activate(customAction name: String? = nil) throws(SimulationError) -> AccessibilityActivation? {
        let at = sampler.time(ofFrame: frame)
        let focus = renderer.accessibilityFocus
        heldRecords = []
        let result = renderer.activate(customAction: name, at: at)
        let held = heldRecords ?? []
        heldRecords = nil
        var deletes: ComposedLayout?
        if case .performed(let action)? = result, case .swipeAction(let swipe) = action.origin, let focus {
            deletes = documentDeletion(of: swipe, at: focus.attributes.indexPath)
        }
        onRecord?(.activate(focus, action: name, result, frame: frame, time: at))
        for record in held { onRecord?(record) }
        if let deletes { try apply(deletes, at: at) }
        try endFrame()
        return result
    }

    /// What VoiceOver reads on screen now, in its order.
    public var accessibilityElements: [AccessibilityElement] { renderer.accessibilityElements() }
}
