import ListKitCore

/// One section of a solved layout: its frame, its elements' natural frames
/// and the per-section index that answers rectangle queries.
///
/// A section is solved from 0 along the scroll axis and then placed at its
/// ``start``, which moves every frame it gives when read: a section that
/// did not change is placed again, not solved again, when the sections
/// before it change length (its internal `place(at:)`).
public struct SolvedSection: Sendable {
    /// What the solve made of the section, behind one reference: a section
    /// is copied on every query and by every solve that takes it from the
    /// last one, and each reference a copy holds costs a retain and a release.
    private final class Solved: Sendable {
        let index: Int
        let behavior: OrthogonalScrollingBehavior
        let scrollAxis: Axis
        let repeatAxis: Axis
        let rowLength: Double
        let unplacedFrame: Rect
        let content: SectionContent
        let unplacedBoundary: [BoundaryElement]
        let decorationStore: DecorationStore
        let unplacedScrollExtent: (min: Double, max: Double)

        init(
            index: Int, behavior: OrthogonalScrollingBehavior, scrollAxis: Axis, rowLength: Double,
            unplacedFrame: Rect, content: SectionContent, unplacedBoundary: [BoundaryElement],
            decorationStore: DecorationStore, unplacedScrollExtent: (min: Double, max: Double)
        ) {
            self.index = index
            self.behavior = behavior
            self.scrollAxis = scrollAxis
            self.repeatAxis = content.axis
            self.rowLength = rowLength
            self.unplacedFrame = unplacedFrame
            self.content = content
            self.unplacedBoundary = unplacedBoundary
            self.decorationStore = decorationStore
            self.unplacedScrollExtent = unplacedScrollExtent
        }
    }

    /// The solve's part, placed at ``start``.
    private let solved: Solved
    /// Where the section starts along the scroll axis, in content coordinates.
    public private(set) var start: Double = 0

    /// The section's index in the layout.
    public var index: Int { solved.index }
    /// How the section scrolls across the layout's scroll axis.
    public var behavior: OrthogonalScrollingBehavior { solved.behavior }
    /// The layout's scroll axis.
    public var scrollAxis: Axis { solved.scrollAxis }
    /// The axis groups repeat along: the scroll axis, or across it for an
    /// orthogonal section.
    public var repeatAxis: Axis { solved.repeatAxis }
    /// For an orthogonal section, the length of its row of groups along the
    /// repeat axis, insets included; otherwise the section's length.
    public var rowLength: Double { solved.rowLength }
    /// The section's frame with the section starting at 0.
    private var unplacedFrame: Rect { solved.unplacedFrame }
    /// The cells, group repetitions and anchored supplementaries, natural
    /// (no orthogonal offset applied), with their per-repetition index; with
    /// the section starting at 0.
    var content: SectionContent { solved.content }
    /// The boundary supplementaries (natural frames, pinning rules), with
    /// the section starting at 0.
    private var unplacedBoundary: [BoundaryElement] { solved.unplacedBoundary }
    /// The decorations, with the section starting at 0.
    private var unplacedDecorations: [LayoutAttributes] { decorationStore.items }
    /// The decorations and a list section's rows.
    var decorationStore: DecorationStore { solved.decorationStore }
    /// ``scrollExtent`` with the section starting at 0.
    private var unplacedScrollExtent: (min: Double, max: Double) { solved.unplacedScrollExtent }
    /// A list section's separators and rounding, made from its rows' frames.
    var list: ListRows? { decorationStore.list }

    /// A section solved from 0 along `scrollAxis`: `frame` starts there, and
    /// so do the coordinates of `content`, `boundary` and `decorations`.
    init(
        index: Int, frame: Rect, behavior: OrthogonalScrollingBehavior, scrollAxis: Axis, rowLength: Double,
        content: SectionContent, boundary: [BoundaryElement], decorations: [LayoutAttributes], list: ListRows? = nil
    ) {
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
        solved = Solved(
            index: index, behavior: behavior, scrollAxis: scrollAxis, rowLength: rowLength, unplacedFrame: frame,
            content: content, unplacedBoundary: boundary,
            decorationStore: decorations.isEmpty && list == nil
                ? DecorationStore.empty : DecorationStore(items: decorations, list: list),
            unplacedScrollExtent: (lo, hi))
    }

    /// Puts the section at `start` along the scroll axis: nothing is laid
    /// out again, and every frame it gives is moved there (by the same
    /// additions whichever start it had before, so a section placed again
    /// gives exactly the frames of one solved there).
    mutating func place(at start: Double) {
        self.start = start
    }

    /// The section's frame in content coordinates: its content insets and the
    /// boundary supplementaries that extend it included, spanning the
    /// container across the scroll axis.
    public var frame: Rect { placed(unplacedFrame) }

    /// The natural frame of the section's boundary supplementary at
    /// `position` (no pinning applied), or `nil` when there is none.
    func boundaryFrame(at position: Int) -> Rect? {
        unplacedBoundary.first { $0.indexPath.item == position }?.moved(by: start, along: scrollAxis).frame
    }

