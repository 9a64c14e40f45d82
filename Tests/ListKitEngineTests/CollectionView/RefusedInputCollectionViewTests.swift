import ListKitCore
import ListKitEngine
import Testing

/// The collection view keeps its state when given numbers it cannot use.
@Suite struct RefusedInputCollectionViewTests {
    @Test func aTapAtNaNClosesNoOpenRow() throws {
        let f = SwipeTests.Fixture()
        _ = try f.view.swipe(item: ip(0, 3), direction: .left, distance: .points(80))
        #expect(f.view.swipeState?.indexPath == ip(0, 3))
        #expect(f.view.tap(at: Point(x: .nan, y: 140)) == nil)
        #expect(f.view.swipeState?.indexPath == ip(0, 3))
        // A tap at a real point elsewhere closes it, as in UIKit.
        #expect(f.view.tap(at: Point(x: 10, y: 500)) == nil)
        #expect(f.view.swipeState == nil)
    }

    @Test func settingAnUnusableViewportOrOffsetKeepsTheOldOne() throws {
        let view = makeCollectionView(CountsDataSource([50])) { LayoutSection(group: rows(100), itemCount: $1) }
        try view.layoutIfNeeded()
        let viewport = view.viewport
        view.viewport = Viewport(size: Size(width: -1, height: 812))
        view.viewport = Viewport(size: Size(width: 375, height: .infinity))
        #expect(view.viewport == viewport)
        #expect(throws: CollectionViewError.invalidLayout(LayoutValidationError(
            path: "viewport.width", problem: .negative(-1)))) {
            try view.setViewport(Viewport(size: Size(width: -1, height: 812)))
        }
        #expect(view.viewport == viewport)
        try view.setContentOffset(Point(x: 0, y: 300))
        view.contentOffset = Point(x: .nan, y: 0)
        #expect(view.contentOffset == Point(x: 0, y: 300))
        #expect(throws: CollectionViewError.self) { try view.setContentOffset(Point(x: 0, y: -.infinity)) }
        #expect(view.contentOffset == Point(x: 0, y: 300))
        // A usable viewport is taken.
        try view.setViewport(Viewport(size: Size(width: 375, height: 400)))
        #expect(view.viewport.size == Size(width: 375, height: 400))
    }
}
