/// How a component's content appears to VoiceOver.
public enum AccessibilityBehavior: String, Hashable, Sendable, CaseIterable {
    /// One element for the whole component (the default): its label, unless
    /// given, is every text it draws, in reading order, as UIKit's list cells
    /// read their content as one element.
    case element
    /// A container: each child content view is an element of its own, read
    /// one after another before VoiceOver moves on, like a view whose
    /// `shouldGroupAccessibilityChildren` is true. The component's label,
    /// value and hint are not read; its traits and custom actions go to
    /// every child.
    case children
    /// Not read at all (decoration), like a view that is not an
    /// accessibility element and has none inside.
    case hidden
}
