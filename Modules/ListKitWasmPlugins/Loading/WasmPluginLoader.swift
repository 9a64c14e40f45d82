import ListKitPluginModel
@_spi(Fuzzing) import WasmKit

/// Loads WebAssembly component plugins (`.wasm`) and runs them in this
/// process in WasmKit's interpreter, each in a store of its own, under its
/// ``WasmPluginLimits``: a plugin that traps, loops or grows without end
/// fails its call with a typed `PluginError`, and the host and every other
/// plugin go on.
///
/// ```swift
/// let loader = WasmPluginLoader(handlers: PluginHostHandlers(log: { print($0) }))
/// let plugin = try loader.load(path: "/opt/plugins/Badge.wasm")
/// print(plugin.info)
///
/// // With native plugins, in one registry:
/// let registry = PluginRegistry(backends: [PluginLoader(), WasmPluginLoader()])
/// ```
///
/// Documentation/PluginABI.md ("WebAssembly plugins") says what a module
/// exports and imports; the C header builds one from the same source as a
/// `.so`.
public struct WasmPluginLoader: PluginBackend {
    /// The ABI version this host speaks (the C header's `LK_PLUGIN_ABI_VERSION`).
    public static let abiVersion: UInt32 = 1

    /// What the host does when a plugin logs or invalidates.
    public var handlers: PluginHostHandlers
    /// What each plugin may use.
    public var limits: WasmPluginLimits

    /// Creates a loader.
    public init(handlers: PluginHostHandlers = .silent, limits: WasmPluginLimits = WasmPluginLimits()) {
        self.handlers = handlers
        self.limits = limits
    }

    /// Whether the file starts with WebAssembly's magic number (`\0asm`), or
    /// else is named `*.wasm`.
    public func recognizes(path: String, leadingBytes: [UInt8]) -> Bool {
        leadingBytes.starts(with: Self.magic) || path.hasSuffix(".wasm")
    }

    /// WebAssembly's magic number.
    static let magic: [UInt8] = [0x00, 0x61, 0x73, 0x6D]

    /// Loads the plugin at `path`.
    ///
    /// The checks run in this order, and the first that fails is thrown:
    /// absolute path; a non-empty regular file no larger than the limit; the
    /// magic number; the module parses and validates; it imports only the
    /// host's functions; it instantiates within the memory limit (a start
    /// function runs under the fuel limit); its exports and their types; the
    /// exchange block; the entry point returns a descriptor; then the
    /// descriptor's rules, as for a native plugin, and the exports its kinds need.
    ///
    /// - Parameter path: an absolute path to a `.wasm` file.
    /// - Returns: the plugin, ready to call.
    /// - Throws: a `PluginError` naming the path and, when one is concerned, the kind.
    public func load(path: String) throws(PluginError) -> LoadedPlugin {
        let size = try PluginFileAccess.checkRegularFile(path)
        try checkSize(size, path: path)
        // Read whole: parsing needs every byte, and the size is bounded above.
        let bytes = try PluginFileAccess.read(path, offset: 0, count: size) {
            .unreadable(path: $0, reason: "the file ended while it was read")
        }
        return try load(bytes: bytes, path: path)
    }

    /// Loads a plugin from the bytes of its module (one downloaded, or
    /// bundled as data), named `path` in what it declares and in errors.
    ///
    /// The checks are those of ``load(path:)`` from the magic number on,
    /// the size limit included.
    ///
    /// - Parameters:
    ///   - bytes: The module.
    ///   - path: The name the plugin goes by (its `PluginInfo.path`).
    /// - Returns: the plugin, ready to call.
    /// - Throws: a `PluginError` naming `path` and, when one is concerned, the kind.
    public func load(bytes: [UInt8], path: String) throws(PluginError) -> LoadedPlugin {
        try checkSize(bytes.count, path: path)
        guard bytes.starts(with: Self.magic) else { throw .notWebAssembly(path: path) }
        let module: Module
        do {
            module = try parseWasm(bytes: NameSectionFilter.removingNames(from: bytes))
        } catch {
            throw .malformedModule(path: path, reason: String(describing: error))
        }
        try Self.checkImports(of: module, path: path)
        let instance = try instantiate(module, path: path)
        let loaded = try instance.perform(.loading) { (instance) throws(PluginError) -> WasmDescriptorReader.Description? in
            _ = try instance.exchangeBlock(size: WasmPluginInstance.minimumBlockSize, .loading)
            let services = try instance.invokeI32(instance.exports.services, [], .loading)
            let descriptor = try instance.invokeI32(instance.exports.entry, [.i32(services)], .loading)
            guard descriptor != 0 else { return nil }
            return try WasmDescriptorReader.read(descriptor, in: instance.memory, path: path)
        }
        guard let (info, functions) = loaded.value.map({ ($0.info, $0.functions) }) else {
            throw .entryReturnedNull(path: path, message: loaded.loggedError)
        }
        try Self.checkTrampolines(instance.exports, for: functions, path: path)
        let kinds = zip(info.kinds, functions).map { kind, calls in
            PluginKind(info: kind, pluginPath: path, caller: WasmKindCaller(instance: instance, id: kind.id, functions: calls))
        }
        return LoadedPlugin(info: info, kinds: kinds)
    }

