import ListKitCore
import Testing
@testable import ListKitLifecycle

/// The prefetch rule over cells whose edges do not line up: three columns
/// of cells of uneven heights (a masonry grid), so that cells of one row
/// of the zone enter and leave it at different offsets. Random scrolls and
/// jumps on the same frames (the tracker's incremental path, where the
/// zone keeps its cells and drops the ones the bounds reach from its
/// front), against the rule applied to every cell's frame: a cell is in the
/// zone when it meets the reach in positive area and not the bounds.
@Suite struct PrefetchMasonryTests {
    /// Three columns 125 pt wide; the cell `r` of column `c` is
    /// `30 + ((7r + 13c) mod 5) × 10` pt tall, stacked from y = 0.
    struct Masonry: LayoutElementSource {
        let cells: [LayoutAttributes]

        init(rowsPerColumn: Int) {
            var cells: [LayoutAttributes] = []
            for column in 0..<3 {
                var y = 0.0
                for row in 0..<rowsPerColumn {
                    let height = 30 + Double((7 * row + 13 * column) % 5) * 10
                    cells.append(LayoutAttributes(
                        category: .cell, indexPath: ElementIndexPath(section: 0, item: column * rowsPerColumn + row),
                        frame: Rect(x: Double(column) * 125, y: y, width: 125, height: height)))
                    y += height
                }
            }
            self.cells = cells
        }

        var cellFramesGeneration: UInt64? { 1 }

        func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
            cells.filter { $0.frame.intersects(rect) }
        }

        /// The lowest bottom edge of the three columns.
        var contentHeight: Double { cells.map(\.frame.maxY).max() ?? 0 }
    }

    @Test(arguments: [UInt64(11), 12, 13])
    func randomScrollsFollowTheRule(seed: UInt64) throws {
        let source = Masonry(rowsPerColumn: 150)
        var numbers = PrefetchModelTests.Numbers(state: seed)
        var tracker = PrefetchTracker(distance: try .screens(1))
        var prefetched: Set<Int> = []
        var direction = 0
        var y = 0.0
        var lastY: Double?
        let limit = source.contentHeight - 200
        for step in 0..<2_000 {
            if numbers.next(12) == 0 {
                y = Double(numbers.next(Int(limit)))
            } else {
                y = Swift.min(Swift.max(0, y + Double(numbers.next(161) - 80)), limit)
            }
            if let lastY, y != lastY { direction = y > lastY ? 1 : -1 }
            lastY = y
            let bounds = Rect(x: 0, y: y, width: 375, height: 200)
            let reach = direction > 0
                ? Rect(x: 0, y: y, width: 375, height: 400)
                : direction < 0 ? Rect(x: 0, y: y - 200, width: 375, height: 400) : bounds
            let zone = Set(source.cells.indices.filter {
                source.cells[$0].frame.intersects(reach) && !source.cells[$0].frame.intersects(bounds)
            })
            let cancelled = prefetched.filter { !zone.contains($0) && !source.cells[$0].frame.intersects(bounds) }
            let expected = cancelled.sorted().map { "cancelPrefetch \($0)" }
                + zone.subtracting(prefetched).sorted().map { "prefetch \($0)" }
            prefetched = zone

            let events = try tracker.update(
                ViewportState(contentOffset: Point(x: 0, y: y), size: Size(width: 375, height: 200)),
                at: Double(step) * 16, source: source, dataVersion: 1
            ) { ElementID($0.indexPath.item) }
            #expect(events.map { "\($0.kind) \($0.identity.id)" } == expected, "step \(step) at \(y)")
            #expect(tracker.prefetchedCount == zone.count)
        }
    }
}
