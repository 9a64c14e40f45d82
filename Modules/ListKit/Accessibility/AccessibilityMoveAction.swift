import ListKitCore

/// The custom actions that move a reorderable item one place, as VoiceOver
/// offers them: by the direction the item moves on screen. ListKit's names
/// (UIKit exposes reordering through drag and drop instead; see
/// `Documentation/LayoutSemantics.md`, "Accessibility").
public enum AccessibilityMoveAction {
    /// The names of the moves one place earlier and one place later, for a
    /// layout scrolling along `axis` in `direction`: `Move up` and `Move
    /// down` vertically; `Move left` and `Move right` horizontally, swapped
    /// right to left.
    public static func names(along axis: Axis, direction: LayoutDirection) -> (earlier: String, later: String) {
        switch axis {
        case .vertical: return ("Move up", "Move down")
        case .horizontal: return direction.mirrors ? ("Move right", "Move left") : ("Move left", "Move right")
        }
    }
}
