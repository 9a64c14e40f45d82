import ListKitCore
import ListKitDiff
import ListKitEngine
import Testing

/// What self-sized items measured, through batch updates, reloads and
/// `invalidateItems(at:)` (LayoutSemantics.md, "Measurements through
/// updates"): a repetition whose items stay together keeps its layout at
/// its new place; any other is measured again when it meets the viewport.
@Suite struct MeasurementsThroughUpdatesTests {
    /// A grid of two cells per row, row height estimated 44, on a 375 × 200
    /// screen at scale 1; item `n<k>` measures 20 + 10 × (k mod 4) tall.
    /// Returns the collection view and the items it asked to measure.
    /// A section of `invalidAt` items has a NaN spacing (refused); the rows
    /// are `asked.spacing` apart.
    func grid(_ source: NamesDataSource, invalidAt: Int? = nil) -> (HeadlessCollectionView, Asked) {
        let asked = Asked()
        let cv = makeCollectionView(source, viewport: Viewport(size: Size(width: 375, height: 200), scale: 1)) { _, count in
            var section = LayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .estimated(44)),
                    subitems: [item(.fractionalWidth(0.5), .estimated(44))]),
                itemCount: count)
            section.interGroupSpacing = count == invalidAt ? .nan : asked.spacing
            return section
        }
        cv.sizing = SelfSizing { path, proposed in
            asked.paths.append(path)
            let key = Int(source.sections[path.section][path.item].dropFirst()) ?? 0
            return Size(width: proposed.width, height: 20 + Double(key % 4) * 10)
        }
        return (cv, asked)
    }

    /// The items a measurer was asked for, in order.
    final class Asked: @unchecked Sendable {
        var paths: [ElementIndexPath] = []
        /// The spacing between the grid's rows.
        var spacing = 0.0
    }

    /// The top of the row holding item `item` of section 0.
    func rowTop(_ cv: HeadlessCollectionView, _ item: Int) -> Double? {
        cv.solvedLayout?.sections[0].cellFrame(at: item)?.minY
    }

    /// 22 items n0 … n21, laid out: rows of (n0, n1), (n2, n3), … measure
    /// 30, 50, 30, 50, …; rows 0–4 meet the screen at their estimates (0 to
    /// 220) and measure 190 in all, then row 5 (at 190) measures 50: rows
    /// 0–5, items 0–11, are measured.
    func measuredGrid(invalidAt: Int? = nil) throws -> (NamesDataSource, HeadlessCollectionView, Asked) {
        let source = NamesDataSource(count: 22)
        let (cv, asked) = grid(source, invalidAt: invalidAt)
        try cv.layoutIfNeeded()
        #expect(asked.paths == (0..<12).map { ip(0, $0) })
        #expect(rowTop(cv, 10) == 190)
        #expect(rowTop(cv, 12) == 240)
        asked.paths = []
        return (source, cv, asked)
    }

    @Test func aRowInsertedWholeMovesTheMeasuredRowsAfterIt() throws {
        let (source, cv, asked) = try measuredGrid()
        // n100 and n101 (20 and 30 tall) make a new first row: the six
        // measured rows move down one row each, kept; only the new row is
        // measured (30). Rows: 30 at 0, then 30, 50, 30, 50, 30, 50 at
        // 30, 60, 110, 140, 190, 220; row 7, not measured, at 270.
        source.sections[0].insert(contentsOf: ["n100", "n101"], at: 0)
        try cv.performBatchUpdates(BatchUpdates(insertedItems: [ip(0, 0), ip(0, 1)]))
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(0, 0), ip(0, 1)])
        #expect(rowTop(cv, 2) == 30)
        #expect(rowTop(cv, 4) == 60)
        #expect(rowTop(cv, 10) == 190)
        #expect(rowTop(cv, 12) == 220)
        #expect(rowTop(cv, 14) == 270)
        // Seven measured rows (270) and five at the estimate (220).
        #expect(cv.solvedLayout?.contentSize.height == 490)
    }

    @Test func anItemDeletedFromTheFirstRowBreaksUpEveryRowAfterIt() throws {
        let (source, cv, asked) = try measuredGrid()
        // Without n0 every item moves back one place: no row keeps its two
        // items, so every row is measured again as it meets the screen.
        // Rows (n1, n2), (n3, n4), … measure 40, 50, 40, 50, 40 = 220 from
        // the first five: rows 0–4, items 0–9.
        source.sections[0].removeFirst()
        try cv.performBatchUpdates(BatchUpdates(deletedItems: [ip(0, 0)]))
        try cv.layoutIfNeeded()
        #expect(asked.paths == (0..<10).map { ip(0, $0) })
        #expect(rowTop(cv, 10) == 220)
    }

    @Test func twoItemsSwappedInTheirRowAreMeasuredAgain() throws {
        let (source, cv, asked) = try measuredGrid()
        // n1 moved before n0: same row, other order; only that row is
        // measured again (30, as before).
        source.sections[0].swapAt(0, 1)
        try cv.performBatchUpdates(BatchUpdates(movedItems: [Move(source: ip(0, 1), target: ip(0, 0))]))
        try cv.layoutIfNeeded()
        #expect(Set(asked.paths) == [ip(0, 0), ip(0, 1)])
        #expect(rowTop(cv, 12) == 240)
    }

    @Test func twoRowsThatTradeAnItemAreMeasuredAgain() throws {
        let (source, cv, asked) = try measuredGrid()
        // n2 moved before n1: rows (n0, n2) and (n1, n3) hold other items
        // now (the first keeps n0 in place), so both are measured again:
        // 40 and 50; the rows after keep theirs.
        source.sections[0].swapAt(1, 2)
        try cv.performBatchUpdates(BatchUpdates(movedItems: [Move(source: ip(0, 2), target: ip(0, 1))]))
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3)])
        #expect(rowTop(cv, 4) == 90)
        #expect(rowTop(cv, 12) == 250)
    }

    @Test func aLastRowThatFillsUpIsMeasuredAgain() throws {
        // Three items: rows (n0, n1) of 30 and (n2) of 40, both measured.
        let source = NamesDataSource(count: 3)
        let (cv, asked) = grid(source)
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(0, 0), ip(0, 1), ip(0, 2)])
        asked.paths = []
        // n3 (50) joins the last row: it holds two cells now, not the one
        // it was measured with, so both are measured.
        source.sections[0].append("n3")
        try cv.performBatchUpdates(BatchUpdates(insertedItems: [ip(0, 3)]))
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(0, 2), ip(0, 3)])
        #expect(cv.solvedLayout?.contentSize.height == 80)
    }

    @Test func aRowMovedToAnotherSectionIsMeasuredThere() throws {
        // Two sections of the grid; a row moved whole from the end of one
        // into the start of the other is measured again there (a section
        // keeps only its own measurements); the row it pushes down keeps its.
        let source = NamesDataSource([["n0", "n1", "n2", "n3"], ["n4", "n5"]])
        let (cv, asked) = grid(source)
        try cv.layoutIfNeeded()
        // Rows 30, 50 | 30: all measured (110 of 200).
        #expect(asked.paths == [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3), ip(1, 0), ip(1, 1)])
        asked.paths = []
        source.sections = [["n0", "n1"], ["n2", "n3", "n4", "n5"]]
        try cv.performBatchUpdates(BatchUpdates(movedItems: [
            Move(source: ip(0, 2), target: ip(1, 0)), Move(source: ip(0, 3), target: ip(1, 1)),
        ]))
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(1, 0), ip(1, 1)])
        // Rows 30 | 50, 30: the second row of section 1 at 30 + 50.
        #expect(cv.solvedLayout?.sections[1].cellFrame(at: 2)?.minY == 80)
        #expect(cv.solvedLayout?.contentSize.height == 110)
    }

    @Test func invalidatedItemsAreMeasuredAgainWithTheirRow() throws {
        let (source, cv, asked) = try measuredGrid()
        // n3 now measures 20 (as n4 does): its row (n2, n3) is 40 tall, and
        // is the only one measured again; a path measured never (n20) or
        // outside the data is passed over.
        source.sections[0][3] = "n4"
        cv.invalidateItems(at: [ip(0, 3), ip(0, 20), ip(3, 0), ip(0, -1)])
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(0, 2), ip(0, 3)])
        #expect(rowTop(cv, 4) == 70)
        #expect(rowTop(cv, 12) == 230)
    }

    @Test func aReloadedItemIsMeasuredAgainWithItsRow() throws {
        let (source, cv, asked) = try measuredGrid()
        // n3 reloaded as n4 (20): its row (n2, n4) measures 40.
        source.sections[0][3] = "n4"
        try cv.performBatchUpdates(BatchUpdates(updatedItems: [ip(0, 3)]))
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(0, 2), ip(0, 3)])
        #expect(rowTop(cv, 4) == 70)
    }

    @Test func aRowForgottenOffScreenTakesItsEstimate() throws {
        // 200 items; rows 0–5 measured (to 240), then a scroll to 1,000:
        // rows 23–27, at 240 + 44 × (g − 6) from 988, measure 50, 30, 50,
        // 30, 50 (row 23 stays put), to 1,198; then row 28 (30).
        let source = NamesDataSource(count: 200)
        let (cv, asked) = grid(source)
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 1_000))
        #expect(asked.paths.suffix(12) == (46..<58).map { ip(0, $0) })
        #expect(rowTop(cv, 44) == 944)
        asked.paths = []
        // Row 0 (30, off screen) forgotten: it takes the estimate, 44, and
        // is not measured; row 1 now starts at 44, row 2 at 94. Every row
        // after moves down 14, which brings row 22 (944 + 14 = 958 to
        // 1,002) on screen: it is measured (30), and row 23, anchored,
        // is back at 988; the offset stays.
        cv.invalidateItems(at: [ip(0, 1)])
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(0, 44), ip(0, 45)])
        #expect(cv.contentOffset.y == 1_000)
        #expect(cv.solvedLayout?.sections[0].cellFrame(at: 0)?.height == 44)
        #expect(rowTop(cv, 2) == 44)
        #expect(rowTop(cv, 4) == 94)
        #expect(rowTop(cv, 44) == 958)
        #expect(rowTop(cv, 46) == 988)
    }

    @Test func aSectionWhoseLayoutChangedStartsFromItsEstimates() throws {
        let (_, cv, asked) = try measuredGrid()
        // Rows 10 apart: at their estimates rows 0–3 (0, 54, 108, 162) meet
        // the screen; measured, 30, 50, 30, 50 and three gaps end at 190;
        // row 4, at 200, is off screen.
        asked.spacing = 10
        cv.invalidateLayout()
        try cv.layoutIfNeeded()
        #expect(asked.paths == (0..<8).map { ip(0, $0) })
        #expect(rowTop(cv, 8) == 200)
    }

    @Test func aNewViewportStartsFromTheEstimates() throws {
        let (_, cv, asked) = try measuredGrid()
        // Twice as tall: rows 0–9 meet [0, 400) at their estimates (row 9
        // from 396) and are all measured again: 5 × (30 + 50) = 400.
        try cv.setViewport(Viewport(size: Size(width: 375, height: 400), scale: 1))
        try cv.layoutIfNeeded()
        #expect(asked.paths == (0..<20).map { ip(0, $0) })
        #expect(rowTop(cv, 20) == 400)
    }

    @Test func aReloadMeasuresEverythingShownAgain() throws {
        let (_, cv, asked) = try measuredGrid()
        cv.reloadData()
        try cv.layoutIfNeeded()
        #expect(asked.paths == (0..<12).map { ip(0, $0) })
    }

    @Test func anUpdateRefusedKeepsWhatWasMeasured() throws {
        // The layout of 23 items is refused: the update inserting n22 is
        // refused after its measurements were carried, which are put back;
        // solved again, the 22 items measure nothing.
        let (source, cv, asked) = try measuredGrid(invalidAt: 23)
        source.sections[0].append("n22")
        #expect(throws: CollectionViewError.self) {
            try cv.performBatchUpdates(BatchUpdates(insertedItems: [ip(0, 22)]))
        }
        source.sections[0].removeLast()
        cv.invalidateLayout()
        try cv.layoutIfNeeded()
        #expect(asked.paths.isEmpty)
        #expect(rowTop(cv, 12) == 240)
    }

    /// Sections of two 50-pt rows under a header estimated 30, on a 375 ×
    /// 812 screen: each measures 40. Returns the collection view and the
    /// headers asked for.
    func headed(_ source: NamesDataSource) -> (HeadlessCollectionView, Asked) {
        let asked = Asked()
        let cv = HeadlessCollectionView(viewport: phone(scale: 1)) { counts in
            CompositionalLayout(sections: counts.map {
                LayoutSection(
                    group: rows(50), itemCount: $0,
                    boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .estimated(30), .top)])
            })
        }
        cv.register(NameCell.self, forCellWithReuseIdentifier: "name")
        cv.register(NameView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "view")
        cv.dataSource = source
        cv.sizing = SelfSizing({ _, _ in nil }, supplementary: { _, path, proposed in
            asked.paths.append(path)
            return Size(width: proposed.width, height: 40)
        })
        return (cv, asked)
    }

    @Test func headersFollowTheirSections() throws {
        let source = NamesDataSource([["a", "b"], ["c", "d"], ["e", "f"]])
        let (cv, asked) = headed(source)
        try cv.layoutIfNeeded()
        // Three sections of 40 + 100.
        #expect(asked.paths == [ip(0, 0), ip(1, 0), ip(2, 0)])
        #expect(cv.solvedLayout?.contentSize.height == 420)
        asked.paths = []
        // Section 0 deleted, section 2 (now 1) reloaded: the header of the
        // old section 1 keeps its 40 (now section 0's); the reloaded
        // section's header is measured again.
        source.sections = [["c", "d"], ["e", "f"]]
        try cv.performBatchUpdates(BatchUpdates(deletedSections: [0], updatedSections: [2]))
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(1, 0)])
        #expect(cv.solvedLayout?.contentSize.height == 280)
    }

    @Test func anInvalidatedHeaderIsMeasuredAgain() throws {
        let source = NamesDataSource([["a", "b"], ["c", "d"]])
        let (cv, asked) = headed(source)
        try cv.layoutIfNeeded()
        asked.paths = []
        // Section 1's header forgotten; no footer at section 0 to forget.
        cv.invalidateSupplementaryElements(ofKind: "header", at: [ip(1, 0)])
        cv.invalidateSupplementaryElements(ofKind: "footer", at: [ip(0, 0)])
        try cv.layoutIfNeeded()
        #expect(asked.paths == [ip(1, 0)])
    }
}
