import ListKitDSL

/// Plugin kinds by id, whichever backend loaded them: what registers them in
/// a `ComponentRegistry`, so that layout documents and apps use plugin kinds
/// as they use built-in ones. A backend's registry conforms (ListKitPlugins'
/// `PluginRegistry` for native plugins) and gets ``register(into:onError:)``
/// and `registerKinds(into:)` from here.
public protocol PluginKindSource: ComponentKindSource {
    /// Every registered kind id, sorted.
    var kindIDs: [String] { get }

    /// The registered kind with this id.
    func kind(_ id: String) -> PluginKind?
}

extension PluginKindSource {
    /// Registers every kind of every loaded plugin in `components`, each
    /// with the props it declares (``PluginKindInfo/props``: a document's
    /// props are checked against them) and making a ``PluginComponent``
    /// with the request's id, props and size.
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
    ///
    /// The components report the failures that disable a kind
    /// (``PluginError/disablesKind``) to the registry's
    /// `ComponentRegistry.failures`, made here when it has none: a
    /// renderer showing them reports each as an issue, and no component
    /// made through the registry calls the kind again.
    /// - Throws: `ComponentRegistryError.duplicateKind(_:)` when a plugin
    ///   kind's id is registered already (a built-in or app kind); the kinds
    ///   registered before it stay.
    public func register(
        into components: inout ComponentRegistry, onError: (@Sendable (PluginError) -> Void)? = nil
    ) throws(ComponentRegistryError) {
        let failures = components.failures ?? ComponentFailureChannel()
        components.failures = failures
        for id in kindIDs {
            guard let kind = kind(id) else { continue }
            try components.register(id, props: kind.info.props) { request in
                var component = PluginComponent(
                    id: request.id, kind: kind, props: PluginProps(request.props),
                    width: request.layoutSize.widthDimension, height: request.layoutSize.heightDimension,
                    onError: onError)
                component.failures = failures
                return AnyComponent(component)
            }
        }
    }

    /// Registers every loaded kind (``register(into:onError:)``, errors of
    /// calls into plugins left to each ``PluginComponent``).
    ///
    /// - Throws: `ComponentRegistryError.duplicateKind(_:)`.
    public func registerKinds(into registry: inout ComponentRegistry) throws(ComponentRegistryError) {
        try register(into: &registry)
    }
}
