import ListKitCore
@testable import ListKitEngine
import Testing

/// Self-sizing right to left measures what the screen shows, and keeps it in
/// place, exactly as left to right does for the mirrored screen.
@Suite struct RightToLeftMeasuringTests {
    /// A thousand columns scrolling horizontally, width estimated 100,
    /// measured 50, 80, 110, 50, … (by item modulo 3), in a 300 × 200 viewport.
    func layout(_ direction: LayoutDirection) -> CompositionalLayout {
        CompositionalLayout(
            configuration: LayoutConfiguration(scrollDirection: .horizontal, layoutDirection: direction),
            sections: [LayoutSection(
                group: .horizontal(layoutSize: size(.estimated(100), .fractionalHeight(1)),
                                   subitems: [item(.estimated(100), .fractionalHeight(1))]),
                itemCount: 1_000)])
    }
    let sizing = SelfSizing { path, proposed in
        Size(width: 50 + Double(path.item % 3) * 30, height: proposed.height)
    }
    let viewport = Viewport(size: Size(width: 300, height: 200))

    @Test func aJumpMeasuresAndAnchorsTheMirroredScreen() throws {
        // Left to right, a jump to x 5,000 (column 50 at the left edge).
        var ltrCache = SelfSizingCache()
        var ltrOffset = Point(x: 5_000, y: 0)
        let ltr = try LayoutSolver.solve(layout(.leftToRight), in: viewport, sizing: sizing, cache: &ltrCache, showing: &ltrOffset)
        // Right to left, the same screen before measuring: the content is
        // 1,000 × 100 = 100,000 wide, so x = 100,000 − 5,000 − 300 = 94,700.
        var rtlCache = SelfSizingCache()
        var rtlOffset = Point(x: 94_700, y: 0)
        let rtl = try LayoutSolver.solve(layout(.rightToLeft), in: viewport, sizing: sizing, cache: &rtlCache, showing: &rtlOffset)
        #expect(rtlCache.measuredRepetitionCount == ltrCache.measuredRepetitionCount)
        #expect(ltrCache.measuredRepetitionCount > 0)
        #expect(rtl.contentSize == ltr.contentSize)
        // The offset kept is the left-to-right one, mirrored in the measured width.
        #expect(rtlOffset == Point(x: rtl.contentSize.width - ltrOffset.x - 300, y: 0))
        let width = rtl.contentSize.width
        let mirrored = ltr.visibleElements(contentOffset: ltrOffset).map { element in
            var out = element
            let f = element.frame
            out.frame = Rect(x: width - f.minX - f.width, y: f.minY, width: f.width, height: f.height)
            return out
        }
        #expect(!mirrored.isEmpty)
        #expect(rtl.visibleElements(contentOffset: rtlOffset) == mirrored)
        #expect(rtl.unmeasuredRepetitions(in: rtl.bounds(at: rtlOffset)).isEmpty)
    }
}
