import ListKit
import Testing

/// VoiceOver's focus moves, which scroll to show the element they reach;
/// worked out by hand for rows 44 tall on a 375 × 812 screen.
@Suite struct AccessibilityFocusTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    func rows(_ count: Int, events: ((String) -> Void)? = nil) -> ComposeRenderer {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        if let events {
            renderer.onLifecycleEvent = { events("\($0.kind.name) \($0.attributes.indexPath.item)") }
        }
        renderer.render {
            Section(id: "rows") {
                VGroup(of: (0..<count).map { "row-\($0)" }, width: .fractionalWidth(1), height: .estimated(44)) {
                    LabelledBox(id: $0)
                }
            }
        }
        return renderer
    }

    @Test func focusPreviousWalksBackAndScrollsUp() throws {
        let renderer = rows(100)
        renderer.scroll(to: Point(x: 0, y: 100))
        // With no focus, `previous` starts at the last element on screen:
        // row 20 (880 … 924 meets 100 … 912), which is not wholly on screen:
        // the content moves 12 down, to 112.
        #expect(renderer.focusPrevious()?.label == "row-20")
        #expect(renderer.collectionView.contentOffset.y == 112)
        // Back to row 3 (132 … 176), wholly on screen: no scroll. Row 2
        // (88 … 132) begins above 112: moving to it scrolls up to 88.
        for _ in 0..<17 { renderer.focusPrevious() }
        #expect(renderer.accessibilityFocus?.label == "row-3")
        #expect(renderer.collectionView.contentOffset.y == 112)
        #expect(renderer.focusPrevious()?.label == "row-2")
        #expect(renderer.collectionView.contentOffset.y == 88)
        // Up to row 0 and no further.
        renderer.focusPrevious()
        #expect(renderer.focusPrevious()?.label == "row-0")
        #expect(renderer.collectionView.contentOffset.y == 0)
        #expect(renderer.focusPrevious() == nil)
    }
}
