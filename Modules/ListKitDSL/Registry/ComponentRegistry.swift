/// Maps component kind names to factories: how a layout document's
/// `"component": "label"` becomes a component.
///
/// A registry starts with the built-in kinds (``builtIn``); an app adds its
/// own Swift kinds with ``register(_:props:factory:)`` (declaring the props
/// a document may give them), and `ListKitPlugins` adds
/// every kind of a loaded plugin. ListKitDocument turns a document into a
/// ``ComposedLayout`` through a registry, so a document and the DSL reach
/// the renderer the same way.
///
/// ```swift
/// var registry = ComponentRegistry.builtIn
/// try registry.register("price") { request in
///     AnyComponent(PriceComponent(id: request.id, amount: request.props.number("amount") ?? 0))
/// }
/// let label = try registry.make(ComponentRequest(kind: "label", id: "a", props: props))
/// ```
public struct ComponentRegistry: Sendable {
    /// Makes a component for a request.
    public typealias Factory = @Sendable (ComponentRequest) -> AnyComponent

    private var factories: [String: Factory]
    /// The props each kind declares; a kind without one takes any props.
    private var declarations: [String: PropsDeclaration]
    /// Where the components this registry makes report failures that
    /// disable their kind; a layout composed through the registry carries
    /// it (``ComposedLayout/failures``) to the renderer. Plugin kinds set
    /// one when they register; `nil` for kinds that never fail so.
    public var failures: ComponentFailureChannel?

    /// A registry with no kinds at all.
    public init() {
        factories = [:]
        declarations = [:]
    }

    /// A registry with the built-in kinds: `box`, `label`, `badge`,
    /// `background` and `placeholder` (see ``BuiltInComponent``).
    public static var builtIn: ComponentRegistry {
        var registry = ComponentRegistry()
        for kind in BuiltInComponent.Kind.allCases {
            registry.factories[kind.rawValue] = { BuiltInComponent.make(kind, $0) }
            registry.declarations[kind.rawValue] = kind.props
        }
        return registry
    }

    /// Registers `factory` for `kind`, whose props are those `props`
    /// declares (`nil`: any props, unchecked).
    ///
    /// - Throws: ``ComponentRegistryError/duplicateKind(_:)`` when `kind` is
    ///   registered already (nothing changes), ``ComponentRegistryError/emptyKindName``.
    public mutating func register(
        _ kind: String, props: PropsDeclaration? = nil, factory: @escaping Factory
    ) throws(ComponentRegistryError) {
        guard !kind.isEmpty else { throw .emptyKindName }
        guard factories[kind] == nil else { throw .duplicateKind(kind) }
        factories[kind] = factory
        declarations[kind] = props
    }

    /// The props `kind` declares, or `nil` when it declares none (any props
    /// are taken) or is not registered.
    public func props(of kind: String) -> PropsDeclaration? { declarations[kind] }

    /// Whether `kind` is registered.
    public func contains(_ kind: String) -> Bool { factories[kind] != nil }

    /// Every registered kind name, sorted.
    public var kinds: [String] { factories.keys.sorted() }

    /// The factory of `kind`.
    ///
    /// - Throws: ``ComponentRegistryError/unknownKind(_:known:)``.
    public func factory(for kind: String) throws(ComponentRegistryError) -> Factory {
        guard let factory = factories[kind] else { throw .unknownKind(kind, known: kinds) }
        return factory
    }

    /// A component for `request`.
    ///
    /// - Throws: ``ComponentRegistryError/unknownKind(_:known:)``.
    public func make(_ request: ComponentRequest) throws(ComponentRegistryError) -> AnyComponent {
        try factory(for: request.kind)(request)
    }
}
