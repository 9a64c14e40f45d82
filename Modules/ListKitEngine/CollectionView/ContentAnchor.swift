/// What a collection view keeps in place on screen when content before the
/// viewport changes: a batch update that inserts, deletes or resizes items
/// above it, or self-sizing that measures cells.
///
/// UIKit keeps the content offset across batch updates (`top`); the other
/// modes are ListKit's, for chats and feeds that grow at the top. Along the
/// scroll axis, "top" is the leading end of the content and "bottom" its
/// trailing end (right to left, a horizontal layout's right and left ends).
///
/// ```swift
/// collectionView.contentAnchor = .topItem
/// try collectionView.performBatchUpdates(BatchUpdates(insertedItems: older))
/// ```
public enum ContentAnchor: String, Sendable, Hashable, CaseIterable {
    /// The content offset is unchanged (UIKit's behaviour): what is
    /// inserted above the viewport pushes the visible content down on screen.
    case top
    /// The distance from the viewport's end to the content's end is kept:
    /// a list scrolled to its end stays at its end, and content inserted
    /// above leaves the screen as it was.
    case bottom
    /// The first visible cell keeps its leading edge at the same place on
    /// screen (the next visible cell when it is deleted).
    case topItem
    /// The last visible cell keeps its trailing edge at the same place on
    /// screen (the previous visible cell when it is deleted).
    case bottomItem
}
