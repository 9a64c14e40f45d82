import ListKitCore

/// The cells, group repetitions and anchored supplementaries of one section,
/// in natural coordinates, with what the rectangle query needs: for each
/// repetition its range of cells and supplementaries and its extent along the
/// axis repetitions follow.
///
/// The queries a frame makes for each element are `@inline(__always)`: a
/// solved section keeps its content behind a reference, and a call that is
/// not inlined copies the content out of it first (the rectangle query
/// 2–3 % dearer without).
struct SectionContent: Sendable {
    /// A supplementary anchored to a cell or a group, placed.
    struct Anchored: Sendable {
        /// The item whose index path it takes.
        var item: Int
        /// Its natural frame.
        var frame: Rect
        /// Its element kind, interned.
        var kind: ElementKind
        /// Its stacking order.
        var zIndex: Int
    }

    /// The axis repetitions follow.
    let axis: Axis
    /// The layout's scroll axis, along which ``scrollExtent`` is kept.
    let scrollAxis: Axis
    /// The repetitions when one template repeats at a regular stride: then
    /// nothing below is stored per cell or per repetition, and every frame
    /// is computed when asked.
    private var uniform: UniformRepetition?
    /// The extent along the scroll axis of every appended cell,
    /// supplementary and repetition; `nil` while there are none.
    private var appendedScrollExtent: (min: Double, max: Double)?
    /// Each appended cell's natural frame, by item.
    private var cellFrames: [Rect] = []
    /// Each appended cell's zIndex, by item; empty while every cell is at 0.
    private var cellZIndexes: [Int] = []
    /// Each appended repetition's frame.
    private var appendedGroupFrames: [Rect] = []
    /// Each appended repetition's first cell; one more entry holds the cell count.
    private var groupFirstCell: [Int] = [0]
    /// Each appended repetition's first anchored supplementary; one more
    /// entry holds their count.
    private var groupFirstAnchored: [Int] = [0]
    /// The anchored supplementaries of the templates appended, relative to
    /// the template's origin: a repetition's supplementaries are its
    /// template's moved to its origin, so ten million items repeating one
    /// template keep one list, not one record per supplementary.
    private var anchoredLists: [[GroupTemplate.Anchored]] = []
    /// Each repetition's index in ``anchoredLists`` (−1: none); empty while
    /// every repetition so far uses ``uniformAnchoredList``, which keeps the
    /// common case (one template repeated) to no work per repetition.
    private var groupAnchoredList: [Int32] = []
    /// The list every repetition uses while ``groupAnchoredList`` is empty
    /// (`nil` before the first repetition).
    private var uniformAnchoredList: Int32?
    /// The template whose list was stored last, and where.
    private var lastAnchoredList: (template: Int, index: Int32)?
    /// The next prepared template's identity.
    private var nextTemplate = 0
    /// Each appended repetition's lowest coordinate along ``axis`` (cells
    /// and supplementaries included), as a running minimum from the end.
    private var lowSuffixMinimum: [Double] = []
    /// Each appended repetition's highest coordinate along ``axis``, as a
    /// running maximum.
    private var highPrefixMaximum: [Double] = []
    private var lows: [Double] = []

    /// An empty content whose repetitions follow `axis`, in a layout that
    /// scrolls along `scrollAxis`.
    init(axis: Axis, scrollAxis: Axis) {
        self.axis = axis
        self.scrollAxis = scrollAxis
    }

    /// Makes room for `cells` more appended cells.
    mutating func reserveCells(_ cells: Int) {
        cellFrames.reserveCapacity(cellFrames.count + cells)
    }

