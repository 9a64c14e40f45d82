import ListKitCore
import Synchronization

/// A layout solved for a viewport: the content size, every section's frames,
/// and an index that answers "which elements meet this rectangle" in
/// O(log n + k).
///
/// ```swift
/// let solved = try LayoutSolver.solve(layout, in: viewport)
/// let onScreen = solved.elements(in: Rect(x: 0, y: 400, width: 375, height: 812))
/// ```
public struct SolvedLayout: Sendable, LayoutElementSource {
    /// The viewport the layout was solved for.
    public let viewport: Viewport
    /// The layout's scroll axis.
    public let scrollAxis: Axis
    /// The size of the scrollable content.
    public let contentSize: Size
    /// The sections, in order.
    public var sections: [SolvedSection] { storage.sections }
    /// Which edge is leading; right to left, every frame this layout gives
    /// is the left-to-right frame mirrored across ``contentSize``'s width
    /// (the sections keep left-to-right frames: see SolvedLayout+Direction).
    public let layoutDirection: LayoutDirection
    /// The layout's own boundary supplementaries (index path section −1).
    var boundary: [BoundaryElement] { storage.boundary }
    /// For each section, the highest extent along the scroll axis reached by
    /// it or any section before it (a running maximum, for binary search).
    var prefixMaxEnd: [Double] { storage.prefixMaxEnd }
    /// For each section, the lowest extent along the scroll axis reached by
    /// it or any section after it (a running minimum, for binary search).
    var suffixMinStart: [Double] { storage.suffixMinStart }
    /// The arrays above, behind one reference: every copy of the layout
    /// (the collection view takes one each layout pass) retains one object
    /// instead of four.
    let storage: Storage
    /// This layout's number, one more than the layout made before it (in
    /// this process): ``cellFramesGeneration``.
    public let generation: UInt64
    /// Whether an element's frame depends on the content offset: a boundary
    /// supplementary of the layout or of a section pins to the visible
    /// bounds. Otherwise every answer at any offset is the elements of
    /// ``allElements(contentOffset:orthogonalOffsets:)`` meeting the
    /// rectangle, the same list whatever the offset (see `QueryWindow`).
    let pinsElements: Bool

    init(
        viewport: Viewport, scrollAxis: Axis, contentSize: Size, sections: [SolvedSection], boundary: [BoundaryElement],
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.layoutDirection = layoutDirection
        self.viewport = viewport
        self.scrollAxis = scrollAxis
        self.contentSize = contentSize
        var maxEnd = [Double]()
        maxEnd.reserveCapacity(sections.count)
        var minStart = [Double](filling: 0, count: sections.count)
        var pins = boundary.contains { $0.pinning != nil }
        var running = -Double.infinity
        for section in sections {
            running = Swift.max(running, section.scrollExtent.max)
            maxEnd.append(running)
            pins = pins || section.pinsBoundaryElements
        }
        var low = Double.infinity
        for i in stride(from: sections.count - 1, through: 0, by: -1) {
            low = Swift.min(low, sections[i].scrollExtent.min)
            minStart[i] = low
        }
        storage = Storage(sections: sections, boundary: boundary, prefixMaxEnd: maxEnd, suffixMinStart: minStart)
        generation = solvedLayoutCount.add(1, ordering: .relaxed).newValue
        pinsElements = pins
    }

    /// ``generation``: a solved layout's cells never move (orthogonal
    /// offsets apart), so its number names their frames.
    public var cellFramesGeneration: UInt64? { generation }

    /// The content offset at rest: (−leading inset, −top inset) left to
    /// right; right to left, the leading inset is on the right (see
    /// ``physicalRestContentOffset``).
    public var restContentOffset: Point { physicalRestContentOffset }

    /// The viewport's bounds at `contentOffset`, in content coordinates.
    public func bounds(at contentOffset: Point) -> Rect {
        Rect(origin: contentOffset, size: viewport.size)
    }

    /// Every element of the layout: the layout's own boundary supplementaries,
    /// then section by section its cells by item, boundary supplementaries,
    /// anchored supplementaries by item and decorations.
    ///
    /// - Parameters:
    ///   - contentOffset: The content offset, which moves pinned
    ///     supplementaries; `nil` is the rest offset.
    ///   - orthogonalOffsets: Each orthogonal section's scroll offset; only
    ///     the component across the layout's scroll axis is used.
    public func allElements(contentOffset: Point? = nil, orthogonalOffsets: [Int: Point] = [:]) -> [LayoutAttributes] {
        var out = [LayoutAttributes]()
        out.reserveCapacity(elementCount)
        forEachElement(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets) { out.append($0) }
        return out
    }

