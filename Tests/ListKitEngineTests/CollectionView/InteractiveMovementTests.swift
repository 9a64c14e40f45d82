import ListKitCore
import ListKitDiff
import ListKitEngine
import Testing

/// Interactive moves in two sections of five 375 × 44 rows, without insets:
/// section 0 holds a0…a4 at y 0, 44, 88, 132, 176 and section 1 holds
/// b0…b4 at y 220, 264, 308, 352, 396.
@Suite struct InteractiveMovementTests {
    /// A names data source that allows moves (except of its `fixed` names)
    /// and records them.
    static func movable(_ sections: [[String]]) -> NamesDataSource {
        let data = NamesDataSource(sections)
        data.movable = true
        return data
    }

    static let start = [["a0", "a1", "a2", "a3", "a4"], ["b0", "b1", "b2", "b3", "b4"]]

    static func view(_ data: some CollectionViewDataSource) -> HeadlessCollectionView {
        makeCollectionView(data) { _, count in LayoutSection(group: SwipeTests.rowGroup, itemCount: count) }
    }

    /// What a view shows: each visible cell as "section.item name minY".
    static func shown(_ view: HeadlessCollectionView) -> [String] {
        view.indexPathsForVisibleItems.map { path in
            let cell = view.cellForItem(at: path)
            return "\(path.section).\(path.item) \((cell as? NameCell)?.name ?? "?") \(cell?.frame.minY ?? -1)"
        }
    }

    @Test func aDragAcrossSectionsEndsWhereADiffOfTheFinalDataEnds() throws {
        let data = Self.movable(Self.start)
        let view = Self.view(data)
        try view.layoutIfNeeded()
        let moved = try #require(view.cellForItem(at: ip(0, 1)))
        #expect(try view.beginInteractiveMovementForItem(at: ip(0, 1)))
        // The item follows the centre of its frame: (187.5, 44 + 22).
        #expect(view.interactiveMovement?.position == Point(x: 187.5, y: 66))
        // y 318 is on b2 (308…352): a1 becomes (1, 2); section 0 loses a
        // row, so section 1 starts at 176 and b2 sits at 308 (item 3), still
        // under the point: a1 moves on to (1, 3), whose slot 308…352 holds it.
        try view.updateInteractiveMovementTargetPosition(Point(x: 100, y: 318))
        #expect(view.interactiveMovement?.targetIndexPath == ip(1, 3))
        #expect(view.cellForItem(at: ip(1, 3)) === moved)
        // Shown centred on the point: (100 − 187.5, 318 − 22), above everything.
        #expect(moved.frame == Rect(x: -87.5, y: 296, width: 375, height: 44))
        #expect(moved.zIndex == HeadlessCollectionView.movingItemZIndex)
        #expect(data.moves.isEmpty)
        #expect(data.sections == Self.start)

        let committed = try view.endInteractiveMovement()
        #expect(committed == Move(source: ip(0, 1), target: ip(1, 3)))
        #expect(data.moves == ["[0, 1] → [1, 3]"])
        #expect(data.sections == [["a0", "a2", "a3", "a4"], ["b0", "b1", "b2", "a1", "b3", "b4"]])
        #expect(view.interactiveMovement == nil)
        #expect(moved.frame == Rect(x: 0, y: 308, width: 375, height: 44))
        #expect(moved.zIndex == 0)
        let expected = [
            "0.0 a0 0.0", "0.1 a2 44.0", "0.2 a3 88.0", "0.3 a4 132.0", "1.0 b0 176.0", "1.1 b1 220.0",
            "1.2 b2 264.0", "1.3 a1 308.0", "1.4 b3 352.0", "1.5 b4 396.0",
        ]
        #expect(Self.shown(view) == expected)

        // The equivalent diff, applied as batch updates to a view of the start.
        let diffed = Self.movable(Self.start)
        let other = Self.view(diffed)
        try other.layoutIfNeeded()
        let stages = StagedChangeset(
            source: Self.start.enumerated().map { DiffSection(model: $0.offset, items: $0.element) },
            target: data.sections.enumerated().map { DiffSection(model: $0.offset, items: $0.element) })
        for stage in stages {
            diffed.sections = stage.data.map(\.items)
            try other.performBatchUpdates(BatchUpdates(
                deletedItems: stage.deletedItems.map { ip($0.section, $0.item) },
                insertedItems: stage.insertedItems.map { ip($0.section, $0.item) },
                movedItems: stage.movedItems.map { Move(source: ip($0.source.section, $0.source.item), target: ip($0.target.section, $0.target.item)) }))
        }
        #expect(Self.shown(other) == expected)
        // And a fresh load of the final data.
        let fresh = Self.view(Self.movable(data.sections))
        try fresh.layoutIfNeeded()
        #expect(Self.shown(fresh) == expected)
    }

