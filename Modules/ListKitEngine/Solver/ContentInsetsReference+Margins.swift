import ListKitCore

extension ContentInsetsReference {
    /// The points this reference adds before the section's own leading and
    /// trailing insets, for a layout container of `containerWidth` in a
    /// collection view on a screen `screenWidth` wide, with the margins and readable width of
    /// `metrics` (the one table of those numbers, ``ListMetrics``; `nil` is
    /// ``ListMetrics/uiKit``).
    ///
    /// The viewport's content inset is the safe area and the container is
    /// already inside it, so `.automatic`, `.none` and `.safeArea` add
    /// nothing. `.layoutMargins` adds UIKit's system minimum margins, which
    /// come from the screen: 16 pt on screens narrower than 390 pt, 20 pt
    /// otherwise. `.readableContent` adds the margins, then centres a column of
    /// at most 672 pt. (`Documentation/LayoutSemantics.md`, "Content insets
    /// reference" and "List metrics".)
    func additionalHorizontalInsets(
        containerWidth: Double, screenWidth: Double, metrics given: ListMetrics? = nil
    ) -> (leading: Double, trailing: Double) {
        switch self {
        case .automatic, .none, .safeArea:
            return (0, 0)
        case .layoutMargins:
            let m = (given ?? .uiKit).layoutMargin(screenWidth: screenWidth)
            return (m, m)
        case .readableContent:
            let metrics = given ?? .uiKit
            let m = metrics.layoutMargin(screenWidth: screenWidth)
            let column = containerWidth - 2 * m
            let extra = column > metrics.readableContentWidth ? (column - metrics.readableContentWidth) / 2 : 0
            return (m + extra, m + extra)
        }
    }
}
