/// What a component tells VoiceOver about itself, like the accessibility
/// properties of a UIKit view; every field left `nil` (or empty) keeps
/// ListKit's default (`Documentation/Accessibility.md`).
///
/// ```swift
/// func accessibility() -> Accessibility? {
///     Accessibility(label: "Play", hint: "Plays the episode", traits: .button)
/// }
/// ```
///
/// Defaults: the label is every text the component draws, in reading
/// order; a list section's header has the ``AccessibilityTraits/header``
/// trait, a selected item ``AccessibilityTraits/selected``; swipe actions
/// and, for a reorderable item, moves become custom actions.
public struct Accessibility {
    /// What the element is, read first: short, without its type (`Play`,
    /// not `Play button`); `nil` reads the texts the component draws.
    public var label: String?
    /// Its current value (`50 %`, `On`); `nil` for none.
    public var value: String?
    /// What activating it does, read after a pause; `nil` for none.
    public var hint: String?
    /// Traits added to the defaults.
    public var traits: AccessibilityTraits
    /// Whether it is one element, a container of its child views, or hidden.
    public var behavior: AccessibilityBehavior
    /// Actions offered besides activation, before those ListKit adds (swipe
    /// actions, moves).
    public var customActions: [AccessibilityCustomAction]
    /// Where it is read among its siblings: higher first; equal priorities
    /// in reading order (SwiftUI's `accessibilitySortPriority`). Default 0.
    public var sortPriority: Double

    /// Creates a declaration; every argument defaults to ListKit's default.
    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        behavior: AccessibilityBehavior = .element, customActions: [AccessibilityCustomAction] = [],
        sortPriority: Double = 0
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.behavior = behavior
        self.customActions = customActions
        self.sortPriority = sortPriority
    }

    /// The declaration if every field is usable under `limits`: texts no
    /// longer than the limit and without control characters, a finite sort
    /// priority, no more custom actions than the limit.
    ///
    /// - Throws: ``AccessibilityError`` naming the first field that is not.
    public func validated(_ limits: AccessibilityLimits = .standard) throws(AccessibilityError) -> Accessibility {
        try limits.checkText(label, field: "label")
        try limits.checkText(value, field: "value")
        try limits.checkText(hint, field: "hint")
        guard sortPriority.isFinite else { throw AccessibilityError(field: "sortPriority", problem: .notFinite(sortPriority)) }
        guard customActions.count <= limits.maximumCustomActions else {
            throw AccessibilityError(field: "customActions", problem: .tooMany(customActions.count, limit: limits.maximumCustomActions))
        }
        for (index, action) in customActions.enumerated() {
            try limits.checkText(action.name, field: "customActions[\(index)].name")
            guard !action.name.isEmpty else { throw AccessibilityError(field: "customActions[\(index)].name", problem: .empty) }
        }
        return self
    }
}
