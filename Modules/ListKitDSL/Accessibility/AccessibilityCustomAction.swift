/// An action VoiceOver offers in its Actions rotor, like UIKit's
/// `UIAccessibilityCustomAction`: a name and what it does.
public struct AccessibilityCustomAction {
    /// The name VoiceOver reads, such as `Delete`.
    public var name: String
    /// What the action does; `nil` for an action performed elsewhere (a
    /// swipe action's handler, a move), which ListKit runs itself.
    public var handler: (() -> Void)?

    /// Creates an action.
    public init(name: String, handler: (() -> Void)? = nil) {
        self.name = name
        self.handler = handler
    }
}