    /// Calls `body` with every element, in the order of
    /// ``allElements(contentOffset:orthogonalOffsets:)``, holding none of
    /// them: the way to write out ten million elements.
    public func forEachElement(
        contentOffset: Point? = nil, orthogonalOffsets: [Int: Point] = [:], _ body: (LayoutAttributes) -> Void
    ) {
        let visible = visibleSpan(at: logicalOffset(contentOffset ?? restContentOffset))
        if layoutDirection.mirrors {
            let width = contentSize.width
            let mirroring: (LayoutAttributes) -> Void = { body(Self.mirrored($0, in: width)) }
            forEachLogicalElement(visible: visible, orthogonalOffsets: orthogonalOffsets, mirroring)
        } else {
            forEachLogicalElement(visible: visible, orthogonalOffsets: orthogonalOffsets, body)
        }
    }

    /// Calls `body` with every element, left to right (not mirrored).
    private func forEachLogicalElement(
        visible: (start: Double, end: Double), orthogonalOffsets: [Int: Point], _ body: (LayoutAttributes) -> Void
    ) {
        for element in boundary {
            body(element.attributes(axis: scrollAxis, visibleStart: visible.start, visibleEnd: visible.end))
        }
        for section in sections {
            section.forEachElement(shift: shift(of: section, orthogonalOffsets), visible: visible, body)
        }
    }

    /// How many elements the layout has: what ``allElements(contentOffset:orthogonalOffsets:)`` returns.
    public var elementCount: Int {
        sections.reduce(boundary.count) { $0 + $1.elementCount }
    }

