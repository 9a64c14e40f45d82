import ListKitCore

/// Measures items whose layout size has `estimated` dimensions, the seam where
/// self-sizing replaces estimates (rule 3): UIKit asks the cell for its
/// preferred size; ListKit asks this closure.
///
/// The closure gets the item's index path and the proposed size (the slot
/// size, estimates included) and returns the size the item needs, or `nil` to
/// keep the estimate. Only the estimated dimensions of the answer are used; a
/// non-finite or negative answer is ignored, and one above
/// ``LayoutLimits/maximumLength`` is capped. One solve asks about each item
/// once per proposed size (the answers are remembered for the solve).
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

extension SelfSizing {
    /// The same seam, remembering its latest answers by index path and
    /// proposed size: what one solve uses, so that trying whether the next
    /// item fits in a row and then placing it measures it once. Only the
    /// last few answers are kept, so memory does not grow with the items.
    func memoized() -> SelfSizing {
        let memo = SizingMemo()
        let measure = self.measure
        return SelfSizing { path, proposed in
            if let known = memo.answer(path, proposed) { return known }
            let answer = measure(path, proposed)
            memo.remember(path, proposed, answer)
            return answer
        }
    }
}

/// The latest answers of one solve's self-sizing seam, oldest replaced first.
private final class SizingMemo {
    /// How many answers are kept: enough for a row's look-ahead.
    static let capacity = 8

    private var entries: [(path: ElementIndexPath, proposed: Size, answer: Size?)] = []
    private var next = 0

    /// The answer remembered for `path` and `proposed`: `.some(nil)` when
    /// the seam answered `nil`, `nil` when there is none.
    func answer(_ path: ElementIndexPath, _ proposed: Size) -> Size?? {
        for entry in entries where entry.path == path && entry.proposed == proposed { return .some(entry.answer) }
        return nil
    }

    /// Remembers an answer, replacing the oldest when full.
    func remember(_ path: ElementIndexPath, _ proposed: Size, _ answer: Size?) {
        if entries.count < Self.capacity {
            entries.append((path, proposed, answer))
        } else {
            entries[next] = (path, proposed, answer)
            next = (next + 1) % Self.capacity
        }
    }
}
