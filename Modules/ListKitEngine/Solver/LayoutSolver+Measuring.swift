import ListKitCore
import ListKitScrolling

extension LayoutSolver {
    /// The most measuring passes one solve makes before it keeps the
    /// estimates still in view (each pass measures at least one more
    /// repetition; items much smaller than their estimate can bring more
    /// into view after each pass).
    public static let maximumMeasuringPasses = 64

    /// Solves `layout` for `viewport`, measuring the self-sized sections only
    /// where the viewport at `contentOffset` shows them, the way UIKit
    /// measures the cells it displays.
    ///
    /// Sections whose root group repeats along the scroll axis with the same
    /// number of cells in every repetition are laid out with their
    /// estimates; the repetitions that meet the viewport are then measured
    /// and remembered in `cache`, which corrects the content size and moves
    /// what follows by exactly what they gained or lost. Sections' headers
    /// and footers with estimated dimensions are measured the same way, when
    /// they meet the viewport (the layout's own in every solve; those of a
    /// section measured whole with its cells, in view or not). Other self-sized
    /// sections are measured whole, as ``solve(_:in:sizing:)`` does, once:
    /// a measuring pass solves again only the sections it measures, and the
    /// others keep their layout, moved along the scroll axis (the frames are
    /// exactly those of solving everything again).
    ///
    /// Anchoring: when measuring moves what is on screen, `contentOffset`
    /// moves with it along the scroll axis, so that the first cell in view
    /// that was measured before (or, when none was, the first cell in view)
    /// stays where it was on screen. The offset is not clamped to the new
    /// content size; a collection view clamps it.
    ///
    /// ```swift
    /// var cache = SelfSizingCache()
    /// var offset = viewport.restContentOffset
    /// let solved = try LayoutSolver.solve(layout, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
    /// ```
    ///
    /// - Parameters:
    ///   - layout: The layout model.
    ///   - viewport: The collection view's size, content inset and scale.
    ///   - sizing: Measures items with `estimated` dimensions.
    ///   - cache: What earlier solves of the same model and viewport measured.
    ///   - contentOffset: Where the viewport is; moved to keep what is on
    ///     screen in place.
    /// - Throws: ``LayoutValidationError`` when the layout is invalid.
    public static func solve(
        _ layout: CompositionalLayout, in viewport: Viewport, sizing: SelfSizing, cache: inout SelfSizingCache,
        showing contentOffset: inout Point
    ) throws(LayoutValidationError) -> SolvedLayout {
        try solve(layout, in: viewport, sizing: sizing, cache: &cache, showing: &contentOffset, eachPass: nil)
    }

    /// ``solve(_:in:sizing:cache:showing:)``, telling `eachPass` the layout
    /// after each measuring pass and what the cache holds then.
    static func solve(
        _ layout: CompositionalLayout, in viewport: Viewport, sizing: SelfSizing, cache: inout SelfSizingCache,
        showing contentOffset: inout Point, eachPass: ((SolvedLayout, SelfSizingCache) -> Void)?
    ) throws(LayoutValidationError) -> SolvedLayout {
        var measuring = try MeasuringSolve(ValidatedLayout(layout), in: viewport, sizing: sizing, cache: cache)
        defer { cache = measuring.cache }
        return try measuring.measure(showing: &contentOffset, eachPass: eachPass)
    }
}

/// A solve that measures its lazily self-sized sections where the viewport
/// shows them, kept so that it can go on measuring: a collection view keeps
/// one while its model and viewport stay the same, and measuring the rows
/// that scroll into view then solves again only their sections (the layout
/// is not validated, memoized or solved whole again).
struct MeasuringSolve {
    /// The layout's solve, some sections solved again after each pass.
    private var solve: IncrementalSolve
    /// What was measured, and what the next pass asks for.
    private var plan: SizingPlan?

    /// Solves `layout` (validated before) with the estimates and what
    /// `cache` holds; nothing is measured yet.
    init(
        _ layout: ValidatedLayout, in viewport: Viewport, sizing: SelfSizing, cache: SelfSizingCache
    ) throws(LayoutValidationError) {
        var plan: SizingPlan? = SizingPlan(cache: cache, requests: [:])
        solve = try IncrementalSolve(layout, in: viewport, sizing: sizing, expansion: .lazy, plan: &plan)
        self.plan = plan
    }

    /// The layout as solved so far.
    var solved: SolvedLayout { solve.solved }

    /// What has been measured.
    var cache: SelfSizingCache { plan?.cache ?? SelfSizingCache() }

