import ListKitCore
import ListKitDiff
import ListKitEngine
import Testing

/// `viewChangeCount` grows whenever a view is put on screen, taken off it or
/// carried to another index path, and only then: a batch update whose
/// changes all lie off the screen leaves it, one that touches the screen
/// does not.
@Suite struct ViewChangeCountTests {
    /// 40 full-width rows of 50 on a 375 × 812 screen: rows 0 … 16 are
    /// visible (row 16 spans 800 to 850), row 17 starts at 850, below it.
    func list() throws -> (HeadlessCollectionView, NamesDataSource) {
        let source = NamesDataSource(count: 40)
        let cv = makeCollectionView(source) { _, count in LayoutSection(group: rows(50), itemCount: count) }
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(0...16))
        return (cv, source)
    }

    /// Applies `updates` after `change` made the source's names what they
    /// are after it, and returns whether the count moved.
    func changesViews(
        _ updates: BatchUpdates, _ change: (inout [String]) -> Void
    ) throws -> Bool {
        let (cv, source) = try list()
        let before = cv.viewChangeCount
        change(&source.sections[0])
        try cv.performBatchUpdates(updates)
        return cv.viewChangeCount != before
    }

    @Test func changesBelowTheScreenLeaveIt() throws {
        // Row 17, the first below the screen, deleted: the rows on screen stay.
        var delete = BatchUpdates()
        delete.deleteItems(at: [ip(0, 17)])
        #expect(try !changesViews(delete) { $0.remove(at: 17) })
        // A delete, an insert and a move, all below the screen.
        var several = BatchUpdates()
        several.deleteItems(at: [ip(0, 30)])
        several.insertItems(at: [ip(0, 20)])
        several.moveItem(at: ip(0, 25), to: ip(0, 35))
        #expect(try !changesViews(several) { names in
            names.remove(at: 30)
            let moved = names.remove(at: 25)
            names.insert("new", at: 20)
            names.insert(moved, at: 35)
        })
        // A reload below the screen asks for no cell on it.
        var reload = BatchUpdates()
        reload.updateItems(at: [ip(0, 17)])
        #expect(try !changesViews(reload) { $0[17] = "again" })
    }

    @Test func changesOnTheScreenMoveIt() throws {
        // Row 16, the last on screen, deleted: its view ends, row 17 comes up.
        var delete = BatchUpdates()
        delete.deleteItems(at: [ip(0, 16)])
        #expect(try changesViews(delete) { $0.remove(at: 16) })
        // A row inserted at the top: every view on screen is carried one down.
        var insert = BatchUpdates()
        insert.insertItems(at: [ip(0, 0)])
        #expect(try changesViews(insert) { $0.insert("top", at: 0) })
        // A visible row reloaded: its cell is asked for again.
        var reload = BatchUpdates()
        reload.updateItems(at: [ip(0, 16)])
        #expect(try changesViews(reload) { $0[16] = "again" })
        // A row moved from below the screen onto it.
        var move = BatchUpdates()
        move.moveItem(at: ip(0, 30), to: ip(0, 16))
        #expect(try changesViews(move) { names in names.insert(names.remove(at: 30), at: 16) })
    }

    @Test func aViewPutOnScreenOrTakenOffAloneMovesIt() throws {
        // 10 rows of 50 fill 500 of the 812 pt: every row is on screen.
        let source = NamesDataSource(count: 10)
        let cv = makeCollectionView(source) { _, count in LayoutSection(group: rows(50), itemCount: count) }
        try cv.layoutIfNeeded()
        // A row appended: one view put on screen, every other stays where it was.
        var count = cv.viewChangeCount
        source.sections[0].append("last")
        var append = BatchUpdates()
        append.insertItems(at: [ip(0, 10)])
        try cv.performBatchUpdates(append)
        #expect(cv.indexPathsForVisibleItems == paths(0...10))
        #expect(cv.viewChangeCount != count)
        // The last row deleted: one view taken off, every other stays.
        count = cv.viewChangeCount
        source.sections[0].removeLast()
        var delete = BatchUpdates()
        delete.deleteItems(at: [ip(0, 10)])
        try cv.performBatchUpdates(delete)
        #expect(cv.indexPathsForVisibleItems == paths(0...9))
        #expect(cv.viewChangeCount != count)
    }

    @Test func aScrollMovesItOnlyWhenAViewComesOrGoes() throws {
        let (cv, _) = try list()
        var count = cv.viewChangeCount
        // 10 pt down: rows 0 … 16 still meet the screen (10 to 822).
        cv.contentOffset = Point(x: 0, y: 10)
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(0...16))
        #expect(cv.viewChangeCount == count)
        // 40 more: row 17 (850 to 900) meets the screen (50 to 862), row 0 (0 to 50) leaves it.
        cv.contentOffset = Point(x: 0, y: 50)
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(1...17))
        #expect(cv.viewChangeCount != count)
        // Near the end (2,000 pt of content): at 1,140 rows 22 (1,100 to
        // 1,150) … 39 (1,950 to 2,000) meet the screen (1,140 to 1,952); at
        // 1,188, the last offset, row 22 leaves and no row comes.
        cv.contentOffset = Point(x: 0, y: 1_140)
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(22...39))
        count = cv.viewChangeCount
        cv.contentOffset = Point(x: 0, y: 1_188)
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems == paths(23...39))
        #expect(cv.viewChangeCount != count)
        // A reload ends every view and makes them again.
        count = cv.viewChangeCount
        cv.reloadData()
        try cv.layoutIfNeeded()
        #expect(cv.viewChangeCount != count)
    }
}
