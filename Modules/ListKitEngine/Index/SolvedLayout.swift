import ListKitCore

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
    public let sections: [SolvedSection]
    /// For each section, the highest extent along the scroll axis reached by
    /// it or any section before it (a running maximum, for binary search).
    let prefixMaxEnd: [Double]
    /// For each section, the lowest extent along the scroll axis reached by
    /// it or any section after it (a running minimum, to stop scans early).
    let suffixMinStart: [Double]

    init(viewport: Viewport, scrollAxis: Axis, contentSize: Size, sections: [SolvedSection]) {
        self.viewport = viewport
        self.scrollAxis = scrollAxis
        self.contentSize = contentSize
        self.sections = sections
        var maxEnd = [Double]()
        maxEnd.reserveCapacity(sections.count)
        var running = -Double.infinity
        var extents = [(min: Double, max: Double)]()
        extents.reserveCapacity(sections.count)
        for section in sections {
            let e = section.extent(along: scrollAxis)
            extents.append(e)
            running = Swift.max(running, e.max)
            maxEnd.append(running)
        }
        var minStart = [Double](repeating: 0, count: sections.count)
        var low = Double.infinity
        for i in stride(from: sections.count - 1, through: 0, by: -1) {
            low = Swift.min(low, extents[i].min)
            minStart[i] = low
        }
        self.prefixMaxEnd = maxEnd
        self.suffixMinStart = minStart
    }

    /// The content offset at rest: (−leading inset, −top inset).
    public var restContentOffset: Point { viewport.restContentOffset }

    /// The viewport's bounds at `contentOffset`, in content coordinates.
    public func bounds(at contentOffset: Point) -> Rect {
        Rect(origin: contentOffset, size: viewport.size)
    }

    /// Every element of the layout, section by section, cells in item order.
    ///
    /// - Parameters:
    ///   - contentOffset: The content offset (it moves pinned elements).
    ///   - orthogonalOffsets: Each orthogonal section's scroll offset; only
    ///     the component across the layout's scroll axis is used.
    public func allElements(contentOffset: Point? = nil, orthogonalOffsets: [Int: Point] = [:]) -> [LayoutAttributes] {
        var out = [LayoutAttributes]()
        out.reserveCapacity(sections.reduce(0) { $0 + $1.itemCount })
        for section in sections {
            let shift = self.shift(of: section, orthogonalOffsets)
            for item in 0..<section.itemCount {
                out.append(section.cellAttributes(item, shift: shift))
            }
        }
        return out
    }

    /// The elements whose frame meets `rect` in a region of positive area,
    /// section by section, cells in item order.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in content coordinates.
    ///   - contentOffset: The content offset (it moves pinned elements).
    ///   - orthogonalOffsets: Each orthogonal section's scroll offset; only
    ///     the component across the layout's scroll axis is used.
    /// - Returns: The matching elements with offsets applied to their frames.
    public func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
        var out = [LayoutAttributes]()
        let lower = rect.min(scrollAxis)
        let upper = rect.max(scrollAxis)
        var lo = 0
        var hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if prefixMaxEnd[mid] <= lower { lo = mid + 1 } else { hi = mid }
        }
        var s = lo
        while s < sections.count, suffixMinStart[s] < upper {
            let section = sections[s]
            let shift = self.shift(of: section, orthogonalOffsets)
            let local = rect.offsetBy(dx: -shift.x, dy: -shift.y)
            section.appendCells(in: local, shift: shift, to: &out)
            s += 1
        }
        return out
    }

    /// The elements that meet `rect`, at the rest offset and with no orthogonal offsets.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        elements(in: rect, contentOffset: restContentOffset, orthogonalOffsets: [:])
    }

    /// The elements that meet the viewport's bounds at `contentOffset`.
    public func visibleElements(contentOffset: Point, orthogonalOffsets: [Int: Point] = [:]) -> [LayoutAttributes] {
        elements(in: bounds(at: contentOffset), contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
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
