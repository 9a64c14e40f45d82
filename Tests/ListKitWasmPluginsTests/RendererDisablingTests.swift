import ListKit
import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitPluginModel
import ListKitWasmPlugins
import Synchronization
import Testing

/// In a renderer, a WebAssembly kind that traps is disabled and reported as
/// one render issue; its items draw nothing from then on, and the rest of
/// the screen (another plugin's badges) is drawn as before.
@Suite struct RendererDisablingTests {
    /// A plugin whose `render` logs "trapped!" and then traps; its `measure` answers 10 × 12.
    static var trapping: WatPlugin {
        var plugin = WatPlugin()
        plugin.extra = #"(data (i32.const 1400) "trapped!")"#
        plugin.render = "(call $log (i32.const 1) (i32.const 1400) (i32.const 8)) (unreachable)"
        return plugin
    }

    @Test func aTrappingKindIsDisabledAndReportedOnce() throws {
        let log = LogRecorder()
        let hostile = try WasmFixtures.wat(Self.trapping.text, name: "render-traps")
        let plugins = PluginRegistry(backends: [WasmPluginLoader(handlers: log.handlers)])
        try plugins.load(path: hostile)
        try plugins.load(path: try WasmFixtures.badgeWasm.get())
        var components = ComponentRegistry.builtIn
        try plugins.register(into: &components)
        let make = { (kind: String, id: String, props: String) throws -> AnyComponent in
            try components.make(ComponentRequest(kind: kind, id: id, props: try ComponentProps(json: props)))
        }
        // Row 0: three hostile items; row 1: two badges. Each 100 × 20.
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(20)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            subitems: [.item(item)])
        let hostileItems = try (0..<3).map { try make("com.test.hostile", "h\($0)", "{}") }
        let badges = try [make("com.listkit.badge", "new", #"{"text": "NEW"}"#),
                          make("com.listkit.badge", "seven", #"{"count": 7}"#)]
        var composed = ComposedLayout(configuration: LayoutConfiguration(), composing: [
            ComposedSection(id: "hostile", model: LayoutSection(group: group, itemCount: 3),
                            components: ComponentList(hostileItems)),
            ComposedSection(id: "badges", model: LayoutSection(group: group, itemCount: 2), components: ComponentList(badges)),
        ])
        composed.failures = components.failures
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 400), scale: 3))
        renderer.render(composed, animated: false)

        // The first hostile item's render trapped: one issue, and no later
        // item of the kind was called (one "trapped!", not three; the
        // badges log their own willDisplay).
        #expect(renderer.issues == [.componentFailed(ComponentFailure(
            kind: "com.test.hostile",
            message: "\(hostile): kind com.test.hostile: trapped during render of item \"h0\": unreachable"))])
        #expect(log.take() == ["trapped!", "willDisplay new", "willDisplay seven"])
        let hostileCell = try #require(
            renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 2)) as? ComponentCell)
        #expect(hostileCell.contentView?.displayList.isEmpty == true)
        // The badges draw as ever.
        let badge = try #require(
            renderer.collectionView.cellForItem(at: ElementIndexPath(section: 1, item: 0)) as? ComponentCell)
        #expect(badge.contentView?.displayList.count == 2)

        // Scrolling and rendering again call the disabled kind no more, and
        // report nothing new.
        renderer.scroll(to: Point(x: 0, y: 10))
        renderer.render(composed, animated: false)
        #expect(renderer.issues == [])
        #expect(!log.take().contains("trapped!"))
        #expect(components.failures?.isDisabled("com.test.hostile") == true)
        #expect(components.failures?.isDisabled("com.listkit.badge") == false)
    }

    @Test func whichErrorsDisableAKind() {
        let path = "/p/X.wasm", kind = "com.example.box"
        #expect(PluginError.trapped(path: path, kind: kind, function: .render, item: nil, reason: "unreachable").disablesKind)
        #expect(PluginError.outOfFuel(path: path, kind: kind, function: .measure, item: nil, fuel: 1).disablesKind)
        #expect(PluginError.memoryLimitReached(path: path, kind: kind, function: .measure, item: nil, limit: 1).disablesKind)
        #expect(PluginError.hostCallMisused(path: path, kind: kind, function: .measure, item: nil, reason: "").disablesKind)
        #expect(PluginError.invalidDisplayList(path: path, kind: kind, reason: "").disablesKind)
        #expect(!PluginError.propsRejected(path: path, kind: kind, function: .measure, message: nil).disablesKind)
        #expect(!PluginError.callFailed(path: path, kind: kind, function: .render, status: 4, message: nil).disablesKind)
        #expect(!PluginError.reentrantCall(path: path, kind: kind, function: .render).disablesKind)
    }
}

/// A component names its item in the errors of its own calls.
@Suite struct ComponentItemNamingTests {
    @Test func aMeasureThatRunsOutOfFuelNamesTheItem() throws {
        var plugin = WatPlugin()
        plugin.measure = "(loop (br 0))"
        let path = try WasmFixtures.wat(plugin.text, name: "named-item")
        let kind = try #require(try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: path)
            .kind("com.test.hostile"))
        let errors = ErrorList()
        let component = PluginComponent(
            id: 42, kind: kind, width: .estimated(10), height: .estimated(10), onError: { errors.add($0) })
        #expect(component.measure(proposed: Size(width: 100, height: 100)) == nil)
        #expect(errors.all == [.outOfFuel(path: path, kind: "com.test.hostile", function: .measure, item: "42", fuel: 2_000_000)])
        #expect(errors.all.first?.description
                == "\(path): kind com.test.hostile: measure of item \"42\" ran out of fuel (2000000 per call) and was stopped")
    }

    @Test func namingLeavesOtherErrorsAndNamedOnesAlone() {
        let named = PluginError.trapped(path: "/p", kind: "k.k", function: .render, item: "a", reason: "unreachable")
        #expect(named.naming(item: "b") == named)
        let other = PluginError.propsRejected(path: "/p", kind: "k.k", function: .measure, message: nil)
        #expect(other.naming(item: "b") == other)
    }
}

/// Collects errors.
final class ErrorList: Sendable {
    private let list = Mutex<[PluginError]>([])
    /// Keeps one.
    func add(_ error: PluginError) { list.withLock { $0.append(error) } }
    /// Every one kept.
    var all: [PluginError] { list.withLock { $0 } }
}
