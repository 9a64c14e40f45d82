import Foundation
import ListKitCore
import ListKitDocument
import ListKitEngine
import ListKitPlugins

/// The plugins a document names, loaded, and the self-sizing seam that asks
/// them to measure the document's items.
final class DocumentPlugins {
    /// The loaded plugins' kinds.
    let registry = PluginRegistry()
    /// The first error a plugin gave while measuring; measuring cannot throw,
    /// so the command reports it after solving.
    private(set) var measureFailure: PluginError?

    /// Loads every plugin `document` names.
    ///
    /// - Throws: ``ToolFailure`` naming the document and the plugin's error.
    init(for document: LayoutDocument, documentPath: String) throws {
        for plugin in document.plugins {
            do {
                _ = try registry.load(path: absolutePath(plugin.resolvedPath))
            } catch {
                throw ToolFailure(message: "\(documentPath): plugin \(plugin.path): \(error.description)")
            }
        }
    }

    /// Measures items whose component is a plugin kind; other items keep their estimates.
    func sizing(for document: LayoutDocument) -> SelfSizing? {
        guard !registry.kindIDs.isEmpty else { return nil }
        return SelfSizing { [self] path, proposed in
            guard let item = document.item(at: path), let kind = registry.kind(item.component.kind) else { return nil }
            let props = PluginProps(json: item.component.props?.serializedBytes ?? Array("{}".utf8))
            do throws(PluginError) {
                return try kind.measure(proposed: proposed, props: props)
            } catch {
                if measureFailure == nil { measureFailure = error }
                return nil
            }
        }
    }
}
