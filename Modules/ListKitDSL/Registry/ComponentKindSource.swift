/// Component kinds that come from plugin files: what a layout document
/// loads for the plugins it names, whatever runs them. A plugin backend
/// offers one (ListKitPlugins' `PluginRegistry` for native plugins), and
/// ListKitDocument's `LayoutDocument.load(contentsOfFile:kinds:registry:)`
/// loads a document with its plugins through it.
///
/// ```swift
/// let plugins = PluginRegistry()
/// let loaded = try LayoutDocument.load(contentsOfFile: "Examples/plugins.json", kinds: plugins)
/// renderer.render(loaded.composed)
/// ```
public protocol ComponentKindSource: AnyObject, Sendable {
    /// The error loading a plugin file gives.
    associatedtype LoadFailure: Error & CustomStringConvertible

    /// Loads the plugin file at `path` (absolute); loading a file that is
    /// loaded already does nothing.
    ///
    /// - Throws: `LoadFailure` when the file is not a plugin this source runs.
    func loadPlugin(atPath path: String) throws(LoadFailure)

    /// Registers the kinds of every plugin loaded so far in `registry`.
    ///
    /// - Throws: ``ComponentRegistryError/duplicateKind(_:)`` when a kind's
    ///   id is registered already.
    func registerKinds(into registry: inout ComponentRegistry) throws(ComponentRegistryError)
}
