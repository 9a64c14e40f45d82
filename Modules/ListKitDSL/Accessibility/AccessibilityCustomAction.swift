import ListKitEngine

/// An action VoiceOver offers in its Actions rotor, like UIKit's
/// `UIAccessibilityCustomAction`: a name and what it does.
public struct AccessibilityCustomAction {
    /// Where an action comes from, which says how activating it is performed.
    public enum Origin {
        /// Declared by the component: its ``handler`` runs.
        case declared
        /// One of the item's swipe actions: activating it performs the
        /// swipe action (its handler; a layout document's, which has none,
        /// as a swipe would).
        case swipeAction(SwipeAction)
        /// Moves a reorderable item one place towards the start.
        case moveEarlier
        /// Moves a reorderable item one place towards the end.
        case moveLater
    }

    /// The name VoiceOver reads, such as `Delete`.
    public var name: String
    /// What the action does when it is declared; `nil` for none.
    public var handler: (() -> Void)?
    /// Where it comes from.
    public var origin: Origin

    /// Creates a declared action.
    public init(name: String, handler: (() -> Void)? = nil) {
        self.init(name: name, handler: handler, origin: .declared)
    }

    /// Creates an action of any origin.
    public init(name: String, handler: (() -> Void)?, origin: Origin) {
        self.name = name
        self.handler = handler
        self.origin = origin
    }
}
