import ListKitCore
import ListKitScrolling

extension HeadlessCollectionView {
    /// The valid content offsets, as ListKitScrolling computes them for any
    /// scroll view: from minus the top and left content inset to the
    /// content size minus the bounds size plus the bottom and right inset
    /// (the leading inset is the left one left to right, the right one right
    /// to left: ``SolvedLayout/physicalContentInset``).
    public var contentOffsetRange: ContentOffsetRange {
        if let offsetRange { return offsetRange }
        let inset = solvedContentInset ?? viewport.contentInset
        let range = (try? ContentOffsetRange(contentSize: contentSize, viewportSize: viewport.size, contentInset: inset))
            ?? .unbounded
        offsetRange = range
        return range
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
    /// - Throws: ``CollectionViewError/invalidNumber(_:)`` for an offset that
    ///   is not finite (nothing changes); a ``CollectionViewError`` from the
    ///   layout pass (a newly visible item's cell, a pending reload).
    public func setContentOffset(_ offset: Point) throws(CollectionViewError) {
        do {
            try InvalidNumber.requireFinite(offset, "contentOffset")
        } catch {
            throw .invalidNumber(error)
        }
        // A pending reload or re-solve may change the content size the offset is clamped to.
        try layoutIfNeeded()
        let target = clampedContentOffset(offset)
        // Scrolling closes an open swipe, as in UIKit.
        if target != contentOffset { closeSwipeActions() }
        contentOffset = target
        try layoutIfNeeded()
    }

    /// Gives the collection view a new viewport (a rotation, a split
    /// screen) after checking it: the layout is solved again at the next
    /// layout pass.
    ///
    /// - Throws: ``CollectionViewError/invalidLayout(_:)`` naming the bad
    ///   value (a size that is not finite and ≥ 0, a bad inset or scale);
    ///   nothing changes then.
    public func setViewport(_ viewport: Viewport) throws(CollectionViewError) {
        do {
            try LayoutValidator.validate(viewport: viewport)
        } catch {
            throw .invalidLayout(error)
        }
        self.viewport = viewport
    }

    /// The scroll offset of orthogonal section `section` (zero unless set).
    public func orthogonalOffset(forSection section: Int) -> Point {
        orthogonalOffsets[section] ?? .zero
    }

    /// Scrolls orthogonal section `section` to `offset` (not clamped; only
    /// the component across the layout's scroll axis counts) and updates the
    /// visible views. The offset follows the section through batch updates.
    ///
    /// - Throws: ``CollectionViewError/invalidNumber(_:)`` for an offset that
    ///   is not finite, ``CollectionViewError/notOrthogonal(section:sectionCount:)``
    ///   for a section that does not exist or does not scroll orthogonally
    ///   (nothing changes then); a ``CollectionViewError`` from the layout pass.
    public func setOrthogonalOffset(_ offset: Point, forSection section: Int) throws(CollectionViewError) {
        do {
            try InvalidNumber.requireFinite(offset, "orthogonalOffset")
        } catch {
            throw .invalidNumber(error)
        }
        // A pending reload may add or remove the section.
        try layoutIfNeeded()
        try requireOrthogonal(section)
        if orthogonalOffset(forSection: section) != offset { closeSwipeActions() }
        orthogonalOffsets[section] = offset
        layoutState.needsLayout = true
        try layoutIfNeeded()
    }
}

extension HeadlessCollectionView {
    /// The scrolling geometry of orthogonal section `section` (its axis, its
    /// visible window, its row's length and its groups), or `nil` when the
    /// section does not exist or does not scroll orthogonally.
    public func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? {
        guard let solved = solvedLayout, (try? requireOrthogonal(section)) != nil else { return nil }
        let s = solved.sections[section]
        return try? OrthogonalSectionGeometry(
            axis: s.repeatAxis, visibleStart: s.frame.min(s.repeatAxis), visibleLength: s.frame.size[s.repeatAxis],
            contentLength: s.rowLength, groupFrames: s.groupFrames)
    }

    /// Checks that section `section` exists and scrolls orthogonally in the
    /// layout shown: the one check every caller that takes a section to
    /// scroll sideways (the simulator, `viewport-sim`) makes.
    ///
    /// - Returns: The axis the section scrolls along.
    /// - Throws: ``CollectionViewError/notOrthogonal(section:sectionCount:)``.
    @discardableResult
    public func requireOrthogonal(_ section: Int) throws(CollectionViewError) -> Axis {
        guard let solved = solvedLayout, solved.sections.indices.contains(section), solved.sections[section].isOrthogonal
        else {
            throw .notOrthogonal(section: section, sectionCount: solvedLayout?.sections.count ?? 0)
        }
        return solved.sections[section].repeatAxis
    }

    /// Where orthogonal section `section` comes to rest when a drag ends at
    /// its current offset with `velocity` (points per second across the
    /// scroll axis), as its `OrthogonalScrollingBehavior` says: on a page,
    /// on a group, or where it slows to a stop. Play the motion with
    /// ``setOrthogonalOffset(_:forSection:)`` at each frame.
    ///
    /// - Returns: The landing, or `nil` when the section does not scroll orthogonally.
    /// - Throws: `InvalidNumber` for a velocity that is not finite.
    public func orthogonalLanding(
        forSection section: Int, velocity: Double, rate: DecelerationRate? = nil
    ) throws(InvalidNumber) -> OrthogonalLanding? {
        guard let geometry = orthogonalGeometry(forSection: section), let solved = solvedLayout else { return nil }
        return try OrthogonalLanding(
            behavior: solved.sections[section].behavior, geometry: geometry,
            from: orthogonalOffset(forSection: section)[geometry.axis], velocity: velocity, rate: rate)
    }
}

extension HeadlessCollectionView {
    /// Ends a drag of orthogonal section `section` released with `velocity`
    /// (0: let go at rest): the section comes to rest where its behaviour
    /// says, as UIKit's does (a paging section on a page, a group-paging one
    /// on a group), at once: a headless collection view does not animate.
    /// Play ``orthogonalLanding(forSection:velocity:rate:)`` frame by frame
    /// to see the motion instead.
    ///
    /// - Returns: The resting offset, or `nil` when the section does not
    ///   scroll orthogonally (nothing changes then).
    /// - Throws: ``CollectionViewError`` from the layout pass; a velocity that
    ///   is not finite lands as if released at rest.
    @discardableResult
    public func endOrthogonalScroll(section: Int, velocity: Double = 0) throws(CollectionViewError) -> Point? {
        let landing = (try? orthogonalLanding(forSection: section, velocity: velocity))
            ?? (try? orthogonalLanding(forSection: section, velocity: 0))
        guard let landing else { return nil }
        let target = landing.finalOffset
        try setOrthogonalOffset(target, forSection: section)
        return target
    }
}
