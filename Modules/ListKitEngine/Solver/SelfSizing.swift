import ListKitCore

/// Measures items whose layout size has `estimated` dimensions, the seam where
/// self-sizing replaces estimates (rule 3): UIKit asks the cell for its
/// preferred size; ListKit asks this closure.
///
/// The closure gets the item's index path and the proposed size (the slot
/// size, estimates included) and returns the size the item needs, or `nil` to
/// keep the estimate. Only the estimated dimensions of the answer are used; a
/// non-finite or negative answer is ignored, and one above
/// ``LayoutLimits/maximumLength`` is capped.
///
/// One solve asks about each item once per proposed size. With a `batch`
/// closure it asks for runs of consecutive items of a section with the same
/// proposed size instead: a run starts at one item and doubles while the
/// items' proposals keep matching, up to ``maximumBatch`` (a plugin measures
/// a run in one `measure_batch` call).
///
/// Headers and footers (boundary supplementaries) with an estimated
/// dimension are asked through the `supplementary` closure, with their
/// element kind and index path (the section, −1 for the layout's own, and
/// their position among its boundary supplementaries); without one they
/// keep their estimates. The same rules apply to the answer.
public struct SelfSizing {
    /// The most items one batch asks about.
    public static let maximumBatch = 1024

    /// The measuring closure.
    public let measure: (ElementIndexPath, Size) -> Size?
    /// Measures `items` of `section`, all proposed the same size: one answer
    /// per item, in order (a `nil` keeps that item's estimate).
    public let batch: ((_ section: Int, _ items: Range<Int>, _ proposed: Size) -> [Size?])?
    /// Measures a boundary supplementary (header, footer) of element kind
    /// `kind` at `indexPath`, proposed its estimated size: the size it
    /// needs, or `nil` to keep the estimate.
    public let supplementary: ((_ kind: String, _ indexPath: ElementIndexPath, _ proposed: Size) -> Size?)?

    /// Creates a self-sizing seam from a measuring closure, and optionally a
    /// batch closure that answers for runs of items and a closure that
    /// measures headers and footers.
    public init(
        _ measure: @escaping (ElementIndexPath, Size) -> Size?,
        batch: ((_ section: Int, _ items: Range<Int>, _ proposed: Size) -> [Size?])? = nil,
        supplementary: ((_ kind: String, _ indexPath: ElementIndexPath, _ proposed: Size) -> Size?)? = nil
    ) {
        self.measure = measure
        self.batch = batch
        self.supplementary = supplementary
    }

    /// The measured size of an item, made safe: each dimension finite, ≥ 0
    /// and capped; `nil` when the answer is unusable or absent.
    func measuredSize(of indexPath: ElementIndexPath, proposed: Size) -> Size? {
        Self.usable(measure(indexPath, proposed))
    }

    /// The measured size of a boundary supplementary, made safe as an
    /// item's is; `nil` when there is no `supplementary` closure.
    func measuredSupplementarySize(kind: String, at indexPath: ElementIndexPath, proposed: Size) -> Size? {
        Self.usable(supplementary?(kind, indexPath, proposed))
    }

    /// `size` when both dimensions are finite and ≥ 0, each capped at
    /// ``LayoutLimits/maximumLength``; otherwise `nil`.
    private static func usable(_ size: Size?) -> Size? {
        guard let size, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return nil
        }
        return Size(
            width: Swift.min(size.width, LayoutLimits.maximumLength),
            height: Swift.min(size.height, LayoutLimits.maximumLength))
    }
}

extension SelfSizing {
    /// The seam one solve uses: it remembers its answers by index path and
    /// proposed size, so that trying whether the next item fits in a row and
    /// then placing it measures it once, and it asks the batch closure, when
    /// there is one, for runs of items. Memory stays bounded: the last few
    /// single answers and one run.
    ///
    /// - Parameter itemCounts: Each section's number of items (runs stop there).
    func memoized(itemCounts: [Int]) -> SelfSizing {
        let memo = SizingMemo()
        let measure = self.measure
        let batch = self.batch
        return SelfSizing({ path, proposed in
            if let known = memo.answer(path, proposed) { return known }
            if let batch, itemCounts.indices.contains(path.section) {
                let end = Swift.min(itemCounts[path.section], path.item + memo.nextRunLength())
                if end > path.item {
                    let items = path.item..<end
                    let answers = batch(path.section, items, proposed)
                    memo.startRun(section: path.section, items: items, proposed: proposed, answers: answers)
                    if let known = memo.answer(path, proposed) { return known }
                }
            }
            let answer = measure(path, proposed)
            memo.remember(path, proposed, answer)
            return answer
        }, supplementary: supplementary)
    }
}

/// The answers of one solve's self-sizing seam: the last few single answers
/// and the current run of batch answers.
private final class SizingMemo {
    /// How many single answers are kept: enough for a row's look-ahead.
    static let capacity = 8

    private var entries: [(path: ElementIndexPath, proposed: Size, answer: Size?)] = []
    private var next = 0

    /// The current run: its section, first item, proposed size and answers.
    private var runSection = -1
    private var runStart = 0
    private var runProposed = Size.zero
    private var runAnswers: [Size?] = []
    /// How many of the run's answers were asked for.
    private var runUsed = 0
    /// The length of the next run.
    private var runLength = 1

    /// The answer remembered for `path` and `proposed`: `.some(nil)` when
    /// the seam answered `nil`, `nil` when there is none.
    func answer(_ path: ElementIndexPath, _ proposed: Size) -> Size?? {
        if path.section == runSection, proposed == runProposed {
            let offset = path.item - runStart
            if runAnswers.indices.contains(offset) {
                runUsed = Swift.max(runUsed, offset + 1)
                return .some(runAnswers[offset])
            }
        }
        for entry in entries where entry.path == path && entry.proposed == proposed { return .some(entry.answer) }
        return nil
    }

    /// The length of the next run: twice the last when all of it was used,
    /// else back to one.
    func nextRunLength() -> Int {
        if runSection >= 0 {
            runLength = runUsed == runAnswers.count
                ? Swift.min(runLength * 2, SelfSizing.maximumBatch) : 1
        }
        return runLength
    }

    /// Keeps a run of batch answers (a batch that gave the wrong number of
    /// answers is dropped: its items are measured one by one).
    func startRun(section: Int, items: Range<Int>, proposed: Size, answers: [Size?]) {
        guard answers.count == items.count else {
            runSection = -1
            runAnswers = []
            runLength = 1
            return
        }
        runSection = section
        runStart = items.lowerBound
        runProposed = proposed
        runAnswers = answers
        runUsed = 0
    }

    /// Remembers a single answer, replacing the oldest when full.
    func remember(_ path: ElementIndexPath, _ proposed: Size, _ answer: Size?) {
        if entries.count < Self.capacity {
            entries.append((path, proposed, answer))
        } else {
            entries[next] = (path, proposed, answer)
            next = (next + 1) % Self.capacity
        }
    }
}
