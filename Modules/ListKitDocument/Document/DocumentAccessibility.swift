import ListKitDSL

/// What a document's item tells VoiceOver (its `accessibility` object),
/// which wins over its component's own declaration: `{"label": "Play",
/// "hint": "Plays the episode", "traits": ["button"], "behavior": "element",
/// "sortPriority": 1, "actions": ["Archive"]}`, every key optional
/// (`Documentation/LayoutDocument.md`, "Accessibility").
public struct DocumentAccessibility: Hashable, Sendable {
    /// The label; `nil` reads the texts the component draws.
    public var label: String?
    /// The value.
    public var value: String?
    /// The hint.
    public var hint: String?
    /// Traits added to the defaults.
    public var traits: AccessibilityTraits
    /// One element, the children, or hidden (default one element).
    public var behavior: AccessibilityBehavior
    /// The sort priority (default 0).
    public var sortPriority: Double
    /// Custom actions by name: a document carries no code, so activating
    /// one is reported and does nothing else.
    public var actions: [String]

    /// Creates a declaration.
    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        behavior: AccessibilityBehavior = .element, sortPriority: Double = 0, actions: [String] = []
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.behavior = behavior
        self.sortPriority = sortPriority
        self.actions = actions
    }

    /// The DSL's declaration of the same.
    public var declaration: Accessibility {
        Accessibility(
            label: label, value: value, hint: hint, traits: traits, behavior: behavior,
            customActions: actions.map { AccessibilityCustomAction(name: $0) }, sortPriority: sortPriority)
    }
}
