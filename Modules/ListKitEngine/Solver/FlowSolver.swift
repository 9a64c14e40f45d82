import ListKitCore

/// Lays out the items of a flow section in lines, like UIKit's flow layout
/// (`Documentation/LayoutSemantics.md`, "Flow sections"). Lines run across
/// the scroll axis and follow one another along it; each line is one
/// repetition of the section's content, so rectangle queries find the lines
/// that meet a rectangle by binary search over their starts.
enum FlowSolver {
    /// Lays out `section`'s items (its ``LayoutSection/flow`` is
    /// `configuration`) from `contentStart` along the scroll axis, inside
    /// `insets` across it, into `content`.
    static func layOut(
        _ section: LayoutSection, configuration: FlowConfiguration, index: Int, contentStart: Double,
        insets: DirectionalEdgeInsets, scroll: Axis, viewport: Viewport, sizing: SelfSizing?,
        into content: inout SectionContent
    ) -> SectionSolver.Rows {
        let cross = scroll.orthogonal
        let grid = viewport.pixelGrid
        let container = viewport.containerSize
        let area = Size(
            width: Swift.max(0, container.width - insets.total(.horizontal)),
            height: Swift.max(0, container.height - insets.total(.vertical)))
        let lineLength = area[cross]
        let spacing = grid.snap(configuration.minimumInteritemSpacing)
        let lineSpacing = grid.snap(configuration.minimumLineSpacing)
        let total = section.itemCount
        guard total > 0 else { return SectionSolver.Rows(rowEnd: contentStart, crossLength: 0) }

        let sizes = itemSizes(
            of: section, configuration: configuration, index: index, area: area, lineLength: lineLength, cross: cross,
            grid: grid, sizing: sizing)
        let lines = FlowLines(sizes: sizes, cross: cross, scroll: scroll, lineLength: lineLength, spacing: spacing)

        content.reserveCells(total)
        content.reserveGroups(lines.count)
        var prepared = SectionContent.Prepared(
            frames: [], zIndexes: [], anchored: [], identity: 0, size: .zero, along: (0, 0), scroll: (0, 0))
        var cursor = contentStart
        let crossStart = grid.snap(insets.start(cross))
        for line in 0..<lines.count {
            let items = lines.items(ofLine: line)
            let thickness = lines.thickness[line]
            let spread = lines.spread(ofLine: line, lineLength: lineLength, spacing: spacing, sizes: sizes)
            prepared.frames.removeAll(keepingCapacity: true)
            var position = spread.offset
            for item in items {
                let size = sizes[item]
                var origin = Point.zero
                origin[cross] = grid.snap(position)
                origin[scroll] = grid.snap((thickness - size[scroll]) / 2)
                prepared.frames.append(Rect(origin: origin, size: size))
                position += size[cross] + spread.gap
            }
            prepared.size = Size(main: thickness, cross: lineLength, along: scroll)
            prepared.along = (0, thickness)
            prepared.scroll = (0, thickness)
            var origin = Point.zero
            origin[scroll] = grid.snap(cursor)
            origin[cross] = crossStart
            content.append(prepared, at: origin, take: items.count)
            cursor += thickness + (line == lines.count - 1 ? 0 : lineSpacing)
        }
        return SectionSolver.Rows(rowEnd: cursor, crossLength: lineLength)
    }

    /// Every item's size: its layout size resolved in the section's content
    /// `area`, estimated dimensions measured by `sizing` when there is one,
    /// snapped to the pixel grid, and no longer than a line across it.
    static func itemSizes(
        of section: LayoutSection, configuration: FlowConfiguration, index: Int, area: Size, lineLength: Double,
        cross: Axis, grid: PixelGrid, sizing: SelfSizing?
    ) -> [Size] {
        var sizes = [Size]()
        sizes.reserveCapacity(section.itemCount)
        let uniform = configuration.itemSizes.isEmpty && !configuration.isEstimating
        let shared = configuration.layoutSize(ofItem: configuration.itemSizes.count)
        for item in 0..<section.itemCount {
            let layoutSize = uniform ? shared : configuration.layoutSize(ofItem: item)
            var size = layoutSize.resolve(in: area)
            let widthEstimated = layoutSize.widthDimension.isEstimated
            let heightEstimated = layoutSize.heightDimension.isEstimated
            if let sizing, widthEstimated || heightEstimated,
               let measured = sizing.measuredSize(of: ElementIndexPath(section: index, item: item), proposed: size) {
                if widthEstimated { size.width = measured.width }
                if heightEstimated { size.height = measured.height }
            }
            size = grid.snap(size)
            size[cross] = Swift.min(size[cross], lineLength)
            sizes.append(size)
        }
        return sizes
    }
}
