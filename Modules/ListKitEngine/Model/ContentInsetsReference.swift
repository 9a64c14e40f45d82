/// Which boundary a section's content insets are measured from, like UIKit's
/// `UIContentInsetsReference`. See `Documentation/LayoutSemantics.md` for the
/// margins ListKit uses on Linux, where there is no view hierarchy.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// The system's choice: the safe area.
    case automatic
    /// The container's edges.
    case none
    /// The safe area (the viewport minus its content inset).
    case safeArea
    /// The layout margins: the safe area plus the default margins.
    case layoutMargins
    /// The readable content guide: the layout margins, narrowed to the readable width.
    case readableContent
}
