// libFuzzer target `wasm`: the bytes are a WebAssembly plugin module. It is
// loaded by WasmPluginLoader.load(bytes:path:) (magic, parse, imports,
// instantiation under the limits, exports and their types, the descriptor
// read from linear memory with the ABI's rules); when it loads, each kind is
// measured, measured in a batch, rendered and told its lifecycle with props
// from the input. PluginError is the expected outcome of bad input; a trap
// of the host, a hang or unbounded memory is a bug.

import ListKitCore
import ListKitDSL
import ListKitWasmPlugins

/// Small limits, so that a looping or growing module stops quickly.
let limits: WasmPluginLimits = {
    var limits = WasmPluginLimits()
    limits.fuelPerCall = 200_000
    limits.maximumMemoryBytes = 8 << 20
    limits.maximumModuleBytes = 1 << 20
    return limits
}()

/// Loads the input as a plugin and calls every kind it declares.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let plugin = try? WasmPluginLoader(limits: limits).load(bytes: bytes, path: "/fuzz/plugin.wasm") else {
        return 0
    }
    // The props: the input's last bytes, as a plugin would get a document's.
    let props = PluginProps(json: Array(bytes.suffix(16)))
    for kind in plugin.kinds {
        let proposed = Size(width: 375, height: .infinity)
        let measured = try? kind.measure(proposed: proposed, props: props)
        _ = try? kind.measureBatch([PluginMeasureRequest(proposed: proposed, props: props), PluginMeasureRequest(proposed: .zero)])
        _ = try? kind.render(size: measured ?? Size(width: 10, height: 10), props: props)
        _ = try? kind.willDisplay(itemID: "a", props: props)
        _ = try? kind.visibilityChanged(itemID: "a", props: props, event: .didFocus)
        _ = try? kind.didEndDisplay(itemID: "a", props: props)
    }
    return 0
}