    /// Calls `body` with the item and natural frame of every cell of the
    /// repetitions in `groups`, in item order: a uniform repetition's origin
    /// is computed once per repetition, not once per cell.
    @inline(__always)
    func forEachCell(inGroups groups: Range<Int>, _ body: (Int, Rect) -> Void) {
        guard let uniform else {
            guard let first = groups.first else { return }
            for item in groupFirstCell[first]..<groupFirstCell[groups.upperBound] { body(item, cellFrames[item]) }
            return
        }
        if uniform.exceptions == nil && uniform.lastTemplate == nil {
            // Every repetition copies the template: its frames are read
            // in place (choosing them per repetition retained them each time).
            let frames = uniform.template.frames
            for group in groups {
                let origin = uniform.origin(ofGroup: group)
                let first = group * uniform.perGroup
                for offset in 0..<uniform.cells(inGroup: group) {
                    body(first + offset, frames[offset].offsetBy(dx: origin.x, dy: origin.y))
                }
            }
            return
        }
        for group in groups {
            let origin = uniform.origin(ofGroup: group)
            let frames = uniform.template(ofGroup: group).frames
            let first = group * uniform.perGroup
            for offset in 0..<uniform.cells(inGroup: group) {
                body(first + offset, frames[offset].offsetBy(dx: origin.x, dy: origin.y))
            }
        }
    }

    /// How many cells there are.
    var cellCount: Int { uniform?.cellCount ?? cellFrames.count }

    /// How many repetitions there are.
    var groupCount: Int { uniform?.groupCount ?? appendedGroupFrames.count }

    /// The natural frame of the cell at `item` (`0..<cellCount`).
    @inline(__always)
    func cellFrame(_ item: Int) -> Rect { uniform?.cellFrame(item) ?? cellFrames[item] }

    /// The frame of repetition `group` (`0..<groupCount`).
    func groupFrame(_ group: Int) -> Rect { uniform?.groupFrame(group) ?? appendedGroupFrames[group] }

    /// Every repetition's frame, in order (made on each call when computed).
    var groupFrames: [Rect] {
        guard let uniform else { return appendedGroupFrames }
        return (0..<uniform.groupCount).map(uniform.groupFrame)
    }

    /// The repetition holding the cell at `item` (`0..<cellCount`).
    func group(ofCell item: Int) -> Int {
        if let uniform { return item / uniform.perGroup }
        // The last repetition starting at or before `item`.
        guard groupCount > 1 else { return 0 }
        return (1..<groupCount).partitionPoint { groupFirstCell[$0] > item } - 1
    }

    /// The first cell of repetition `group`; `groupCount` gives the cell count.
    @inline(__always)
    func firstCell(ofGroup group: Int) -> Int {
        guard let uniform else { return groupFirstCell[group] }
        return Swift.min(group * uniform.perGroup, uniform.cellCount)
    }

    /// The first anchored supplementary of repetition `group`; `groupCount`
    /// gives their count.
    @inline(__always)
    func firstAnchored(ofGroup group: Int) -> Int {
        uniform?.firstAnchored(ofGroup: group) ?? groupFirstAnchored[group]
    }

    /// The extent along the scroll axis of every cell, supplementary and
    /// repetition; `nil` while there are none.
    var scrollExtent: (min: Double, max: Double)? {
        guard let uniform else { return appendedScrollExtent }
        return uniform.scrollExtent(scrollAxis: scrollAxis)
    }

    /// The zIndex of the cell at `item`.
    @inline(__always)
    func zIndex(at item: Int) -> Int {
        if let uniform { return uniform.zIndex(at: item) }
        return cellZIndexes.isEmpty ? 0 : cellZIndexes[item]
    }

    /// A template flattened for repeated appending: computed once per
    /// template, so that appending a repetition copies plain frames only.
    struct Prepared: Sendable {
        /// The cells' frames, relative to the template's origin.
        var frames: [Rect]
        /// The cells' zIndexes; empty when every cell is at 0.
        var zIndexes: [Int]
        /// The anchored supplementaries, by cell.
        var anchored: [GroupTemplate.Anchored]
        /// Which prepared template this is, in its section.
        var identity: Int
        /// The template's size.
        var size: Size
        /// The extent along the repetition axis, relative to the template's origin.
        var along: (min: Double, max: Double)
        /// The extent along the scroll axis, relative to the template's origin.
        var scroll: (min: Double, max: Double)
    }

    /// `template` prepared for appending (cells and supplementaries that stick
    /// out included in its extents).
    mutating func prepare(_ template: GroupTemplate) -> Prepared {
        let zIndexes = template.cells.contains { $0.zIndex != 0 } ? template.cells.map(\.zIndex) : []
        nextTemplate += 1
        return Prepared(
            frames: template.cells.map(\.frame), zIndexes: zIndexes, anchored: template.anchored, identity: nextTemplate,
            size: template.size, along: template.extent(along: axis), scroll: template.extent(along: scrollAxis))
    }

