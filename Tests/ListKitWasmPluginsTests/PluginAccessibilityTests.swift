import Foundation
import ListKit
import ListKitPluginModel
import ListKitPlugins
import ListKitWasmPlugins
import Testing

/// A kind's `accessibility` function, through each backend (in process
/// through libffi, in a plugin host process, in WasmKit): the same answer
/// from one C source, and the same typed error for each rule it breaks
/// (`Tests/ListKitWasmPluginsTests/Fixtures/accessible.c`).
@Suite(.serialized) struct PluginAccessibilityTests {
    static let source = WasmFixtures.root + "/Tests/ListKitWasmPluginsTests/Fixtures/accessible.c"
    static let nativePath = WasmFixtures.compileNative(source, name: "Accessible")
    static let native = Result { () throws -> LoadedPlugin in try PluginLoader().load(path: try nativePath.get()) }
    static let isolated = Result { () throws -> LoadedPlugin in
        try PluginLoader(isolation: .standard()).load(path: try nativePath.get())
    }
    static let wasm = Result { () throws -> LoadedPlugin in
        try WasmPluginLoader().load(path: try WasmFixtures.compileWasm(source, name: "Accessible").get())
    }

    /// The three backends' plugins, named.
    func backends() throws -> [(name: String, plugin: LoadedPlugin)] {
        [("native", try Self.native.get()), ("isolated", try Self.isolated.get()), ("wasm", try Self.wasm.get())]
    }

    @Test func everyBackendReadsTheSameDeclaration() throws {
        for (name, plugin) in try backends() {
            let kind = try #require(plugin.kind("com.test.spoken"), "\(name)")
            #expect(kind.info.description == "com.test.spoken (accessibility)", "\(name)")
            let declared = try #require(try kind.accessibility(), "\(name)")
            #expect(declared.label == "Play" && declared.value == "Paused" && declared.hint == "Plays the episode", "\(name)")
            #expect(declared.traits == [.button, .selected] && declared.behavior == .element, "\(name)")
            #expect(declared.sortPriority == 2.5 && declared.customActions.map(\.name) == ["Archive", "Share"], "\(name)")
            let hidden = try #require(plugin.kind("com.test.hidden"))
            #expect(try hidden.accessibility()?.behavior == .hidden, "\(name)")
            // 1,024 bytes, the limit itself, is taken.
            let longest = try #require(plugin.kind("com.test.longest-label"))
            #expect(try longest.accessibility()?.label?.utf8.count == 1_024, "\(name)")
            // 32 actions, the limit itself, are taken.
            let most = try #require(plugin.kind("com.test.most-actions"))
            #expect(try most.accessibility()?.customActions.count == 32, "\(name)")
        }
    }

    @Test func aKindBuiltBeforeTheFieldLoadsWithTheDefaults() throws {
        for (name, plugin) in try backends() {
            let old = try #require(plugin.kind("com.test.old"), "\(name)")
            // Its struct_size ends before `accessibility`: the function is never seen.
            #expect(old.info.describesAccessibility == false && old.info.description == "com.test.old", "\(name)")
            #expect(try old.accessibility() == nil, "\(name)")
        }
    }

    @Test(arguments: [
        ("com.test.unknown-trait", "accessibility wrote traits 0x100000, with bits the ABI does not name"),
        ("com.test.bad-behavior", "accessibility wrote behavior 7, neither LK_ACCESSIBILITY_ELEMENT nor LK_ACCESSIBILITY_HIDDEN"),
        ("com.test.long-label", "accessibility wrote label longer than 1024 bytes"),
        ("com.test.control", "accessibility wrote label that holds the control character U+0007 at 4"),
        ("com.test.not-utf8", "accessibility wrote label that is not valid UTF-8"),
        ("com.test.nan-priority", "accessibility wrote sortPriority that is nan; it must be finite"),
        ("com.test.many-actions", "accessibility wrote action_count 33, above the limit of 32"),
        ("com.test.null-actions", "accessibility wrote actions[0] NULL"),
        ("com.test.null-action-name", "accessibility wrote actions[1] NULL"),
        ("com.test.empty-action-name", "accessibility wrote customActions[0].name that is empty"),
        ("com.test.failing", "accessibility failed with LK_STATUS_FAILED (4)"),
    ])
    func everyBrokenRuleIsATypedError(kind id: String, reason: String) throws {
        for (name, plugin) in try backends() {
            let kind = try #require(plugin.kind(id), "\(name)")
            do {
                _ = try kind.accessibility()
                Issue.record("\(name): \(id) was taken")
            } catch {
                #expect(error.description == "\(plugin.path): kind \(id): \(reason)", "\(name)")
                #expect(!error.disablesKind, "\(name)")
            }
        }
    }

    @Test func aWasmPointerOutsideItsMemoryIsAMisusedCall() throws {
        let kind = try #require(try Self.wasm.get().kind("com.test.wild-pointer"))
        #expect(throws: PluginError.self) { try kind.accessibility() }
        do {
            _ = try kind.accessibility()
        } catch {
            guard case .hostCallMisused(_, let id, let function, _, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(id == "com.test.wild-pointer" && function == .accessibility)
            #expect(reason == "accessibility's label points outside the module's memory")
        }
    }

    @Test func aRendererReadsAPluginComponentsDeclarationAndFallsBackOnFailure() throws {
        let errors = ErrorLog()
        let plugin = try Self.native.get()
        let spoken = try #require(plugin.kind("com.test.spoken")), failing = try #require(plugin.kind("com.test.failing"))
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 300)))
        renderer.render {
            Section(id: "plugins") {
                HGroup(width: .fractionalWidth(1), height: .absolute(44)) {
                    PluginComponent(id: "a", kind: spoken, width: .absolute(100), height: .absolute(44)) { errors.add($0) }
                    PluginComponent(id: "b", kind: failing, width: .absolute(100), height: .absolute(44)) { errors.add($0) }
                }
            }
        }
        let elements = renderer.accessibilityElements()
        // The failing one reads as ListKit's defaults: the text it drew.
        #expect(elements.map(\.label) == ["Play", "drawn"])
        #expect(elements.first?.customActions.map(\.name) == ["Archive", "Share"])
        #expect(errors.messages.last?.hasSuffix("kind com.test.failing: accessibility failed with LK_STATUS_FAILED (4)") == true)
    }
}

/// The errors a component reported.
private final class ErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.withLock { stored } }
    func add(_ error: PluginError) { lock.withLock { stored.append(error.description) } }
}
