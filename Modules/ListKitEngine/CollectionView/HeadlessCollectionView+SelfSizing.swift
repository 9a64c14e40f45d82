import ListKitCore

extension HeadlessCollectionView {
    /// Solves `model` measuring its self-sized sections only where the
    /// viewport shows them (see ``LayoutSolver/solve(_:in:sizing:cache:showing:)``),
    /// keeping what was measured while the viewport stays the same (a
    /// section whose layout changed starts again from its estimates; a
    /// reload forgets everything, an update carries what it can), and the
    /// solve itself until the next one, so that rows scrolling into view are
    /// measured without solving the whole layout again.
    func solveMeasuringVisible(_ validated: ValidatedLayout, sizing: SelfSizing) throws(LayoutValidationError) -> SolvedLayout {
        if let measured = layoutState.measuredViewport, measured != viewport {
            layoutState.sizingCache.removeAll()
        }
        layoutState.measuredViewport = viewport
        layoutState.measuringSolve = nil
        var measuring = try MeasuringSolve(validated, in: viewport, sizing: sizing, cache: layoutState.sizingCache)
        // Anchoring waits for the layout pass: a solve leaves the offset alone.
        var offset = contentOffset
        let solved = try measuring.measure(showing: &offset, anchor: contentAnchor)
        layoutState.sizingCache = measuring.cache
        layoutState.measuringSolve = measuring
        return solved
    }

    /// Measures the self-sized repetitions, headers and footers that came
    /// into view since the last solve, keeping the cells on screen in place
    /// (the content offset moves with them, then is clamped): the kept solve
    /// solves again only the sections that measure.
    func measureNewlyVisibleItems() throws(CollectionViewError) {
        guard var measuring = layoutState.measuringSolve, layoutState.measuredViewport == viewport,
              let solved = solvedLayout, solved.showsUnmeasuredElements(at: contentOffset)
        else { return }
        var offset = contentOffset
        do {
            layoutState.measuringSolve = nil
            solvedLayout = try measuring.measure(showing: &offset, anchor: contentAnchor)
        } catch {
            throw .invalidLayout(error)
        }
        layoutState.sizingCache = measuring.cache
        layoutState.measuringSolve = measuring
        contentOffset = clampedContentOffset(offset)
    }

    /// Forgets what the items at `paths` measured, as UIKit's
    /// `invalidateItems(at:)` of a layout invalidation context does: each
    /// self-sized repetition holding one of them is measured again when it
    /// meets the viewport (at the next layout pass if it is on screen) and
    /// takes its estimates until then. Their views stay as they are.
    ///
    /// Call it when the content of items changed without an update telling
    /// (ListKit's `DiffableDataSource` does, for the items whose component changed);
    /// paths are those shown now. A path that names nothing measured is
    /// passed over.
    public func invalidateItems(at paths: [ElementIndexPath]) {
        guard !paths.isEmpty else { return }
        layoutState.sizingCache.forgetItems(at: paths)
        // The next pass solves (with the cache) before it measures anything.
        layoutState.needsSolve = true
    }

    /// Forgets what the headers and footers of element kind `kind` at
    /// `paths` measured, as UIKit's `invalidateSupplementaryElements(ofKind:at:)`
    /// of a layout invalidation context does: each is measured again when
    /// it meets the viewport (at the next layout pass if it is on screen).
    /// A path is a section (−1 for the layout's own, which are measured at
    /// every solve anyway) and a position among its headers and footers,
    /// as the data source is asked for their views. A path that names
    /// nothing measured of that kind is passed over.
    public func invalidateSupplementaryElements(ofKind kind: String, at paths: [ElementIndexPath]) {
        guard !paths.isEmpty else { return }
        layoutState.sizingCache.forgetSupplementaries(ofKind: kind, at: paths)
        layoutState.needsSolve = true
    }
}
