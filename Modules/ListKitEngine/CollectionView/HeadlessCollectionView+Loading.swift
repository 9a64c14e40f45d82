import ListKitCore

extension HeadlessCollectionView {
    /// Asks the data source for everything again at the next layout pass:
    /// every visible view goes back to its pool (with `didEndDisplaying`),
    /// the selection is cleared, an open swipe closes, an interactive move
    /// ends without telling the data source, and the visible elements get
    /// new views.
    public func reloadData() {
        layoutState.needsReload = true
        swipeState = nil
        interactiveMovement = nil
    }

    /// Brings the collection view up to date: reloads the data if
    /// ``reloadData()`` was called (or the data source set), re-solves the
    /// layout if the viewport or layout changed, and updates the visible
    /// views for the content offset. A re-solve that gives back the layout
    /// shown (the same model for the same viewport, nothing measured) makes
    /// no layout pass of its own.
    ///
    /// - Throws: A ``CollectionViewError`` from the data source, a count that
    ///   does not match the layout, or an unsolvable layout. A reload or
    ///   re-solve that throws leaves the collection view as it was.
    public func layoutIfNeeded() throws(CollectionViewError) {
        if layoutState.needsReload {
            try reload()
        } else if layoutState.needsSolve {
            let shown = solvedLayout?.generation
            solvedLayout = try solve(itemCounts)
            layoutState.needsSolve = false
            // The solve that gives back the layout shown (`solve(_:)` keeps the
            // last one for the same model and viewport) moves no frame: the
            // views stay as the last pass placed them, unless something else
            // asked for a pass.
            if shown == nil || solvedLayout?.generation != shown { layoutState.needsLayout = true }
        }
        if layoutState.needsLayout { try updateVisibleViews() }
    }

    /// Loads the counts, solves, and only then drops every visible view.
    /// What self-sized items measured is forgotten: the data may be new.
    private func reload() throws(CollectionViewError) {
        let counts = try loadItemCounts()
        // (A reload that throws stays pending: the next pass reloads.)
        layoutState.forgetMeasurements()
        let solved = try solve(counts)
        endDisplayingAll()
        selected = []
        itemCounts = counts
        // The first load of a right-to-left layout starts at its own rest offset.
        if solvedLayout == nil, let solved, contentOffset == viewport.restContentOffset {
            contentOffset = solved.restContentOffset
        }
        solvedLayout = solved
        orthogonalOffsets = orthogonalOffsets.filter { $0.key < counts.count }
        contentOffset = clampedContentOffset(contentOffset)
        layoutState.needsReload = false
        layoutState.needsSolve = false
        layoutState.needsLayout = true
    }

    /// The data source's item counts, one per section; none without a data source.
    func loadItemCounts() throws(CollectionViewError) -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else { throw .negativeSectionCount(sections) }
        var counts = [Int]()
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard count >= 0 else { throw .negativeItemCount(section: section, count: count) }
            counts.append(count)
        }
        return counts
    }

    /// The layout for `counts`, checked against them, validated where it
    /// differs from the last model validated (``ValidatedLayout/revalidating(_:)``:
    /// an update's stages share their sections) and solved; `nil` without a
    /// data source.
    func solve(_ counts: [Int]) throws(CollectionViewError) -> SolvedLayout? {
        guard dataSource != nil else { return nil }
        let model = layout(counts)
        guard model.sections.count == counts.count else {
            throw .layoutSectionCountMismatch(dataSource: counts.count, layout: model.sections.count)
        }
        for (index, section) in model.sections.enumerated() where section.itemCount != counts[index] {
            throw .layoutItemCountMismatch(section: index, dataSource: counts[index], layout: section.itemCount)
        }
        let validated: ValidatedLayout
        do throws(LayoutValidationError) {
            if let last = layoutState.lastValidated {
                validated = try last.revalidating(model)
            } else {
                validated = try ValidatedLayout(model)
            }
        } catch {
            throw .invalidLayout(error)
        }
        layoutState.lastValidated = validated
        // The same model for the same viewport, with nothing measured, solves
        // to the same frames: an animated update whose last stage already
        // solved the final layout does not solve it twice.
        let measures = sizing.map {
            model.containsEstimatedItem
                || ($0.supplementary != nil && model.hasEstimatedBoundarySupplementary)
        } ?? false
        if !measures, let last = layoutState.lastSolve, last.viewport == viewport, last.model == model {
            return last.solved
        }
        do {
            if measures, let sizing { return try solveMeasuringVisible(validated, sizing: sizing) }
            // The sections the last solve (of the same viewport and
            // configuration) solved as they are now are taken from it: an
            // update solves the sections it changed.
            var earlier = EarlierSolve()
            if let last = layoutState.lastSolve, last.viewport == viewport,
               last.model.configuration == model.configuration {
                earlier = EarlierSolve(sections: last.model.sections, solves: last.solved.sections)
            }
            // Nothing of this layout is measured (`measures`): it is solved
            // without the seam.
            let solved = try LayoutSolver.solve(validated: validated, in: viewport, reusing: earlier)
            layoutState.lastSolve = LastSolve(model, viewport, solved)
            return solved
        } catch {
            throw .invalidLayout(error)
        }
    }
}