    /// The attributes of boundary supplementary `element` placed with the
    /// section, for the visible span `visible` (a pinned one where it pins),
    /// left to right.
    private func shown(_ element: BoundaryElement, visible: (start: Double, end: Double)) -> LayoutAttributes {
        element.moved(by: start, along: scrollAxis)
            .attributes(axis: scrollAxis, visibleStart: visible.start, visibleEnd: visible.end)
    }

    /// Whether a boundary supplementary of the section pins to the visible
    /// bounds: its frame then depends on the content offset.
    var pinsBoundaryElements: Bool { unplacedBoundary.contains { $0.pinning != nil } }

    /// The boundary supplementary at `position` where it is shown for the
    /// visible span `visible`, or `nil` when there is none.
    func shownBoundary(at position: Int, visible: (start: Double, end: Double)) -> LayoutAttributes? {
        unplacedBoundary.first { $0.indexPath.item == position }.map { shown($0, visible: visible) }
    }

    /// The boundary supplementaries where they are shown for the visible
    /// span `visible` (pinned ones where they pin), left to right.
    func shownBoundary(visible: (start: Double, end: Double)) -> [LayoutAttributes] {
        unplacedBoundary.map { shown($0, visible: visible) }
    }

    /// The positions of the boundary supplementaries that wait to be
    /// measured (see `BoundarySizing`) and meet `rect` where they are shown
    /// for the visible span `visible`. Only those that wait are placed, so a
    /// layout pass over sections with nothing to measure allocates nothing.
    func unmeasuredBoundary(in rect: Rect, visible: (start: Double, end: Double)) -> [Int] {
        unplacedBoundary.compactMap { element in
            element.awaitsMeasuring && shown(element, visible: visible).frame.intersects(rect)
                ? element.indexPath.item : nil
        }
    }

    /// Whether the section's boundary supplementary at position `item`
    /// exists and has a kind that `matches`.
    func hasBoundarySupplementary(item: Int, kind matches: (ElementKind) -> Bool) -> Bool {
        unplacedBoundary.contains { $0.indexPath.item == item && matches($0.kind) }
    }

    /// The extent along the scroll axis of everything the section can show,
    /// pinned supplementaries at any offset included.
    var scrollExtent: (min: Double, max: Double) {
        (unplacedScrollExtent.min + start, unplacedScrollExtent.max + start)
    }

    /// `rect`, given with the section starting at 0, placed.
    private func placed(_ rect: Rect) -> Rect {
        var moved = rect
        moved.origin[scrollAxis] += start
        return moved
    }

    /// `attributes`, given with the section starting at 0, placed.
    private func placed(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var moved = attributes
        moved.frame = placed(attributes.frame)
        return moved
    }

    /// `shift` plus the move to the section's start: what moves a cell or an
    /// anchored supplementary from where the content keeps it.
    private func placing(_ shift: Point) -> Point {
        var moved = shift
        moved[scrollAxis] += start
        return moved
    }

    /// How many items the section holds.
    public var itemCount: Int { content.cellCount }

    /// Whether the section scrolls on its own, across the layout's axis.
    public var isOrthogonal: Bool { behavior.isOrthogonal }

    /// The natural frame of the cell at `item` (orthogonal offset not applied),
    /// or `nil` when the section has no such item.
    public func cellFrame(at item: Int) -> Rect? {
        (0..<content.cellCount).contains(item) ? placed(content.cellFrame(item)) : nil
    }

    /// The frame of every repetition of the root group, natural (no
    /// orthogonal offset applied), in order.
    public var groupFrames: [Rect] { content.groupFrames.map(placed) }

    /// At most how many elements of the section can meet `rect` (natural
    /// coordinates): every cell and badge of the groups met, and every
    /// boundary supplementary and decoration.
    func capacityEstimate(in rect: Rect) -> Int {
        let range = content.groups(meeting: unplaced(rect))
        let others = unplacedBoundary.count + unplacedDecorations.count
        guard let first = range.first else { return others }
        let cells = content.firstCell(ofGroup: range.upperBound) - content.firstCell(ofGroup: first)
        let badges = content.firstAnchored(ofGroup: range.upperBound) - content.firstAnchored(ofGroup: first)
        return cells + badges + others + (decorationStore.separatorCount > 0 ? cells : 0)
    }

    /// The repetitions that can meet `rect` (content coordinates, natural:
    /// no orthogonal offset applied).
    func groups(meeting rect: Rect) -> Range<Int> {
        content.groups(meeting: unplaced(rect))
    }

