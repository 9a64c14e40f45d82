import ListKitCore
import ListKitSupplementary

/// Lays out one section (rules 10–14, 16, 18, 21): its boundary
/// supplementaries, its root group repeated along the scroll axis (or in one
/// row across it for an orthogonal section), and its decorations.
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
        let isEmpty = section.itemCount == 0

        // Rule 12: an empty section's insets are not applied.
        var insets = DirectionalEdgeInsets.zero
        if !isEmpty {
            insets = InsetResolution.resolve(section.contentInsets, in: container, grid: grid)
            let extra = section.contentInsetsReference.additionalHorizontalInsets(
                containerWidth: container.width, viewportWidth: viewport.size.width)
            insets.leading += grid.snap(extra.leading)
            insets.trailing += grid.snap(extra.trailing)
        }

        // Rules 16 and 18: boundary supplementaries that extend the section take
        // room before and after its insets; across, they follow the insets.
        let follows = section.supplementariesFollowContentInsets
        let crossStart = follows ? insets.start(cross) : 0
        let crossLength = Swift.max(0, container[cross] - (follows ? insets.total(cross) : 0))
        let boundaryExtents = BoundaryPlacement.extents(
            of: section.boundarySupplementaryItems, scrollAxis: scroll,
            resolveIn: Size(main: container[scroll], cross: crossLength, along: scroll), grid: grid)
        let contentStart = start + boundaryExtents.leading + insets.start(scroll)

        var rows = Rows(template: GroupTemplate(size: .zero), origins: [], fixed: 0, repeatAxis: scroll, rowEnd: 0)
        var cells = [Rect]()
        var contentEnd = contentStart
        if !isEmpty {
            rows = layOutGroups(section, contentStart: contentStart, insets: insets, scroll: scroll, viewport: viewport)
            cells = rows.cellFrames(count: section.itemCount)
            // Rule 13: an orthogonal section is one group tall.
            contentEnd = rows.repeatAxis == scroll ? rows.rowEnd : contentStart + rows.template.size[scroll]
        }
        let trailingStart = contentEnd + insets.end(scroll)
        let end = trailingStart + boundaryExtents.trailing

        var frame = Rect.zero
        frame.origin[scroll] = start
        frame.size[scroll] = grid.snap(end - start)
        frame.size[cross] = container[cross]

        let region = BoundaryRegion(
            scrollAxis: scroll, start: start, contentStart: contentStart, contentEnd: contentEnd,
            trailingStart: trailingStart, end: end, crossStart: crossStart, crossLength: crossLength,
            containerLength: container[scroll])
        let boundary = BoundaryElement.place(
            section.boundarySupplementaryItems, section: index, region: region,
            leadingExtent: boundaryExtents.leading, grid: grid)

        // Rules 12 and 21: backgrounds cover the whole section; none for an empty one.
        var decorations: [LayoutAttributes] = []
        if !isEmpty {
            for (position, decoration) in section.decorationItems.enumerated() {
                decorations.append(LayoutAttributes(
                    category: .decoration, elementKind: decoration.elementKind,
                    indexPath: ElementIndexPath(section: index, item: position),
                    frame: DecorationPlacement.frame(of: decoration, sectionFrame: frame, grid: grid),
                    zIndex: decoration.zIndex))
            }
        }

        let rowLength = rows.repeatAxis == scroll ? frame.size[scroll] : rows.rowEnd
        return SolvedSection(
            index: index, frame: frame, behavior: behavior, scrollAxis: scroll, repeatAxis: rows.repeatAxis,
            rowLength: rowLength, template: rows.template, groupOrigins: rows.origins, fixedCoordinate: rows.fixed,
            cellFrames: cells, boundary: boundary, decorations: decorations)
    }

    /// The root group laid out once and the origins of its repetitions.
    struct Rows {
        /// The root group's template.
        var template: GroupTemplate
        /// Each repetition's start along `repeatAxis`.
        var origins: [Double]
        /// Every repetition's start across `repeatAxis`.
        var fixed: Double
        /// The axis groups repeat along.
        var repeatAxis: Axis
        /// Where the last group ends along `repeatAxis` plus the end inset for an
        /// orthogonal row; where the last group ends for a section.
        var rowEnd: Double

        /// The natural frame of each of the first `count` cells.
        func cellFrames(count: Int) -> [Rect] {
            var cells = [Rect]()
            cells.reserveCapacity(count)
            let perGroup = template.cells.count
            var origin = Point.zero
            origin[repeatAxis.orthogonal] = fixed
            for (g, start) in origins.enumerated() {
                origin[repeatAxis] = start
                let take = Swift.min(perGroup, count - g * perGroup)
                for c in 0..<take {
                    cells.append(template.cells[c].frame.offsetBy(dx: origin.x, dy: origin.y))
                }
            }
            return cells
        }
    }

    /// Rules 1, 10, 11, 13 and 14: the root group's size, its template and
    /// where it repeats.
    static func layOutGroups(
        _ section: LayoutSection, contentStart: Double, insets: DirectionalEdgeInsets, scroll: Axis, viewport: Viewport
    ) -> Rows {
        let cross = scroll.orthogonal
        let grid = viewport.pixelGrid
        let container = viewport.containerSize
        let orthogonal = section.orthogonalScrollingBehavior.isOrthogonal
        var effective = Size(
            width: Swift.max(0, container.width - insets.total(.horizontal)),
            height: Swift.max(0, container.height - insets.total(.vertical)))
        if orthogonal {
            effective[cross] = container[cross]
        }
        let groupSize = grid.snap(section.group.layoutSize.resolve(in: effective))
        let limit = Swift.max(section.itemCount, minimumTemplateCells)
        var template = GroupSolver.solve(section.group, size: groupSize, grid: grid, limit: limit)
        template.placeAnchoredSupplementaries(grid: grid)
        let perGroup = Swift.max(1, template.cells.count)
        let groupCount = (section.itemCount + perGroup - 1) / perGroup
        let spacing = section.interGroupSpacing
        let repeatAxis = orthogonal ? cross : scroll
        var origins = [Double]()
        origins.reserveCapacity(groupCount)
        var cursor = orthogonal ? insets.start(cross) : contentStart
        for _ in 0..<groupCount {
            origins.append(grid.snap(cursor))
            cursor += groupSize[repeatAxis] + spacing
        }
        let lastEnd = cursor - spacing
        return Rows(
            template: template, origins: origins,
            fixed: grid.snap(orthogonal ? contentStart : insets.start(cross)),
            repeatAxis: repeatAxis, rowEnd: orthogonal ? lastEnd + insets.end(cross) : lastEnd)
    }
}
