import ListKitCore

/// One layout pass of a ``HeadlessCollectionView``: what it displayed,
/// with each element's final attributes, at one content offset.
///
/// The collection view makes one after every change that moves or changes
/// what it shows (a scroll on either axis, a resize, a batch update, a
/// reload, ``HeadlessCollectionView/layoutIfNeeded()`` with work to do), once:
/// it asks its layout which elements meet its bounds, passes each section's
/// visible elements through the section's visible-items invalidation handler
/// (once per section per pass, as UIKit does), shows views for them, and
/// tells its delegate (``CollectionViewDelegate/collectionView(_:didCompleteLayoutPass:)``).
///
/// A pass is the one answer to "what is on screen": a lifecycle tracker
/// reads it as its element source instead of asking the layout again.
/// Asked for its own bounds at its own offsets it answers with
/// ``elements`` and computes nothing; asked for any other rectangle (a
/// prefetch zone, say) it answers with the solved layout's elements,
/// which no invalidation handler has seen (handlers are for displayed
/// elements only).
public struct LayoutPass: LayoutElementSource, Sendable {
    /// A pass's values, shared by its copies until one of them changes: a
    /// copy (the renderer and the delegate each take one every frame) is
    /// one reference.
    ///
    /// `@unchecked Sendable`: changed only through ``ownParts()``, when no
    /// other pass shares it, as the standard library's buffers are.
    private final class Parts: @unchecked Sendable {
        var number: Int
        var contentOffset: Point
        var bounds: Rect
        var orthogonalOffsets: [Int: Point]
        var elements: [LayoutAttributes]
        let layout: SolvedLayout

        init(
            number: Int, contentOffset: Point, bounds: Rect, orthogonalOffsets: [Int: Point],
            elements: [LayoutAttributes], layout: SolvedLayout
        ) {
            self.number = number
            self.contentOffset = contentOffset
            self.bounds = bounds
            self.orthogonalOffsets = orthogonalOffsets
            self.elements = elements
            self.layout = layout
        }

        /// A copy to change.
        func copy() -> Parts {
            Parts(
                number: number, contentOffset: contentOffset, bounds: bounds, orthogonalOffsets: orthogonalOffsets,
                elements: elements, layout: layout)
        }
    }

    private var parts: Parts

    /// ``parts``, copied first when another pass shares them.
    private mutating func ownParts() -> Parts {
        if !isKnownUniquelyReferenced(&parts) { parts = parts.copy() }
        return parts
    }

    /// The pass's number: 1 for the collection view's first pass, one more for each later one.
    public internal(set) var number: Int {
        get { parts.number }
        set { ownParts().number = newValue }
    }
    /// The content offset the pass laid out.
    public internal(set) var contentOffset: Point {
        get { parts.contentOffset }
        set { ownParts().contentOffset = newValue }
    }
    /// The bounds the pass laid out: ``contentOffset`` and the viewport's size.
    public internal(set) var bounds: Rect {
        get { parts.bounds }
        set { ownParts().bounds = newValue }
    }
    /// Each orthogonal section's scroll offset during the pass.
    public internal(set) var orthogonalOffsets: [Int: Point] {
        get { parts.orthogonalOffsets }
        set { ownParts().orthogonalOffsets = newValue }
    }
    /// The elements whose frames meet ``bounds`` in positive area, in the
    /// layout's order (index order per category), as the invalidation
    /// handlers left them.
    public internal(set) var elements: [LayoutAttributes] {
        get { parts.elements }
        set { ownParts().elements = newValue }
    }
    /// The solved layout the pass read.
    public var layout: SolvedLayout { parts.layout }

    /// Creates a pass.
    public init(
        number: Int, contentOffset: Point, bounds: Rect, orthogonalOffsets: [Int: Point], elements: [LayoutAttributes],
        layout: SolvedLayout
    ) {
        parts = Parts(
            number: number, contentOffset: contentOffset, bounds: bounds, orthogonalOffsets: orthogonalOffsets,
            elements: elements, layout: layout)
    }

    /// The solved layout's: a pass's cells are the layout's (invalidation
    /// handlers change only what the pass itself displays, which it keeps).
    public var cellFramesGeneration: UInt64? { layout.generation }

    /// Makes this pass the next one when it read the solved layout of
    /// `generation`: its number, offsets and bounds are replaced, and its
    /// elements swapped with `found`, which then holds the last pass's
    /// (whose memory the pass after next reuses). Nothing of the layout is
    /// copied. Returns `false`, changing nothing, for another layout.
    mutating func advance(
        over generation: UInt64, number: Int, contentOffset: Point, bounds: Rect, orthogonalOffsets: [Int: Point],
        found: inout [LayoutAttributes]
    ) -> Bool {
        guard parts.layout.generation == generation else { return false }
        let parts = ownParts()
        parts.number = number
        parts.contentOffset = contentOffset
        parts.bounds = bounds
        if parts.orthogonalOffsets != orthogonalOffsets { parts.orthogonalOffsets = orthogonalOffsets }
        swap(&parts.elements, &found)
        return true
    }

    /// Whether a query is this pass's own: its bounds at its offsets.
    func isOwn(_ rect: Rect, _ contentOffset: Point, _ orthogonalOffsets: [Int: Point]) -> Bool {
        rect == bounds && contentOffset == self.contentOffset && orthogonalOffsets == self.orthogonalOffsets
    }

    /// ``elements`` for the pass's own bounds and offsets; otherwise the
    /// solved layout's elements meeting `rect`.
    public func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
        elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: .max)
    }

    /// The same, no more than `limit + 1` of them.
    public func elements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int
    ) -> [LayoutAttributes] {
        guard isOwn(rect, contentOffset, orthogonalOffsets) else {
            return layout.elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit)
        }
        return elements.count > limit ? Array(elements.prefix(limit + 1)) : elements
    }

    /// The same, written into `out`: the pass's own elements are shared
    /// (nothing is copied), another rectangle's are written into `out`'s memory.
    public func elements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int,
        into out: inout [LayoutAttributes]
    ) {
        guard isOwn(rect, contentOffset, orthogonalOffsets) else {
            layout.elements(
                in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit, into: &out)
            return
        }
        out = elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit)
    }
}
