import ListKitCore

/// Rule 21: where a section background decoration goes.
public enum DecorationPlacement {
    /// The frame of `decoration` for a section whose frame (content insets and
    /// boundary supplementaries that extend it included) is `sectionFrame`:
    /// that frame inset by the decoration's own content insets, snapped.
    public static func frame(of decoration: DecorationItem, sectionFrame: Rect, grid: PixelGrid) -> Rect {
        grid.snap(sectionFrame.inset(by: decoration.contentInsets))
    }
}
