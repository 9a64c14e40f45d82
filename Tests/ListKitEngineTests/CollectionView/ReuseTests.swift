import ListKitCore
import ListKitEngine
import Testing

/// Reuse pools: cells that leave the bounds wait for the next dequeue of
/// their identifier, which hands out the most recent one first.
@Suite struct ReuseTests {
    @Test func aCellThatLeftIsTheNextOneDequeued() throws {
        let cv = makeCollectionView(NamesDataSource(count: 1000))
        try cv.layoutIfNeeded()
        let leaving = try #require(cv.cellForItem(at: ip(0, 4)) as? NameCell)
        #expect(leaving.prepared == 0)
        // One row down: items 0 … 4 go to the pool in order, 55 … 59 come;
        // 55 gets the last one in, item 4's cell.
        try cv.setContentOffset(Point(x: 0, y: 75))
        let reused = try #require(cv.cellForItem(at: ip(0, 55)) as? NameCell)
        #expect(reused === leaving)
        #expect(reused.prepared == 1)
        #expect(reused.reuseCount == 1)
        #expect(reused.name == "n55")
        #expect(reused.indexPath == ip(0, 55))
        expectFrame(reused.frame, 0, 825, 75, 75)
        #expect(cv.createdCellCount == 55)
        #expect(cv.idleCellCount(withReuseIdentifier: "name") == 0)
    }

    @Test func registeringAgainDropsTheIdleCells() throws {
        let cv = makeCollectionView(NamesDataSource(count: 1000))
        // At 37.5 rows 0 … 11 (items 0 … 59) show; back at 0 row 11 (items
        // 55 … 59) leaves for the pool.
        try cv.setContentOffset(Point(x: 0, y: 37.5))
        try cv.setContentOffset(.zero)
        #expect(cv.idleCellCount(withReuseIdentifier: "name") == 5)
        var made = 0
        cv.register(forCellWithReuseIdentifier: "name") {
            made += 1
            return NameCell()
        }
        // The old factory's cells are dropped: row 11 comes back in five new cells.
        #expect(cv.idleCellCount(withReuseIdentifier: "name") == 0)
        try cv.setContentOffset(Point(x: 0, y: 37.5))
        #expect(made == 5)
        #expect(cv.createdCellCount == 65)
    }

    @Test func scrollingScreensAwayKeepsTheCellCountBounded() throws {
        let source = NamesDataSource(count: 1000)
        let cv = makeCollectionView(source)
        try cv.layoutIfNeeded()
        #expect(cv.createdCellCount == 55)
        // A full screen down: 812 … 1624 shows rows 10 … 21 (60 cells); items
        // 0 … 49 leave before 55 … 109 are asked for, so 50 are reused and 5 made.
        try cv.setContentOffset(Point(x: 0, y: 812))
        #expect(cv.indexPathsForVisibleItems == paths(50...109))
        #expect(cv.createdCellCount == 60)
        #expect(cv.visibleCells.allSatisfy { ($0 as? NameCell)?.name == "n\($0.indexPath?.item ?? -1)" })
        // Twenty more screens: never more than 12 rows (60 cells) on screen,
        // so never more than 60 cells made.
        for screen in 2...21 {
            try cv.setContentOffset(Point(x: 0, y: Double(screen) * 812))
        }
        #expect(cv.createdCellCount == 60)
        #expect(cv.visibleCells.count + cv.idleCellCount(withReuseIdentifier: "name") == 60)
        // Scrolling down, every item was asked for exactly once.
        #expect(source.cellRequests == paths(0...999))
        // Back to the top: the same 60 cells.
        try cv.setContentOffset(.zero)
        #expect(cv.indexPathsForVisibleItems == paths(0...54))
        #expect(cv.createdCellCount == 60)
    }

    @Test func poolsAreKeptPerReuseIdentifier() throws {
        let source = NamesDataSource(count: 1000)
        let cv = makeCollectionView(source)
        var made = 0
        cv.register(forCellWithReuseIdentifier: "other") {
            made += 1
            return NameCell()
        }
        try cv.layoutIfNeeded()
        // Cells that leave go to "name"; the new ones are asked for as "other".
        source.cellIdentifier = "other"
        try cv.setContentOffset(Point(x: 0, y: 75))
        #expect(made == 5)
        #expect(cv.idleCellCount(withReuseIdentifier: "name") == 5)
        #expect(cv.cellForItem(at: ip(0, 55))?.reuseIdentifier == "other")
    }

    @Test func dequeueWithoutRegistrationThrows() throws {
        let source = NamesDataSource(count: 3)
        source.cellIdentifier = "missing"
        let cv = makeCollectionView(source)
        #expect(throws: CollectionViewError.unregisteredCell(reuseIdentifier: "missing", indexPath: ip(0, 0))) {
            try cv.layoutIfNeeded()
        }
        let error = CollectionViewError.unregisteredCell(reuseIdentifier: "missing", indexPath: ip(0, 0))
        #expect(error.description
            == "could not dequeue a cell with identifier \"missing\" for [0, 0]: register a cell for the identifier first")
        #expect(throws: CollectionViewError.unregisteredSupplementaryView(
            kind: "header", reuseIdentifier: "nope", indexPath: ip(0, 0))) {
            try cv.dequeueReusableSupplementaryView(ofKind: "header", withReuseIdentifier: "nope", for: ip(0, 0))
        }
    }

    @Test func aCellNotDequeuedIsRefused() throws {
        let source = NamesDataSource(count: 3)
        source.undequeuedCell = { CollectionViewCell() }
        let cv = makeCollectionView(source)
        #expect(throws: CollectionViewError.cellNotDequeued(indexPath: ip(0, 0))) { try cv.layoutIfNeeded() }
        #expect(CollectionViewError.cellNotDequeued(indexPath: ip(0, 0)).description
            == "the cell returned for [0, 0] was not dequeued from this collection view: "
            + "cells must come from dequeueReusableCell(withReuseIdentifier:for:)")
    }
}
