import ListKitCore

/// Lays out one group and everything nested in it (rules 3 and 5–9), relative
/// to the group's own origin.
enum GroupSolver {
    /// What laying out a group needs besides the group.
    struct Context {
        /// The pixel grid.
        var grid: PixelGrid
        /// The section being laid out, for measuring.
        var section: Int
        /// The section's item index of the group's first cell, for measuring.
        var firstItem: Int
        /// The self-sizing seam; `nil` keeps every estimate.
        var sizing: SelfSizing?
        /// The nested layouts of the current root group; made by the root's
        /// ``GroupSolver/solve(_:size:context:limit:)``.
        var memo: NestedSolveMemo?

        /// The same context for a group whose first cell is `offset` cells later.
        func advanced(by offset: Int) -> Context {
            var copy = self
            copy.firstItem += offset
            return copy
        }
    }

    /// The template of `group` laid out in a slot of `size`.
    ///
    /// An axis whose dimension is estimated hugs the group's content: the
    /// group's insets are ignored on it (rule 3), each subitem is placed once
    /// along an estimated main axis, and the group's size on that axis becomes
    /// the extent of what it holds.
    ///
    /// - Parameters:
    ///   - group: The group model (already validated).
    ///   - size: The group's slot size, already resolved and snapped.
    ///   - context: The grid and the self-sizing seam.
    ///   - limit: The most cells to lay out; at least 1. It bounds groups that
    ///     would otherwise repeat zero-sized subitems without end.
    static func solve(_ group: LayoutGroup, size: Size, context: Context, limit: Int) -> GroupTemplate {
        var context = context
        if context.memo == nil { context.memo = NestedSolveMemo() }
        let grid = context.grid
        var template = GroupTemplate(size: size)
        var insets = InsetResolution.resolve(group.contentInsets, in: size, grid: grid)
        if group.layoutSize.widthDimension.isEstimated {
            insets.leading = 0
            insets.trailing = 0
        }
        if group.layoutSize.heightDimension.isEstimated {
            insets.top = 0
            insets.bottom = 0
        }
        let content = Rect(origin: .zero, size: size).inset(by: insets)
        template.groups.append(GroupTemplate.Group(
            frame: Rect(origin: .zero, size: size), contentFrame: content, firstCell: 0, cellCount: 0, group: group))
        switch group.arrangement {
        case .custom(let frames):
            for custom in frames.prefix(limit) {
                let frame = grid.snap(custom.frame.offsetBy(dx: content.minX, dy: content.minY))
                template.cells.append(GroupTemplate.Cell(frame: frame, slot: frame, zIndex: custom.zIndex, item: nil))
            }
        case .horizontal:
            layOut(group, along: .horizontal, in: content, context: context, limit: limit, into: &template)
        case .vertical:
            layOut(group, along: .vertical, in: content, context: context, limit: limit, into: &template)
        }
        template.groups[0].cellCount = template.cells.count
        hug(group, insets: insets, grid: grid, template: &template)
        return template
    }

    /// A nested group's layout, from the root's memo when it was laid out
    /// before with the same slot, items and limit.
    private static func solveNested(_ group: LayoutGroup, size: Size, context: Context, limit: Int) -> GroupTemplate {
        guard let memo = context.memo else { return solve(group, size: size, context: context, limit: limit) }
        let key = NestedSolveMemo.key(group, size: size, context: context, limit: limit)
        if let known = memo.template(for: key) { return known }
        let template = solve(group, size: size, context: context, limit: limit)
        memo.remember(template, for: key)
        return template
    }

    /// Sets the group's size on each estimated axis to the extent of its
    /// content (its items' slots, insets included, and nested groups).
    private static func hug(_ group: LayoutGroup, insets: DirectionalEdgeInsets, grid: PixelGrid, template: inout GroupTemplate) {
        for axis in Axis.allCases where group.layoutSize[axis].isEstimated {
            var end = 0.0
            for cell in template.cells { end = Swift.max(end, cell.slot.max(axis)) }
            for nested in template.groups.dropFirst() { end = Swift.max(end, nested.frame.max(axis)) }
            template.size[axis] = grid.snap(end)
        }
        template.groups[0].frame.size = template.size
        template.groups[0].contentFrame = Rect(origin: .zero, size: template.size).inset(by: insets)
    }

    /// A subitem chosen for the group: its size (measured or hugged where
    /// estimated), its spacings, and for a nested group its laid-out template.
    private struct Placement {
        var element: LayoutElement
        var size: Size
        var leading: LayoutSpacing?
        var trailing: LayoutSpacing?
        var nested: GroupTemplate?

