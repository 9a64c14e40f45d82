import ListKitCore
import ListKitSupplementary

/// Lays out one section (rules 10–14, 16, 18, 21): its boundary
/// supplementaries, its root group repeated along the scroll axis (or in one
/// row across it for an orthogonal section), and its decorations.
enum SectionSolver {
    /// The smallest template a group is laid out with; a section with fewer
    /// items still gets a whole group (its last group is partly filled).
    static let minimumTemplateCells = 1024

    /// How many cells the root group of a section of `total` items is laid
    /// out with at most, where its items are not measured: the section's
    /// items, at least ``minimumTemplateCells``, and one past the limit of a
    /// repetition (enough to refuse one that holds more).
    static func templateLimit(cells total: Int) -> Int {
        Swift.min(Swift.max(total, minimumTemplateCells), LayoutLimits.maximumItemsPerGroup + 1)
    }

    /// Lays out `section` starting at 0 along the scroll axis (see
    /// `SolvedSection.place(at:)` for putting it where it goes).
    ///
    /// `earlier` is the root group's layout (see
    /// `SectionContent.repeatedTemplate`) in a solve of this section with
    /// another item count, for the same viewport and configuration, that
    /// holds fewer cells than either count's ``templateLimit(cells:)`` (the
    /// caller checks it): the group stopped on its own, not at a limit, so
    /// laying it out again gives the same template, and a section whose
    /// items are not measured repeats it as it is.
    static func solve(
        _ section: LayoutSection, index: Int, configuration: LayoutConfiguration, viewport: Viewport,
        sizing: SelfSizing?, expansion: SolveExpansion = .lazy, plan: inout SizingPlan?,
        template earlier: SectionContent.Prepared? = nil
    ) throws(LayoutValidationError) -> SolvedSection {
        let scroll = configuration.scrollDirection
        let cross = scroll.orthogonal
        let grid = viewport.pixelGrid
        let container = viewport.containerSize
        // A flow section's lines follow the scroll axis: it never scrolls orthogonally.
        let behavior = section.flowBox == nil ? section.orthogonalScrollingBehavior : .none
        let isEmpty = section.itemCount == 0
        let list = section.listBox?.value

        // Rule 12: an empty section's insets are not applied; an empty flow
        // section keeps them between its header and footer (rule F13).
        var insets = DirectionalEdgeInsets.zero
        if !isEmpty || section.flowBox != nil {
            insets = InsetResolution.resolve(section.contentInsets, in: container, grid: grid)
            let extra = section.contentInsetsReference.additionalHorizontalInsets(
                containerWidth: container.width, screenWidth: viewport.screenWidth,
                metrics: list?.metrics)
            insets.leading += grid.snap(extra.leading)
            insets.trailing += grid.snap(extra.trailing)
        }

        // Rules 16 and 18: boundary supplementaries that extend the section take
        // room before and after its insets; across, they follow the insets.
        let follows = section.supplementariesFollowContentInsets
        let crossStart = follows ? insets.start(cross) : 0
        let crossLength = Swift.max(0, container[cross] - (follows ? insets.total(cross) : 0))
        let resolveIn = Size(main: container[scroll], cross: crossLength, along: scroll)
        // A section whose items are all measured in every solve measures its
        // headers and footers with them: solving it again when one comes into
        // view would measure every item again.
        let boundaryItems = BoundarySizing.size(
            section.boundarySupplementaryItems, section: index, resolveIn: resolveIn, grid: grid, sizing: sizing,
            measuringAll: section.measuresWhole, plan: &plan)
        let boundaryExtents = BoundaryPlacement.extents(
            of: boundaryItems.items, scrollAxis: scroll, resolveIn: resolveIn, grid: grid)
        // A list section's header top padding comes before its header.
        let headerPadding = list.map {
            $0.headerMode == .supplementary ? grid.snap(Swift.max(0, $0.resolvedHeaderTopPadding)) : 0
        } ?? 0
        let contentStart = headerPadding + boundaryExtents.leading + insets.start(scroll)

        let repeatAxis = behavior.isOrthogonal ? cross : scroll
        var content = SectionContent(axis: repeatAxis, scrollAxis: scroll)
        var rowEnd = 0.0
        var contentEnd = contentStart
        if !isEmpty, let flow = section.flowBox?.value {
            let rows = FlowSolver.layOut(
                section, configuration: flow, index: index, contentStart: contentStart, insets: insets, scroll: scroll,
                viewport: viewport, sizing: sizing, expand: expansion == .full, into: &content)
            rowEnd = rows.rowEnd
            contentEnd = rows.rowEnd
        } else if !isEmpty {
            let rows = try layOutGroups(
                section, index: index, contentStart: contentStart, insets: insets, scroll: scroll, viewport: viewport,
                sizing: sizing, expansion: expansion, plan: &plan, template: earlier, into: &content)
            rowEnd = rows.rowEnd
            // Rule 13: an orthogonal section is one group (the tallest) tall.
            contentEnd = repeatAxis == scroll ? rows.rowEnd : contentStart + rows.crossLength
        }
        content.finish()
        let trailingStart = contentEnd + insets.end(scroll)
        let end = trailingStart + boundaryExtents.trailing

        var frame = Rect.zero
        frame.size[scroll] = grid.snap(end)
        frame.size[cross] = container[cross]

        let region = BoundaryRegion(
            scrollAxis: scroll, start: headerPadding, contentStart: contentStart, contentEnd: contentEnd,
            trailingStart: trailingStart, end: end, crossStart: crossStart, crossLength: crossLength,
            containerLength: container[scroll])
        let boundary = BoundaryElement.place(
            boundaryItems, section: index, region: region, leadingExtent: boundaryExtents.leading, grid: grid)

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

        return SolvedSection(
            index: index, frame: frame, behavior: behavior, scrollAxis: scroll,
            rowLength: repeatAxis == scroll ? frame.size[scroll] : rowEnd,
            content: content, boundary: boundary, decorations: decorations,
            list: list.map { ListRows($0, section: index, itemCount: section.itemCount, viewport: viewport) })
    }

