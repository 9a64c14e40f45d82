import ListKitCore

/// The layout half of a ``HeadlessCollectionView``'s state, kept apart from
/// its views (``DisplayedViews``), its swipes (``SwipeState``) and its
/// moves (``InteractiveMovement``): the solves it can reuse and the work
/// its next layout pass must do.
struct LayoutState {
    /// The last model validated: the next is checked only where it differs.
    var lastValidated: ValidatedLayout?
    /// The last model solved without measuring, its viewport and its solution.
    var lastSolve: LastSolve?
    /// The viewport ``sizingCache`` belongs to.
    var measuredViewport: Viewport?
    /// What was measured of the self-sized sections in ``measuredViewport``,
    /// for the data shown: forgotten on a reload, carried through batch
    /// updates, forgotten in part by `invalidateItems(at:)`.
    var sizingCache = SelfSizingCache()
    /// The last measuring solve, kept to measure what scrolls into view
    /// until the layout is solved again (it holds its own copy of
    /// ``sizingCache``: whoever changes that cache must have the layout
    /// solved before the next pass measures).
    var measuringSolve: MeasuringSolve?
    /// Whether the data must be asked for again.
    var needsReload = true
    /// Whether the layout must be solved again for the same data.
    var needsSolve = false
    /// Whether the visible views must be updated.
    var needsLayout = true

    /// Forgets every measurement (and the solve that holds them).
    mutating func forgetMeasurements() {
        measuredViewport = nil
        sizingCache.removeAll()
        measuringSolve = nil
    }
}

/// A model solved without measuring, the viewport it was solved for and its
/// solution: kept behind one reference, which a solve reads in place (a
/// copy of the three would retain every part of each, twice a stage).
final class LastSolve {
    /// The model solved.
    let model: CompositionalLayout
    /// The viewport it was solved for.
    let viewport: Viewport
    /// Its solution.
    let solved: SolvedLayout

    /// Keeps `solved`, the solution of `model` for `viewport`.
    init(_ model: CompositionalLayout, _ viewport: Viewport, _ solved: SolvedLayout) {
        self.model = model
        self.viewport = viewport
        self.solved = solved
    }
}