    @Test func cancellingPutsTheItemBackAndTellsTheDataSourceNothing() throws {
        let data = Self.movable(Self.start)
        let view = Self.view(data)
        try view.layoutIfNeeded()
        let before = Self.shown(view)
        try view.beginInteractiveMovementForItem(at: ip(1, 4))
        // y 30 is on a0 (0…44): b4 becomes (0, 0); section 0 grows, and a0 at
        // 44 is off the point, so the target stays (0, 0).
        try view.updateInteractiveMovementTargetPosition(Point(x: 10, y: 30))
        #expect(view.interactiveMovement?.targetIndexPath == ip(0, 0))
        #expect(view.numberOfItems(inSection: 0) == 6)
        try view.cancelInteractiveMovement()
        #expect(view.interactiveMovement == nil)
        #expect(data.moves.isEmpty)
        #expect(Self.shown(view) == before)
        #expect(try view.endInteractiveMovement() == nil)
    }

    @Test func aMoveWithinASectionShiftsTheRowsBetween() throws {
        let data = Self.movable(Self.start)
        let view = Self.view(data)
        try view.layoutIfNeeded()
        try view.beginInteractiveMovementForItem(at: ip(0, 0))
        // y 150 is on a3 (132…176): a0 takes (0, 3), a1…a3 move up a row.
        try view.updateInteractiveMovementTargetPosition(Point(x: 10, y: 150))
        #expect(view.interactiveMovement?.targetIndexPath == ip(0, 3))
        // A point on no item (below the content) keeps the target.
        try view.updateInteractiveMovementTargetPosition(Point(x: 10, y: 700))
        #expect(view.interactiveMovement?.targetIndexPath == ip(0, 3))
        try view.endInteractiveMovement()
        #expect(data.sections[0] == ["a1", "a2", "a3", "a0", "a4"])
        #expect(Array(Self.shown(view).prefix(5)) == ["0.0 a1 0.0", "0.1 a2 44.0", "0.2 a3 88.0", "0.3 a0 132.0", "0.4 a4 176.0"])
    }

    @Test func aMoveBeginsOnlyForAMovableItemAndOneAtATime() throws {
        let data = Self.movable(Self.start)
        data.fixed = ["a2"]
        let view = Self.view(data)
        try view.layoutIfNeeded()
        #expect(try view.beginInteractiveMovementForItem(at: ip(0, 2)) == false)
        #expect(try view.beginInteractiveMovementForItem(at: ip(2, 0)) == false)
        #expect(try view.beginInteractiveMovementForItem(at: ip(0, -1)) == false)
        #expect(try view.beginInteractiveMovementForItem(at: ip(0, 1)))
        #expect(try view.beginInteractiveMovementForItem(at: ip(0, 3)) == false)
        #expect(view.interactiveMovement?.originalIndexPath == ip(0, 1))
        // The default data source refuses every move.
        let plain = Self.view(CountsDataSource([3]))
        #expect(try plain.beginInteractiveMovementForItem(at: ip(0, 0)) == false)
    }

