import ListKitCore
import ListKitSupplementary

/// Self-sizing for headers and footers (boundary supplementaries): an item
/// with an estimated dimension is measured, proposed its estimated size, and
/// the answer replaces its estimated dimensions before it is placed, so the
/// room it takes (rule 16) and its frame follow the measured size.
enum BoundarySizing {
    /// `items` as they are placed, and which of them still wait to be measured.
    struct Sized {
        /// The items, each measured one's estimated dimensions made absolute.
        var items: [BoundarySupplementaryItem]
        /// Parallel to `items`: true for an estimated item that a measuring
        /// solve has not measured yet (it keeps its estimate until it meets
        /// the viewport).
        var awaiting: [Bool]
    }

    /// Measures the estimated items of `section`'s boundary supplementaries
    /// (section −1: the layout's own).
    ///
    /// Without a `plan` every estimated item is measured. With one (a solve
    /// that measures what the viewport shows), an item measured before for
    /// the same proposal keeps that answer, an item is measured when the
    /// plan asks for it or `measuringAll` is set (both remembered in the
    /// plan's cache), and any other keeps its estimate and is marked as
    /// waiting. Without a `supplementary` closure nothing is measured and
    /// nothing waits.
    static func size(
        _ items: [BoundarySupplementaryItem], section: Int, resolveIn container: Size, grid: PixelGrid,
        sizing: SelfSizing?, measuringAll: Bool = false, plan: inout SizingPlan?
    ) -> Sized {
        var sized = Sized(items: items, awaiting: Array(repeating: false, count: items.count))
        guard let sizing, sizing.supplementary != nil else { return sized }
        for (position, item) in items.enumerated() where item.layoutSize.hasEstimatedDimension {
            let path = ElementIndexPath(section: section, item: position)
            let proposed = grid.snap(item.layoutSize.resolve(in: container))
            let answer: Size?
            if plan == nil {
                answer = sizing.measuredSupplementarySize(kind: item.elementKind, at: path, proposed: proposed)
            } else if let known = plan?.cache.supplementaries[path], known.item == item, known.proposed == proposed {
                answer = known.size
            } else if measuringAll || plan?.supplementaryRequests[section]?.contains(position) == true {
                answer = sizing.measuredSupplementarySize(kind: item.elementKind, at: path, proposed: proposed)
                plan?.cache.supplementaries[path] = SelfSizingCache.MeasuredSupplementary(
                    item: item, proposed: proposed, size: answer)
            } else {
                sized.awaiting[position] = true
                continue
            }
            if let answer { sized.items[position].layoutSize = item.layoutSize.replacingEstimates(with: answer) }
        }
        return sized
    }
}

extension CompositionalLayout {
    /// Whether a header or footer of the layout or of one of its sections
    /// has an estimated dimension (it is measured when a measurer answers
    /// for supplementaries).
    var hasEstimatedBoundarySupplementary: Bool {
        configuration.boundarySupplementaryItems.contains { $0.layoutSize.hasEstimatedDimension }
            || sections.contains { $0.boundarySupplementaryItems.contains { $0.layoutSize.hasEstimatedDimension } }
    }
}
