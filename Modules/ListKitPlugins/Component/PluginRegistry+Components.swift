import ListKitDSL

extension PluginRegistry {
    /// Registers every kind of every loaded plugin in `components`, each
    /// making a ``PluginComponent`` with the request's id, props and size.
    ///
    /// ```swift
    /// let plugins = PluginRegistry()
    /// try plugins.load(path: "/opt/plugins/libBadge.so")
    /// var components = ComponentRegistry.builtIn
    /// try plugins.register(into: &components)
    /// let composed = try document.composedLayout(registry: components)
    /// ```
    ///
    /// - Parameters:
    ///   - components: The registry to add the kinds to.
    ///   - onError: Hears the error of every call into a plugin that fails
    ///     (the call then does nothing; see ``PluginComponent``).
    /// - Throws: `ComponentRegistryError.duplicateKind(_:)` when a plugin
    ///   kind's id is registered already (a built-in or app kind); the kinds
    ///   registered before it stay.
    public func register(
        into components: inout ComponentRegistry, onError: (@Sendable (PluginError) -> Void)? = nil
    ) throws(ComponentRegistryError) {
        for id in kindIDs {
            guard let kind = kind(id) else { continue }
            try components.register(id) { request in
                AnyComponent(PluginComponent(
                    id: request.id, kind: kind, props: PluginProps(json: request.props.json),
                    width: request.layoutSize.widthDimension, height: request.layoutSize.heightDimension,
                    onError: onError))
            }
        }
    }
}

/// A plugin registry is where a layout document's native plugins come from
/// (ListKitDocument's `LayoutDocument.load(contentsOfFile:kinds:registry:)`).
extension PluginRegistry: ComponentKindSource {
    /// Loads the plugin at `path` (``load(path:)``).
    ///
    /// - Throws: The loader's ``PluginError``.
    public func loadPlugin(atPath path: String) throws(PluginError) {
        try load(path: path)
    }

    /// Registers every loaded kind (``register(into:onError:)``, errors of
    /// calls into plugins left to each ``PluginComponent``).
    ///
    /// - Throws: `ComponentRegistryError.duplicateKind(_:)`.
    public func registerKinds(into registry: inout ComponentRegistry) throws(ComponentRegistryError) {
        try register(into: &registry)
    }
}
