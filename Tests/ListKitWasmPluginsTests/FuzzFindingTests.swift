import ListKitCore
import ListKitDSL
import ListKitPluginModel
import ListKitWasmPlugins
import Testing

/// Inputs the `wasm` fuzz target found, replayed as its harness plays them
/// (Fuzz/Wasm/Sources/fuzz-wasm/FuzzWasm.swift).
@Suite struct FuzzFindingTests {
    /// The Badge module with the harness's calls: props made of the module's
    /// last 16 bytes (not JSON). Its first finding: a call that trapped
    /// made WasmKit read the instance's functions after they were freed
    /// (the loader kept the exports, not the instance).
    @Test func theBadgeModuleWithTheHarnesssCalls() throws {
        let path = try WasmFixtures.badgeWasm.get()
        let bytes = try #require(PluginFileBytes.read(path))
        var limits = WasmPluginLimits()
        limits.fuelPerCall = 200_000
        limits.maximumMemoryBytes = 8 << 20
        let plugin = try WasmPluginLoader(limits: limits).load(bytes: bytes, path: "/fuzz/plugin.wasm")
        let props = PluginProps(json: Array(bytes.suffix(16)))
        let kind = try #require(plugin.kinds.first)
        let proposed = Size(width: 375, height: .infinity)
        var errors: [String] = []
        func note(_ body: () throws -> Void) {
            do { try body() } catch { errors.append("\(error)") }
        }
        note { _ = try kind.measure(proposed: proposed, props: props) }
        note { _ = try kind.render(size: Size(width: 10, height: 10), props: props) }
        note { try kind.willDisplay(itemID: "a", props: props) }
        note { try kind.visibilityChanged(itemID: "a", props: props, event: .didFocus) }
        note { try kind.didEndDisplay(itemID: "a", props: props) }
        // The props are not the badge's: measure and render reject them; the
        // lifecycle calls ignore props. Under AddressSanitizer (Fuzz/run.sh
        // wasm) the same calls ran into freed memory before the fix.
        let rejected = #"rejected the props: props need "text" (a string) or "count" (an integer)"#
        #expect(errors == [
            "/fuzz/plugin.wasm: kind com.listkit.badge: measure \(rejected)",
            "/fuzz/plugin.wasm: kind com.listkit.badge: render \(rejected)",
        ])
    }
}
