import ListKitCore

/// One section of a solved layout: its frame, its elements' natural frames
/// and the per-section index that answers rectangle queries.
public struct SolvedSection: Sendable {
    /// The section's index in the layout.
    public let index: Int
    /// The section's frame in content coordinates: its content insets and the
    /// boundary supplementaries that extend it included, spanning the
    /// container across the scroll axis.
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
    /// The boundary supplementaries (natural frames, pinning rules).
    let boundary: [BoundaryElement]
    /// The decorations.
    let decorations: [LayoutAttributes]
    /// The extent along the scroll axis of everything the section can show,
    /// pinned supplementaries at any offset included.
    let scrollExtent: (min: Double, max: Double)
    /// The extent of the template's cells and supplementaries along ``repeatAxis``,
    /// relative to a group's origin.
    let groupExtent: (min: Double, max: Double)

    init(
        index: Int, frame: Rect, behavior: OrthogonalScrollingBehavior, scrollAxis: Axis, repeatAxis: Axis,
        rowLength: Double, template: GroupTemplate, groupOrigins: [Double], fixedCoordinate: Double,
        cellFrames: [Rect], boundary: [BoundaryElement], decorations: [LayoutAttributes]
    ) {
        self.index = index
        self.frame = frame
        self.behavior = behavior
        self.scrollAxis = scrollAxis
        self.repeatAxis = repeatAxis
        self.rowLength = rowLength
        self.template = template
        self.groupOrigins = groupOrigins
        self.fixedCoordinate = fixedCoordinate
        self.cellFrames = cellFrames
        self.boundary = boundary
        self.decorations = decorations
        self.groupExtent = template.extent(along: repeatAxis)

        // Pinned supplementaries stay between their natural place and their
        // section's bounds, so the natural frames and the section frame cover them.
        var lo = frame.min(scrollAxis)
        var hi = frame.max(scrollAxis)
        for element in boundary {
            lo = Swift.min(lo, element.frame.min(scrollAxis))
            hi = Swift.max(hi, element.frame.max(scrollAxis))
        }
        for decoration in decorations {
            lo = Swift.min(lo, decoration.frame.min(scrollAxis))
            hi = Swift.max(hi, decoration.frame.max(scrollAxis))
        }
        if let first = groupOrigins.first, let last = groupOrigins.last {
            let cells = template.extent(along: scrollAxis)
            if repeatAxis == scrollAxis {
                lo = Swift.min(lo, first + cells.min)
                hi = Swift.max(hi, last + cells.max)
            } else {
                lo = Swift.min(lo, fixedCoordinate + cells.min)
                hi = Swift.max(hi, fixedCoordinate + cells.max)
            }
        }
        self.scrollExtent = (lo, hi)
    }

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

    /// The origin of the group repetition `g`.
    func groupOrigin(_ g: Int) -> Point {
        var origin = Point.zero
        origin[repeatAxis] = groupOrigins[g]
        origin[repeatAxis.orthogonal] = fixedCoordinate
        return origin
    }

    /// The range of group repetitions whose cells or anchored supplementaries
    /// can meet `rect` (in natural coordinates).
    ///
    /// Binary search over the repetitions, whose origins increase along the
    /// repeat axis, finds the first; the range ends at the first repetition
    /// that starts past the rectangle: O(log g).
    func groups(meeting rect: Rect) -> Range<Int> {
        let lower = rect.min(repeatAxis)
        let upper = rect.max(repeatAxis)
        var lo = 0
        var hi = groupOrigins.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if groupOrigins[mid] + groupExtent.max <= lower { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        hi = groupOrigins.count
        while end < hi {
            let mid = (end + hi) / 2
            if groupOrigins[mid] + groupExtent.min < upper { end = mid + 1 } else { hi = mid }
        }
        return lo..<end
    }

    /// At most how many elements of the section can meet `rect` (natural
    /// coordinates): every cell and badge of the groups met, and every
    /// boundary supplementary and decoration.
    func capacityEstimate(in rect: Rect) -> Int {
        let range = groupOrigins.isEmpty ? 0..<0 : groups(meeting: rect)
        return range.count * (cellsPerGroup + template.anchored.count) + boundary.count + decorations.count
    }

    /// Appends the elements of the section that meet `rect`, in output order:
    /// cells by item, boundary supplementaries, anchored supplementaries by
    /// item, decorations.
    ///
    /// - Parameters:
    ///   - rect: The query rectangle in content coordinates.
    ///   - shift: How far the orthogonal offset moves the section's cells and
    ///     anchored supplementaries.
    ///   - visible: The visible span along the scroll axis, for pinning.
    func appendElements(
        in rect: Rect, shift: Point, visible: (start: Double, end: Double), to out: inout [LayoutAttributes]
    ) {
        let local = rect.offsetBy(dx: -shift.x, dy: -shift.y)
        let range = groupOrigins.isEmpty ? 0..<0 : groups(meeting: local)
        let per = cellsPerGroup
        for g in range {
            let first = g * per
            for item in first..<Swift.min(first + per, cellFrames.count) where cellFrames[item].intersects(local) {
                out.append(cellAttributes(item, shift: shift))
            }
        }
        for element in boundary {
            let attributes = element.attributes(axis: scrollAxis, visibleStart: visible.start, visibleEnd: visible.end)
            if attributes.frame.intersects(rect) { out.append(attributes) }
        }
        if !template.anchored.isEmpty {
            for g in range {
                appendAnchored(ofGroup: g, in: local, shift: shift, to: &out)
            }
        }
        for decoration in decorations where decoration.frame.intersects(rect) {
            out.append(decoration)
        }
    }

    /// Appends every element of the section, in output order.
    func appendAllElements(shift: Point, visible: (start: Double, end: Double), to out: inout [LayoutAttributes]) {
        for item in 0..<cellFrames.count {
            out.append(cellAttributes(item, shift: shift))
        }
        for element in boundary {
            out.append(element.attributes(axis: scrollAxis, visibleStart: visible.start, visibleEnd: visible.end))
        }
        if !template.anchored.isEmpty {
            for g in 0..<groupOrigins.count {
                appendAnchored(ofGroup: g, in: nil, shift: shift, to: &out)
            }
        }
        out.append(contentsOf: decorations)
    }

    /// Appends the anchored supplementaries of group repetition `g` whose cell
    /// exists (and which meet `rect`, when given).
    private func appendAnchored(ofGroup g: Int, in rect: Rect?, shift: Point, to out: inout [LayoutAttributes]) {
        let origin = groupOrigin(g)
        let first = g * cellsPerGroup
        for anchored in template.anchored {
            let item = first + anchored.cell
            guard item < cellFrames.count else { break }
            let natural = anchored.frame.offsetBy(dx: origin.x, dy: origin.y)
            if let rect, !natural.intersects(rect) { continue }
            out.append(LayoutAttributes(
                category: .supplementary, elementKind: anchored.elementKind,
                indexPath: ElementIndexPath(section: index, item: item),
                frame: natural.offsetBy(dx: shift.x, dy: shift.y), zIndex: anchored.zIndex))
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
