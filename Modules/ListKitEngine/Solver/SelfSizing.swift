import ListKitCore

/// Measures items whose layout size has `estimated` dimensions, the seam where
/// self-sizing replaces estimates (rule 3): UIKit asks the cell for its
/// preferred size; ListKit asks this closure.
///
/// The closure gets the item's index path and the proposed size (the slot
/// size, estimates included) and returns the size the item needs, or `nil` to
/// keep the estimate. Only the estimated dimensions of the answer are used; a
/// non-finite or negative answer is ignored, and one above
/// ``LayoutLimits/maximumLength`` is capped. It may be called more than once
/// for an item while the solver tries whether it fits in a group.
public struct SelfSizing {
    /// The measuring closure.
    public let measure: (ElementIndexPath, Size) -> Size?

    /// Creates a self-sizing seam from a measuring closure.
    public init(_ measure: @escaping (ElementIndexPath, Size) -> Size?) {
        self.measure = measure
    }

    /// The measured size of an item, made safe: each dimension finite, ≥ 0
    /// and capped; `nil` when the answer is unusable or absent.
    func measuredSize(of indexPath: ElementIndexPath, proposed: Size) -> Size? {
        guard let size = measure(indexPath, proposed) else { return nil }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return nil }
        return Size(
            width: Swift.min(size.width, LayoutLimits.maximumLength),
            height: Swift.min(size.height, LayoutLimits.maximumLength))
    }
}
