import ListKitPluginABI
import ListKitPluginModel

/// Loads plugins: checks the file, opens it, calls its entry point through
/// libffi and checks what it returns.
///
/// A loader does not know about other plugins; `PluginRegistry` adds the
/// rule that kind ids are unique across every plugin loaded.
///
/// ```swift
/// let loader = PluginLoader(handlers: PluginHostHandlers(log: { print($0) }))
/// let plugin = try loader.load(path: "/opt/plugins/libBadge.so")
/// print(plugin.info)
/// ```
public struct PluginLoader: Sendable {
    /// The symbol every plugin exports.
    static let entrySymbol = LK_PLUGIN_ENTRY_SYMBOL
    /// The ABI version this host speaks.
    public static let abiVersion = LK_PLUGIN_ABI_VERSION

    /// What the host does when a plugin logs or invalidates.
    public var handlers: PluginHostHandlers
    /// When set, each plugin runs in a host process of its own (see
    /// ``PluginIsolation``); otherwise in this process.
    public var isolation: PluginIsolation?
    /// Whether a plugin loaded in this process is opened from a private
    /// copy of its file, so that a file rebuilt since an earlier load (by
    /// this or another loader) loads its new code: `dlopen` hands back the
    /// library it already has for a path, and libraries are never closed.
    /// Each load then maps the library anew (a live preview's reload does
    /// this); the old code stays mapped. An isolated plugin always loads
    /// afresh, in its new host process.
    public var loadsFreshCopies: Bool

    /// Creates a loader; `isolation` runs plugins out of process;
    /// `loadsFreshCopies` opens in-process plugins from private copies.
    public init(handlers: PluginHostHandlers = .silent, isolation: PluginIsolation? = nil, loadsFreshCopies: Bool = false) {
        self.handlers = handlers
        self.isolation = isolation
        self.loadsFreshCopies = loadsFreshCopies
    }

    /// Loads the plugin at `path`.
    ///
    /// The checks run in this order, and the first that fails is thrown:
    /// absolute path; the file exists, is a regular file and is not empty;
    /// its ELF header is of this process's class, byte order and
    /// architecture, and of a shared object; `dlopen` accepts it; it exports
    /// the entry symbol; the entry point returns a descriptor; ABI version;
    /// struct sizes; name and version; each kind's struct size, id and
    /// required functions; kind ids unique within the plugin.
    ///
    /// Once `dlopen` has accepted the file, the library stays loaded even
    /// when a later check fails: it is never closed.
    ///
    /// - Parameter path: an absolute path to a `.so` file.
    /// - Returns: the plugin, ready to call.
    /// - Throws: a `PluginError` naming the path and, when one is concerned, the kind.
    public func load(path: String) throws(PluginError) -> LoadedPlugin {
        try PluginFile.check(path)
        if let isolation {
            let (host, info) = try IsolatedPlugin.launch(path: path, isolation: isolation, handlers: handlers)
            let kinds = info.kinds.enumerated().map { index, kind in
                PluginKind(info: kind, pluginPath: path, caller: RemoteKindCaller(plugin: host, index: index, id: kind.id))
            }
            return LoadedPlugin(info: info, kinds: kinds)
        }
        let signatures: ForeignSignatures
        switch ForeignSignatures.shared {
        case .success(let prepared): signatures = prepared
        case .failure(let failure): throw .foreignCallUnavailable(path: path, reason: failure.reason)
        }
        let copy = loadsFreshCopies ? try PrivateLibraryCopy(of: path) : nil
        defer { copy?.remove() }
        let handle = try PluginExitGuard.during(.init(path: path)) { () throws(PluginError) in
            guard let copy else { return try DynamicLibrary.open(path) }
            do throws(PluginError) {
                return try DynamicLibrary.open(copy.path)
            } catch {
                guard case .loadFailed(_, let reason) = error else { throw error }
                throw PluginError.loadFailed(path: path, reason: reason.replacing(copy.path, with: path))
            }
        }
        guard let entry = DynamicLibrary.address(of: Self.entrySymbol, in: handle) else {
            throw .missingEntrySymbol(path: path, symbol: Self.entrySymbol)
        }
        let gate = CallGate.forLibrary(handle)
        let services = HostServices.make(path: path, handlers: handlers, gate: gate)
        let table = UnsafeRawPointer(services.table)
        var descriptor: UnsafeRawPointer?
        let called = PluginExitGuard.during(.init(path: path, function: .entry)) {
            gate.run { descriptor = signatures.entry.call(entry, returning: UnsafeRawPointer?.self, table) }
        }
        guard called.entered else {
            throw .reentrantCall(path: path, kind: nil, function: .entry)
        }
        guard let descriptor else {
            throw .entryReturnedNull(path: path, message: called.loggedError)
        }
        let description = try DescriptorReader.read(descriptor, path: path)
        let kinds = zip(description.info.kinds, description.functions).map { info, functions in
            PluginKind(info: info, pluginPath: path, caller: LocalKindCaller(
                pluginPath: path, id: info.id, functions: functions, gate: gate, signatures: signatures))
        }
        return LoadedPlugin(info: description.info, kinds: kinds)
    }
}