        /// How many cells the placement holds.
        var cellCount: Int { nested?.cells.count ?? 1 }
    }

    private static func layOut(
        _ group: LayoutGroup, along axis: Axis, in content: Rect, context: Context, limit: Int,
        into template: inout GroupTemplate
    ) {
        let placements: [Placement]
        if let count = group.count, let subitem = group.subitems.first {
            placements = counted(subitem, count: count, group: group, along: axis, in: content.size, context: context, limit: limit)
        } else {
            placements = repeating(group, along: axis, in: content.size, context: context, limit: limit)
        }
        let open = group.count == nil && group.layoutSize[axis].isEstimated
        place(
            placements, spacing: group.interItemSpacing, along: axis, in: content, grid: context.grid,
            shareLeftover: !open, into: &template)
    }

    /// Rule 7: `subitem:count:` gives `count` equal slots of
    /// (content − (count − 1) × spacing) / count along the axis; the other
    /// dimension resolves against the content minus those spacings.
    private static func counted(
        _ subitem: LayoutElement, count: Int, group: LayoutGroup, along axis: Axis, in content: Size,
        context: Context, limit: Int
    ) -> [Placement] {
        let grid = context.grid
        let cross = axis.orthogonal
        let spacing = group.interItemSpacing?.minimum ?? 0
        let available = Swift.max(0, content[axis] - Double(count - 1) * spacing)
        let main = grid.snap(available / Double(count))
        let resolveIn = Size(main: available, cross: content[cross], along: axis)
        let slot = Size(main: main, cross: grid.snap(subitem.layoutSize[cross].resolve(in: resolveIn)), along: axis)
        let edges = subitem.edgeSpacing
        var placements: [Placement] = []
        var cells = 0
        while placements.count < count, cells < limit {
            var placement = Placement(
                element: subitem, size: slot, leading: edges?.start(axis), trailing: edges?.end(axis), nested: nil)
            switch subitem {
            case .item(let item):
                if let measured = measure(item, proposed: slot, context: context.advanced(by: cells)),
                   item.layoutSize[cross].isEstimated {
                    placement.size[cross] = grid.snap(measured[cross])
                }
            case .group(let nested):
                let sub = solveNested(nested, size: slot, context: context.advanced(by: cells), limit: limit - cells)
                placement.nested = sub
                placement.size[cross] = sub.size[cross]
            }
            guard placement.cellCount > 0 else { break }
            cells += placement.cellCount
            placements.append(placement)
        }
        return placements
    }

    /// Rule 8: subitems repeat in order for as long as the next one fits along
    /// the axis. The first always goes in, so every group holds a cell. Along
    /// an estimated (open) axis each subitem goes in once.
    private static func repeating(
        _ group: LayoutGroup, along axis: Axis, in content: Size, context: Context, limit: Int
    ) -> [Placement] {
        let grid = context.grid
        let open = group.layoutSize[axis].isEstimated
        let spacing = group.interItemSpacing?.minimum ?? 0
        // Fitting uses the exact sizes, before pixel rounding: 0.7 and 0.3 of a
        // width always fit together even when both round up. The tolerance
        // only absorbs binary floating-point error.
        let tolerance = 1e-9 * Swift.max(1, content[axis])
        var placements: [Placement] = []
        var used = 0.0
        var cells = 0
        tries: while cells < limit {
            if open && placements.count == group.subitems.count { break }
            let element = group.subitems[placements.count % group.subitems.count]
            var exact = element.layoutSize.resolve(in: content)
            let edges = element.edgeSpacing
            let lead = edges?.start(axis)
            let trail = edges?.end(axis)
            let fixedSpace = (placements.isEmpty ? 0 : spacing) + (lead?.minimum ?? 0) + (trail?.minimum ?? 0)
            let fits = { (extent: Double) in open || placements.isEmpty || used + fixedSpace + extent <= content[axis] + tolerance }
            var nested: GroupTemplate?
            switch element {
            case .item(let item):
                if let measured = measure(item, proposed: grid.snap(exact), context: context.advanced(by: cells)) {
                    for a in Axis.allCases where item.layoutSize[a].isEstimated { exact[a] = measured[a] }
                }
            case .group(let g):
                // A nested group whose extent along the axis is known without
                // laying it out is laid out only once it is known to fit, so
                // that trying one more repetition never lays out a group that
                // is then dropped: nested chains cost linear time, not 2^depth.
                if !g.layoutSize[axis].isEstimated && !fits(exact[axis]) { break tries }
                let sub = solveNested(g, size: grid.snap(exact), context: context.advanced(by: cells), limit: limit - cells)
                for a in Axis.allCases where g.layoutSize[a].isEstimated { exact[a] = sub.size[a] }
                nested = sub
            }
            let need = fixedSpace + exact[axis]
            if !fits(exact[axis]) { break }
            let placement = Placement(
                element: element, size: nested?.size ?? grid.snap(exact), leading: lead, trailing: trail, nested: nested)
            guard placement.cellCount > 0 else { break }
            placements.append(placement)
            used += need
            cells += placement.cellCount
        }
        return placements
    }

