import ListKitCore
import Testing
@testable import ListKitLifecycle

/// A frame whose elements are the last frame's, at the same positions and
/// with the same data version, takes the tracker's short way (no event)
/// only when nothing can happen: every element stays displayed and none
/// reports more than display. Each case below is one where something does
/// happen, worked out by hand (rows 50 tall, a 375 × 200 viewport).
@Suite struct UnchangedFrameTests {
    /// A source that answers the same elements whatever is asked.
    struct Fixed: LayoutElementSource {
        let elements: [LayoutAttributes]
        func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
            elements
        }
    }

    func cell(_ item: Int, y: Double, height: Double = 50) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: ElementIndexPath(section: 0, item: item), frame: Rect(x: 0, y: y, width: 375, height: height))
    }

    func identify(_ attributes: LayoutAttributes) -> ElementID? { ElementID("r\(attributes.indexPath.item)") }

    @Test func aThresholdCrossedWithTheSameElementsIsReported() throws {
        // At 10 rows 0 … 4 meet 10 … 210: row 0 by 40 of 50 (0.8), row 4
        // (200 … 250) by 10 (0.2). At 40 the same rows: row 0 by 10 (0.2),
        // below 0.5, and row 4 by 40 (0.8), past it.
        let source = Fixed(elements: (0...4).map { cell($0, y: 50 * Double($0)) })
        var tracker = LifecycleTracker(policy: VisibilityPolicy(default: try VisibilityConfiguration(thresholds: [0.5])))
        _ = try tracker.update(viewport(y: 10), at: 0, source: source, dataVersion: 1, identify: identify)
        let events = try tracker.update(viewport(y: 40), at: 16, source: source, dataVersion: 1, identify: identify)
        #expect(lines(events) == ["thresholdDown 0.5 cell r0 0.2", "thresholdUp 0.5 cell r4 0.8"])
    }

    @Test func anElementTheSourceStillGivesButNoLongerMeetsTheBoundsEnds() throws {
        // Rows 0 (0 … 50) and 1 (50 … 100), always answered: at 60 row 0
        // no longer meets 60 … 260.
        let source = Fixed(elements: [cell(0, y: 0), cell(1, y: 50)])
        var tracker = LifecycleTracker(policy: VisibilityPolicy())
        _ = try tracker.update(viewport(y: 0), at: 0, source: source, dataVersion: 1, identify: identify)
        let events = try tracker.update(viewport(y: 60), at: 16, source: source, dataVersion: 1, identify: identify)
        #expect(events.map { "\($0.kind) \($0.identity.id)" } == ["didEndDisplay r0"])
    }

    @Test func anElementTheSourceGaveBeforeItMetTheBoundsBegins() throws {
        // Row 0 is 300 tall (0 … 300), row 1 follows (300 … 350): at 0 row 1
        // misses 0 … 200 and is not displayed; at 150 both meet 150 … 350.
        let source = Fixed(elements: [cell(0, y: 0, height: 300), cell(1, y: 300)])
        var tracker = LifecycleTracker(policy: VisibilityPolicy())
        let first = try tracker.update(viewport(y: 0), at: 0, source: source, dataVersion: 1, identify: identify)
        #expect(first.map { "\($0.kind) \($0.identity.id)" } == ["willDisplay r0"])
        let events = try tracker.update(viewport(y: 150), at: 16, source: source, dataVersion: 1, identify: identify)
        #expect(events.map { "\($0.kind) \($0.identity.id)" } == ["willDisplay r1"])
    }
}
