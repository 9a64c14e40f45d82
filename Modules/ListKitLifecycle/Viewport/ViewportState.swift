import ListKitCore

/// Where the viewport is at one moment: its content offset, its size and
/// each orthogonal section's scroll offset.
///
/// The viewport's bounds are the whole viewport at the content offset,
/// including the parts under the content inset, as in UIKit: an element is
/// displayed while its frame meets the bounds in a rectangle of positive area.
public struct ViewportState: Hashable, Sendable {
    /// The collection view's content offset.
    public var contentOffset: Point
    /// The viewport's size in points.
    public var size: Size
    /// Each orthogonally scrolling section's offset, by section index; a
    /// missing section is at offset zero.
    public var orthogonalOffsets: [Int: Point]

    /// Creates a viewport state.
    @inlinable
    public init(contentOffset: Point = .zero, size: Size, orthogonalOffsets: [Int: Point] = [:]) {
        self.contentOffset = contentOffset
        self.size = size
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// The bounds in content coordinates: the size placed at the content offset.
    @inlinable
    public var bounds: Rect { Rect(origin: contentOffset, size: size) }

    /// The fraction of `frame` inside the bounds: the area of their overlap
    /// divided by the frame's area, in [0, 1].
    ///
    /// It is computed axis by axis (the covered fraction of the width times
    /// that of the height), so a frame inside the bounds gets exactly 1. A
    /// frame of zero area never meets the bounds in positive area and gets 0,
    /// as does a frame with a NaN or infinite coordinate.
    @inlinable
    public func visibleRatio(of frame: Rect) -> Double {
        VisibleArea(frame: frame, bounds: bounds).ratio
    }

    /// Checks that every number is usable: finite offsets, a finite size of
    /// non-negative extents.
    ///
    /// - Throws: ``LifecycleError/invalidNumber(field:value:requirement:)``
    ///   naming the first bad field (orthogonal offsets by ascending section).
    public func validate() throws(LifecycleError) {
        try LifecycleError.requireFinite(contentOffset, "viewport.contentOffset")
        try LifecycleError.requireNonNegative(size.width, "viewport.size.width")
        try LifecycleError.requireNonNegative(size.height, "viewport.size.height")
        // Every frame passes here: the offsets are sorted (to name the
        // first bad section) only when one is bad.
        guard orthogonalOffsets.values.contains(where: { !$0.x.isFinite || !$0.y.isFinite }) else { return }
        for section in orthogonalOffsets.keys.sorted() {
            if let offset = orthogonalOffsets[section] {
                try LifecycleError.requireFinite(offset, "viewport.orthogonalOffsets[\(section)]")
            }
        }
    }
}
