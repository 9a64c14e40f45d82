/// Anything that can say which elements of a layout meet a rectangle.
///
/// The layout engine conforms; the lifecycle tracker consumes this protocol so
/// that any layout can drive it without knowing the engine.
public protocol LayoutElementSource {
    /// The attributes of every element whose frame meets `rect` in a region of
    /// positive area, with the given content offset applied to pinned elements
    /// and each orthogonal section's offset applied to its elements.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in content coordinates.
    ///   - contentOffset: The collection view's content offset.
    ///   - orthogonalOffsets: The scroll offset of each orthogonally scrolling
    ///     section, by section index; a missing section is at offset zero.
    /// - Returns: The matching elements, in index order per category.
    func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes]

    /// The same elements, but no more than `limit + 1` of them: enough to
    /// tell that there are more than `limit` without making them all.
    func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int) -> [LayoutAttributes]

    /// The elements of ``elements(in:contentOffset:orthogonalOffsets:limit:)``
    /// written into `out` (its old contents removed): a source that can
    /// reuse the buffer's memory does, so that a caller passing the same
    /// buffer every frame allocates nothing once it is large enough.
    func elements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int,
        into out: inout [LayoutAttributes])

    /// A number that names the frames the source gives its cells: while it
    /// stays the same, a cell's frame at given orthogonal offsets does not
    /// change, whatever the content offset; another layout gives another
    /// number. `nil` (the default) when the source cannot promise it, so
    /// that a caller never reuses an earlier answer.
    var cellFramesGeneration: UInt64? { get }
}

extension LayoutElementSource {
    /// `nil`: the source promises nothing.
    public var cellFramesGeneration: UInt64? { nil }

    /// The elements of ``elements(in:contentOffset:orthogonalOffsets:)``, the
    /// first `limit + 1` of them (a source that can stop early does).
    public func elements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int
    ) -> [LayoutAttributes] {
        let all = elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        return all.count > limit ? Array(all.prefix(limit + 1)) : all
    }

    /// The elements of ``elements(in:contentOffset:orthogonalOffsets:limit:)``,
    /// replacing `out` (a source that cannot reuse the buffer's memory).
    public func elements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int,
        into out: inout [LayoutAttributes]
    ) {
        out = elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit)
    }
}
