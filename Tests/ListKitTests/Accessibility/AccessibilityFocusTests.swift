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

    @Test func aWalkThroughTenThousandRowsReachesTheLastAndScrollsAsAScrollWould() throws {
        var walked: [String] = []
        let renderer = rows(10_000) { walked.append($0) }
        var offsets: [Double] = []
        var labels: [String] = []
        while let focus = renderer.focusNext() {
            labels.append(focus.label)
            let y = renderer.collectionView.contentOffset.y
            if y != (offsets.last ?? 0) { offsets.append(y) }
        }
        #expect(renderer.issues.isEmpty)
        // Every row once, in order, the last one last.
        #expect(labels == (0..<10_000).map { "row-\($0)" })
        // Rows 0 … 17 are wholly on screen; row 18 (792 … 836) is scrolled
        // up by 24; then each row by its 44: row k ends at 44(k + 1), so the
        // offset is 44(k + 1) − 812, up to 439,188 (the end) for row 9,999.
        let expected: [Double] = (18..<10_000).map { row in Double(44 * (row + 1) - 812) }
        #expect(offsets == expected)
        // One more move finds nothing and keeps the focus.
        #expect(renderer.focusNext() == nil)
        #expect(renderer.accessibilityFocus?.label == "row-9999")

        // An ordinary scroll to the same offsets tells the components the same.
        var scrolled: [String] = []
        let reference = rows(10_000) { scrolled.append($0) }
        for y in offsets { reference.scroll(to: Point(x: 0, y: y)) }
        #expect(walked == scrolled)
        // Every row began display once; at the end (439,188 … 440,000) rows
        // 9,981 … 9,999 are on screen, so rows 0 … 9,980 ended: 19,981 events.
        #expect(walked.count == 19_981)
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
