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
        insets: DirectionalEdgeInsets, scroll: Axis, viewport: Viewport, sizing: SelfSizing?, expand: Bool = false,
        into content: inout SectionContent
    ) -> SectionSolver.Rows {
        let cross = scroll.orthogonal
        let grid = viewport.pixelGrid
        let container = viewport.containerSize
        let area = Size(
            width: Swift.max(0, container.width - insets.total(.horizontal)),
            height: Swift.max(0, container.height - insets.total(.vertical)))
        let geometry = Geometry(
            scroll: scroll, lineLength: area[cross], spacing: grid.snap(configuration.minimumInteritemSpacing),
            lineSpacing: grid.snap(configuration.minimumLineSpacing), crossStart: grid.snap(insets.start(cross)),
            grid: grid)
        let total = section.itemCount
        guard total > 0 else { return SectionSolver.Rows(rowEnd: contentStart, crossLength: 0) }
        if let rows = layOutUniformly(
            section, configuration: configuration, contentStart: contentStart, area: area, geometry: geometry,
            expand: expand, into: &content) {
            return rows
        }

        let sizes = itemSizes(
            of: section, configuration: configuration, index: index, area: area, sizing: sizing)
        let lines = FlowLines(
            sizes: sizes, cross: cross, scroll: scroll, lineLength: geometry.lineLength, spacing: geometry.spacing)

        content.reserveCells(total)
        content.reserveGroups(lines.count)
        var cursor = contentStart
        for line in 0..<lines.count {
            var origin = Point.zero
            origin[scroll] = grid.snap(cursor)
            origin[cross] = geometry.crossStart
            content.append(prepare(line: line, of: lines, sizes: sizes, geometry: geometry), at: origin,
                           take: lines.items(ofLine: line).count)
            cursor += lines.thickness[line] + (line == lines.count - 1 ? 0 : geometry.lineSpacing)
        }
        return SectionSolver.Rows(rowEnd: cursor, crossLength: geometry.lineLength)
    }

    /// What the lines of one flow section share.
    struct Geometry {
        /// The scroll axis (lines follow one another along it).
        let scroll: Axis
        /// A line's length across the scroll axis.
        let lineLength: Double
        /// The minimum space between items of a line.
        let spacing: Double
        /// The space between lines.
        let lineSpacing: Double
        /// Where lines start across the scroll axis.
        let crossStart: Double
        /// The pixel grid.
        let grid: PixelGrid
    }

    /// The most items a line may hold for a section of equal items to be
    /// kept lazily (``layOutUniformly(_:configuration:contentStart:area:geometry:expand:into:)``).
    static let uniformLineLimit = 4_096

    /// A section whose items all have one size known without measuring (no
    /// per-item sizes, no estimate) and that takes at least two lines: every
    /// line but the last holds the same items at the same places, so the
    /// lines are kept as one repeated template and a last one, like a
    /// compositional section's repeated group, and a million items cost what
    /// two lines cost. The frames are those the line-by-line layout gives.
    ///
    /// - Returns: The rows, or `nil` when the section does not qualify (it
    ///   is then laid out line by line).
    private static func layOutUniformly(
        _ section: LayoutSection, configuration: FlowConfiguration, contentStart: Double, area: Size,
        geometry g: Geometry, expand: Bool, into content: inout SectionContent
    ) -> SectionSolver.Rows? {
        guard configuration.itemSizes.isEmpty, !configuration.isEstimating else { return nil }
        let cross = g.scroll.orthogonal
        let total = section.itemCount
        let size = configuration.layoutSize(ofItem: 0).resolve(in: area)
        let probe = FlowLines(
            sizes: Array(repeating: size, count: Swift.min(total, uniformLineLimit + 1)), cross: cross, scroll: g.scroll,
            lineLength: g.lineLength, spacing: g.spacing)
        let perLine = probe.items(ofLine: 0).count
        guard perLine <= uniformLineLimit, perLine < total else { return nil }
        let lineCount = (total + perLine - 1) / perLine
        let rest = total - (lineCount - 1) * perLine
        // A full line followed by the last: the same greedy breaking and
        // spreading as the real lines.
        let sizes = Array(repeating: size, count: perLine + rest)
        let sample = FlowLines(
            sizes: sizes, cross: cross, scroll: g.scroll, lineLength: g.lineLength, spacing: g.spacing)
        let stride = size[g.scroll] + g.lineSpacing
        let repetition = UniformRepetition(
            template: prepare(line: 0, of: sample, sizes: sizes, geometry: g), axis: g.scroll, cellCount: total,
            start: contentStart, stride: stride, across: g.crossStart, grid: g.grid,
            lastTemplate: prepare(line: 1, of: sample, sizes: sizes, geometry: g))
        content.keep(repetition, expand: expand)
        return SectionSolver.Rows(
            rowEnd: contentStart + Double(lineCount) * stride - g.lineSpacing, crossLength: g.lineLength)
    }

    /// Line `line` of `lines` as a template at its own origin: its items
    /// spread across it (rules F3–F5), each centred along the scroll axis in
    /// the line's thickness (rule F6).
    private static func prepare(
        line: Int, of lines: FlowLines, sizes: [Size], geometry g: Geometry
    ) -> SectionContent.Prepared {
        let cross = g.scroll.orthogonal
        let thickness = lines.thickness[line]
        let spread = lines.spread(ofLine: line, lineLength: g.lineLength, spacing: g.spacing, sizes: sizes)
        var frames: [Rect] = []
        frames.reserveCapacity(lines.items(ofLine: line).count)
        var position = spread.offset
        for item in lines.items(ofLine: line) {
            let size = sizes[item]
            var origin = Point.zero
            origin[cross] = g.grid.snap(position)
            origin[g.scroll] = g.grid.snap((thickness - size[g.scroll]) / 2)
            frames.append(Rect(origin: origin, size: size))
            position += size[cross] + spread.gap
        }
        return SectionContent.Prepared(
            frames: frames, zIndexes: [], anchored: [], identity: 0,
            size: Size(main: thickness, cross: g.lineLength, along: g.scroll), along: (0, thickness),
            scroll: (0, thickness))
    }

    /// Every item's size: its layout size resolved in the section's content
    /// `area`, estimated dimensions measured by `sizing` when there is one.
    /// Sizes are kept as they are, neither snapped to the pixel grid nor cut
    /// to the line (positions are snapped: "pixels" in "Flow sections").
    static func itemSizes(
        of section: LayoutSection, configuration: FlowConfiguration, index: Int, area: Size, sizing: SelfSizing?
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
            sizes.append(size)
        }
        return sizes
    }
}
