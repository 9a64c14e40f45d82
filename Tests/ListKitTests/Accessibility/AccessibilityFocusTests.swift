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

    @Test func anElementTallerThanTheScreenIsShownFromItsTop() throws {
        // A (0 … 44), B (44 … 1,044: taller than the 812-pt screen), C.
        // Reaching B moves the content by the smallest distance that shows
        // its end (1,044 − 812 = 232), but no further than its top (44): 44.
        let heights: [(String, Double)] = [("A", 44), ("B", 1_000), ("C", 44)]
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(of: Array(heights.enumerated())) { index, row in
            Section(id: index) {
                HGroup(width: .fractionalWidth(1), height: .absolute(row.1)) {
                    LabelledBox(id: row.0, height: .fractionalHeight(1))
                }
            }
        }
        #expect(renderer.focusNext()?.label == "A")
        #expect(renderer.focusNext()?.label == "B")
        #expect(renderer.collectionView.contentOffset.y == 44)
        // C (1,044 … 1,088) ends 232 below the screen's end (856): 44 + 232 = 276.
        #expect(renderer.focusNext()?.label == "C")
        #expect(renderer.collectionView.contentOffset.y == 276)
    }

    @Test func aDeletedFocusGoesOnFromWhereItWasRead() throws {
        // Rows A, B, C. With A focused, A is deleted: B moves up into A's
        // place, so it is read right after where A was: the next move is B.
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        func show(_ ids: [String]) {
            renderer.render(sections: [Section(id: "s") {
                VGroup(of: ids, width: .fractionalWidth(1), height: .absolute(44)) { LabelledBox(id: $0) }
            }])
        }
        show(["A", "B", "C"])
        #expect(renderer.focusNext()?.label == "A")
        show(["B", "C"])
        #expect(renderer.focusNext()?.label == "B")
        // With C (the last) focused and deleted, a move back reads B, the row before where C was.
        #expect(renderer.focusNext()?.label == "C")
        show(["B"])
        #expect(renderer.focusPrevious()?.label == "B")
        // Nothing after where B was once B is gone too.
        show([])
        #expect(renderer.focusNext() == nil)
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
