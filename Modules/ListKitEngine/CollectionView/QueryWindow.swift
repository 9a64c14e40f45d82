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
/// element, in order) whose frames meet it, and only pinned boundary
/// supplementaries make that list depend on the content offset. So the
/// window serves a pass only when the solved layout pins nothing
/// (`SolvedLayout.pinsElements`), is the layout it was asked of (same
/// `generation`) and the orthogonal offsets are the same; otherwise the
/// pass asks the layout for its bounds, as without a window.
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
        guard !solved.pinsElements else {
            generation = nil
            solved.elements(
                in: bounds, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit, into: &found)
            return
        }
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
        for element in answer where element.frame.intersects(bounds) { found.append(element) }
    }
}
