import ListKitCore

/// Lays out one group and everything nested in it (rules 3 and 5–9), relative
/// to the group's own origin.
enum GroupSolver {
    /// The template of `group` laid out in a slot of `size`.
    ///
    /// - Parameters:
    ///   - group: The group model (already validated).
    ///   - size: The group's slot size, already resolved and snapped.
    ///   - grid: The pixel grid.
    ///   - limit: The most cells to lay out; at least 1. It bounds groups that
    ///     would otherwise repeat zero-sized subitems without end.
    static func solve(_ group: LayoutGroup, size: Size, grid: PixelGrid, limit: Int) -> GroupTemplate {
        var template = GroupTemplate(size: size)
        let insets = InsetResolution.resolve(group.contentInsets, in: size, grid: grid)
        let content = Rect(origin: .zero, size: size).inset(by: insets)
        template.groups.append(GroupTemplate.Group(
            frame: Rect(origin: .zero, size: size), contentFrame: content, firstCell: 0, cellCount: 0, group: group))
        switch group.arrangement {
        case .custom(let frames):
            for custom in frames.prefix(limit) {
                let frame = grid.snap(custom.frame.offsetBy(dx: content.minX, dy: content.minY))
                template.cells.append(GroupTemplate.Cell(frame: frame, zIndex: custom.zIndex, item: nil))
            }
        case .horizontal:
            layOut(group, along: .horizontal, in: content, grid: grid, limit: limit, into: &template)
        case .vertical:
            layOut(group, along: .vertical, in: content, grid: grid, limit: limit, into: &template)
        }
        template.groups[0].cellCount = template.cells.count
        return template
    }

    /// A subitem chosen for the group, with its resolved size and spacings.
    private struct Placement {
        var element: LayoutElement
        var size: Size
        var leading: LayoutSpacing?
        var trailing: LayoutSpacing?
    }

    private static func layOut(
        _ group: LayoutGroup, along axis: Axis, in content: Rect, grid: PixelGrid, limit: Int,
        into template: inout GroupTemplate
    ) {
        let placements: [Placement]
        if let count = group.count, let subitem = group.subitems.first {
            placements = counted(subitem, count: count, group: group, along: axis, in: content.size, grid: grid, limit: limit)
        } else {
            placements = repeating(group, along: axis, in: content.size, grid: grid, limit: limit)
        }
        place(placements, spacing: group.interItemSpacing, along: axis, in: content, grid: grid, limit: limit, into: &template)
    }

    /// Rule 7: `subitem:count:` gives `count` equal slots of
    /// (content − (count − 1) × spacing) / count along the axis; the other
    /// dimension resolves against the content minus those spacings.
    private static func counted(
        _ subitem: LayoutElement, count: Int, group: LayoutGroup, along axis: Axis, in content: Size,
        grid: PixelGrid, limit: Int
    ) -> [Placement] {
        let spacing = group.interItemSpacing?.minimum ?? 0
        let available = Swift.max(0, content[axis] - Double(count - 1) * spacing)
        let main = grid.snap(available / Double(count))
        let resolveIn = Size(main: available, cross: content[axis.orthogonal], along: axis)
        let cross = grid.snap(subitem.layoutSize[axis.orthogonal].resolve(in: resolveIn))
        let size = Size(main: main, cross: cross, along: axis)
        let edges = subitem.edgeSpacing
        let one = Placement(element: subitem, size: size, leading: edges?.start(axis), trailing: edges?.end(axis))
        // A nested group may hold several cells, so `place` stops at the limit; here
        // at most `limit` slots are ever needed.
        return Array(repeating: one, count: Swift.min(count, limit))
    }

    /// Rule 8: subitems repeat in order for as long as the next one fits along
    /// the axis. The first always goes in, so every group holds a cell.
    private static func repeating(
        _ group: LayoutGroup, along axis: Axis, in content: Size, grid: PixelGrid, limit: Int
    ) -> [Placement] {
        let spacing = group.interItemSpacing?.minimum ?? 0
        // Fitting uses the exact sizes, before pixel rounding: 0.7 and 0.3 of a
        // width always fit together even when both round up. The tolerance
        // only absorbs binary floating-point error.
        let tolerance = 1e-9 * Swift.max(1, content[axis])
        var placements: [Placement] = []
        var used = 0.0
        var next = 0
        // Each placement holds at least one cell, so `limit` placements always suffice.
        while placements.count < limit {
            let element = group.subitems[next % group.subitems.count]
            let exact = element.layoutSize.resolve(in: content)
            let size = grid.snap(exact)
            let edges = element.edgeSpacing
            let lead = edges?.start(axis)
            let trail = edges?.end(axis)
            let need = (placements.isEmpty ? 0 : spacing) + (lead?.minimum ?? 0) + exact[axis] + (trail?.minimum ?? 0)
            if !placements.isEmpty && used + need > content[axis] + tolerance { break }
            placements.append(Placement(element: element, size: size, leading: lead, trailing: trail))
            used += need
            next += 1
        }
        return placements
    }

    /// Positions the placements along the axis, sharing leftover space among
    /// flexible spacings (rule 6), and lays out each one.
    private static func place(
        _ placements: [Placement], spacing: LayoutSpacing?, along axis: Axis, in content: Rect, grid: PixelGrid,
        limit: Int, into template: inout GroupTemplate
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
        let extra = flexibleSlots > 0 && leftover > 0 ? leftover / Double(flexibleSlots) : 0
        var cursor = content.min(axis)
        for (index, p) in placements.enumerated() {
            let remaining = limit - template.cells.count
            guard remaining > 0 else { return }
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
                template.cells.append(GroupTemplate.Cell(frame: itemFrame(item, in: slot, grid: grid), zIndex: 0, item: item))
            case .group(let nested):
                let sub = solve(nested, size: p.size, grid: grid, limit: remaining)
                template.append(sub, at: origin)
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

extension LayoutElement {
    /// The element's layout size.
    var layoutSize: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    /// The element's edge spacing.
    var edgeSpacing: EdgeSpacing? {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}
