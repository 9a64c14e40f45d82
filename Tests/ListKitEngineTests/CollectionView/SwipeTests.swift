import ListKitCore
import ListKitDiff
import ListKitEngine
import Testing

/// Swipe actions on a list of 375 × 44 rows (row i spans y 44·i … 44·i + 44),
/// with the default metrics: 74 pt buttons, a full swipe from 0.6 × 375 =
/// 225 pt, a row left open from half the buttons' width.
@Suite struct SwipeTests {
    /// One 375 × 44 row per group.
    static let rowGroup = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(44)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])

    /// A list of `count` rows; trailing actions Delete (deletes the row from
    /// `data` through a batch update) and Flag; leading action Pin.
    final class Fixture {
        let data: NamesDataSource
        let view: HeadlessCollectionView
        var performed: [String] = []
        var fullSwipe = true

        init(count: Int = 100) {
            data = NamesDataSource(count: count)
            view = makeCollectionView(data) { _, count in LayoutSection(group: SwipeTests.rowGroup, itemCount: count) }
            view.swipeActionsProvider = { [unowned self] path, edge in
                let name = data.sections[path.section][path.item]
                switch edge {
                case .trailing:
                    let delete = SwipeAction(title: "Delete", style: .destructive) { [unowned self] in
                        performed.append("Delete \(name)")
                        guard let index = data.sections[0].firstIndex(of: name) else { return }
                        data.sections[0].remove(at: index)
                        try? view.performBatchUpdates(BatchUpdates(deletedItems: [ip(0, index)]))
                    }
                    let flag = SwipeAction(title: "Flag") { [unowned self] in performed.append("Flag \(name)") }
                    return SwipeActionsConfiguration(actions: [delete, flag], performsFirstActionWithFullSwipe: fullSwipe)
                case .leading:
                    return SwipeActionsConfiguration(actions: [SwipeAction(title: "Pin")])
                }
            }
        }

        /// The open row's buttons as "title x,y widthxheight".
        var buttons: [String] {
            view.revealedSwipeActions.map {
                "\($0.action.title) \($0.frame.minX),\($0.frame.minY) \($0.frame.width)x\($0.frame.height)"
            }
        }
    }

    @Test func aPartialSwipeLeavesTheTrailingButtonsBesideTheCell() throws {
        let f = Fixture()
        let outcome = try f.view.swipe(item: ip(0, 3), direction: .left, distance: .points(80))
        guard case .opened(let shown) = outcome else {
            Issue.record("expected the row to open, got \(outcome)")
            return
        }
        // Row 3: y 132. Delete (the first) at the right edge: 375 − 74 = 301;
        // Flag beside it: 301 − 74 = 227.
        #expect(shown.map(\.action.title) == ["Delete", "Flag"])
        #expect(f.buttons == ["Delete 301.0,132.0 74.0x44.0", "Flag 227.0,132.0 74.0x44.0"])
        #expect(f.view.swipeState?.indexPath == ip(0, 3))
        #expect(f.view.swipeState?.edge == .trailing)
        #expect(f.performed.isEmpty)
    }

    @Test func leadingButtonsStartAtTheLeftEdge() throws {
        let f = Fixture()
        try f.view.swipe(item: ip(0, 0), direction: .right, distance: .points(40))
        // One button, 74 wide: open from 37 points on.
        #expect(f.buttons == ["Pin 0.0,0.0 74.0x44.0"])
    }

    @Test func aShortDragClosesTheRow() throws {
        let f = Fixture()
        // Two buttons: 148 points open, so at least 74 points to stay open.
        let short = try f.view.swipe(item: ip(0, 1), direction: .left, distance: .points(73.9))
        guard case .closed = short else {
            Issue.record("expected closed, got \(short)")
            return
        }
        #expect(f.view.swipeState == nil)
        try f.view.swipe(item: ip(0, 1), direction: .left, distance: .points(74))
        #expect(f.view.swipeState?.indexPath == ip(0, 1))
    }

    @Test func aFullSwipePerformsTheFirstActionAndDeletesTheRow() throws {
        let f = Fixture()
        let recorder = EventRecorder()
        f.view.delegate = recorder
        try f.view.layoutIfNeeded()
        recorder.events = []
        // 0.6 × 375 = 225 points is a full swipe.
        let outcome = try f.view.swipe(item: ip(0, 3), direction: .left, distance: .points(225))
        guard case .performed(let action, let path, let edge) = outcome else {
            Issue.record("expected the first action performed, got \(outcome)")
            return
        }
        #expect(action.title == "Delete")
        #expect(path == ip(0, 3))
        #expect(edge == .trailing)
        #expect(f.performed == ["Delete n3"])
        #expect(f.view.numberOfItems(inSection: 0) == 99)
        #expect(f.view.swipeState == nil)
        // 812 / 44: rows 0 … 18 were visible (row 18 at y 792). Row 3 ends;
        // the row that was 19 (y 836, hidden) moves up to 18, y 792, and shows.
        #expect(recorder.events == ["didEndDisplaying [0, 3]", "willDisplay [0, 18]"])
        #expect(f.view.indexPathsForVisibleItems == paths(0...18))
    }

    @Test func justUnderTheFullSwipeThresholdTheRowOpens() throws {
        let f = Fixture()
        try f.view.swipe(item: ip(0, 3), direction: .left, distance: .points(224.9))
        #expect(f.performed.isEmpty)
        #expect(f.view.swipeState?.indexPath == ip(0, 3))
    }

    @Test func withoutFullSwipeAFullDragOnlyOpens() throws {
        let f = Fixture()
        f.fullSwipe = false
        try f.view.swipe(item: ip(0, 2), direction: .left, distance: .full)
        #expect(f.performed.isEmpty)
        #expect(f.buttons == ["Delete 301.0,88.0 74.0x44.0", "Flag 227.0,88.0 74.0x44.0"])
    }

    @Test func oneRowIsOpenAtATime() throws {
        let f = Fixture()
        try f.view.swipe(item: ip(0, 3), direction: .left, distance: .points(100))
        try f.view.swipe(item: ip(0, 5), direction: .left, distance: .points(100))
        #expect(f.view.swipeState?.indexPath == ip(0, 5))
        #expect(f.buttons == ["Delete 301.0,220.0 74.0x44.0", "Flag 227.0,220.0 74.0x44.0"])
        // Swiping the open row the other way only closes it.
        let back = try f.view.swipe(item: ip(0, 5), direction: .right, distance: .points(100))
        guard case .closed = back else {
            Issue.record("expected closed, got \(back)")
            return
        }
        #expect(f.view.swipeState == nil)
        #expect(f.buttons.isEmpty)
    }

    @Test func scrollingClosesTheOpenRow() throws {
        let f = Fixture()
        try f.view.swipe(item: ip(0, 3), direction: .left, distance: .points(100))
        // Not a scroll: the offset stays.
        try f.view.setContentOffset(f.view.contentOffset)
        #expect(f.view.swipeState != nil)
        try f.view.setContentOffset(Point(x: 0, y: 10))
        #expect(f.view.swipeState == nil)
    }

    @Test func tappingAButtonPerformsItsAction() throws {
        let f = Fixture()
        try f.view.swipe(item: ip(0, 4), direction: .left, distance: .points(100))
        #expect(f.view.performRevealedSwipeAction(at: 2) == nil)
        #expect(f.view.performRevealedSwipeAction(at: 1)?.title == "Flag")
        #expect(f.performed == ["Flag n4"])
        #expect(f.view.swipeState == nil)
        #expect(f.view.performRevealedSwipeAction(at: 0) == nil)
    }

    @Test func aTapWhileARowIsOpenGoesToTheRow() throws {
        let f = Fixture()
        let recorder = EventRecorder()
        f.view.delegate = recorder
        // Row 4 (y 176 … 220) open: Delete at x 301 … 375, Flag at 227 … 301.
        try f.view.swipe(item: ip(0, 4), direction: .left, distance: .points(100))
        // A tap on another row only closes the open one: nothing is selected.
        #expect(f.view.tap(at: Point(x: 100, y: 10)) == nil)
        #expect(f.view.swipeState == nil)
        #expect(f.view.indexPathsForSelectedItems.isEmpty)
        #expect(!recorder.events.contains { $0.hasPrefix("didSelect") })
        // A tap on Flag's button (x 250, y 200) performs Flag and closes the row.
        try f.view.swipe(item: ip(0, 4), direction: .left, distance: .points(100))
        #expect(f.view.revealedSwipeAction(at: Point(x: 250, y: 200))?.action.title == "Flag")
        #expect(f.view.revealedSwipeAction(at: Point(x: 226, y: 200)) == nil)
        #expect(f.view.tap(at: Point(x: 250, y: 200)) == nil)
        #expect(f.performed == ["Flag n4"])
        #expect(f.view.swipeState == nil)
        // With no row open, the same tap selects row 4.
        #expect(f.view.tap(at: Point(x: 250, y: 200)) == ip(0, 4))
        #expect(recorder.events.filter { $0.hasPrefix("didSelect") } == ["didSelect \(ip(0, 4))"])
    }

    @Test func theOpenRowFollowsItsItemThroughUpdates() throws {
        let f = Fixture()
        try f.view.swipe(item: ip(0, 3), direction: .left, distance: .points(100))
        f.data.sections[0].remove(at: 0)
        try f.view.performBatchUpdates(BatchUpdates(deletedItems: [ip(0, 0)]))
        // n3 is now item 2, at y 88.
        #expect(f.view.swipeState?.indexPath == ip(0, 2))
        #expect(f.buttons == ["Delete 301.0,88.0 74.0x44.0", "Flag 227.0,88.0 74.0x44.0"])
        f.data.sections[0].remove(at: 2)
        try f.view.performBatchUpdates(BatchUpdates(deletedItems: [ip(0, 2)]))
        #expect(f.view.swipeState == nil)
    }

    @Test func buttonsThatDoNotFitShareTheCellsWidth() throws {
        let data = NamesDataSource(count: 3)
        let view = makeCollectionView(data) { _, count in LayoutSection(group: SwipeTests.rowGroup, itemCount: count) }
        view.swipeActionsProvider = { _, _ in
            SwipeActionsConfiguration(actions: (0..<6).map { SwipeAction(title: "A\($0)") })
        }
        // Six buttons of 74 would need 444 points: each gets 375 / 6 = 62.5.
        try view.swipe(item: ip(0, 0), direction: .left, distance: .points(200))
        #expect(view.revealedSwipeActions.map(\.frame.minX) == [312.5, 250, 187.5, 125, 62.5, 0])
        #expect(view.revealedSwipeActions.map(\.frame.width) == Array(repeating: 62.5, count: 6))
    }

    @Test func noActionsNoItemAndBadDistances() throws {
        let data = NamesDataSource(count: 3)
        let view = makeCollectionView(data) { _, count in LayoutSection(group: SwipeTests.rowGroup, itemCount: count) }
        let none = try view.swipe(item: ip(0, 0), direction: .left, distance: .full)
        guard case .closed = none else {
            Issue.record("expected closed, got \(none)")
            return
        }
        #expect(throws: CollectionViewError.itemDoesNotExist(ip(0, 3))) {
            try view.swipe(item: ip(0, 3), direction: .left, distance: .full)
        }
        view.swipeActionsProvider = { _, _ in SwipeActionsConfiguration(actions: [SwipeAction(title: "A")]) }
        for bad in [-5, Double.nan, -Double.infinity] {
            let outcome = try view.swipe(item: ip(0, 0), direction: .left, distance: .points(bad))
            guard case .closed = outcome else {
                Issue.record("\(bad): expected closed, got \(outcome)")
                continue
            }
        }
        // Infinity is not finite either: no drag.
        let far = try view.swipe(item: ip(0, 0), direction: .left, distance: .points(.infinity))
        guard case .closed = far else {
            Issue.record("infinity is not finite: expected closed, got \(far)")
            return
        }
    }

    @Test func aMoveClosesTheOpenRowAndSwipesWaitForItsEnd() throws {
        let f = Fixture()
        f.data.movable = true
        var asked = 0
        let provider = f.view.swipeActionsProvider
        f.view.swipeActionsProvider = { path, edge in
            asked += 1
            return provider?(path, edge)
        }
        // 80 ≥ 0.5 × 148 (two buttons): row 3 opens.
        guard case .opened = try f.view.swipe(item: ip(0, 3), direction: .left, distance: .points(80)) else {
            Issue.record("expected row 3 to open")
            return
        }
        #expect(try f.view.beginInteractiveMovementForItem(at: ip(0, 5)))
        #expect(f.view.swipeState == nil)
        #expect(f.view.revealedSwipeActions.isEmpty)
        // During the move even a full swipe does nothing, and the provider
        // is not asked.
        guard case .closed = try f.view.swipe(item: ip(0, 3), direction: .left, distance: .full) else {
            Issue.record("expected a swipe during a move to do nothing")
            return
        }
        #expect(asked == 1)
        #expect(f.performed.isEmpty)
        #expect(f.view.swipeState == nil)
        #expect(f.view.interactiveMovement != nil)
        // Once the move is over, a full swipe performs Delete again.
        try f.view.cancelInteractiveMovement()
        guard case .performed = try f.view.swipe(item: ip(0, 3), direction: .left, distance: .full) else {
            Issue.record("expected the full swipe to perform Delete")
            return
        }
        #expect(f.performed == ["Delete n3"])
        #expect(asked == 2)
    }
}
