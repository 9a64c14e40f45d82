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
    /// The anchored supplementaries, by item.
    private(set) var anchored: [Anchored] = []
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

    /// The extents of a template along both axes, computed once per template.
    struct Spread {
        /// Along the repetition axis, relative to the template's origin.
        var along: (min: Double, max: Double)
        /// Along the scroll axis, relative to the template's origin.
        var scroll: (min: Double, max: Double)
    }

    /// The spread of `template` (cells and supplementaries that stick out included).
    func spread(of template: GroupTemplate) -> Spread {
        Spread(along: template.extent(along: axis), scroll: template.extent(along: scrollAxis))
    }

    /// Appends a repetition: the first `take` cells of `template` moved to
    /// `origin`, and the supplementaries anchored to them. `spread` is
    /// `spread(of: template)`.
    mutating func append(_ template: GroupTemplate, spread: Spread, at origin: Point, take: Int) {
        let first = cellFrames.count
        for c in 0..<take {
            let cell = template.cells[c]
            cellFrames.append(cell.frame.offsetBy(dx: origin.x, dy: origin.y))
            if cell.zIndex != 0 && cellZIndexes.isEmpty {
                cellZIndexes = Array(repeating: 0, count: first + c)
            }
            if cell.zIndex != 0 || !cellZIndexes.isEmpty { cellZIndexes.append(cell.zIndex) }
        }
        for supplementary in template.anchored where supplementary.cell < take {
            anchored.append(Anchored(
                item: first + supplementary.cell, frame: supplementary.frame.offsetBy(dx: origin.x, dy: origin.y),
                elementKind: supplementary.elementKind, zIndex: supplementary.zIndex))
        }
        groupFrames.append(Rect(origin: origin, size: template.size))
        groupFirstCell.append(cellFrames.count)
        groupFirstAnchored.append(anchored.count)
        // The template's extent moved to the origin bounds this repetition
        // (conservatively, when it takes only some of the template's cells).
        lows.append(origin[axis] + spread.along.min)
        highPrefixMaximum.append(Swift.max(origin[axis] + spread.along.max, highPrefixMaximum.last ?? -.infinity))
        let scrollLow = origin[scrollAxis] + spread.scroll.min
        let scrollHigh = origin[scrollAxis] + spread.scroll.max
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
