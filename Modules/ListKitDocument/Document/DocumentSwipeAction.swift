import ListKitEngine

/// A swipe action of a document's item: `{"title": "Delete", "style": "destructive"}`.
///
/// A document carries no code, so its actions have no handler. When a
/// simulation performs one, `viewport-sim simulate` reports it; a
/// `destructive` action also deletes its item from the document's data
/// (see `Documentation/LayoutDocument.md`).
public struct DocumentSwipeAction: Hashable, Sendable {
    /// The button's title.
    public var title: String
    /// The action's style (default `normal`).
    public var style: SwipeAction.Style

    /// Creates an action.
    public init(title: String, style: SwipeAction.Style = .normal) {
        self.title = title
        self.style = style
    }

    /// The engine's action: this title and style, no handler.
    public var swipeAction: SwipeAction { SwipeAction(title: title, style: style) }
}