    /// Where a section's repetitions ended up.
    struct Rows {
        /// Where the last group ends along the repeat axis, plus the end inset
        /// for an orthogonal row.
        var rowEnd: Double
        /// The largest group length across the repeat axis.
        var crossLength: Double
    }

    /// Rules 1, 10, 11, 13 and 14: the root group's size, its layout and where
    /// it repeats, appended to `content`.
    ///
    /// Without self-sizing (or when no item of the section is estimated) the
    /// root group is laid out once and repeated (`earlier` is repeated
    /// instead when given: see
    /// ``solve(_:index:configuration:viewport:sizing:expansion:plan:template:)``).
    /// With it, each repetition is laid out on its own, so each item gets its
    /// own measured size.
    static func layOutGroups(
        _ section: LayoutSection, index: Int, contentStart: Double, insets: DirectionalEdgeInsets, scroll: Axis,
        viewport: Viewport, sizing: SelfSizing?, expansion: SolveExpansion, plan: inout SizingPlan?,
        template earlier: SectionContent.Prepared? = nil, into content: inout SectionContent
    ) throws(LayoutValidationError) -> Rows {
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
        let repeatAxis = content.axis
        var cursor = orthogonal ? insets.start(cross) : contentStart
        var origin = Point.zero
        origin[repeatAxis.orthogonal] = grid.snap(orthogonal ? contentStart : insets.start(cross))
        var crossLength = 0.0
        let context = GroupSolver.Context(grid: grid, section: index, firstItem: 0, sizing: sizing)
        let total = section.itemCount
        let cap = LayoutLimits.maximumItemsPerGroup
        func checked(_ template: GroupTemplate) throws(LayoutValidationError) -> GroupTemplate {
            try checkedCellCount(template, section: index)
        }

        if sizing != nil && section.measuresLazily,
           let rows = try layOutMeasuredGroups(
               section, index: index, groupSize: groupSize, context: context, start: cursor,
               across: origin[repeatAxis.orthogonal], expansion: expansion, plan: &plan, into: &content) {
            return rows
        }
        if sizing != nil && section.group.containsEstimatedItem {
            content.reserveCells(total)
            var placed = 0
            while placed < total {
                var template = try checked(GroupSolver.solve(
                    section.group, size: groupSize, context: context.advanced(by: placed),
                    limit: Swift.min(total - placed, cap + 1)))
                template.placeAnchoredSupplementaries(grid: grid)
                let take = Swift.min(template.cells.count, total - placed)
                guard take > 0 else { break }
                origin[repeatAxis] = grid.snap(cursor)
                content.append(content.prepare(template), at: origin, take: take)
                cursor += template.size[repeatAxis] + section.interGroupSpacing
                crossLength = Swift.max(crossLength, template.size[repeatAxis.orthogonal])
                placed += take
            }
        } else {
            let limit = templateLimit(cells: total)
            let prepared: SectionContent.Prepared
            if let earlier {
                prepared = content.adopt(earlier)
            } else {
                var template = try checked(GroupSolver.solve(section.group, size: groupSize, context: context, limit: limit))
                template.placeAnchoredSupplementaries(grid: grid)
                prepared = content.prepare(template)
            }
            // One template at a regular stride: repetition g's origin is
            // computed (not accumulated), so lazy and expanded agree exactly.
            cursor = content.repeatUniformly(
                prepared, cells: total, start: cursor, stride: prepared.size[repeatAxis] + section.interGroupSpacing,
                across: origin[repeatAxis.orthogonal], grid: grid, expand: expansion == .full)
            crossLength = prepared.size[repeatAxis.orthogonal]
        }
        let lastEnd = cursor - section.interGroupSpacing
        return Rows(rowEnd: orthogonal ? lastEnd + insets.end(cross) : lastEnd, crossLength: crossLength)
    }
}

