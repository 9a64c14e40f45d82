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
    /// The cells, group repetitions and anchored supplementaries, natural
    /// (no orthogonal offset applied), with their per-repetition index.
    let content: SectionContent
    /// The boundary supplementaries (natural frames, pinning rules).
    let boundary: [BoundaryElement]
    /// The decorations.
    let decorations: [LayoutAttributes]
    /// The extent along the scroll axis of everything the section can show,
    /// pinned supplementaries at any offset included.
    let scrollExtent: (min: Double, max: Double)

    init(
        index: Int, frame: Rect, behavior: OrthogonalScrollingBehavior, scrollAxis: Axis, rowLength: Double,
        content: SectionContent, boundary: [BoundaryElement], decorations: [LayoutAttributes]
    ) {
        self.index = index
        self.frame = frame
        self.behavior = behavior
        self.scrollAxis = scrollAxis
        self.repeatAxis = content.axis
        self.rowLength = rowLength
        self.content = content
        self.boundary = boundary
        self.decorations = decorations

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
        if let cells = content.scrollExtent {
            lo = Swift.min(lo, cells.min)
            hi = Swift.max(hi, cells.max)
        }
        self.scrollExtent = (lo, hi)
    }

    /// How many items the section holds.
    public var itemCount: Int { content.cellCount }

    /// Whether the section scrolls on its own, across the layout's axis.
    public var isOrthogonal: Bool { behavior.isOrthogonal }

    /// The natural frame of the cell at `item` (orthogonal offset not applied),
    /// or `nil` when the section has no such item.
    public func cellFrame(at item: Int) -> Rect? {
        (0..<content.cellCount).contains(item) ? content.cellFrame(item) : nil
    }

    /// The frame of every repetition of the root group, natural (no
    /// orthogonal offset applied), in order.
    public var groupFrames: [Rect] { content.groupFrames }

    /// At most how many elements of the section can meet `rect` (natural
    /// coordinates): every cell and badge of the groups met, and every
    /// boundary supplementary and decoration.
    func capacityEstimate(in rect: Rect) -> Int {
        let range = content.groups(meeting: rect)
        guard let first = range.first else { return boundary.count + decorations.count }
        let cells = content.firstCell(ofGroup: range.upperBound) - content.firstCell(ofGroup: first)
        let badges = content.firstAnchored(ofGroup: range.upperBound) - content.firstAnchored(ofGroup: first)
        return cells + badges + boundary.count + decorations.count
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
    ///   - limit: Stop once `out` holds more than this many elements.
    func appendElements(
        in rect: Rect, shift: Point, visible: (start: Double, end: Double), limit: Int = .max,
        to out: inout [LayoutAttributes]
    ) {
        let local = rect.offsetBy(dx: -shift.x, dy: -shift.y)
        let range = content.groups(meeting: local)
        var full = out.count > limit
        content.forEachCell(inGroups: range) { item, frame in
            guard !full, frame.intersects(local) else { return }
            out.append(cellAttributes(item, frame: frame, shift: shift))
            full = out.count > limit
        }
        if full { return }
        for element in boundary {
            let attributes = element.attributes(axis: scrollAxis, visibleStart: visible.start, visibleEnd: visible.end)
            if attributes.frame.intersects(rect) { out.append(attributes) }
        }
        for group in range where content.anchoredCount > 0 {
            for offset in 0..<(content.firstAnchored(ofGroup: group + 1) - content.firstAnchored(ofGroup: group)) {
                let anchored = content.anchored(inGroup: group, offset: offset)
                if anchored.frame.intersects(local) { out.append(attributes(of: anchored, shift: shift)) }
            }
        }
        for decoration in decorations where decoration.frame.intersects(rect) {
            out.append(decoration)
        }
    }

    /// Appends every element of the section, in output order.
    func forEachElement(shift: Point, visible: (start: Double, end: Double), _ body: (LayoutAttributes) -> Void) {
        for item in 0..<content.cellCount {
            body(cellAttributes(item, shift: shift))
        }
        for element in boundary {
            body(element.attributes(axis: scrollAxis, visibleStart: visible.start, visibleEnd: visible.end))
        }
        content.forEachAnchored { body(attributes(of: $0, shift: shift)) }
        decorations.forEach(body)
    }

    /// How many elements ``forEachElement(shift:visible:_:)`` visits.
    var elementCount: Int {
        content.cellCount + boundary.count + content.anchoredCount + decorations.count
    }

    /// The attributes of an anchored supplementary, moved by `shift`.
    private func attributes(of anchored: SectionContent.Anchored, shift: Point) -> LayoutAttributes {
        LayoutAttributes(
            category: .supplementary, kind: anchored.kind,
            indexPath: ElementIndexPath(section: index, item: anchored.item),
            frame: anchored.frame.offsetBy(dx: shift.x, dy: shift.y), zIndex: anchored.zIndex)
    }

    /// The attributes of the cell at `item`, moved by `shift`.
    func cellAttributes(_ item: Int, shift: Point) -> LayoutAttributes {
        cellAttributes(item, frame: content.cellFrame(item), shift: shift)
    }

    /// The attributes of the cell at `item` whose natural frame is `frame`, moved by `shift`.
    private func cellAttributes(_ item: Int, frame: Rect, shift: Point) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, kind: nil, indexPath: ElementIndexPath(section: index, item: item),
            frame: frame.offsetBy(dx: shift.x, dy: shift.y), zIndex: content.zIndex(at: item))
    }
}
