import Foundation
import ListKitCore
import ListKitPlugins
import ListKitWasmPlugins

/// The plugins the benchmarks call, built with `cc` and loaded once per
/// process: the Badge sample (`Plugins/Badge/badge.c`) and a plugin whose
/// measure does no work (``constantPluginSource``), each as a `PluginKind`
/// (calls through libffi) and as a ``DirectMeasure`` (the same C function
/// called directly).
struct PluginFixture: Sendable {
    /// `com.listkit.badge`, loaded by `PluginLoader`.
    let badge: PluginKind
    /// The badge's `measure`, called directly.
    let directBadge: DirectMeasure
    /// `com.listkit.bench.constant`, loaded by `PluginLoader`.
    let constant: PluginKind
    /// The constant kind's `measure`, called directly.
    let directConstant: DirectMeasure
    /// `com.listkit.badge` run isolated, in a `listkit-plugin-host` process.
    let isolatedBadge: PluginKind
    /// `com.listkit.badge` built from the same source as WebAssembly, run by WasmKit.
    let wasmBadge: PluginKind
    /// `com.listkit.bench.constant` as WebAssembly.
    let wasmConstant: PluginKind
    /// The bytes of the WebAssembly Badge, for the loading benchmark.
    let wasmBadgeBytes: [UInt8]

    /// The fixture, or why it could not be built.
    static let shared: Result<PluginFixture, FixtureError> = {
        do {
            return .success(try PluginFixture())
        } catch let error as FixtureError {
            return .failure(error)
        } catch {
            return .failure(FixtureError(description: "\(error)"))
        }
    }()

    /// Compiles both plugins into a temporary folder, finds their measure
    /// functions, loads them (absolute paths), then deletes the folder (a
    /// loaded library stays mapped).
    private init() throws {
        let directory = try PluginBuild.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let badgePath = directory + "/libBadge.so"
        let constantSource = directory + "/constant.c"
        let constantPath = directory + "/libConstant.so"
        try PluginBuild.compile(source: PluginBuild.root + "/Plugins/Badge/badge.c", output: badgePath)
        try constantPluginSource.write(toFile: constantSource, atomically: true, encoding: .utf8)
        try PluginBuild.compile(source: constantSource, output: constantPath)
        // Direct look-ups first: they call the entry point without a host
        // table; loading calls it again with the real one.
        directBadge = try DirectMeasure(path: badgePath, kindID: "com.listkit.badge")
        directConstant = try DirectMeasure(path: constantPath, kindID: "com.listkit.bench.constant")
        badge = try Self.kind("com.listkit.badge", loadedFrom: badgePath)
        constant = try Self.kind("com.listkit.bench.constant", loadedFrom: constantPath)
        isolatedBadge = try Self.kind(
            "com.listkit.badge", loadedFrom: badgePath,
            backend: PluginLoader(isolation: PluginIsolation(hostExecutable: try PluginBuild.pluginHost())))
        let wasmBadgePath = directory + "/Badge.wasm", wasmConstantPath = directory + "/Constant.wasm"
        try PluginBuild.compileWasm(source: PluginBuild.root + "/Plugins/Badge/badge.c", output: wasmBadgePath)
        try PluginBuild.compileWasm(source: constantSource, output: wasmConstantPath)
        wasmBadge = try Self.kind("com.listkit.badge", loadedFrom: wasmBadgePath, backend: WasmPluginLoader())
        wasmConstant = try Self.kind("com.listkit.bench.constant", loadedFrom: wasmConstantPath, backend: WasmPluginLoader())
        wasmBadgeBytes = try Array(Data(contentsOf: URL(fileURLWithPath: wasmBadgePath)))
    }

    /// The kind `id` of the plugin at `path`, loaded by `backend` (a native `PluginLoader` by default).
    private static func kind(
        _ id: String, loadedFrom path: String, backend: any PluginBackend = PluginLoader()
    ) throws -> PluginKind {
        let plugin = try backend.load(path: path)
        guard let kind = plugin.kind(id) else { throw FixtureError(description: "\(path) has no kind \(id)") }
        return kind
    }
}