    /// The measured size of `item` when it has an estimated dimension and a
    /// self-sizing seam is present.
    private static func measure(_ item: LayoutItem, proposed: Size, context: Context) -> Size? {
        guard let sizing = context.sizing, item.layoutSize.hasEstimatedDimension else { return nil }
        return sizing.measuredSize(
            of: ElementIndexPath(section: context.section, item: context.firstItem), proposed: proposed)
    }

    /// Positions the placements along the axis, sharing leftover space among
    /// flexible spacings (rule 6; not along an estimated axis, which has no
    /// leftover), and lays out each one.
    private static func place(
        _ placements: [Placement], spacing: LayoutSpacing?, along axis: Axis, in content: Rect, grid: PixelGrid,
        shareLeftover: Bool, into template: inout GroupTemplate
    ) {
        let gap = spacing?.minimum ?? 0
        var used = Double(Swift.max(0, placements.count - 1)) * gap
        var flexibleSlots = spacing?.isFlexible == true ? Swift.max(0, placements.count - 1) : 0
        for p in placements {
            used += p.size[axis] + (p.leading?.minimum ?? 0) + (p.trailing?.minimum ?? 0)
            if p.leading?.isFlexible == true { flexibleSlots += 1 }
            if p.trailing?.isFlexible == true { flexibleSlots += 1 }
        }
        let leftover = content.size[axis] - used
        let extra = shareLeftover && flexibleSlots > 0 && leftover > 0 ? leftover / Double(flexibleSlots) : 0
        var cursor = content.min(axis)
        for (index, p) in placements.enumerated() {
            if index > 0 { cursor += gap + (spacing?.isFlexible == true ? extra : 0) }
            cursor += (p.leading?.minimum ?? 0) + (p.leading?.isFlexible == true ? extra : 0)
            let crossAxis = axis.orthogonal
            let crossStart = content.min(crossAxis) + crossOffset(
                of: p.size[crossAxis], in: content.size[crossAxis], edges: p.element.edgeSpacing, along: crossAxis)
            var origin = Point.zero
            origin[axis] = grid.snap(cursor)
            origin[crossAxis] = grid.snap(crossStart)
            let slot = Rect(origin: origin, size: p.size)
            switch p.element {
            case .item(let item):
                template.cells.append(GroupTemplate.Cell(
                    frame: itemFrame(item, in: slot, grid: grid), slot: slot, zIndex: 0, item: item))
            case .group:
                if let nested = p.nested { template.append(nested, at: origin) }
            }
            cursor += p.size[axis] + (p.trailing?.minimum ?? 0) + (p.trailing?.isFlexible == true ? extra : 0)
        }
    }

    /// Where a subitem sits across the group's axis: at the start plus its
    /// leading edge spacing; pushed to the end by a flexible leading spacing;
    /// centred between two flexible spacings.
    private static func crossOffset(of length: Double, in available: Double, edges: EdgeSpacing?, along axis: Axis) -> Double {
        let lead = edges?.start(axis)
        let trail = edges?.end(axis)
        let leadMin = lead?.minimum ?? 0
        let trailMin = trail?.minimum ?? 0
        let free = available - length - leadMin - trailMin
        switch (lead?.isFlexible == true, trail?.isFlexible == true) {
        case (true, true): return leadMin + Swift.max(0, free) / 2
        case (true, false): return leadMin + Swift.max(0, free)
        default: return leadMin
        }
    }

    /// Rules 3 and 5: the item's content insets shrink it inside its slot,
    /// except on an axis whose dimension is estimated.
    static func itemFrame(_ item: LayoutItem, in slot: Rect, grid: PixelGrid) -> Rect {
        var insets = InsetResolution.resolve(item.contentInsets, in: slot.size, grid: grid)
        if item.layoutSize.widthDimension.isEstimated {
            insets.leading = 0
            insets.trailing = 0
        }
        if item.layoutSize.heightDimension.isEstimated {
            insets.top = 0
            insets.bottom = 0
        }
        return grid.snap(slot.inset(by: insets))
    }
}
