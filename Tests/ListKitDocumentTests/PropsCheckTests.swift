import ListKitCore
import ListKitDSL
import ListKitDocument
import ListKitJSON
import Testing

/// A layout document's props are checked like the rest of it (issue 35):
/// against what the kind declares, each refusal at its JSON path.
@Suite struct PropsCheckTests {
    /// The message composing a one-item section gives for `item`, or `nil`
    /// when it composes.
    func problem(item: String, registry: ComponentRegistry = .builtIn) -> String? {
        do {
            let document = try LayoutDocument(text: Docs.section(#""items": [\#(item)], "group": \#(Docs.group)"#))
            _ = try document.composedLayout(registry: registry)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        // A colour that is not one (it drew the default grey before).
        (#"{"id": "a", "component": "box", "props": {"color": "orange"}}"#,
         #"$.sections[0].items[0].props.color: invalid value "orange" (allowed: #RRGGBB, #RRGGBBAA)"#),
        // A misspelt key (it was ignored).
        (#"{"id": "a", "component": "label", "props": {"txt": "Hi"}}"#,
         #"$.sections[0].items[0].props: unknown key "txt" (allowed: text, fontSize, color, alignment)"#),
        (#"{"id": "a", "component": "label", "props": {"text": 3}}"#,
         "$.sections[0].items[0].props.text: expected a string, found a number"),
        (#"{"id": "a", "component": "label", "props": {"fontSize": 0.5}}"#,
         "$.sections[0].items[0].props.fontSize: must be at least 1 (found 0.5)"),
        (#"{"id": "a", "component": "label", "props": {"fontSize": 1000.5}}"#,
         "$.sections[0].items[0].props.fontSize: must be at most 1000 (found 1000.5)"),
        (#"{"id": "a", "component": "badge", "props": "red"}"#,
         "$.sections[0].items[0].props: expected an object, found a string"),
        // The first problem in member order: a colour of 3 digits.
        (##"{"id": "a", "component": "box", "props": {"color": "#FFF", "x": 1}}"##,
         ##"$.sections[0].items[0].props.color: invalid value "#FFF" (allowed: #RRGGBB, #RRGGBBAA)"##),
        // A name that is not one of the prop's choices, and an array entry that is not.
        (#"{"id": "a", "component": "label", "props": {"alignment": "left"}}"#,
         #"$.sections[0].items[0].props.alignment: invalid value "left" (allowed: leading, center, trailing)"#),
        (#"{"id": "a", "component": "listRow", "props": {"style": "fancy"}}"#,
         #"$.sections[0].items[0].props.style: invalid value "fancy" (allowed: cell, subtitleCell, valueCell, header, footer)"#),
        (#"{"id": "a", "component": "listRow", "props": {"accessories": ["checkmark", "chevron"]}}"#,
         #"$.sections[0].items[0].props.accessories[1]: invalid value "chevron" (allowed: disclosureIndicator, checkmark, detail, toggle)"#),
        (#"{"id": "a", "component": "listRow", "props": {"accessories": ["toggle", 3]}}"#,
         "$.sections[0].items[0].props.accessories[1]: expected a string, found a number"),
        (#"{"id": "a", "component": "listRow", "props": {"accessories": "toggle"}}"#,
         "$.sections[0].items[0].props.accessories: expected an array, found a string"),
        (#"{"id": "a", "component": "listRow", "props": {"isOn": "yes"}}"#,
         "$.sections[0].items[0].props.isOn: expected a boolean, found a string"),
    ])
    func wrongPropsAreRefusedAtTheirPath(item: String, message: String) {
        #expect(problem(item: item) == message)
    }

    /// The boundaries themselves are accepted, as are every declared key,
    /// a colour with alpha and an undeclared kind's props.
    @Test func propsWithinTheDeclarationCompose() throws {
        #expect(problem(item: ##"{"id": "a", "component": "label", "props": {"text": "Hi", "fontSize": 1, "color": "#000000"}}"##) == nil)
        #expect(problem(item: #"{"id": "a", "component": "label", "props": {"fontSize": 1000}}"#) == nil)
        #expect(problem(item: ##"{"id": "a", "component": "box", "props": {"color": "#34C75980"}}"##) == nil)
        #expect(problem(item: #"{"id": "a", "component": "box", "props": {}}"#) == nil)
        #expect(problem(item: #"{"id": "a", "component": "label", "props": {"alignment": "trailing"}}"#) == nil)
        let row = #"{"id": "a", "component": "listRow", "props": {"text": "A", "secondaryText": "B", "style": "footer", "image": "i", "accessories": [], "isOn": false}}"#
        #expect(problem(item: row) == nil)
        var registry = ComponentRegistry.builtIn
        try registry.register("free") { BuiltInComponent.placeholder($0) }
        #expect(problem(item: #"{"id": "a", "component": "free", "props": {"anything": [1, {"b": null}]}}"#, registry: registry) == nil)
    }

    /// Headers, footers and decorations are checked at their own props'
    /// paths; a key that is no identifier is written in brackets.
    @Test func supplementaryAndDecorationPropsAreCheckedWhereTheyStand() throws {
        let header = #"{"elementKind": "header", "size": \#(Docs.size), "alignment": "top", "component": "label", "props": {"display name": "x"}}"#
        let document = try LayoutDocument(text: Docs.section(
            #""items": [], "group": \#(Docs.group), "boundarySupplementaryItems": [\#(header)]"#))
        #expect(throws: DocumentError(
            path: #"$.sections[0].boundarySupplementaryItems[0].props"#,
            problem: .unknownKey("display name", allowed: ["text", "fontSize", "color", "alignment"]))) {
            try document.composedLayout(registry: .builtIn)
        }
        let background = #"{"elementKind": "background", "component": "background", "props": {"color": true}}"#
        let decorated = try LayoutDocument(text: Docs.section(
            #""items": [], "group": \#(Docs.group), "decorationItems": [\#(background)]"#))
        #expect(throws: DocumentError(
            path: "$.sections[0].decorationItems[0].props.color",
            problem: .wrongType(expected: ##"a colour ("#RRGGBB" or "#RRGGBBAA")"##, found: "a boolean"))) {
            try decorated.composedLayout(registry: .builtIn)
        }
    }

    /// A declaration on its own: the first problem in member order, keys
    /// that are not identifiers written in brackets by the JSON path.
    @Test func aDeclarationNamesTheFirstProblem() {
        let declaration = PropsDeclaration([.init("n", .number(minimum: 0, maximum: 10)), .init("on", .bool), .init("v", .any)])
        #expect(declaration.problem(in: ["n": 10, "on": false, "v": [1, "x"]]) == nil)
        #expect(declaration.problem(in: ["n": -1]) == .outOfRange(key: "n", value: -1, requirement: "at least 0"))
        #expect(declaration.problem(in: ["on": "yes", "n": 11]) == .wrongType(key: "on", expected: "a boolean", found: "a string"))
        #expect(declaration.problem(in: ["odd key": 1]) == .unknownKey("odd key", allowed: ["n", "on", "v"]))
        #expect(declaration.problem(in: [1, 2]) == .notAnObject(found: "an array"))
        #expect(JSONPath.Component.key("odd key").text == #"["odd key"]"#)
        #expect(JSONPath.Component.key("color").text == ".color")
    }
}
