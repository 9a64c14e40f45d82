import ListKitCore
import ListKitLifecycle
import Testing

/// How much of a frame the bounds show, axis by axis.
@Suite struct VisibleAreaTests {
    /// A 100 × 50 frame at the origin under bounds from x 50 and down to y 25:
    /// 50 of its 100 points across (0.5), 25 of its 50 down (0.5); the ratio
    /// is their product, the overlap's 1,250 pt² over the frame's 5,000. Its
    /// top (0, inside −10 … 25) and trailing (100 ≤ 250) edges are inside.
    @Test func eachAxisIsMeasuredOnItsOwn() {
        let area = VisibleArea(frame: Rect(x: 0, y: 0, width: 100, height: 50), bounds: Rect(x: 50, y: -10, width: 200, height: 35))
        #expect(area.horizontalFraction == 0.5)
        #expect(area.verticalFraction == 0.5)
        #expect(area.area == 1250)
        #expect(area.ratio == 0.25)
        #expect(area.edges == [.top, .trailing])
    }

    /// A frame that only touches the bounds along an edge is not shown at all.
    @Test func touchingIsNotShowing() {
        let area = VisibleArea(frame: Rect(x: 0, y: 0, width: 100, height: 50), bounds: Rect(x: 100, y: 0, width: 10, height: 50))
        #expect(area.horizontalFraction == 0 && area.verticalFraction == 0 && area.edges.isEmpty)
    }
}
