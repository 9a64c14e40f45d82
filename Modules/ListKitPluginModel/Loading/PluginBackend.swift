/// A way to load plugins of one format: ListKitPlugins' `PluginLoader` for
/// native shared objects (`.so`), ListKitWasmPlugins' `WasmPluginLoader`
/// for WebAssembly modules (`.wasm`). A ``PluginRegistry`` holds one or more
/// and gives each file to the backend that recognizes it.
public protocol PluginBackend: Sendable {
    /// Whether the file at `path`, whose first bytes are `leadingBytes` (at
    /// most four; fewer when the file is shorter or unreadable), is in this
    /// backend's format: its magic number, or else its file name extension.
    func recognizes(path: String, leadingBytes: [UInt8]) -> Bool

    /// Loads the plugin at `path`: checks the file, runs its entry point and
    /// checks what it declares.
    ///
    /// - Throws: a `PluginError` naming the path and, when one is concerned, the kind.
    func load(path: String) throws(PluginError) -> LoadedPlugin
}

extension PluginBackend {
    /// Loads the plugin at `path` (see ``load(path:)``) and returns what it
    /// declares, or why it was refused. Registers nothing.
    ///
    /// - Parameter path: an absolute path to a plugin file.
    /// - Returns: the plugin's description, or the error that refused it.
    public func inspect(path: String) -> Result<PluginInfo, PluginError> {
        do {
            return .success(try load(path: path).info)
        } catch {
            return .failure(error)
        }
    }
}
