import ListKitCore

/// Which ``VisibilityConfiguration`` each element gets.
///
/// The most specific answer wins: an entry for the element's identity, then
/// the lookup closure's answer (when it gives one), then an entry for the
/// element kind (supplementaries and decorations), then one for the
/// category, then the default. The tracker asks once, when an element begins
/// display, and keeps the answer until it ends.
///
/// ```swift
/// var policy = VisibilityPolicy(default: .displayOnly)
/// policy.categories[.cell] = .standard
/// policy.elements[.cell("hero")] = try VisibilityConfiguration(thresholds: [0.25, 0.75])
/// ```
public struct VisibilityPolicy: Sendable {
    /// The configuration of elements nothing else matches.
    public var defaultConfiguration: VisibilityConfiguration
    /// Configurations by category.
    public var categories: [ElementCategory: VisibilityConfiguration]
    /// Configurations by element kind (`"header"`, `"background"`).
    public var kinds: [String: VisibilityConfiguration]
    /// Configurations of single elements.
    public var elements: [ElementIdentity: VisibilityConfiguration]
    /// A per-element answer computed by the caller (from a component, say);
    /// `nil` from it falls through to the kind, category and default.
    public var lookup: (@Sendable (ElementIdentity, LayoutAttributes) -> VisibilityConfiguration?)?

    /// Creates a policy.
    public init(
        default defaultConfiguration: VisibilityConfiguration = .displayOnly,
        categories: [ElementCategory: VisibilityConfiguration] = [:],
        kinds: [String: VisibilityConfiguration] = [:],
        elements: [ElementIdentity: VisibilityConfiguration] = [:],
        lookup: (@Sendable (ElementIdentity, LayoutAttributes) -> VisibilityConfiguration?)? = nil
    ) {
        self.defaultConfiguration = defaultConfiguration
        self.categories = categories
        self.kinds = kinds
        self.elements = elements
        self.lookup = lookup
    }

    /// The configuration of the element with `identity` and `attributes`.
    public func configuration(for identity: ElementIdentity, attributes: LayoutAttributes) -> VisibilityConfiguration {
        if !elements.isEmpty, let found = elements[identity] { return found }
        if let lookup, let found = lookup(identity, attributes) { return found }
        if !kinds.isEmpty, let kind = identity.elementKind, let found = kinds[kind] { return found }
        if !categories.isEmpty, let found = categories[identity.category] { return found }
        return defaultConfiguration
    }
}
