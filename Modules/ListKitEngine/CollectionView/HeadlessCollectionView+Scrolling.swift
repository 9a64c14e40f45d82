import ListKitCore
import ListKitScrolling

extension HeadlessCollectionView {
    /// The valid content offsets, as ListKitScrolling computes them for any
    /// scroll view: from minus the top and leading content inset to the
    /// content size minus the bounds size plus the bottom and trailing inset.
    public var contentOffsetRange: ContentOffsetRange {
        (try? ContentOffsetRange(contentSize: contentSize, viewportSize: viewport.size, contentInset: viewport.contentInset))
            ?? .unbounded
    }

    /// The smallest valid content offset: minus the top and leading content inset.
    public var minimumContentOffset: Point { contentOffsetRange.minimum }

    /// The largest valid content offset (never below ``minimumContentOffset``).
    public var maximumContentOffset: Point { contentOffsetRange.maximum }

    /// `offset` moved into ``contentOffsetRange`` on both axes: where a
    /// scroll with bouncing off comes to rest.
    public func clampedContentOffset(_ offset: Point) -> Point {
        contentOffsetRange.clamp(offset)
    }

    /// Scrolls to `offset`, clamped to the valid range, and updates the
    /// visible views.
    ///
    /// ```swift
    /// try collectionView.setContentOffset(Point(x: 0, y: 1_000_000))
    /// // collectionView.contentOffset == collectionView.maximumContentOffset
    /// ```
    ///
    /// - Parameter offset: The requested content offset.
    /// - Throws: A ``CollectionViewError`` from the layout pass (a newly
    ///   visible item's cell, a pending reload).
    public func setContentOffset(_ offset: Point) throws(CollectionViewError) {
        // A pending reload or re-solve may change the content size the offset is clamped to.
        try layoutIfNeeded()
        contentOffset = clampedContentOffset(offset)
        try layoutIfNeeded()
    }

    /// The scroll offset of orthogonal section `section` (zero unless set).
    public func orthogonalOffset(forSection section: Int) -> Point {
        orthogonalOffsets[section] ?? .zero
    }

    /// Scrolls orthogonal section `section` to `offset` (not clamped; only
    /// the component across the layout's scroll axis counts) and updates the
    /// visible views. The offset follows the section through batch updates.
    ///
    /// - Throws: A ``CollectionViewError`` from the layout pass.
    public func setOrthogonalOffset(_ offset: Point, forSection section: Int) throws(CollectionViewError) {
        orthogonalOffsets[section] = offset
        needsLayout = true
        try layoutIfNeeded()
    }
}
