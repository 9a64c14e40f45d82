import ListKitJSON
import ListKitEngine

/// Items' swipe actions.
extension DocumentDecoder {
    /// The keys of an item that hold swipe actions.
    static let swipeActionKeys = ["leadingSwipeActions", "trailingSwipeActions"]

    /// Reads an item's `leadingSwipeActions` and `trailingSwipeActions`, each
    /// an array of `{"title": "…", "style": "normal|destructive"}`.
    func swipeActions(_ o: JSONObjectReader, into item: inout DocumentItem) throws(DocumentError) {
        if let f = o.field("leadingSwipeActions") { item.leadingSwipeActions = try swipeActions(f) }
        if let f = o.field("trailingSwipeActions") { item.trailingSwipeActions = try swipeActions(f) }
    }

    private func swipeActions(_ field: JSONField) throws(DocumentError) -> [DocumentSwipeAction] {
        var actions: [DocumentSwipeAction] = []
        for entry in try field.array() {
            let a = try entry.object(allowed: ["title", "style"])
            let title = try a.required("title").name()
            let style = try a.field("style")?.oneOf(SwipeAction.Style.self) ?? .normal
            actions.append(DocumentSwipeAction(title: title, style: style))
        }
        return actions
    }
}
