import ListKitCore

/// Lays out one section (rules 10–14): its root group repeated along the
/// scroll axis, or in one row across it for an orthogonal section.
enum SectionSolver {
    /// The smallest template a group is laid out with; a section with fewer
    /// items still gets a whole group (its last group is partly filled).
    static let minimumTemplateCells = 1024

    /// Lays out `section` starting at `start` along the scroll axis.
    static func solve(
        _ section: LayoutSection, index: Int, start: Double, configuration: LayoutConfiguration, viewport: Viewport
    ) -> SolvedSection {
        let scroll = configuration.scrollDirection
        let cross = scroll.orthogonal
        let grid = viewport.pixelGrid
        let container = viewport.containerSize
        let behavior = section.orthogonalScrollingBehavior

        // Rule 12: an empty section has no extent and its insets are not applied.
        guard section.itemCount > 0 else {
            return SolvedSection.empty(index: index, start: start, scroll: scroll, container: container, behavior: behavior)
        }

        var insets = InsetResolution.resolve(section.contentInsets, in: container, grid: grid)
        let extra = section.contentInsetsReference.additionalHorizontalInsets(
            containerWidth: container.width, viewportWidth: viewport.size.width)
        insets.leading += grid.snap(extra.leading)
        insets.trailing += grid.snap(extra.trailing)

        // Rules 1 and 11: the root group resolves against the section's
        // effective size; rule 14: across an orthogonal section's axis it
        // resolves against the full container.
        var effective = Size(
            width: Swift.max(0, container.width - insets.total(.horizontal)),
            height: Swift.max(0, container.height - insets.total(.vertical)))
        if behavior.isOrthogonal {
            effective[cross] = container[cross]
        }
        let groupSize = grid.snap(section.group.layoutSize.resolve(in: effective))
        let limit = Swift.max(section.itemCount, minimumTemplateCells)
        let template = GroupSolver.solve(section.group, size: groupSize, grid: grid, limit: limit)
        let perGroup = template.cells.count
        let groupCount = (section.itemCount + perGroup - 1) / perGroup
        let spacing = section.interGroupSpacing

        // Rule 10 (and 13 across the axis): groups repeat with spacing between them only.
        let repeatAxis = behavior.isOrthogonal ? cross : scroll
        var origins = [Double]()
        origins.reserveCapacity(groupCount)
        var cursor = (repeatAxis == scroll ? start : 0) + insets.start(repeatAxis)
        for _ in 0..<groupCount {
            origins.append(grid.snap(cursor))
            cursor += groupSize[repeatAxis] + spacing
        }
        let rowEnd = cursor - spacing + insets.end(repeatAxis)
        let fixedCoordinate = repeatAxis == scroll
            ? insets.start(cross)
            : start + insets.start(scroll)

        // Rule 13: an orthogonal section is one group tall (plus insets).
        let length = repeatAxis == scroll
            ? rowEnd - start
            : insets.start(scroll) + groupSize[scroll] + insets.end(scroll)
        var frame = Rect.zero
        frame.origin[scroll] = start
        frame.size[scroll] = grid.snap(length)
        frame.size[cross] = container[cross]

        var cells = [Rect]()
        cells.reserveCapacity(section.itemCount)
        var origin = Point.zero
        origin[repeatAxis.orthogonal] = grid.snap(fixedCoordinate)
        for g in 0..<groupCount {
            origin[repeatAxis] = origins[g]
            let take = Swift.min(perGroup, section.itemCount - g * perGroup)
            for c in 0..<take {
                cells.append(template.cells[c].frame.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        return SolvedSection(
            index: index, frame: frame, behavior: behavior, scrollAxis: scroll, repeatAxis: repeatAxis,
            rowLength: repeatAxis == scroll ? frame.size[scroll] : rowEnd,
            template: template, groupOrigins: origins, fixedCoordinate: origin[repeatAxis.orthogonal],
            cellFrames: cells)
    }
}
