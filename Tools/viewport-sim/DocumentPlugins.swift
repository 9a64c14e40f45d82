import Foundation
import ListKitDSL
import ListKitDocument
import ListKitPlugins
import Synchronization

/// The plugins the tool's documents name, loaded once each, and what they
/// said: their log messages (kept until the output takes them) and the
/// first error a call into them gave.
final class DocumentPlugins: Sendable {
    /// The loaded plugins.
    let registry: PluginRegistry
    private let logs = Mutex<[PluginLogMessage]>([])
    private let firstError = Mutex<PluginError?>(nil)

    private init(registry: PluginRegistry) {
        self.registry = registry
    }

    /// No plugins yet; those loaded later keep their log messages here, and
    /// run isolated when `isolation` is given.
    static func collecting(isolation: PluginIsolation? = nil) -> DocumentPlugins {
        let sink = LogSink()
        let plugins = DocumentPlugins(registry: PluginRegistry(loader: PluginLoader(
            handlers: PluginHostHandlers(log: { sink.append($0) }), isolation: isolation)))
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

    /// Loads every plugin `document` names, and makes a component registry
    /// with the built-in kinds and every loaded plugin kind.
    ///
    /// - Throws: ``ToolFailure`` naming the document and the plugin's error.
    func components(for document: LayoutDocument, documentPath: String) throws -> ComponentRegistry {
        for plugin in document.plugins {
            do {
                _ = try registry.load(path: absolutePath(plugin.resolvedPath))
            } catch {
                throw ToolFailure(message: "\(documentPath): plugin \(plugin.path): \(error.description)")
            }
        }
        var components = ComponentRegistry.builtIn
        do {
            try registry.register(into: &components) { [self] error in
                firstError.withLock { if $0 == nil { $0 = error } }
            }
        } catch {
            throw ToolFailure(message: "\(documentPath): \(error.description)")
        }
        return components
    }

    /// Loads `path` and composes it with the built-in and plugin kinds.
    ///
    /// - Throws: ``ToolFailure`` with the file and the JSON path of the problem.
    func composed(_ path: String) throws -> (LayoutDocument, ComposedLayout) {
        let document: LayoutDocument
        do {
            document = try LayoutDocument(contentsOfFile: path)
        } catch {
            throw ToolFailure(message: "\(path): \(error.description)")
        }
        let components = try self.components(for: document, documentPath: path)
        do {
            return (document, try document.composedLayout(registry: components))
        } catch {
            throw ToolFailure(message: "\(path): \(error.description)")
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
