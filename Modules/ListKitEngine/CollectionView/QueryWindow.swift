import ListKitCore

/// One query of the solved layout over a window a little longer than the
/// bounds, which the next layout passes read instead of asking the layout
/// again while their bounds stay inside it.
///
/// A scroll moves the bounds a few points a frame; each pass asking the
/// layout's index for the bounds again costs a search and an attributes
/// value made for every element. The window is the bounds grown along the
/// scroll axis, by ``reach`` of their length, in the direction the content
/// offset last moved; a pass whose bounds it encloses takes, in order, the
/// elements of its answer that meet the bounds in positive area.
///
/// That is the layout's own answer for the bounds, element for element:
/// the layout answers a rectangle with the elements of one list (every
/// element, in order) whose frames meet it. Only the boundary
/// supplementaries that pin move with the content offset; a pass places
/// each of the window's where it pins at the pass's own offset
/// (`SolvedLayout.pinned(_:at:)`) before checking it against the bounds.
/// The window holds every one that can meet bounds inside it: where a
/// supplementary pins moves the same way as the offset, never back (it
/// follows the visible edge, held between its own place and an end of its
/// section), so one that meets bounds inside the window met the window at
/// the offset it was asked at, the window reaching from those bounds
/// towards these. A pass asks the layout again when its bounds leave the
/// window, or when the solved layout (its `generation`) or the orthogonal
/// offsets changed.
struct QueryWindow {
    /// How far past the bounds a window reaches in the direction of the
    /// scroll, as a fraction of the bounds' length along the scroll axis.
    static let reach = 0.5

    /// The generation of the layout the answer is of; `nil`: no answer.
    private var generation: UInt64?
    /// The orthogonal offsets the answer is at.
    private var orthogonalOffsets: [Int: Point] = [:]
    /// The rectangle the kept answer is of.
    private(set) var rect = Rect.zero
    /// The layout's elements meeting ``rect``, in its order.
    private var answer: [LayoutAttributes] = []
    /// The content offset of the last pass, for the direction of the next.
    private var lastOffset: Point?

    /// Writes into `found` (its old contents removed) the elements of
    /// `solved` meeting `bounds` at `contentOffset` and `orthogonalOffsets`,
    /// in the layout's order: what
    /// `solved.elements(in:contentOffset:orthogonalOffsets:limit:into:)`
    /// writes, read from the window when it encloses the bounds.
    ///
    /// - Parameter limit: As for the layout's query: once more than `limit`
    ///   elements are found, the rest may be left out. A window meeting
    ///   more than `limit` elements is not kept; the bounds are asked for.
    mutating func elements(
        of solved: SolvedLayout, in bounds: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int,
        into found: inout [LayoutAttributes]
    ) {
        let axis = solved.scrollAxis
        let last = lastOffset?[axis] ?? contentOffset[axis]
        let direction = contentOffset[axis] > last ? 1 : contentOffset[axis] < last ? -1 : 0
        lastOffset = contentOffset
        if generation != solved.generation || !rect.encloses(bounds) || self.orthogonalOffsets != orthogonalOffsets {
            var window = bounds
            let length = bounds.size[axis] * Self.reach
            if direction != 0 { window.size[axis] += length }
            if direction < 0 { window.origin[axis] -= length }
            solved.elements(
                in: window, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit, into: &answer)
            guard answer.count <= limit else {
                generation = nil
                answer.removeAll(keepingCapacity: true)
                solved.elements(
                    in: bounds, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit,
                    into: &found)
                return
            }
            generation = solved.generation
            if self.orthogonalOffsets != orthogonalOffsets { self.orthogonalOffsets = orthogonalOffsets }
            rect = window
        }
        found.removeAll(keepingCapacity: true)
        // One allocation at most: a buffer used before has the room already.
        if found.capacity < answer.count { found.reserveCapacity(answer.count) }
        guard solved.pinsElements else {
            for element in answer where element.frame.intersects(bounds) { found.append(element) }
            return
        }
        for element in answer {
            if element.pinsToVisibleBounds {
                if let shown = solved.pinned(element, at: contentOffset), shown.frame.intersects(bounds) { found.append(shown) }
            } else if element.frame.intersects(bounds) {
                found.append(element)
            }
        }
    }
}
