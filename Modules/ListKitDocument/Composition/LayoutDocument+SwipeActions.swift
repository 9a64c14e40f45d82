import ListKitCore
import ListKitDSL
import ListKitEngine

extension LayoutDocument {
    /// The swipe actions of a section's items as a composed section gives
    /// them, or `nil` when no item has any (the components' own then: none).
    /// A document's actions have no handler; a full swipe performs the first.
    static func swipeActions(of items: DocumentItems) -> ((Int, SwipeEdge) -> SwipeActionsConfiguration?)? {
        guard !items.isGenerated,
              items.contains(where: { !$0.leadingSwipeActions.isEmpty || !$0.trailingSwipeActions.isEmpty })
        else { return nil }
        return { position, edge in
            guard let item = items.item(at: position) else { return nil }
            let actions = edge == .leading ? item.leadingSwipeActions : item.trailingSwipeActions
            return actions.isEmpty ? nil : SwipeActionsConfiguration(actions: actions.map(\.swipeAction))
        }
    }
}

extension LayoutDocument {
    /// What a section's items tell VoiceOver, as a composed section gives
    /// it, or `nil` when no item says anything.
    static func accessibility(of items: DocumentItems) -> ((Int) -> Accessibility?)? {
        guard !items.isGenerated, items.contains(where: { $0.accessibility != nil }) else { return nil }
        return { position in items.item(at: position)?.accessibility?.declaration }
    }
}

extension ComposedLayout {
    /// The layout without the item at `indexPath`, as a layout document's
    /// data would be with the item deleted: the item's component is gone and
    /// its section counts one item less. Right for sections composed from a
    /// document, whose group repeats over however many items there are (and
    /// for DSL sections of equal items, compiled the same way).
    ///
    /// - Returns: The new layout, or `nil` when there is no such item.
    public func removingDocumentItem(at indexPath: ElementIndexPath) -> ComposedLayout? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let old = sections[indexPath.section]
        let removed = indexPath.item
        guard old.components.indices.contains(removed) else { return nil }
        var next = self
        let list = old.components
        let source = { (position: Int) in position < removed ? position : position + 1 }
        next.sections[indexPath.section].components = ComponentList(
            count: list.count - 1, idsAreUnique: list.idsAreUnique, id: { list.id(at: source($0)) }
        ) { list[source($0)] }
        if let given = old.swipeActions {
            next.sections[indexPath.section].swipeActions = { given(source($0), $1) }
        }
        if let given = old.accessibility {
            next.sections[indexPath.section].accessibility = { given(source($0)) }
        }
        return next
    }
}