    /// Measures the repetitions that meet the viewport at `contentOffset`,
    /// pass after pass (at most ``LayoutSolver/maximumMeasuringPasses``),
    /// moving the offset to keep what `anchor` keeps: by default the first
    /// cell in view that was measured before (see
    /// ``LayoutSolver/solve(_:in:sizing:cache:showing:)``). ``ContentAnchor/top``
    /// measures as ``ContentAnchor/topItem``: an unchanged offset would
    /// make the cells in view jump as those above them measure. Anchored to
    /// the end (``ContentAnchor/bottom``, ``ContentAnchor/bottomItem``), the
    /// offset is clamped to the valid range after each pass.
    mutating func measure(
        showing contentOffset: inout Point, anchor mode: ContentAnchor = .topItem,
        eachPass: ((SolvedLayout, SelfSizingCache) -> Void)? = nil
    ) throws(LayoutValidationError) -> SolvedLayout {
        var solved = solve.solved
        let mode = mode == .top ? .topItem : mode
        for _ in 0..<LayoutSolver.maximumMeasuringPasses {
            let bounds = solved.bounds(at: contentOffset)
            let requests = solved.unmeasuredRepetitions(in: bounds)
            let supplementaryRequests = solved.unmeasuredSupplementaries(at: contentOffset)
            if requests.isEmpty && supplementaryRequests.isEmpty { break }
            // Anchored left to right: right to left, a horizontal layout's
            // content width changes as it measures, and with it the mirror.
            let anchor = solved.anchorPosition(mode, contentOffset: contentOffset, measuring: true)
            let logical = solved.logicalOffset(contentOffset)
            plan?.requests = requests
            plan?.supplementaryRequests = supplementaryRequests
            try solve.resolve(sections: Set(requests.keys).union(supplementaryRequests.keys).sorted(), plan: &plan)
            solved = solve.solved
            if let eachPass, let plan { eachPass(solved, plan.cache) }
            contentOffset = anchor.flatMap { solved.contentOffset(restoring: $0) { $0 } }
                ?? solved.logicalOffset(logical)
            // Kept to the end while what is above shrinks, the offset can
            // pass the start: the next pass measures what will be shown.
            if mode == .bottom || mode == .bottomItem, let range = try? ContentOffsetRange(
                contentSize: solved.contentSize, viewportSize: solved.viewport.size,
                contentInset: solved.physicalContentInset) {
                contentOffset = range.clamp(contentOffset)
            }
        }
        return solved
    }
}

extension SolvedLayout {
    /// The repetitions of lazily self-sized sections (see
    /// ``SelfSizingCache``) that meet `rect` and are not measured yet, by
    /// section, in order.
    public func unmeasuredRepetitions(in rect: Rect) -> [Int: [Int]] {
        let logical = logicalRect(rect)
        var out: [Int: [Int]] = [:]
        for section in sections[sections(meeting: logical)] {
            guard let measured = section.content.measuredRepetitions else { continue }
            let groups = section.groups(meeting: logical).filter { !measured.templates.isMeasured($0) }
            if !groups.isEmpty { out[section.index] = groups }
        }
        return out
    }

    /// The headers and footers with estimated dimensions that the viewport
    /// at `contentOffset` shows and a measuring solve has not measured yet:
    /// by section, their positions among its boundary supplementaries.
    public func unmeasuredSupplementaries(at contentOffset: Point) -> [Int: [Int]] {
        let rect = logicalRect(bounds(at: contentOffset))
        let visible = visibleSpan(at: logicalOffset(contentOffset))
        var out: [Int: [Int]] = [:]
        for section in sections[sections(meeting: rect)] {
            let positions = section.unmeasuredBoundary(in: rect, visible: visible)
            if !positions.isEmpty { out[section.index] = positions }
        }
        return out
    }

    /// Whether the viewport at `contentOffset` shows a self-sized cell or
    /// header that a measuring solve has not measured yet.
    func showsUnmeasuredElements(at contentOffset: Point) -> Bool {
        !unmeasuredRepetitions(in: bounds(at: contentOffset)).isEmpty
            || !unmeasuredSupplementaries(at: contentOffset).isEmpty
    }

    /// Whether the cell at `item` of `section` has its final size: it is
    /// not in a lazily self-sized section, or its repetition was measured.
    public func isMeasured(section: Int, item: Int) -> Bool {
        guard sections.indices.contains(section), let measured = sections[section].content.measuredRepetitions
        else { return true }
        return measured.templates.isMeasured(sections[section].content.group(ofCell: item))
    }
}
