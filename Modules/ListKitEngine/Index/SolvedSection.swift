import ListKitCore

/// One section of a solved layout: its frame, its cells' frames and the
/// per-section index that answers rectangle queries.
public struct SolvedSection: Sendable {
    /// The section's index in the layout.
    public let index: Int
    /// The section's frame in content coordinates: its content insets
    /// included, spanning the container across the scroll axis.
    public let frame: Rect
    /// How the section scrolls across the layout's scroll axis.
    public let behavior: OrthogonalScrollingBehavior
    /// The layout's scroll axis.
    public let scrollAxis: Axis
    /// The axis groups repeat along: the scroll axis, or across it for an
    /// orthogonal section.
    public let repeatAxis: Axis
    /// For an orthogonal section, the length of its row of groups along the
    /// repeat axis, insets included; otherwise the section's length.
    public let rowLength: Double
    /// The root group laid out once.
    let template: GroupTemplate
    /// Where each repetition of the root group starts along ``repeatAxis``.
    let groupOrigins: [Double]
    /// Where every repetition starts across ``repeatAxis``.
    let fixedCoordinate: Double
    /// Each cell's natural frame (no orthogonal offset applied), by item index.
    let cellFrames: [Rect]

    /// How many items the section holds.
    public var itemCount: Int { cellFrames.count }

    /// Whether the section scrolls on its own, across the layout's axis.
    public var isOrthogonal: Bool { behavior.isOrthogonal }

    /// The natural frame of the cell at `item` (orthogonal offset not applied),
    /// or `nil` when the section has no such item.
    public func cellFrame(at item: Int) -> Rect? {
        cellFrames.indices.contains(item) ? cellFrames[item] : nil
    }

    /// The frame of every repetition of the root group, natural (no
    /// orthogonal offset applied), in order.
    public var groupFrames: [Rect] {
        groupOrigins.map { start in
            var origin = Point.zero
            origin[repeatAxis] = start
            origin[repeatAxis.orthogonal] = fixedCoordinate
            return Rect(origin: origin, size: template.size)
        }
    }

    /// The cells per repetition of the root group.
    var cellsPerGroup: Int { Swift.max(1, template.cells.count) }

    /// The stacking order of the cell at `item`.
    func cellZIndex(at item: Int) -> Int {
        template.cells.isEmpty ? 0 : template.cells[item % cellsPerGroup].zIndex
    }

    /// The extent along `axis` of everything the section shows (its frame,
    /// and cells that stick out of it), natural.
    func extent(along axis: Axis) -> (min: Double, max: Double) {
        var lo = frame.min(axis)
        var hi = frame.max(axis)
        guard !groupOrigins.isEmpty, let first = groupOrigins.first, let last = groupOrigins.last else { return (lo, hi) }
        let cellExtent = template.extent(along: axis)
        if axis == repeatAxis {
            lo = Swift.min(lo, first + cellExtent.min)
            hi = Swift.max(hi, last + cellExtent.max)
        } else {
            lo = Swift.min(lo, fixedCoordinate + cellExtent.min)
            hi = Swift.max(hi, fixedCoordinate + cellExtent.max)
        }
        return (lo, hi)
    }

    /// An empty section of zero length at `start` (rule 12).
    static func empty(
        index: Int, start: Double, scroll: Axis, container: Size, behavior: OrthogonalScrollingBehavior
    ) -> SolvedSection {
        var frame = Rect.zero
        frame.origin[scroll] = start
        frame.size[scroll.orthogonal] = container[scroll.orthogonal]
        return SolvedSection(
            index: index, frame: frame, behavior: behavior, scrollAxis: scroll,
            repeatAxis: behavior.isOrthogonal ? scroll.orthogonal : scroll, rowLength: 0,
            template: GroupTemplate(size: .zero), groupOrigins: [], fixedCoordinate: 0, cellFrames: [])
    }

    /// Appends the cells whose natural frame meets `rect` (already in the
    /// section's natural coordinates) moved by `shift`, in item order.
    ///
    /// Binary search over the group repetitions, whose origins increase along
    /// the repeat axis, finds the first group that can meet the rectangle;
    /// the scan stops at the first group that starts past it: O(log g + k).
    func appendCells(in rect: Rect, shift: Point, to out: inout [LayoutAttributes]) {
        guard !groupOrigins.isEmpty else { return }
        let axis = repeatAxis
        let cellExtent = template.extent(along: axis)
        let lower = rect.min(axis)
        let upper = rect.max(axis)
        var lo = 0
        var hi = groupOrigins.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if groupOrigins[mid] + cellExtent.max <= lower { lo = mid + 1 } else { hi = mid }
        }
        var g = lo
        let per = cellsPerGroup
        while g < groupOrigins.count, groupOrigins[g] + cellExtent.min < upper {
            let first = g * per
            let end = Swift.min(first + per, cellFrames.count)
            for item in first..<end where cellFrames[item].intersects(rect) {
                out.append(cellAttributes(item, shift: shift))
            }
            g += 1
        }
    }

    /// The attributes of the cell at `item`, moved by `shift`.
    func cellAttributes(_ item: Int, shift: Point) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell,
            indexPath: ElementIndexPath(section: index, item: item),
            frame: cellFrames[item].offsetBy(dx: shift.x, dy: shift.y),
            zIndex: cellZIndex(at: item))
    }
}
