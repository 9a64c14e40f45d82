import ListKitCore

extension HeadlessCollectionView {
    /// Solves `model` measuring its self-sized sections only where the
    /// viewport shows them (see ``LayoutSolver/solve(_:in:sizing:cache:showing:)``),
    /// keeping what was measured while the model and viewport stay the same.
    func solveMeasuringVisible(_ model: CompositionalLayout, sizing: SelfSizing) throws(LayoutValidationError) -> SolvedLayout {
        if let measured = measuredModel, measured.viewport != viewport || measured.model != model {
            sizingCache.removeAll()
        }
        measuredModel = (model, viewport)
        // Anchoring waits for the layout pass: a solve leaves the offset alone.
        var offset = contentOffset
        return try LayoutSolver.solve(model, in: viewport, sizing: sizing, cache: &sizingCache, showing: &offset)
    }

    /// Measures the self-sized repetitions that came into view since the
    /// last solve, keeping the cells on screen in place (the content offset
    /// moves with them, then is clamped).
    func measureNewlyVisibleItems() throws(CollectionViewError) {
        guard let sizing, let measured = measuredModel, measured.viewport == viewport,
              let solved = solvedLayout, !solved.unmeasuredRepetitions(in: bounds).isEmpty
        else { return }
        var offset = contentOffset
        do {
            solvedLayout = try LayoutSolver.solve(
                measured.model, in: viewport, sizing: sizing, cache: &sizingCache, showing: &offset)
        } catch {
            throw .invalidLayout(error)
        }
        contentOffset = clampedContentOffset(offset)
    }
}
