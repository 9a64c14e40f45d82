import ListKitCore

/// Rules 16 and 18: where headers and footers go, and how much room they take.
public enum BoundaryPlacement {
    /// How far the supplementaries that extend the boundary push the content
    /// from the section's start and its end, along the scroll axis.
    ///
    /// Supplementaries aligned to the start (a `.top` header in a vertical
    /// layout) with `extendsBoundary` take their length before the content;
    /// those aligned to the end take theirs after it. Several on one edge do not
    /// stack: the edge takes the longest (a `.topLeading` and a `.topTrailing`
    /// header sit side by side). Items centred along the scroll axis never
    /// extend it.
    ///
    /// - Parameters:
    ///   - items: The section's (or layout's) boundary supplementaries.
    ///   - scrollAxis: The layout's scroll axis.
    ///   - resolveIn: The size fractional dimensions resolve against.
    ///   - grid: The pixel grid.
    public static func extents(
        of items: [BoundarySupplementaryItem], scrollAxis: Axis, resolveIn: Size, grid: PixelGrid
    ) -> (leading: Double, trailing: Double) {
        var leading = 0.0
        var trailing = 0.0
        for item in items where item.extendsBoundary {
            let length = grid.snap(item.layoutSize[scrollAxis].resolve(in: resolveIn))
            switch item.alignment.component(along: scrollAxis) {
            case .start: leading = Swift.max(leading, length)
            case .end: trailing = Swift.max(trailing, length)
            case .center: break
            }
        }
        return (leading, trailing)
    }

    /// The natural frame of `item` (no pinning applied) in `region`.
    ///
    /// Along the scroll axis a start-aligned item sits at the section's start
    /// (above the section's top inset), an end-aligned item that extends the
    /// section right after the end inset, one that does not at the section's
    /// end, and a centred one in the middle of the content box. Across it, the
    /// item sits at the start, end or middle of the region's span. The
    /// `absoluteOffset` is added last.
    public static func frame(of item: BoundarySupplementaryItem, in region: BoundaryRegion, grid: PixelGrid) -> Rect {
        let axis = region.scrollAxis
        let cross = axis.orthogonal
        let size = grid.snap(item.layoutSize.resolve(in: region.resolutionSize))
        let main: Double
        switch item.alignment.component(along: axis) {
        case .start: main = region.start
        case .end: main = item.extendsBoundary ? region.trailingStart : region.end - size[axis]
        case .center: main = region.contentStart + (region.contentEnd - region.contentStart - size[axis]) / 2
        }
        let across: Double
        switch item.alignment.component(along: cross) {
        case .start: across = region.crossStart
        case .end: across = region.crossStart + region.crossLength - size[cross]
        case .center: across = region.crossStart + (region.crossLength - size[cross]) / 2
        }
        var origin = Point.zero
        origin[axis] = main
        origin[cross] = across
        origin.x += item.absoluteOffset.x
        origin.y += item.absoluteOffset.y
        return grid.snap(Rect(origin: origin, size: size))
    }
}
