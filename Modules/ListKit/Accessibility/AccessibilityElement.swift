import ListKitCore
import ListKitDSL
import ListKitLifecycle

/// One element VoiceOver reads on a renderer's screen: what it reads, where
/// the element is, and whose it is.
public struct AccessibilityElement: CustomStringConvertible {
    /// The element's label: the component's, or its texts in reading order
    /// joined by `", "`; empty when it has neither.
    public var label: String
    /// Its value, if any.
    public var value: String?
    /// Its hint, if any.
    public var hint: String?
    /// Its traits: the declared ones and ListKit's defaults.
    public var traits: AccessibilityTraits
    /// Its custom actions: the declared ones, then the swipe actions
    /// (leading, then trailing, each in its configuration's order), then
    /// the moves of a reorderable item.
    public var customActions: [AccessibilityCustomAction]
    /// Its sort priority among its siblings.
    public var sortPriority: Double
    /// Its frame on screen (content coordinates minus the content offset).
    public var frame: Rect
    /// The layout element it belongs to (its category, kind, index path and
    /// frame in content coordinates).
    public var attributes: LayoutAttributes
    /// The element's section id and item id, as the caller's values.
    public var id: RenderedElementID?
    /// For a component that reads its children one by one
    /// (`AccessibilityBehavior.children`), which child view this is; `nil` otherwise.
    public var child: Int?
    /// The texts it draws, with their colours and backgrounds.
    public var texts: [AccessibleText]
    /// The images it draws, by name.
    public var imageNames: [String]
    /// What was wrong with the component's declaration, if anything (the
    /// element then reads with that field at its default).
    public var declarationError: AccessibilityError?

    /// Whether activating the element does something: an interactive trait
    /// (`AccessibilityTraits.interactive`) or a custom action.
    public var isInteractive: Bool {
        !traits.intersection(.interactive).isEmpty || !customActions.isEmpty
    }

    /// Whether it is the same element as `other`: the same category, kind
    /// and child, and the same ids (section and item, as the caller's
    /// values), so that an element keeps its identity when an update moves
    /// it; by index path only when either has no id.
    public func isSameElement(as other: AccessibilityElement) -> Bool {
        guard attributes.category == other.attributes.category, attributes.kind == other.attributes.kind,
              child == other.child
        else { return false }
        if let id, let otherID = other.id { return id == otherID }
        return attributes.indexPath == other.attributes.indexPath
    }

    /// `label, value, traits (hint)`: what VoiceOver would say, roughly.
    public var description: String {
        var parts = [label.isEmpty ? "(no label)" : label]
        if let value, !value.isEmpty { parts.append(value) }
        if !traits.isEmpty { parts.append(traits.description) }
        var text = parts.joined(separator: ", ")
        if let hint, !hint.isEmpty { text += " (\(hint))" }
        return text
    }
}