    @Test func aDataSourceThatDoesNotFollowTheMoveIsReloaded() throws {
        // A data source that allows moves but ignores the final one keeps
        // its counts: the view throws and reloads.
        final class Ignoring: CollectionViewDataSource {
            func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 2 }
            func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            func collectionView(
                _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
            ) throws(CollectionViewError) -> CollectionViewCell {
                try collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
            }
            func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ElementIndexPath) -> Bool { true }
        }
        let ignoring = Ignoring()
        let stale = Self.view(ignoring)
        try stale.layoutIfNeeded()
        try stale.beginInteractiveMovementForItem(at: ip(0, 0))
        try stale.updateInteractiveMovementTargetPosition(Point(x: 10, y: 230))
        #expect(stale.interactiveMovement?.targetIndexPath.section == 1)
        #expect(throws: CollectionViewError.self) { try stale.endInteractiveMovement() }
        try stale.layoutIfNeeded()
        #expect(stale.numberOfItems(inSection: 0) == 5)
        #expect(stale.numberOfItems(inSection: 1) == 5)
    }

    @Test func theDataIndexPathUndoesTheShownMove() {
        // a1 shown at (1, 3): section 0 shows a0 a2 a3 a4, section 1 shows
        // b0 b1 b2 a1 b3 b4.
        let across = InteractiveMovement(originalIndexPath: ip(0, 1), targetIndexPath: ip(1, 3), position: .zero)
        #expect(across.dataIndexPath(forShown: ip(1, 3)) == ip(0, 1))
        #expect(across.dataIndexPath(forShown: ip(0, 0)) == ip(0, 0))
        #expect(across.dataIndexPath(forShown: ip(0, 1)) == ip(0, 2))
        #expect(across.dataIndexPath(forShown: ip(0, 3)) == ip(0, 4))
        #expect(across.dataIndexPath(forShown: ip(1, 2)) == ip(1, 2))
        #expect(across.dataIndexPath(forShown: ip(1, 4)) == ip(1, 3))
        // a0 shown at (0, 3): a1 a2 a3 a0 a4.
        let within = InteractiveMovement(originalIndexPath: ip(0, 0), targetIndexPath: ip(0, 3), position: .zero)
        #expect([0, 1, 2, 3, 4].map { within.dataIndexPath(forShown: ip(0, $0)).item } == [1, 2, 3, 0, 4])
        // a3 shown at (0, 1): a0 a3 a1 a2 a4.
        let up = InteractiveMovement(originalIndexPath: ip(0, 3), targetIndexPath: ip(0, 1), position: .zero)
        #expect([0, 1, 2, 3, 4].map { up.dataIndexPath(forShown: ip(0, $0)).item } == [0, 3, 1, 2, 4])
    }

    @Test func cellsThatAppearDuringADragShowTheItemsWhereTheyAreShown() throws {
        let data = Self.movable([(0..<60).map { "a\($0)" }])
        let view = Self.view(data)
        try view.layoutIfNeeded()
        try view.beginInteractiveMovementForItem(at: ip(0, 0))
        try view.setContentOffset(Point(x: 0, y: 1000))
        // y 1100 is on row 25 (1100…1144): a0 is shown there, a1…a25 a row up.
        try view.updateInteractiveMovementTargetPosition(Point(x: 10, y: 1100))
        #expect(view.interactiveMovement?.targetIndexPath == ip(0, 25))
        // Back at the top rows 0…18 (812 / 44 = 18.5) get new cells: row k
        // shows a(k + 1); the moving a0 stays shown, centred on y 1100.
        try view.setContentOffset(Point(x: 0, y: 0))
        let expected = (0...18).map { "0.\($0) a\($0 + 1) \(Double($0 * 44))" } + ["0.25 a0 1078.0"]
        #expect(Self.shown(view) == expected)
        #expect(view.cellForItem(at: ip(0, 4))?.indexPath == ip(0, 4))
        try view.endInteractiveMovement()
        #expect(Array(data.sections[0].prefix(3)) == ["a1", "a2", "a3"])
        #expect(data.sections[0][25] == "a0")
    }

    @Test func badgesThatAppearDuringADragShowTheirOwnItems() throws {
        // A 30-point header, then rows of 50 (row k at 30 + 50k), each with
        // a badge anchored to its item.
        let data = Self.movable([(0..<60).map { "a\($0)" }])
        let view = SupplementaryUpdateTests().badgedList(data)
        try view.layoutIfNeeded()
        try view.beginInteractiveMovementForItem(at: ip(0, 0))
        try view.setContentOffset(Point(x: 0, y: 1000))
        // y 1290 is on row 25 (1280…1330): a0 is shown there, a1…a25 a row up.
        try view.updateInteractiveMovementTargetPosition(Point(x: 10, y: 1290))
        #expect(view.interactiveMovement?.targetIndexPath == ip(0, 25))
        data.supplementaryRequests = []
        // Back at the top the header and the badges of rows 0…15 (row 15
        // starts at 780 < 812, row 16 at 830) are new: shown row k holds
        // a(k + 1), so its badge is asked for at the data's item k + 1; the
        // header keeps its index path.
        try view.setContentOffset(Point(x: 0, y: 0))
        #expect(data.supplementaryRequests.sorted() == (0...16).map { ip(0, $0) })
        let badges = view.indexPathsForVisibleSupplementaryElements(ofKind: "badge").map {
            "\($0.item) \((view.supplementaryView(forElementKind: "badge", at: $0) as? NameView)?.name ?? "?")"
        }
        #expect(badges == (0...15).map { "\($0) badge a\($0 + 1)" })
        #expect((view.supplementaryView(forElementKind: "header", at: ip(0, 0)) as? NameView)?.name == "header 0")
        // The drop changes nothing shown: the data now holds what the badges show.
        try view.endInteractiveMovement()
        #expect(data.sections[0][0] == "a1" && data.sections[0][25] == "a0")
        #expect(data.supplementaryRequests.count == 17)
        #expect((view.supplementaryView(forElementKind: "badge", at: ip(0, 0)) as? NameView)?.name == "badge a1")
    }

    @Test func aBatchUpdateOrAReloadDuringAMoveCancelsIt() throws {
        let data = Self.movable(Self.start)
        let view = Self.view(data)
        try view.layoutIfNeeded()
        try view.beginInteractiveMovementForItem(at: ip(0, 0))
        // y 318 is on b2 (308…352); then the proposal settles on (1, 3).
        try view.updateInteractiveMovementTargetPosition(Point(x: 10, y: 318))
        #expect(view.interactiveMovement?.targetIndexPath == ip(1, 3))
        // The data deletes b0, in its own index paths: the move goes back first.
        data.sections[1].remove(at: 0)
        try view.performBatchUpdates(BatchUpdates(deletedItems: [ip(1, 0)]))
        #expect(view.interactiveMovement == nil)
        #expect(data.moves.isEmpty)
        #expect(Self.shown(view) == [
            "0.0 a0 0.0", "0.1 a1 44.0", "0.2 a2 88.0", "0.3 a3 132.0", "0.4 a4 176.0",
            "1.0 b1 220.0", "1.1 b2 264.0", "1.2 b3 308.0", "1.3 b4 352.0",
        ])
        try view.beginInteractiveMovementForItem(at: ip(1, 3))
        try view.updateInteractiveMovementTargetPosition(Point(x: 10, y: 10))
        #expect(view.interactiveMovement?.targetIndexPath == ip(0, 0))
        view.reloadData()
        #expect(view.interactiveMovement == nil)
        try view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 5)
        #expect(Self.shown(view).first == "0.0 a0 0.0")
    }
}
