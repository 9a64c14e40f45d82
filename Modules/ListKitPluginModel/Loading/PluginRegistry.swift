#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Every plugin a host has loaded, and their kinds by id: the place that
/// keeps kind ids unique across plugins, whichever backend loaded them.
///
/// ```swift
/// let registry = PluginRegistry()          // native plugins (ListKitPlugins)
/// try registry.load(path: "/opt/plugins/libBadge.so")
/// try registry.load(path: "/opt/plugins/libColorBox.so")
/// let badge = registry.kind("com.listkit.badge")
///
/// // Native and WebAssembly plugins side by side:
/// let both = PluginRegistry(backends: [PluginLoader(), WasmPluginLoader()])
/// try both.load(path: "/opt/plugins/Stars.wasm")
/// ```
public final class PluginRegistry: Sendable {
    /// The backends, in the order they are asked whether they recognize a file.
    public let backends: [any PluginBackend]
    /// The plugins by resolved path, and the kinds by id.
    private let state = Mutex(State())

    /// What the registry holds.
    private struct State {
        /// The plugins in the order they were loaded.
        var plugins: [LoadedPlugin] = []
        /// Each plugin by its resolved path (symbolic links and `..` resolved).
        var pluginsByFile: [String: LoadedPlugin] = [:]
        /// Each kind by id.
        var kinds: [String: PluginKind] = [:]
    }

    /// Creates an empty registry that loads each file with the first of
    /// `backends` that recognizes it (``PluginBackend/recognizes(path:leadingBytes:)``),
    /// or with the first of them when none does (whose checks then say what
    /// is wrong with the file).
    public init(backends: [any PluginBackend]) {
        self.backends = backends
    }

    /// The backend that loads the file at `path`: the first that recognizes
    /// it, else the first; `nil` when the registry has none.
    public func backend(for path: String) -> (any PluginBackend)? {
        let leading = PluginFileAccess.leadingBytes(of: path, count: 4) ?? []
        return backends.first { $0.recognizes(path: path, leadingBytes: leading) } ?? backends.first
    }

    /// Loads the plugin at `path` and registers its kinds; a plugin loaded
    /// before from the same file is returned as it is.
    ///
    /// - Parameter path: an absolute path to a plugin file (`.so`, `.wasm`,
    ///   as the registry's backends load).
    /// - Returns: the plugin.
    /// - Throws: the backend's errors, `PluginError.duplicateKind(path:kind:firstPath:)`
    ///   when a kind id is already registered by another plugin (nothing of
    ///   the plugin is registered then, though a native library stays
    ///   loaded), and `PluginError.unreadable(path:reason:)` when the
    ///   registry has no backend.
    @discardableResult
    public func load(path: String) throws(PluginError) -> LoadedPlugin {
        let file = Self.resolved(path)
        if let known = state.withLock({ $0.pluginsByFile[file] }) { return known }
        // Load outside the lock: the entry point may log, and a log handler
        // may ask the registry something.
        guard let backend = backend(for: path) else {
            throw .unreadable(path: path, reason: "the plugin registry has no backend to load it with")
        }
        let plugin = try backend.load(path: path)
        let result: Result<LoadedPlugin, PluginError> = state.withLock { state in
            if let known = state.pluginsByFile[file] { return .success(known) }
            for kind in plugin.kinds {
                if let taken = state.kinds[kind.id] {
                    return .failure(.duplicateKind(path: path, kind: kind.id, firstPath: taken.pluginPath))
                }
            }
            state.plugins.append(plugin)
            state.pluginsByFile[file] = plugin
            for kind in plugin.kinds { state.kinds[kind.id] = kind }
            return .success(plugin)
        }
        return try result.get()
    }

    /// The registered kind with this id.
    public func kind(_ id: String) -> PluginKind? {
        state.withLock { $0.kinds[id] }
    }

    /// The registered plugins, in the order they were loaded.
    public var plugins: [LoadedPlugin] {
        state.withLock { $0.plugins }
    }

    /// Every registered kind id, sorted.
    public var kindIDs: [String] {
        state.withLock { $0.kinds.keys.sorted() }
    }

    /// `path` with symbolic links and `..` resolved, or as given when it is
    /// relative or cannot be resolved (the loader then says why).
    private static func resolved(_ path: String) -> String {
        guard path.hasPrefix("/"), let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

/// A plugin registry is where a layout document's plugins come from
/// (ListKitDocument's `LayoutDocument.load(contentsOfFile:kinds:registry:)`);
/// it registers its kinds in a `ComponentRegistry` as every plugin backend
/// does (`PluginKindSource`).
extension PluginRegistry: PluginKindSource {
    /// Loads the plugin at `path` (``load(path:)``).
    ///
    /// - Throws: The loader's `PluginError`.
    public func loadPlugin(atPath path: String) throws(PluginError) {
        try load(path: path)
    }
}
