#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
import ListKitPluginModel

/// Every plugin a host has loaded, and their kinds by id: the place that
/// keeps kind ids unique across plugins.
///
/// ```swift
/// let registry = PluginRegistry()
/// try registry.load(path: "/opt/plugins/libBadge.so")
/// try registry.load(path: "/opt/plugins/libColorBox.so")
/// let badge = registry.kind("com.listkit.badge")
/// ```
public final class PluginRegistry: Sendable {
    /// The loader that opens each plugin.
    public let loader: PluginLoader
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

    /// Creates an empty registry.
    public init(loader: PluginLoader = PluginLoader()) {
        self.loader = loader
    }

    /// Loads the plugin at `path` and registers its kinds; a plugin loaded
    /// before from the same file is returned as it is.
    ///
    /// - Parameter path: an absolute path to a `.so` file.
    /// - Returns: the plugin.
    /// - Throws: the loader's errors, and `PluginError.duplicateKind(path:kind:firstPath:)`
    ///   when a kind id is already registered by another plugin (nothing of
    ///   the plugin is registered then, though its library stays loaded).
    @discardableResult
    public func load(path: String) throws(PluginError) -> LoadedPlugin {
        let file = Self.resolved(path)
        if let known = state.withLock({ $0.pluginsByFile[file] }) { return known }
        // Load outside the lock: the entry point may log, and a log handler
        // may ask the registry something.
        let plugin = try loader.load(path: path)
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

/// A plugin registry is where a layout document's native plugins come from
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
