/// One action a swipe reveals beside a cell, like UIKit's `UIContextualAction`:
/// a title, a style, and the handler that runs when the action is performed
/// (a full swipe, or a tap on the revealed button).
///
/// ```swift
/// let delete = SwipeAction(title: "Delete", style: .destructive) { todos.remove(todo) }
/// ```
///
/// Not `Sendable`: the handler is an app's closure, run by the collection
/// view that reveals the action.
public struct SwipeAction {
    /// How an action looks and what it means, like `UIContextualAction.Style`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// An ordinary action (UIKit draws it grey).
        case normal
        /// An action that deletes or otherwise destroys (UIKit draws it red).
        case destructive
    }

    /// The button's title.
    public var title: String
    /// The action's style.
    public var style: Style
    /// Runs when the action is performed; `nil` for an action with no code
    /// of its own (a layout document's: its player decides what it does).
    public var handler: (() -> Void)?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: `.normal` or `.destructive`.
    ///   - handler: Runs when the action is performed.
    public init(title: String, style: Style = .normal, handler: (() -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
