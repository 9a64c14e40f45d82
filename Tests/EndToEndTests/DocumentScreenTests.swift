import ListKit
import ListKitDocument
import ListKitSimulation
import Testing

/// `DocumentScreen`: a document's screen rendered, scrolled on both axes and
/// swiped, as `viewport-sim layout` and `render` show it (issue 35: the tool
/// did this itself).
@Suite struct DocumentScreenTests {
    /// A 375 × 200 viewport at @1x: section 0, ten 50-point rows (0 … 500),
    /// the first with two trailing swipe actions; section 1, an orthogonal
    /// strip of five 100 × 80 items (500 … 580).
    static let text = #"""
        {"format": 1, "viewport": {"width": 375, "height": 200, "scale": 1}, "sections": [
          {"id": "rows",
           "group": {"axis": "horizontal",
                     "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                     "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]},
           "items": [
             {"id": "r0", "component": "label", "trailingSwipeActions": [{"title": "Delete"}, {"title": "Flag"}]},
             {"id": "r1", "component": "label"}, {"id": "r2", "component": "label"}, {"id": "r3", "component": "label"},
             {"id": "r4", "component": "label"}, {"id": "r5", "component": "label"}, {"id": "r6", "component": "label"},
             {"id": "r7", "component": "label"}, {"id": "r8", "component": "label"}, {"id": "r9", "component": "label"}]},
          {"id": "strip", "orthogonalScrollingBehavior": "continuous",
           "group": {"axis": "horizontal",
                     "size": {"width": {"absolute": 100}, "height": {"absolute": 80}},
                     "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]},
           "items": [
             {"id": "s0", "component": "label"}, {"id": "s1", "component": "label"}, {"id": "s2", "component": "label"},
             {"id": "s3", "component": "label"}, {"id": "s4", "component": "label"}]}
        ]}
        """#

    func screen(
        contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:], swipe: DocumentScreen.Swipe? = nil,
        problem: @escaping () -> (any Error & Sendable)? = { nil }
    ) throws -> DocumentScreen {
        let document = try LayoutDocument(text: Self.text)
        let composed = try document.composedLayout(registry: .builtIn)
        return try DocumentScreen(
            document: document, composed: composed, contentOffset: contentOffset,
            orthogonalOffsets: orthogonalOffsets, swipe: swipe, problem: problem)
    }

    func cells(_ screen: DocumentScreen) -> [ElementIndexPath] {
        screen.renderer.collectionView.indexPathsForVisibleItems
    }

    /// Without an offset the screen is at rest: rows 0 … 3 fill 0 … 200.
    @Test func atRestByDefault() throws {
        let screen = try screen()
        #expect(screen.contentOffset == Point(x: 0, y: 0))
        #expect(screen.orthogonalOffsets.isEmpty)
        #expect(cells(screen) == (0...3).map { ElementIndexPath(section: 0, item: $0) })
        #expect(screen.swipeOutcome == nil)
    }

    /// At y 380 (the end: 580 − 200) the bounds are 380 … 580: rows 7 (350 …
    /// 400), 8 and 9, and the strip scrolled 30 points along x, its items at
    /// −30, 70, 170, 270 and 370 (the last one meets 0 … 375 by 5 points).
    @Test func scrolledOnBothAxes() throws {
        let screen = try screen(contentOffset: Point(x: 0, y: 380), orthogonalOffsets: [1: 30])
        #expect(screen.contentOffset == Point(x: 0, y: 380))
        #expect(screen.orthogonalOffsets == [1: Point(x: 30, y: 0)])
        #expect(cells(screen) == (7...9).map { ElementIndexPath(section: 0, item: $0) }
            + (0...4).map { ElementIndexPath(section: 1, item: $0) })
        let first = screen.renderer.collectionView.cellForItem(at: ElementIndexPath(section: 1, item: 0))
        #expect(first?.frame == Rect(x: -30, y: 500, width: 100, height: 80))
    }

    /// A swipe of 100 points to the left opens row 0: 2 × 74 = 148 points of
    /// buttons, 100 ≥ half of them and < 0.6 × 375 = 225 (a full swipe):
    /// Delete at 375 − 74 = 301, Flag at 227.
    @Test func aSwipeOpensTheRow() throws {
        let swipe = DocumentScreen.Swipe(indexPath: ElementIndexPath(section: 0, item: 0), direction: .left, distance: 100)
        let screen = try screen(swipe: swipe)
        guard case .opened(let buttons) = screen.swipeOutcome else {
            Issue.record("the row did not open: \(String(describing: screen.swipeOutcome))")
            return
        }
        #expect(buttons.map(\.action.title) == ["Delete", "Flag"])
        #expect(buttons.map(\.frame.minX) == [301, 227])
    }

    @Test func aSectionThatDoesNotScrollOrthogonallyIsRefused() {
        #expect {
            _ = try screen(orthogonalOffsets: [0: 10])
        } throws: { error in
            guard case .notOrthogonal(section: 0, _) = error as? DocumentScreenError else { return false }
            return true
        }
    }

    @Test func aSwipeOfAMissingItemSaysHowManyThereAre() {
        let swipe = DocumentScreen.Swipe(indexPath: ElementIndexPath(section: 0, item: 12), direction: .left, distance: 10)
        #expect {
            _ = try screen(swipe: swipe)
        } throws: { error in
            (error as? DocumentScreenError)?.description == "no item [0, 12] (section 0 has 10 items)"
        }
    }

    /// The caller's problem (a plugin's failed call) is checked after the
    /// render's issues, at the first check already: before the swipe of a
    /// missing item would fail.
    @Test func theCallersProblemStopsTheScreen() {
        struct PluginFailed: Error, Sendable {}
        var asked = 0
        let swipe = DocumentScreen.Swipe(indexPath: ElementIndexPath(section: 0, item: 12), direction: .left, distance: 10)
        #expect {
            _ = try screen(swipe: swipe, problem: {
                asked += 1
                return PluginFailed()
            })
        } throws: { error in
            guard case .other(let other) = error as? DocumentScreenError else { return false }
            return other is PluginFailed
        }
        #expect(asked == 1)
    }
}