    /// Makes room for `groups` more repetitions.
    mutating func reserveGroups(_ groups: Int) {
        appendedGroupFrames.reserveCapacity(appendedGroupFrames.count + groups)
        groupFirstCell.reserveCapacity(groupFirstCell.count + groups)
        groupFirstAnchored.reserveCapacity(groupFirstAnchored.count + groups)
        lows.reserveCapacity(lows.count + groups)
        highPrefixMaximum.reserveCapacity(highPrefixMaximum.count + groups)
    }

    /// How many anchored supplementaries the section holds.
    var anchoredCount: Int { firstAnchored(ofGroup: groupCount) }

    /// The index in ``anchoredLists`` of repetition `group`'s supplementaries.
    private func anchoredList(of group: Int) -> Int {
        Int(groupAnchoredList.isEmpty ? uniformAnchoredList ?? -1 : groupAnchoredList[group])
    }

    /// The anchored supplementary at `offset` among repetition `group`'s, placed.
    func anchored(inGroup group: Int, offset: Int) -> Anchored {
        let template = uniform.map { $0.template(ofGroup: group).anchored[offset] } ?? anchoredLists[anchoredList(of: group)][offset]
        let origin = groupFrame(group).origin
        return Anchored(
            item: firstCell(ofGroup: group) + template.cell, frame: template.frame.offsetBy(dx: origin.x, dy: origin.y),
            kind: template.kind, zIndex: template.zIndex)
    }

    /// Calls `body` with every anchored supplementary, by item.
    func forEachAnchored(_ body: (Anchored) -> Void) {
        guard anchoredCount > 0 else { return }
        for group in 0..<groupCount {
            for offset in 0..<(firstAnchored(ofGroup: group + 1) - firstAnchored(ofGroup: group)) {
                body(anchored(inGroup: group, offset: offset))
            }
        }
    }

    /// Fills an empty content with `cells` cells of `template` repeated
    /// along ``axis``: repetition `g` at `snap(start + g × stride)`, at
    /// `across` across it.
    ///
    /// With `expand` false and a stride that is not negative, nothing is
    /// stored per repetition (see ``UniformRepetition``); otherwise each
    /// repetition is appended at the same origin the formula gives.
    ///
    /// - Returns: Where the repetitions end along ``axis``, before the last
    ///   spacing is taken off: `start + groups × stride`.
    mutating func repeatUniformly(
        _ template: Prepared, cells: Int, start: Double, stride: Double, across: Double, grid: PixelGrid,
        expand: Bool
    ) -> Double {
        let repetition = UniformRepetition(
            template: template, axis: axis, cellCount: cells, start: start, stride: stride, across: across, grid: grid)
        keep(repetition, expand: expand)
        return start + Double(repetition.groupCount) * stride
    }

    /// Fills an empty content with `repetition`: kept as it is (nothing
    /// stored per repetition) unless `expand` is true or the stride is
    /// negative, when each repetition is appended at the origin it gives.
    mutating func keep(_ repetition: UniformRepetition, expand: Bool) {
        if !expand && repetition.stride >= 0 && cellCount == 0 {
            uniform = repetition
        } else {
            reserveGroups(repetition.groupCount)
            reserveCells(repetition.cellCount)
            for group in 0..<repetition.groupCount {
                var template = repetition.template(ofGroup: group)
                if repetition.exceptions?.templates[group] != nil {
                    // Prepared by an earlier solve's content, whose identities
                    // can be this content's: a fresh one keeps ``append``
                    // from taking another template's supplementaries.
                    nextTemplate += 1
                    template.identity = nextTemplate
                }
                append(template, at: repetition.origin(ofGroup: group), take: repetition.cells(inGroup: group))
            }
        }
    }

    /// The template every repetition copies, when the content is one
    /// template kept repeated (no repetition with a layout of its own, no
    /// last one of its own); `nil` for any other content.
    var repeatedTemplate: Prepared? {
        guard let uniform, uniform.exceptions == nil, uniform.lastTemplate == nil else { return nil }
        return uniform.template
    }