    /// The elements whose frame meets `rect` in a region of positive area, in
    /// the order of ``allElements(contentOffset:orthogonalOffsets:)``.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in content coordinates.
    ///   - contentOffset: The content offset (it moves pinned supplementaries).
    ///   - orthogonalOffsets: Each orthogonal section's scroll offset; only
    ///     the component across the layout's scroll axis is used.
    /// - Returns: The matching elements with pinning and offsets applied to their frames.
    public func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
        elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: .max)
    }

    /// The same elements as ``elements(in:contentOffset:orthogonalOffsets:)``,
    /// but no more than `limit + 1` of them: enough to tell that there are
    /// more than `limit` without making them all.
    public func elements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int
    ) -> [LayoutAttributes] {
        var out = [LayoutAttributes]()
        elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit, into: &out)
        return out
    }

    /// The elements of ``elements(in:contentOffset:orthogonalOffsets:limit:)``
    /// written into `out`, whose old contents are removed and whose memory is
    /// kept: a caller that passes the same buffer frame after frame allocates
    /// only when more elements meet than ever before.
    public func elements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int,
        into out: inout [LayoutAttributes]
    ) {
        out.removeAll(keepingCapacity: true)
        guard layoutDirection.mirrors else {
            logicalElements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit, into: &out)
            return
        }
        mirroredElements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit, into: &out)
    }

    /// The attributes of the pinning boundary supplementary `attributes`
    /// describe (one this layout gave) where it is shown at `contentOffset`:
    /// what ``elements(in:contentOffset:orthogonalOffsets:limit:)`` gives for
    /// it at that offset.
    func pinned(_ attributes: LayoutAttributes, at contentOffset: Point) -> LayoutAttributes? {
        let visible = visibleSpan(at: logicalOffset(contentOffset))
        let path = attributes.indexPath
        let shown: LayoutAttributes?
        if path.section < 0 {
            shown = boundary.first { $0.indexPath.item == path.item }?
                .attributes(axis: scrollAxis, visibleStart: visible.start, visibleEnd: visible.end)
        } else if sections.indices.contains(path.section) {
            shown = sections[path.section].shownBoundary(at: path.item, visible: visible)
        } else {
            shown = nil
        }
        return shown.map(directed)
    }

    /// ``elements(in:contentOffset:orthogonalOffsets:limit:)`` left to right,
    /// appended to the empty `out`: `rect` and `contentOffset` in
    /// left-to-right coordinates, frames not mirrored.
    func logicalElements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int,
        into out: inout [LayoutAttributes]
    ) {
        let visible = visibleSpan(at: contentOffset)
        for element in boundary {
            let attributes = element.attributes(axis: scrollAxis, visibleStart: visible.start, visibleEnd: visible.end)
            if attributes.frame.intersects(rect) { out.append(attributes) }
        }
        let met = sections(meeting: rect)
        // One allocation for a new buffer's answer: the groups met bound the
        // cells found. A buffer used before keeps its memory and is not sized again.
        if out.capacity == 0 {
            var capacity = out.count
            for s in met {
                let section = sections[s]
                let moved = shift(of: section, orthogonalOffsets)
                capacity += section.capacityEstimate(in: rect.offsetBy(dx: -moved.x, dy: -moved.y))
            }
            let wanted = Swift.min(capacity, limit == .max ? capacity : limit + 1)
            if out.capacity < wanted { out.reserveCapacity(wanted) }
        }
        for s in met where out.count <= limit {
            let section = sections[s]
            section.appendElements(
                in: rect, shift: shift(of: section, orthogonalOffsets), visible: visible, limit: limit, to: &out)
        }
    }

    /// The indices of the sections that may show an element meeting the
    /// left-to-right `rect` along the scroll axis (pinned ones at any
    /// offset): binary searches over the running extents (``RunningExtents``).
    func sections(meeting rect: Rect) -> Range<Int> {
        RunningExtents.indices(
            meetingFrom: rect.min(scrollAxis), to: rect.max(scrollAxis),
            prefixMaximumEnds: prefixMaxEnd, suffixMinimumStarts: suffixMinStart)
    }

    /// The visible span along the scroll axis at `contentOffset`: the bounds
    /// minus the adjusted content inset (rule 17). Left-to-right coordinates:
    /// right to left, pass ``logicalOffset(_:)`` of the collection view's offset.
    public func visibleSpan(at contentOffset: Point) -> (start: Double, end: Double) {
        let start = contentOffset[scrollAxis] + viewport.contentInset.start(scrollAxis)
        let end = contentOffset[scrollAxis] + viewport.size[scrollAxis] - viewport.contentInset.end(scrollAxis)
        return (start, end)
    }

    /// The elements that meet `rect`, at the rest offset and with no orthogonal offsets.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        elements(in: rect, contentOffset: restContentOffset, orthogonalOffsets: [:])
    }

    /// The elements that meet the viewport's bounds at `contentOffset`.
    public func visibleElements(contentOffset: Point, orthogonalOffsets: [Int: Point] = [:]) -> [LayoutAttributes] {
        elements(in: bounds(at: contentOffset), contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
    }

    /// Whether `attributes` move with their section's orthogonal scrolling:
    /// cells and the supplementaries anchored to items and groups (a
    /// section's headers, footers and decorations stay).
    public func movesWithOrthogonalScrolling(_ attributes: LayoutAttributes) -> Bool {
        switch attributes.category {
        case .cell: return true
        case .decoration: return false
        case .supplementary:
            let path = attributes.indexPath
            guard sections.indices.contains(path.section) else { return false }
            return !sections[path.section].hasBoundarySupplementary(item: path.item) { $0 == attributes.kind }
        }
    }

    /// Whether the supplementary of element kind `kind` at `indexPath` is a
    /// header or footer (of its section, or of the layout for a negative
    /// section), whose item is its place among them, rather than one
    /// anchored to an item or a group, whose index path is that item's.
    ///
    /// - Parameters:
    ///   - kind: The supplementary's element kind.
    ///   - indexPath: Its index path.
    /// - Returns: `false` as well for a section the layout does not have.
    public func isBoundarySupplementary(kind: String, at indexPath: ElementIndexPath) -> Bool {
        guard indexPath.section >= 0 else { return true }
        guard sections.indices.contains(indexPath.section) else { return false }
        return sections[indexPath.section].hasBoundarySupplementary(item: indexPath.item) { $0.name == kind }
    }

    /// How far orthogonal section `section`'s moving elements are shifted by
    /// its offset in `offsets` (zero for other sections).
    public func orthogonalShift(ofSection section: Int, _ offsets: [Int: Point]) -> Point {
        guard sections.indices.contains(section) else { return .zero }
        var moved = shift(of: sections[section], offsets)
        // Right to left, a shift to the left is mirrored into one to the right.
        if layoutDirection.mirrors { moved.x = -moved.x }
        return moved
    }

    /// How far an orthogonal section's elements move: minus its offset across
    /// the scroll axis. Other sections do not move.
    func shift(of section: SolvedSection, _ offsets: [Int: Point]) -> Point {
        guard section.isOrthogonal, let offset = offsets[section.index] else { return .zero }
        var shift = Point.zero
        shift[section.repeatAxis] = -offset[section.repeatAxis]
        return shift
    }
}

/// How many solved layouts this process has made: the next one's ``SolvedLayout/generation``.
private let solvedLayoutCount = Atomic<UInt64>(0)

extension SolvedLayout {
    /// A solved layout's arrays, which never change once it is made.
    final class Storage: Sendable {
        /// The sections, in order.
        let sections: [SolvedSection]
        /// The layout's own boundary supplementaries.
        let boundary: [BoundaryElement]
        /// Running maxima of the sections' scroll extents.
        let prefixMaxEnd: [Double]
        /// Running minima of the sections' scroll extents, from the end.
        let suffixMinStart: [Double]

        init(sections: [SolvedSection], boundary: [BoundaryElement], prefixMaxEnd: [Double], suffixMinStart: [Double]) {
            self.sections = sections
            self.boundary = boundary
            self.prefixMaxEnd = prefixMaxEnd
            self.suffixMinStart = suffixMinStart
        }
    }
}
