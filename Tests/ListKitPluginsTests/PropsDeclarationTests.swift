import Testing
import ListKitCore
import ListKitDSL
import ListKitDocument
import ListKitJSON
@testable import ListKitPlugins

/// Plugin kinds declare their props (`lk_component_kind.props_declaration`),
/// and documents that use them get the same checked props as built-in kinds.
@Suite("Props: declared by plugin kinds, handed over as written")
struct PropsDeclarationTests {
    /// The built-in kinds and every kind of the plugins `names` (fixtures).
    func registry(_ names: [String], isolation: PluginIsolation? = nil) throws -> ComponentRegistry {
        let plugins = PluginRegistry(loader: PluginLoader(isolation: isolation))
        for name in names { try plugins.load(path: Fixtures.get().path(name)) }
        var components = ComponentRegistry.builtIn
        try plugins.register(into: &components)
        return components
    }

    /// The message composing a one-item document gives for `item`, or `nil`.
    func problem(item: String, registry: ComponentRegistry) -> String? {
        let size = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}"#
        let group = #"{"axis": "horizontal", "size": \#(size), "subitems": [{"item": {"size": \#(size)}}]}"#
        let text = #"{"format": 1, "viewport": {"width": 375, "height": 812}, "sections": [{"id": "s", "group": \#(group), "items": [\#(item)]}]}"#
        do {
            _ = try LayoutDocument(text: text).composedLayout(registry: registry)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aKindsDeclarationIsRead() throws {
        let plugin = try PluginLoader().load(path: Fixtures.get().path("Declared"))
        let declared = PropsDeclaration([.init("height", .number(minimum: 0, maximum: 500)), .init("label", .string)])
        #expect(plugin.kinds.map(\.info.props) == [declared, nil])
        // The plugin host process hands the declaration over as it is.
        let isolated = try PluginLoader(isolation: .standard()).load(path: Fixtures.get().path("Declared"))
        #expect(isolated.info == plugin.info)
    }

    @Test(arguments: [
        (#"{"height": 30, "colour": "red"}"#, #"$.sections[0].items[0].props: unknown key "colour" (allowed: height, label)"#),
        (#"{"height": "tall"}"#, "$.sections[0].items[0].props.height: expected a number, found a string"),
        (#"{"height": 500.5}"#, "$.sections[0].items[0].props.height: must be at most 500 (found 500.5)"),
        (#"{"label": true}"#, "$.sections[0].items[0].props.label: expected a string, found a boolean"),
    ])
    func declaredPropsRefuseUnknownKeysAndWrongValuesAtTheirPaths(props: String, message: String) throws {
        let registry = try registry(["Declared"])
        #expect(registry.props(of: "com.test.declared")?.names == ["height", "label"])
        #expect(problem(item: #"{"id": "a", "component": "com.test.declared", "props": \#(props)}"#, registry: registry) == message)
    }

    @Test func propsWithinTheDeclarationCompose() throws {
        let registry = try registry(["Declared"])
        #expect(problem(item: #"{"id": "a", "component": "com.test.declared", "props": {"height": 500, "label": "x"}}"#,
                        registry: registry) == nil)
        #expect(problem(item: #"{"id": "a", "component": "com.test.declared", "props": {}}"#, registry: registry) == nil)
    }

    @Test func aMalformedDeclarationIsRefusedNamingTheFileAndKind() throws {
        let path = try Fixtures.get().path("BadDeclaration")
        let reason = #"at $.height.type: "numbr" is not a type (known: string, number, bool, color, any)"#
        #expect(throws: PluginError.invalidField(
            path: path, kind: "com.test.declared", field: "props_declaration", reason: reason)) {
            try PluginLoader().load(path: path)
        }
        #expect(PluginLoader().inspect(path: path).failure?.description
                == "\(path): kind com.test.declared: props_declaration \(reason)")
    }

    @Test(arguments: [
        ("{", #"is not valid JSON: $: syntax error at line 1, column 2: expected a string key, found end of input"#),
        ("[]", "at $: must be an object of props, found an array"),
        (#"{"n": 3}"#, #"at $.n: must be a type name or an object with "type", found a number"#),
        (#"{"n": {"type": "number", "minimum": 2, "maximum": 1}}"#, "at $.n: has a minimum above its maximum"),
        (#"{"n": {"type": "string", "maximum": 1}}"#, "at $.n: has bounds, which only a number takes"),
        (#"{"n": {"type": "number", "minimum": "0"}}"#, "at $.n.minimum: must be a number, found a string"),
        (#"{"n": {"kind": "number"}}"#, "at $.n.kind: is not a key of a prop (known: type, minimum, maximum)"),
        (#"{"n": {"minimum": 1}}"#, "at $.n.type: must be a type name"),
    ])
    func malformedDeclarationsSayWhereAndWhat(text: String, phrase: String) {
        #expect(PropsDeclarationReader.read(Array(text.utf8)).failure?.phrase == phrase)
    }

    @Test func declarationsOfEveryTypeAreRead() throws {
        let text = ##"{"s": "string", "n": "number", "b": {"type": "bool"}, "c": "color", "a": "any", "m": {"type": "number", "minimum": -1}}"##
        #expect(try PropsDeclarationReader.read(Array(text.utf8)).get() == PropsDeclaration([
            .init("s", .string), .init("n", .number()), .init("b", .bool), .init("c", .color), .init("a", .any),
            .init("m", .number(minimum: -1, maximum: nil)),
        ]))
    }

    /// A kind built before `props_declaration` existed (its `struct_size`
    /// ends after `did_end_display`) and a kind that leaves it NULL load as
    /// before and take any props.
    @Test func kindsWithoutADeclarationTakeAnyProps() throws {
        let registry = try registry(["first_release", "Declared"])
        #expect(registry.contains("com.test.old") && registry.props(of: "com.test.old") == nil)
        #expect(registry.props(of: "com.test.undeclared") == nil)
        for kind in ["com.test.old", "com.test.undeclared"] {
            #expect(problem(item: #"{"id": "a", "component": "\#(kind)", "props": {"anything": [1, {"b": null}]}}"#,
                            registry: registry) == nil)
        }
    }

    /// A document's props reach the plugin as the text written once when
    /// they were read: the component's props share that buffer, and the
    /// plugin measures by them.
    @Test func propsReachThePluginAsWrittenOnce() throws {
        let registry = try registry(["Declared"])
        let props = LayoutDocument.props(try JSONParser().parse(Array(#"{"height": 61.5, "label": "x"}"#.utf8)))
        let made = try registry.make(ComponentRequest(kind: "com.test.declared", id: "a", props: props))
        let component = try #require(made.base as? PluginComponent)
        #expect(component.props.json == Array(#"{"height":61.5,"label":"x"}"#.utf8))
        withExtendedLifetime((props, component)) {
            #expect(component.props.abi.data == props.text.address)
            #expect(component.props.abi.length == 27)
            #expect(component.props.abi.data?[27] == 0)
        }
        #expect(made.measure(proposed: Size(width: 300, height: .infinity)) == Size(width: 10, height: 61.5))
    }
}

extension Result {
    /// The error, or `nil` for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
