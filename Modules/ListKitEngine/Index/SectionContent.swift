import ListKitCore

/// The cells, group repetitions and anchored supplementaries of one section,
/// in natural coordinates, with what the rectangle query needs: for each
/// repetition its range of cells and supplementaries and its extent along the
/// axis repetitions follow.
struct SectionContent: Sendable {
    /// A supplementary anchored to a cell or a group, placed.
    struct Anchored: Sendable {
        /// The item whose index path it takes.
        var item: Int
        /// Its natural frame.
        var frame: Rect
        /// Its element kind.
        var elementKind: String
        /// Its stacking order.
        var zIndex: Int
    }

    /// The axis repetitions follow.
    let axis: Axis
    /// The layout's scroll axis, along which ``scrollExtent`` is kept.
    let scrollAxis: Axis
    /// The extent along the scroll axis of every cell, supplementary and
    /// repetition; `nil` while there are none.
    private(set) var scrollExtent: (min: Double, max: Double)?
    /// Each cell's natural frame, by item.
    private(set) var cellFrames: [Rect] = []
    /// Each cell's zIndex, by item; empty while every cell is at 0.
    private(set) var cellZIndexes: [Int] = []
    /// Each repetition's frame.
    private(set) var groupFrames: [Rect] = []
    /// Each repetition's first cell; one more entry holds the cell count.
    private(set) var groupFirstCell: [Int] = [0]
    /// Each repetition's first anchored supplementary; one more entry holds their count.
    private(set) var groupFirstAnchored: [Int] = [0]
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
    /// Each repetition's lowest coordinate along ``axis`` (cells and
    /// supplementaries included), as a running minimum from the end.
    private(set) var lowSuffixMinimum: [Double] = []
    /// Each repetition's highest coordinate along ``axis``, as a running maximum.
    private(set) var highPrefixMaximum: [Double] = []
    private var lows: [Double] = []

    /// An empty content whose repetitions follow `axis`, in a layout that
    /// scrolls along `scrollAxis`.
    init(axis: Axis, scrollAxis: Axis, expectedCells: Int = 0) {
        self.axis = axis
        self.scrollAxis = scrollAxis
        cellFrames.reserveCapacity(expectedCells)
    }

    /// How many cells there are.
    var cellCount: Int { cellFrames.count }

    /// How many repetitions there are.
    var groupCount: Int { groupFrames.count }

    /// The zIndex of the cell at `item`.
    func zIndex(at item: Int) -> Int { cellZIndexes.isEmpty ? 0 : cellZIndexes[item] }

    /// A template flattened for repeated appending: computed once per
    /// template, so that appending a repetition copies plain frames only.
    struct Prepared {
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
        groupFrames.reserveCapacity(groupFrames.count + groups)
        groupFirstCell.reserveCapacity(groupFirstCell.count + groups)
        groupFirstAnchored.reserveCapacity(groupFirstAnchored.count + groups)
        lows.reserveCapacity(lows.count + groups)
        highPrefixMaximum.reserveCapacity(highPrefixMaximum.count + groups)
    }

    /// How many anchored supplementaries the section holds.
    var anchoredCount: Int { groupFirstAnchored.last ?? 0 }

    /// The index in ``anchoredLists`` of repetition `group`'s supplementaries.
    private func anchoredList(of group: Int) -> Int {
        Int(groupAnchoredList.isEmpty ? uniformAnchoredList ?? -1 : groupAnchoredList[group])
    }

    /// The anchored supplementary at `offset` among repetition `group`'s, placed.
    func anchored(inGroup group: Int, offset: Int) -> Anchored {
        let template = anchoredLists[anchoredList(of: group)][offset]
        let origin = groupFrames[group].origin
        return Anchored(
            item: groupFirstCell[group] + template.cell, frame: template.frame.offsetBy(dx: origin.x, dy: origin.y),
            elementKind: template.elementKind, zIndex: template.zIndex)
    }

    /// Calls `body` with every anchored supplementary, by item.
    func forEachAnchored(_ body: (Anchored) -> Void) {
        guard anchoredCount > 0 else { return }
        for group in groupFrames.indices {
            for offset in 0..<(groupFirstAnchored[group + 1] - groupFirstAnchored[group]) {
                body(anchored(inGroup: group, offset: offset))
            }
        }
    }

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
                groupAnchoredList = Array(repeating: uniformAnchoredList ?? -1, count: groupFrames.count)
            }
            groupAnchoredList.append(list)
        }
        groupFrames.append(Rect(origin: origin, size: template.size))
        groupFirstCell.append(cellFrames.count)
        groupFirstAnchored.append((groupFirstAnchored.last ?? 0) + taken)
        // The template's extent moved to the origin bounds this repetition
        // (conservatively, when it takes only some of the template's cells).
        lows.append(origin[axis] + template.along.min)
        highPrefixMaximum.append(Swift.max(origin[axis] + template.along.max, highPrefixMaximum.last ?? -.infinity))
        let scrollLow = origin[scrollAxis] + template.scroll.min
        let scrollHigh = origin[scrollAxis] + template.scroll.max
        scrollExtent = (
            Swift.min(scrollExtent?.min ?? scrollLow, scrollLow), Swift.max(scrollExtent?.max ?? scrollHigh, scrollHigh))
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
    /// running minimum is past its end: O(log g).
    func groups(meeting rect: Rect) -> Range<Int> {
        let lower = rect.min(axis)
        let upper = rect.max(axis)
        var lo = 0
        var hi = groupFrames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if highPrefixMaximum[mid] <= lower { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        hi = groupFrames.count
        while end < hi {
            let mid = (end + hi) / 2
            if lowSuffixMinimum[mid] < upper { end = mid + 1 } else { hi = mid }
        }
        return lo..<end
    }
}