    /// Refuses a module larger than the limit.
    private func checkSize(_ size: Int, path: String) throws(PluginError) {
        guard size <= limits.maximumModuleBytes else {
            throw .malformedModule(
                path: path, reason: "the module is \(size) bytes, above the limit of \(limits.maximumModuleBytes)")
        }
    }

    /// Checks that the module imports nothing but the host's functions.
    private static func checkImports(of module: Module, path: String) throws(PluginError) {
        for entry in module.imports {
            guard entry.module == "listkit", WasmHostState.importTypes[entry.name] != nil,
                  case .function = entry.descriptor
            else {
                throw .instantiationFailed(
                    path: path,
                    reason: "it imports \(entry.module).\(entry.name), which the host does not offer "
                        + "(only the functions listkit.log and listkit.invalidate)")
            }
        }
    }

    /// Instantiates `module` in a store of its own, under the limits, and
    /// checks its exports.
    private func instantiate(_ module: Module, path: String) throws(PluginError) -> WasmPluginInstance {
        let engine = Engine(configuration: EngineConfiguration(fuelMetering: true))
        let store = Store(engine: engine)
        let cap = WasmResourceCap(
            maximumMemoryBytes: limits.maximumMemoryBytes, maximumTableElements: limits.maximumTableElements)
        store.resourceLimiter = cap
        let gate = CallGate()
        let host = WasmHostState(path: path, handlers: handlers, limits: limits, gate: gate)
        // A start function runs while instantiating: under the same fuel.
        store.fuel = Fuel(remaining: limits.fuelPerCall)
        let instance: Instance
        do {
            instance = try module.instantiate(store: store, imports: host.imports(store: store))
        } catch {
            if let failure = WasmPluginInstance.sandboxError(error, .loading, path: path, limits: limits, cap: cap) {
                throw failure
            }
            throw .instantiationFailed(path: path, reason: WasmPluginInstance.trapReason(error))
        }
        let exports = try WasmExports.required(instance, path: path)
        host.memory = GuestMemory(memory: exports.memory)
        return WasmPluginInstance(
            path: path, limits: limits, gate: gate, store: store, instance: instance, exports: exports, host: host,
            cap: cap)
    }

    /// Checks that the module exports the trampolines its kinds need
    /// (`listkit_measure_batch` for a kind with `measure_batch`, and so on).
    private static func checkTrampolines(
        _ exports: WasmExports, for functions: [WasmKindFunctions], path: String
    ) throws(PluginError) {
        typealias Name = WasmExports.Name
        for calls in functions {
            if calls.measureBatch != 0, exports.measureBatch == nil {
                throw .missingExport(
                    path: path, name: Name.measureBatch, expected: WasmExports.describe(WasmExports.types[Name.measureBatch]))
            }
            if calls.willDisplay != 0 || calls.didEndDisplay != 0, exports.lifecycle == nil {
                throw .missingExport(
                    path: path, name: Name.lifecycle, expected: WasmExports.describe(WasmExports.types[Name.lifecycle]))
            }
            if calls.visibilityChanged != 0, exports.visibility == nil {
                throw .missingExport(
                    path: path, name: Name.visibility, expected: WasmExports.describe(WasmExports.types[Name.visibility]))
            }
            if calls.accessibility != 0, exports.accessibility == nil {
                throw .missingExport(
                    path: path, name: Name.accessibility,
                    expected: WasmExports.describe(WasmExports.types[Name.accessibility]))
            }
        }
    }
}
