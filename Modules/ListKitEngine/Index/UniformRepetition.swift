import ListKitCore

/// A section's root group repeated with one template at a regular stride:
/// every frame is computed when asked, so a million items cost what one
/// group costs.
///
/// Repetition `g` sits at `snap(start + g × stride + moved(g))` along the
/// repetition axis and at ``across`` across it, where `moved(g)` is the sum
/// of the length changes of the repetitions before `g` that have their own
/// layout (``MeasuredRepetitions``: a self-sized section's measured
/// repetitions; zero otherwise). The last repetition takes the first cells
/// of the template the section still has items for, or its own layout. The
/// solver uses the same formula when it expands repetitions one by one, so
/// both give the same frames.
///
/// A class (its fields never change): every query of a frame reads a
/// solved section's repetition for each element it gives, and a value this
/// large was copied out of the section at each read.
final class UniformRepetition: Sendable {
    /// The template every repetition copies.
    let template: SectionContent.Prepared
    /// The axis repetitions follow.
    let axis: Axis
    /// How many cells a whole repetition holds (at least 1).
    let perGroup: Int
    /// How many cells the section holds.
    let cellCount: Int
    /// Where the first repetition starts along ``axis``, before snapping.
    let start: Double
    /// The distance between consecutive repetitions: the template's length
    /// along ``axis`` plus the inter-group spacing; never negative.
    let stride: Double
    /// The repetitions' snapped coordinate across ``axis``.
    let across: Double
    /// The pixel grid origins snap to.
    let grid: PixelGrid
    /// How many repetitions there are.
    let groupCount: Int
    /// How many anchored supplementaries the last repetition holds (it may
    /// take only some of the template's cells); every other holds them all.
    let anchoredInLastGroup: Int
    /// The repetitions with their own layout; `nil` when every one copies
    /// ``template``.
    let exceptions: MeasuredRepetitions?
    /// The last repetition's own layout when it is not the template's first
    /// cells (a flow section's last line, packed where the others are
    /// justified); `nil` otherwise.
    let lastTemplate: SectionContent.Prepared?

    /// `cellCount` cells of `template` repeated along `axis`, repetition `g`
    /// at `snap(start + g × stride + moved(g))`, at `across` across the axis;
    /// `exceptions` lists the repetitions with their own layout;
    /// `lastTemplate`, when given, is the last repetition's.
    init(
        template: SectionContent.Prepared, axis: Axis, cellCount: Int, start: Double, stride: Double,
        across: Double, grid: PixelGrid, exceptions: MeasuredRepetitions? = nil,
        lastTemplate: SectionContent.Prepared? = nil
    ) {
        let perGroup = Swift.max(1, template.frames.count)
        self.template = template
        self.axis = axis
        self.perGroup = perGroup
        self.cellCount = cellCount
        self.start = start
        self.stride = stride
        self.across = across
        self.grid = grid
        self.exceptions = exceptions
        self.lastTemplate = lastTemplate
        let groupCount = (cellCount + perGroup - 1) / perGroup
        self.groupCount = groupCount
        // The template's supplementaries are sorted by cell.
        let lastCells = cellCount - (groupCount - 1) * perGroup
        let last = lastTemplate ?? exceptions?.templates[groupCount - 1] ?? template
        anchoredInLastGroup = groupCount == 0 ? 0 : last.anchored.prefix { $0.cell < lastCells }.count
    }

    /// The template repetition `group` copies.
    @inline(__always)
    func template(ofGroup group: Int) -> SectionContent.Prepared {
        if let lastTemplate, group == groupCount - 1 { return lastTemplate }
        guard let exceptions, let own = exceptions.templates[group] else { return template }
        return own
    }

    /// The widest extents of the templates along the repetition axis and
    /// the scroll axis: the template's, the exceptions' or the last one's.
    private var bounds: (along: (min: Double, max: Double), scroll: (min: Double, max: Double)) {
        var along = exceptions?.along ?? template.along
        var scroll = exceptions?.scroll ?? template.scroll
        if let lastTemplate {
            along = (Swift.min(along.min, lastTemplate.along.min), Swift.max(along.max, lastTemplate.along.max))
            scroll = (Swift.min(scroll.min, lastTemplate.scroll.min), Swift.max(scroll.max, lastTemplate.scroll.max))
        }
        return (along, scroll)
    }

    /// How many cells repetition `group` holds.
    func cells(inGroup group: Int) -> Int { Swift.min(perGroup, cellCount - group * perGroup) }

    /// The origin of repetition `group`.
    func origin(ofGroup group: Int) -> Point {
        var origin = Point.zero
        let moved = exceptions?.offsets.offset(before: group) ?? 0
        origin[axis] = grid.snap(start + Double(group) * stride + moved)
        origin[axis.orthogonal] = across
        return origin
    }

    /// The frame of repetition `group`.
    func groupFrame(_ group: Int) -> Rect {
        Rect(origin: origin(ofGroup: group), size: template(ofGroup: group).size)
    }

    /// The natural frame of the cell at `item`.
    func cellFrame(_ item: Int) -> Rect {
        let group = item / perGroup
        let origin = origin(ofGroup: group)
        return template(ofGroup: group).frames[item % perGroup].offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The zIndex of the cell at `item`.
    func zIndex(at item: Int) -> Int {
        template.zIndexes.isEmpty ? 0 : template.zIndexes[item % perGroup]
    }

    /// The index of the first anchored supplementary of repetition `group`;
    /// `group == groupCount` gives how many there are.
    func firstAnchored(ofGroup group: Int) -> Int {
        guard group > 0 else { return 0 }
        return group < groupCount ? group * template.anchored.count
            : (groupCount - 1) * template.anchored.count + anchoredInLastGroup
    }

    /// The repetitions whose extent along ``axis`` can meet `lower..<upper`:
    /// origins grow with the index, so two binary searches find them.
    func groups(meetingFrom lower: Double, to upper: Double) -> Range<Int> {
        let count = groupCount
        // With repetitions of their own, the widest extent of any template
        // bounds every repetition (origins still grow with the index).
        let along = lastTemplate == nil ? (exceptions?.along ?? template.along) : bounds.along
        let start = (0..<count).partitionPoint { origin(ofGroup: $0)[axis] + along.max > lower }
        let end = (start..<count).partitionPoint { origin(ofGroup: $0)[axis] + along.min >= upper }
        return start..<end
    }

    /// The extent along `scrollAxis` of every repetition and what it holds.
    func scrollExtent(scrollAxis: Axis) -> (min: Double, max: Double)? {
        guard cellCount > 0 else { return nil }
        let first = origin(ofGroup: 0)[scrollAxis]
        let last = origin(ofGroup: groupCount - 1)[scrollAxis]
        let scroll = lastTemplate == nil ? (exceptions?.scroll ?? template.scroll) : bounds.scroll
        return (Swift.min(first, last) + scroll.min, Swift.max(first, last) + scroll.max)
    }
}
