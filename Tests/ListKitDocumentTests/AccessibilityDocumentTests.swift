import ListKitCore
import ListKitDSL
import ListKitDocument
import ListKitEngine
import Testing

/// Items' `accessibility` objects.
@Suite struct AccessibilityDocumentTests {
    static func item(_ accessibility: String) -> String {
        Docs.document(sections: #"""
            {"id": "bar", "group": \#(Docs.group), "items": [
              {"id": "play", "component": "label", "accessibility": \#(accessibility)},
              {"id": "plain", "component": "label"}
            ]}
            """#)
    }

    @Test func everyKeyIsReadAndTheComposedSectionGivesIt() throws {
        let text = Self.item(#"""
            {"label": "Play", "value": "Paused", "hint": "Plays the episode", "traits": ["button", "selected"],
             "behavior": "children", "sortPriority": 2.5, "actions": ["Archive", "Share"]}
            """#)
        let document = try LayoutDocument(text: text)
        let expected = DocumentAccessibility(
            label: "Play", value: "Paused", hint: "Plays the episode", traits: [.button, .selected], behavior: .children,
            sortPriority: 2.5, actions: ["Archive", "Share"])
        #expect(document.sections[0].items.item(at: 0)?.accessibility == expected)
        #expect(document.sections[0].items.item(at: 1)?.accessibility == nil)
        let composed = try document.composedLayout(registry: .builtIn)
        let declared = try #require(composed.sections[0].accessibility?(0))
        #expect(declared.label == "Play" && declared.traits == [.button, .selected] && declared.behavior == .children)
        #expect(declared.customActions.map(\.name) == ["Archive", "Share"])
        #expect(composed.sections[0].accessibility?(1) == nil)
        // Deleting the first item moves the second's (none) into its place.
        let removed = try #require(composed.removingDocumentItem(at: ElementIndexPath(section: 0, item: 0)))
        #expect(removed.sections[0].accessibility?(0) == nil)
    }

    @Test(arguments: [
        (#"{"label": "Bell\u0007"}"#,
         "$.sections[0].items[0].accessibility.label: holds the control character U+0007 at 4"),
        (#"{"value": "a\u007f"}"#,
         "$.sections[0].items[0].accessibility.value: holds the control character U+007F at 1"),
        (#"{"value": "a\u009f"}"#,
         "$.sections[0].items[0].accessibility.value: holds the control character U+009F at 1"),
        (#"{"hint": "two\nlines"}"#,
         "$.sections[0].items[0].accessibility.hint: holds the control character U+000A at 3"),
        (#"{"traits": ["button", "loud"]}"#,
         #"$.sections[0].items[0].accessibility.traits[1]: invalid value "loud" (allowed: button, link, image, selected, header, staticText, adjustable, notEnabled, searchField, summaryElement, updatesFrequently)"#),
        (#"{"behavior": "merged"}"#,
         #"$.sections[0].items[0].accessibility.behavior: invalid value "merged" (allowed: element, children, hidden)"#),
        (#"{"actions": [""]}"#, "$.sections[0].items[0].accessibility.actions[0]: must not be empty"),
        (#"{"sortPriority": "high"}"#, "$.sections[0].items[0].accessibility.sortPriority: expected a number, found a string"),
        (#"{"name": "Play"}"#,
         #"$.sections[0].items[0].accessibility: unknown key "name" (allowed: label, value, hint, traits, behavior, sortPriority, actions)"#),
    ])
    func badDeclarationsAreRefusedWhereTheyAre(accessibility: String, message: String) {
        #expect(Docs.error(Self.item(accessibility)) == message)
    }

    @Test func aLabelLongerThanTheLimitIsRefused() {
        // 1,024 bytes is the limit itself: taken; 1,025 refused.
        let fits = String(repeating: "a", count: 1_024)
        #expect((try? LayoutDocument(text: Self.item(#"{"label": "\#(fits)"}"#))) != nil)
        #expect(Docs.error(Self.item(#"{"label": "\#(fits)a"}"#))
            == "$.sections[0].items[0].accessibility.label: is 1025 bytes long; the limit is 1024")
        let actions = (0...32).map { #""a\#($0)""# }.joined(separator: ", ")
        #expect(Docs.error(Self.item(#"{"actions": [\#(actions)]}"#))
            == "$.sections[0].items[0].accessibility.actions: has 33 entries; the limit is 32")
    }
}