extension SectionSolver {
    /// `template`, unless it holds more cells than a repetition may: then the
    /// section is refused (laying out one cell past the limit is enough to
    /// know, whatever the items).
    static func checkedCellCount(
        _ template: GroupTemplate, section index: Int
    ) throws(LayoutValidationError) -> GroupTemplate {
        let cap = LayoutLimits.maximumItemsPerGroup
        guard template.cells.count <= cap else {
            throw LayoutValidationError(path: "sections[\(index)].group", problem: .tooManyItemsPerGroup(limit: cap))
        }
        return template
    }

    /// Rule 3 for a section whose repetitions each hold the same number of
    /// cells whatever their items measure: the root group is laid out once
    /// with the estimates, and a repetition gets its own layout when it is
    /// measured (all of them without a `plan`; with one, those the plan asks
    /// for and those its cache remembers). Repetition `g` starts at
    /// `snap(start + g × stride + moved(g))`, `moved(g)` being the sum of the
    /// length changes of the measured repetitions before it.
    ///
    /// - Returns: `nil` when the estimated layout holds no cell or a measured
    ///   repetition does not hold the cells the estimate does; the caller
    ///   then lays the section out repetition by repetition.
    static func layOutMeasuredGroups(
        _ section: LayoutSection, index: Int, groupSize: Size, context: GroupSolver.Context, start: Double,
        across: Double, expansion: SolveExpansion, plan: inout SizingPlan?, into content: inout SectionContent
    ) throws(LayoutValidationError) -> Rows? {
        let axis = content.axis
        let grid = context.grid
        let total = section.itemCount
        let cap = LayoutLimits.maximumItemsPerGroup
        var estimating = context
        estimating.sizing = nil
        var estimate = try checkedCellCount(GroupSolver.solve(
            section.group, size: groupSize, context: estimating, limit: Swift.min(total, cap + 1)), section: index)
        let perGroup = estimate.cells.count
        guard perGroup > 0 else { return nil }
        estimate.placeAnchoredSupplementaries(grid: grid)
        let prepared = content.prepare(estimate)
        let groups = (total + perGroup - 1) / perGroup
        let stride = prepared.size[axis] + section.interGroupSpacing
        let lastCells = total - (groups - 1) * perGroup

        /// Repetition `group` laid out on its own, measured or with the
        /// estimates; `nil` when it does not hold the expected cells.
        func layOut(_ group: Int, measuring: Bool) -> SectionContent.Prepared? {
            let cells = group == groups - 1 ? lastCells : perGroup
            var template = GroupSolver.solve(
                section.group, size: groupSize,
                context: (measuring ? context : estimating).advanced(by: group * perGroup), limit: cells)
            guard template.cells.count == cells else { return nil }
            template.placeAnchoredSupplementaries(grid: grid)
            return content.prepare(template)
        }

        guard plan != nil else {
            // Every repetition measured, appended in order.
            content.reserveCells(total)
            content.reserveGroups(groups)
            var running = RepetitionOffsets.Running()
            var lastEnd = start
            for group in 0..<groups {
                guard let template = layOut(group, measuring: true) else { return nil }
                let moved = running.next(change: template.size[axis] - prepared.size[axis])
                var origin = Point.zero
                origin[axis] = grid.snap(start + Double(group) * stride + moved)
                origin[axis.orthogonal] = across
                content.append(template, at: origin, take: template.frames.count)
                lastEnd = start + Double(group) * stride + moved + template.size[axis]
            }
            return Rows(rowEnd: lastEnd, crossLength: prepared.size[axis.orthogonal])
        }

        let shape = SelfSizingCache.Shape(
            section: section, perGroup: perGroup, groupSize: groupSize, estimateSize: prepared.size)
        var state = plan?.cache.repetitions(ofSection: index, shape: shape)
            ?? MeasuredRepetitions(groupCount: groups, estimate: prepared)
        if lastCells < perGroup && state.templates[groups - 1] == nil {
            guard let last = layOut(groups - 1, measuring: false) else { return nil }
            state.keep(last, group: groups - 1, measured: false)
        }
        var changes: [(group: Int, change: Double)] = []
        for group in plan?.requests[index] ?? [] where (0..<groups).contains(group) && !state.templates.isMeasured(group) {
            guard let template = layOut(group, measuring: true) else { return nil }
            state.keep(template, group: group, measured: true)
            changes.append((group, template.size[axis] - prepared.size[axis]))
        }
        state.offsets.set(changes)
        plan?.cache.sections[index] = SelfSizingCache.Entry(shape: shape, repetitions: state)
        let repetition = UniformRepetition(
            template: prepared, axis: axis, cellCount: total, start: start, stride: stride, across: across, grid: grid,
            exceptions: state)
        content.keep(repetition, expand: expansion == .full)
        let last = groups - 1
        let lastEnd = start + Double(last) * stride + state.offsets.offset(before: last)
            + repetition.template(ofGroup: last).size[axis]
        return Rows(rowEnd: lastEnd, crossLength: prepared.size[axis.orthogonal])
    }
}