    /// `rect`, in content coordinates, in the coordinates the section keeps
    /// (starting at 0).
    private func unplaced(_ rect: Rect) -> Rect {
        var moved = rect
        moved.origin[scrollAxis] -= start
        return moved
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
        let moved = placing(shift)
        let local = rect.offsetBy(dx: -moved.x, dy: -moved.y)
        let range = content.groups(meeting: local)
        var full = out.count > limit
        content.forEachCell(inGroups: range) { item, frame in
            let placed = frame.offsetBy(dx: moved.x, dy: moved.y)
            guard !full, placed.intersects(rect) else { return }
            out.append(cellAttributes(item, placedFrame: placed))
            full = out.count > limit
        }
        if full { return }
        for element in unplacedBoundary {
            let attributes = shown(element, visible: visible)
            if attributes.frame.intersects(rect) { out.append(attributes) }
        }
        for group in range where content.anchoredCount > 0 {
            for offset in 0..<(content.firstAnchored(ofGroup: group + 1) - content.firstAnchored(ofGroup: group)) {
                let attributes = attributes(of: content.anchored(inGroup: group, offset: offset), moved: moved)
                if attributes.frame.intersects(rect) { out.append(attributes) }
            }
        }
        for decoration in unplacedDecorations {
            let attributes = placed(decoration)
            if attributes.frame.intersects(rect) { out.append(attributes) }
        }
        if decorationStore.separatorCount > 0 {
            appendSeparators(in: rect, groups: range, moved: moved, limit: limit, to: &out)
        }
    }

    /// Appends the separators of a list section's rows in `groups` that
    /// meet `rect`, by row (kept out of ``appendElements(in:shift:visible:limit:to:)``,
    /// whose other sections never need it).
    @inline(never)
    private func appendSeparators(
        in rect: Rect, groups range: Range<Int>, moved: Point, limit: Int, to out: inout [LayoutAttributes]
    ) {
        guard let list else { return }
        content.forEachCell(inGroups: range) { item, frame in
            guard out.count <= limit,
                  let separator = list.separator(item: item, row: frame.offsetBy(dx: moved.x, dy: moved.y)),
                  separator.frame.intersects(rect)
            else { return }
            out.append(separator)
        }
    }

    /// Appends every element of the section, in output order.
    func forEachElement(shift: Point, visible: (start: Double, end: Double), _ body: (LayoutAttributes) -> Void) {
        let moved = placing(shift)
        for item in 0..<content.cellCount {
            body(cellAttributes(item, placedFrame: content.cellFrame(item).offsetBy(dx: moved.x, dy: moved.y)))
        }
        for element in unplacedBoundary {
            body(shown(element, visible: visible))
        }
        content.forEachAnchored { body(attributes(of: $0, moved: moved)) }
        for decoration in unplacedDecorations { body(placed(decoration)) }
        if decorationStore.separatorCount > 0, let list {
            for item in 0..<content.cellCount {
                let row = content.cellFrame(item).offsetBy(dx: moved.x, dy: moved.y)
                if let separator = list.separator(item: item, row: row) { body(separator) }
            }
        }
    }

    /// How many elements ``forEachElement(shift:visible:_:)`` visits.
    var elementCount: Int {
        content.cellCount + unplacedBoundary.count + content.anchoredCount + unplacedDecorations.count
            + decorationStore.separatorCount
    }

    /// The corners of the row at `item` that an inset-grouped list rounds
    /// (the first row's top corners, the last row's bottom ones); empty for
    /// other rows, other appearances and sections that are not lists.
    public func listRowCorners(at item: Int) -> ListRowCorners {
        list?.corners(item: item) ?? []
    }

    /// The radius of the corners ``listRowCorners(at:)`` names (0 when none are rounded).
    public var listCornerRadius: Double { list?.cornerRadius ?? 0 }

    /// The appearance of a list section; `nil` for other sections.
    public var listAppearance: ListAppearance? { list?.appearance }

    /// The attributes of an anchored supplementary kept by the content,
    /// moved by `moved` (see ``placing(_:)``).
    private func attributes(of anchored: SectionContent.Anchored, moved: Point) -> LayoutAttributes {
        LayoutAttributes(
            category: .supplementary, kind: anchored.kind,
            indexPath: ElementIndexPath(section: index, item: anchored.item),
            frame: anchored.frame.offsetBy(dx: moved.x, dy: moved.y), zIndex: anchored.zIndex)
    }

    /// The attributes of the cell at `item` (`0..<itemCount`), placed and
    /// moved by the orthogonal `shift`.
    func cellAttributes(_ item: Int, shift: Point) -> LayoutAttributes {
        let moved = placing(shift)
        return cellAttributes(item, placedFrame: content.cellFrame(item).offsetBy(dx: moved.x, dy: moved.y))
    }

    /// The attributes of the cell at `item` whose frame, placed and moved, is `placedFrame`.
    private func cellAttributes(_ item: Int, placedFrame: Rect) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, kind: nil, indexPath: ElementIndexPath(section: index, item: item),
            frame: placedFrame, zIndex: content.zIndex(at: item))
    }
}

/// A solved section's decorations and list rows, kept by reference; the
/// many sections that have neither share ``empty``.
final class DecorationStore: Sendable {
    /// No decorations, no list.
    static let empty = DecorationStore(items: [], list: nil)

    /// The section's decorations, with the section starting at 0.
    let items: [LayoutAttributes]
    /// A list section's rows.
    let list: ListRows?
    /// How many separators the list rows show (0 when not a list): read
    /// without copying the rows out.
    let separatorCount: Int

    init(items: [LayoutAttributes], list: ListRows?) {
        self.items = items
        self.list = list
        self.separatorCount = list?.separatorCount ?? 0
    }
}