    /// `template`, prepared for another content, as this content's next
    /// template: the same frames, supplementaries and extents, under an
    /// identity of this content's.
    mutating func adopt(_ template: Prepared) -> Prepared {
        var adopted = template
        nextTemplate += 1
        adopted.identity = nextTemplate
        return adopted
    }

    /// The repetitions with their own layout of a lazily kept self-sized
    /// section; `nil` for any other content.
    var measuredRepetitions: MeasuredRepetitions? { uniform?.exceptions }

    /// Appends a repetition: the first `take` cells of `template` moved to
    /// `origin`, and the supplementaries anchored to them.
    mutating func append(_ template: Prepared, at origin: Point, take: Int) {
        let first = cellFrames.count
        let dx = origin.x
        let dy = origin.y
        for c in 0..<take {
            cellFrames.append(template.frames[c].offsetBy(dx: dx, dy: dy))
        }
        if !template.zIndexes.isEmpty || !cellZIndexes.isEmpty {
            if cellZIndexes.isEmpty { cellZIndexes = Array(repeating: 0, count: first) }
            if template.zIndexes.isEmpty {
                cellZIndexes.append(contentsOf: repeatElement(0, count: take))
            } else {
                cellZIndexes.append(contentsOf: template.zIndexes[0..<take])
            }
        }
        // The template's supplementaries of the cells taken (sorted by cell).
        var taken = 0
        if !template.anchored.isEmpty {
            while taken < template.anchored.count && template.anchored[taken].cell < take { taken += 1 }
        }
        var list: Int32 = -1
        if taken > 0 {
            if let last = lastAnchoredList, last.template == template.identity {
                list = last.index
            } else {
                anchoredLists.append(template.anchored)
                list = Int32(anchoredLists.count - 1)
                lastAnchoredList = (template.identity, list)
            }
        }
        if groupAnchoredList.isEmpty && (uniformAnchoredList == nil || uniformAnchoredList == list) {
            uniformAnchoredList = list
        } else {
            if groupAnchoredList.isEmpty {
                groupAnchoredList = Array(repeating: uniformAnchoredList ?? -1, count: appendedGroupFrames.count)
            }
            groupAnchoredList.append(list)
        }
        appendedGroupFrames.append(Rect(origin: origin, size: template.size))
        groupFirstCell.append(cellFrames.count)
        groupFirstAnchored.append((groupFirstAnchored.last ?? 0) + taken)
        // The template's extent moved to the origin bounds this repetition
        // (conservatively, when it takes only some of the template's cells).
        lows.append(origin[axis] + template.along.min)
        highPrefixMaximum.append(Swift.max(origin[axis] + template.along.max, highPrefixMaximum.last ?? -.infinity))
        let scrollLow = origin[scrollAxis] + template.scroll.min
        let scrollHigh = origin[scrollAxis] + template.scroll.max
        appendedScrollExtent = (
            Swift.min(appendedScrollExtent?.min ?? scrollLow, scrollLow),
            Swift.max(appendedScrollExtent?.max ?? scrollHigh, scrollHigh))
    }

    /// Completes the running minimum; call once after the last `append`.
    mutating func finish() {
        lowSuffixMinimum = lows
        var running = Double.infinity
        for g in stride(from: lows.count - 1, through: 0, by: -1) {
            running = Swift.min(running, lows[g])
            lowSuffixMinimum[g] = running
        }
        lows = []
    }

    /// The repetitions that can meet `rect`: binary search for the first whose
    /// running maximum passes the rectangle's start, then up to the first whose
    /// running minimum is past its end (``RunningExtents``): O(log g).
    @inline(__always)
    func groups(meeting rect: Rect) -> Range<Int> {
        let lower = rect.min(axis)
        let upper = rect.max(axis)
        if let uniform { return uniform.groups(meetingFrom: lower, to: upper) }
        return RunningExtents.indices(
            meetingFrom: lower, to: upper, prefixMaximumEnds: highPrefixMaximum, suffixMinimumStarts: lowSuffixMinimum)
    }
}
