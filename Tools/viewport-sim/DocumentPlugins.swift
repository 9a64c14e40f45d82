import Foundation
import ListKitDSL
import ListKitDocument
import ListKitPluginModel
import ListKitPlugins
import ListKitWasmPlugins
import Synchronization

/// The plugins the tool's documents name, loaded once each, and what they
/// said: their log messages (kept until the output takes them) and the
/// first error a call into them gave.
final class DocumentPlugins: Sendable {
    /// The loaded plugins.
    let registry: PluginRegistry
    private let logs = Mutex<[PluginLogMessage]>([])
    fileprivate let firstError = Mutex<PluginError?>(nil)

    private init(registry: PluginRegistry) {
        self.registry = registry
    }

    /// No plugins yet; those loaded later (native `.so` or WebAssembly
    /// `.wasm`) keep their log messages here. Native ones run isolated when
    /// the options ask for it; WebAssembly ones are sandboxed in process,
    /// under the options' limits. With `freshCopies`, native ones loaded in
    /// process are mapped from private copies, so that a plugin rebuilt
    /// since an earlier load loads its new code (`serve`'s reload).
    static func collecting(_ options: PluginOptions, freshCopies: Bool = false) -> DocumentPlugins {
        let sink = LogSink()
        let handlers = PluginHostHandlers(log: { sink.append($0) })
        let plugins = DocumentPlugins(registry: PluginRegistry(backends: [
            PluginLoader(handlers: handlers, isolation: options.isolation, loadsFreshCopies: freshCopies),
            WasmPluginLoader(handlers: handlers, limits: options.wasmLimits),
        ]))
        sink.owner.withLock { $0 = plugins }
        return plugins
    }

    /// Keeps a log message.
    fileprivate func keep(_ message: PluginLogMessage) {
        logs.withLock { $0.append(message) }
    }

    /// The messages logged since the last call, oldest first.
    func takeLogs() -> [PluginLogMessage] {
        logs.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }

    /// The first error a call into a plugin gave, if any.
    var error: PluginError? { firstError.withLock { $0 } }

    /// Loads `path` with its plugins and composes it with the built-in and
    /// plugin kinds (ListKitDocument's loading, through this source).
    ///
    /// - Throws: ``ToolFailure`` with the file and the problem.
    func composed(_ path: String) throws -> (LayoutDocument, ComposedLayout) {
        do {
            let loaded = try LayoutDocument.load(contentsOfFile: path, kinds: self)
            return (loaded.document, loaded.composed)
        } catch {
            throw ToolFailure(message: "\(path): \(error.description)")
        }
    }
}

/// The tool's plugins load through its registry; their kinds report the
/// first error a call into them gives, which the output prints.
extension DocumentPlugins: ComponentKindSource {
    func loadPlugin(atPath path: String) throws(PluginError) {
        try registry.loadPlugin(atPath: path)
    }

    func registerKinds(into components: inout ComponentRegistry) throws(ComponentRegistryError) {
        try registry.register(into: &components) { [self] error in
            firstError.withLock { if $0 == nil { $0 = error } }
        }
    }
}

/// Hands the plugins' log messages to their ``DocumentPlugins`` (made after
/// the loader that needs the handler, hence the late link).
private final class LogSink: Sendable {
    let owner = Mutex<DocumentPlugins?>(nil)

    func append(_ message: PluginLogMessage) {
        owner.withLock { $0 }?.keep(message)
    }
}
