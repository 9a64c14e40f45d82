import ListKitCore

extension HeadlessCollectionView {
    /// The smallest valid content offset: minus the top and leading content inset.
    public var minimumContentOffset: Point { viewport.restContentOffset }

    /// The largest valid content offset: the content size minus the bounds
    /// size plus the bottom and trailing content inset, never below
    /// ``minimumContentOffset``.
    public var maximumContentOffset: Point {
        let inset = viewport.contentInset
        let low = minimumContentOffset
        return Point(
            x: Swift.max(low.x, contentSize.width - viewport.size.width + inset.trailing),
            y: Swift.max(low.y, contentSize.height - viewport.size.height + inset.bottom))
    }

    /// `offset` moved into the valid range (``minimumContentOffset`` …
    /// ``maximumContentOffset``) on both axes: where a scroll with bouncing
    /// off comes to rest.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return Point(
            x: Swift.min(Swift.max(offset.x, low.x), high.x),
            y: Swift.min(Swift.max(offset.y, low.y), high.y))
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
