import ListKitCore
import ListKitDSL
import ListKitDocument
import ListKitEngine
import Testing

/// Items' `leadingSwipeActions` / `trailingSwipeActions`.
@Suite struct SwipeActionDocumentTests {
    /// A section "todo" of 375 × 44 rows: milk (Delete, destructive; Flag),
    /// eggs (none), bread (leading Done).
    static let text = Docs.document(sections: #"""
        {"id": "todo", "group": \#(Docs.group), "items": [
          {"id": "milk", "component": "label", "trailingSwipeActions": [
            {"title": "Delete", "style": "destructive"}, {"title": "Flag", "style": "normal"}]},
          {"id": "eggs", "component": "label"},
          {"id": "bread", "component": "label", "leadingSwipeActions": [{"title": "Done"}]}
        ]}
        """#)

    @Test func actionsAreReadWithTheirStyles() throws {
        let document = try LayoutDocument(text: Self.text)
        let items = document.sections[0].items
        #expect(items[0].trailingSwipeActions == [
            DocumentSwipeAction(title: "Delete", style: .destructive), DocumentSwipeAction(title: "Flag", style: .normal),
        ])
        #expect(items[0].leadingSwipeActions.isEmpty)
        #expect(items[1].trailingSwipeActions.isEmpty && items[1].leadingSwipeActions.isEmpty)
        // "style" defaults to normal.
        #expect(items[2].leadingSwipeActions == [DocumentSwipeAction(title: "Done", style: .normal)])
    }

    @Test func theComposedLayoutGivesThemWithoutHandlers() throws {
        let composed = try LayoutDocument(text: Self.text).composedLayout(registry: .builtIn)
        let milk = try #require(composed.swipeActions(at: ElementIndexPath(section: 0, item: 0), edge: .trailing))
        #expect(milk.actions.map(\.title) == ["Delete", "Flag"])
        #expect(milk.actions.map(\.style) == [.destructive, .normal])
        #expect(milk.actions.allSatisfy { $0.handler == nil })
        #expect(milk.performsFirstActionWithFullSwipe)
        #expect(composed.swipeActions(at: ElementIndexPath(section: 0, item: 0), edge: .leading) == nil)
        #expect(composed.swipeActions(at: ElementIndexPath(section: 0, item: 1), edge: .trailing) == nil)
        #expect(composed.swipeActions(at: ElementIndexPath(section: 0, item: 2), edge: .leading)?.actions.map(\.title) == ["Done"])
        #expect(composed.swipeActions(at: ElementIndexPath(section: 0, item: 3), edge: .leading) == nil)
    }

    @Test func removingAnItemShiftsTheOthersAndTheirActions() throws {
        let composed = try LayoutDocument(text: Self.text).composedLayout(registry: .builtIn)
        let next = try #require(composed.removingDocumentItem(at: ElementIndexPath(section: 0, item: 0)))
        #expect(next.layout.sections[0].itemCount == 2)
        #expect(next.sections[0].components.count == 2)
        #expect(next.sections[0].components.id(at: 0) == AnyHashable("eggs"))
        #expect(next.sections[0].components.id(at: 1) == AnyHashable("bread"))
        #expect(next.swipeActions(at: ElementIndexPath(section: 0, item: 0), edge: .trailing) == nil)
        #expect(next.swipeActions(at: ElementIndexPath(section: 0, item: 1), edge: .leading)?.actions.map(\.title) == ["Done"])
        #expect(composed.removingDocumentItem(at: ElementIndexPath(section: 0, item: 3)) == nil)
        #expect(composed.removingDocumentItem(at: ElementIndexPath(section: 1, item: 0)) == nil)
        #expect(composed.removingDocumentItem(at: ElementIndexPath(section: 0, item: -1)) == nil)
    }

    static func item(_ actions: String) -> String {
        Docs.document(sections: #"{"id": "todo", "group": \#(Docs.group), "items": [{"id": "milk", "component": "label", \#(actions)}]}"#)
    }

    @Test(arguments: [
        (#""trailingSwipeActions": [{"title": "Delete", "style": "red"}]"#,
         #"$.sections[0].items[0].trailingSwipeActions[0].style: invalid value "red" (allowed: normal, destructive)"#),
        (#""leadingSwipeActions": [{"style": "normal"}]"#,
         #"$.sections[0].items[0].leadingSwipeActions[0]: missing required key "title""#),
        (#""leadingSwipeActions": [{"title": ""}]"#,
         "$.sections[0].items[0].leadingSwipeActions[0].title: must not be empty"),
        (#""trailingSwipeActions": [{"title": "Delete", "color": "red"}]"#,
         #"$.sections[0].items[0].trailingSwipeActions[0]: unknown key "color" (allowed: title, style)"#),
        (#""trailingSwipeActions": {"title": "Delete"}"#,
         "$.sections[0].items[0].trailingSwipeActions: expected an array, found an object"),
    ])
    func badActionsAreRefusedWhereTheyAre(actions: String, message: String) {
        #expect(Docs.error(Self.item(actions)) == message)
    }
}
