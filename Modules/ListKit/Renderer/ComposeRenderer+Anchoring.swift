import ListKitEngine

extension ComposeRenderer {
    /// What stays in place on screen when an animated render inserts,
    /// deletes or resizes content before the viewport, or self-sizing
    /// measures it: the collection view's `HeadlessCollectionView.contentAnchor`.
    /// Default `ContentAnchor.top` (UIKit's: the content offset is unchanged).
    ///
    /// ```swift
    /// renderer.contentAnchor = .topItem
    /// renderer.render(olderMessagesAndThese)
    /// ```
    public var contentAnchor: ContentAnchor {
        get { collectionView.contentAnchor }
        set { collectionView.contentAnchor = newValue }
    }
}
