import ListKitCore

extension HeadlessCollectionView {
    /// Solves `model` measuring its self-sized sections only where the
    /// viewport shows them (see ``LayoutSolver/solve(_:in:sizing:cache:showing:)``),
    /// keeping what was measured while the model and viewport stay the same,
    /// and the solve itself until the next one, so that rows scrolling into
    /// view are measured without solving the whole layout again.
    func solveMeasuringVisible(_ validated: ValidatedLayout, sizing: SelfSizing) throws(LayoutValidationError) -> SolvedLayout {
        let model = validated.layout
        if let measured = layoutState.measuredModel, measured.viewport != viewport || measured.model != model {
            layoutState.sizingCache.removeAll()
        }
        layoutState.measuredModel = (model, viewport)
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
        guard var measuring = layoutState.measuringSolve, let measured = layoutState.measuredModel, measured.viewport == viewport,
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
}