extension LayoutSection {
    /// Whether a solve that measures as the viewport comes near measures
    /// this section's items a repetition at a time (see
    /// ``SelfSizingCache``): it is not a flow or orthogonal section, its
    /// inter-group spacing is not negative, it has estimated items, and its
    /// repetitions keep their cell count whatever those measure.
    var measuresLazily: Bool {
        flowBox == nil && !orthogonalScrollingBehavior.isOrthogonal && interGroupSpacing >= 0
            && group.containsEstimatedItem && group.keepsCellCountWhenMeasured
    }

    /// Whether a solve with a measurer measures every one of this section's
    /// items each time it solves the section: it has estimated items and is
    /// not measured lazily.
    var measuresWhole: Bool { containsEstimatedItem && !measuresLazily }

    /// Whether an item of the section has an estimated dimension: in its
    /// group, or for a flow section, its estimated item size or an item size
    /// of its own.
    var containsEstimatedItem: Bool {
        if let flow = flowBox?.value {
            return flow.isEstimating || flow.itemSizes.contains { $0.hasEstimatedDimension }
        }
        return group.containsEstimatedItem
    }
}

extension CompositionalLayout {
    /// Whether an item of one of the layout's sections has an estimated
    /// dimension: whether a solve with a measurer can measure an item.
    var containsEstimatedItem: Bool { sections.contains(where: \.containsEstimatedItem) }
}

extension LayoutGroup {
    /// Whether every repetition of the group holds the same number of cells
    /// whatever its estimated items measure: along an axis that is not
    /// estimated (and not split by `count`), how many subitems fit depends
    /// on their lengths, so those lengths must not be estimated; nested
    /// groups must qualify too.
    var keepsCellCountWhenMeasured: Bool {
        let axis: Axis
        switch arrangement {
        case .custom: return true
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        }
        let open = count != nil || layoutSize[axis].isEstimated
        for element in subitems {
            if !open && element.layoutSize[axis].isEstimated { return false }
            if case .group(let nested) = element, !nested.keepsCellCountWhenMeasured { return false }
        }
        return true
    }

    /// Whether an item of the group, or of a group nested in it, has an estimated dimension.
    var containsEstimatedItem: Bool {
        subitems.contains { element in
            switch element {
            case .item(let item):
                return item.layoutSize.hasEstimatedDimension
            case .group(let group):
                return group.containsEstimatedItem
            }
        }
    }
}
