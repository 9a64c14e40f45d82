import ListKitDSL

/// A layout document read from a file with its plugins loaded, and the
/// composed layout a renderer shows.
public struct LoadedDocument {
    /// The document.
    public var document: LayoutDocument
    /// The document composed with the registry's kinds and its plugins' kinds.
    public var composed: ComposedLayout

    /// A document and its composition.
    public init(document: LayoutDocument, composed: ComposedLayout) {
        self.document = document
        self.composed = composed
    }
}

/// What loading a document with its plugins refused: the document, one of
/// its plugins, or their kinds. The plugin's own error stays typed.
public enum DocumentLoadError<PluginFailure: Error & CustomStringConvertible>: Error, CustomStringConvertible {
    /// The document could not be read, decoded or composed.
    case document(DocumentError)
    /// A plugin the document names did not load: its path as the document
    /// wrote it, and the backend's error.
    case plugin(path: String, PluginFailure)
    /// A plugin kind could not be registered (its id is taken).
    case kinds(ComponentRegistryError)

    /// One line: the JSON path and problem, or the plugin and its error.
    public var description: String {
        switch self {
        case .document(let error): error.description
        case .plugin(let path, let error): "plugin \(path): \(error.description)"
        case .kinds(let error): error.description
        }
    }
}

extension LayoutDocument {
    /// Reads the document at `path`, loads every plugin it names through
    /// `kinds` (in order, each path resolved against the document's folder
    /// and made absolute), and composes it with `registry`'s kinds and every
    /// plugin kind.
    ///
    /// ```swift
    /// let loaded = try LayoutDocument.load(contentsOfFile: "Examples/plugins.json", kinds: PluginRegistry())
    /// let renderer = ComposeRenderer(
    ///     dataSource: DiffableDataSource(), viewport: loaded.document.viewport,
    ///     configuration: loaded.composed.configuration)
    /// renderer.render(loaded.composed)
    /// ```
    ///
    /// - Parameters:
    ///   - path: The document's file.
    ///   - kinds: The plugin backend that loads the document's plugins.
    ///   - registry: The kinds besides the plugins' (the built-in ones by default).
    /// - Throws: ``DocumentLoadError`` saying what was refused.
    public static func load<Kinds: ComponentKindSource>(
        contentsOfFile path: String, kinds: Kinds, registry: ComponentRegistry = .builtIn
    ) throws(DocumentLoadError<Kinds.LoadFailure>) -> LoadedDocument {
        let document: LayoutDocument
        do {
            document = try LayoutDocument(contentsOfFile: path)
        } catch {
            throw .document(error)
        }
        for plugin in document.plugins {
            do {
                try kinds.loadPlugin(atPath: FilePaths.absolute(plugin.resolvedPath))
            } catch {
                throw .plugin(path: plugin.path, error)
            }
        }
        var components = registry
        do {
            try kinds.registerKinds(into: &components)
        } catch {
            throw .kinds(error)
        }
        do {
            return LoadedDocument(document: document, composed: try document.composedLayout(registry: components))
        } catch {
            throw .document(error)
        }
    }
}
