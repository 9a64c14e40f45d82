import ListKit
import Testing

/// Rows of the seed's pattern, sized from an estimate of 44 and measured
/// as they come near the screen, through the renderer's updates: a row
/// whose content changed is measured again, the others keep what they
/// measured wherever they move (LayoutSemantics.md, "Measurements through
/// updates").
@Suite struct MeasuredRowsThroughUpdatesTests {
    /// Records the rows measured.
    final class Counter: @unchecked Sendable {
        var measured: [Int] = []
    }

    /// A row estimated 44 tall that measures 20 pt a line; rows of the same
    /// number and lines show the same content.
    struct Row: Component, Equatable {
        let number: Int
        let lines: Int
        let counter: Counter

        var id: Int { number }
        static func == (a: Row, b: Row) -> Bool { a.number == b.number && a.lines == b.lines }
        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        }
        func measure(proposed: Size) -> Size? {
            counter.measured.append(number)
            return Size(width: proposed.width, height: Double(20 * lines))
        }
        func render(in content: ContentView) {}
    }

    let counter = Counter()
    let renderer = ComposeRenderer(
        dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 200), scale: 1))

    /// Renders rows of the given numbers and line counts.
    func render(_ rows: [(number: Int, lines: Int)], animated: Bool = true) {
        let counter = counter
        renderer.render(sections: [Section(id: "feed") {
            VGroup(of: rows, width: .fractionalWidth(1), height: .estimated(44)) {
                Row(number: $0.number, lines: $0.lines, counter: counter)
            }
        }], animated: animated)
    }

    func frame(_ item: Int) -> Rect? {
        renderer.collectionView.solvedLayout?.sections[0].cellFrame(at: item)
    }

    var lastUpdate: ChangeCounts? { (renderer.dataSource as? DiffableDataSource)?.lastUpdate?.changes }

    /// 100 rows of 3 lines: rows 0–4 meet the 200-pt screen at their
    /// estimates (0 to 220) and measure 60 each, to 300. The renderer asks
    /// in runs of 1, 2 and 4 rows (`SelfSizing`'s batches): rows 0–6 answer;
    /// rows 5 and 6, never placed as measured, keep their estimates.
    func renderSixtyPointRows() -> [(number: Int, lines: Int)] {
        let rows = (0..<100).map { (number: $0, lines: 3) }
        render(rows)
        #expect(counter.measured == Array(0...6))
        #expect(frame(5) == Rect(x: 0, y: 300, width: 375, height: 44))
        counter.measured = []
        return rows
    }

    @Test func aRowWhoseContentChangedIsMeasuredAgain() throws {
        var rows = renderSixtyPointRows()
        // Row 1 gets 5 lines: only it is measured again (100); rows 2–4
        // keep their 60 and move down 40.
        rows[1].lines = 5
        render(rows)
        #expect(lastUpdate?.updated == 1)
        #expect(counter.measured == [1])
        #expect(frame(1) == Rect(x: 0, y: 60, width: 375, height: 100))
        #expect(frame(2) == Rect(x: 0, y: 160, width: 375, height: 60))
        #expect(frame(4) == Rect(x: 0, y: 280, width: 375, height: 60))
        #expect(frame(5) == Rect(x: 0, y: 340, width: 375, height: 44))
        #expect(renderer.collectionView.solvedLayout?.contentSize.height == Double(4 * 60 + 100 + 95 * 44))
    }

    @Test func rowsKeepWhatTheyMeasuredWhenAnUpdateShiftsThem() throws {
        // Row n has 1 + n mod 3 lines (20, 40, 60 pt): rows 0–4 meet the
        // screen at their estimates and measure 180 in all; row 5, at 180,
        // then measures 60 (asked in runs of 1, 2, 4: rows 0–6).
        let rows = (0..<100).map { (number: $0, lines: 1 + $0 % 3) }
        render(rows)
        #expect(counter.measured == Array(0...6))
        #expect(frame(6) == Rect(x: 0, y: 240, width: 375, height: 44))
        counter.measured = []
        // Row 2 deleted, row 100 (2 lines) inserted first: the same count.
        // The update's first stage deletes: rows 3–5 move up one place,
        // keeping what they measured (20, 40, 60), which brings row 6 on
        // screen at 180: it is measured (20). The second stage inserts row
        // 100 at the top: every row moves down one place, keeping its
        // measurement; only row 100 is measured (40). Rows 100, 0, 1, 3, 4,
        // 5, 6: 40, 20, 40, 20, 40, 60, 20, to 240.
        var next = rows
        next.remove(at: 2)
        next.insert((number: 100, lines: 2), at: 0)
        render(next)
        #expect(lastUpdate?.deleted == 1 && lastUpdate?.inserted == 1)
        #expect(counter.measured == [6, 100])
        #expect(frame(0) == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(frame(1) == Rect(x: 0, y: 40, width: 375, height: 20))
        #expect(frame(5) == Rect(x: 0, y: 160, width: 375, height: 60))
        #expect(frame(6) == Rect(x: 0, y: 220, width: 375, height: 20))
        #expect(frame(7) == Rect(x: 0, y: 240, width: 375, height: 44))
        #expect(renderer.collectionView.solvedLayout?.contentSize.height == Double(240 + 93 * 44))
    }

    @Test func aRenderWithoutAnimationMeasuresWhatItShowsAgain() throws {
        var rows = renderSixtyPointRows()
        // A reload: the data may be new, so rows 0–4 are measured again
        // (row 1 now 100 tall), asked in runs of 1, 2, 4 again.
        rows[1].lines = 5
        render(rows, animated: false)
        #expect(counter.measured == Array(0...6))
        #expect(frame(2) == Rect(x: 0, y: 160, width: 375, height: 60))
    }
}

/// A header (or, of kind "footer", a footer) estimated 44 tall that
/// measures 50, or 70 for a title longer than five characters; it logs its
/// titles as it is measured.
private struct ChangingTitleHeader: SupplementaryComponent, Equatable {
    let title: String
    let log: ChangingTitleLog
    var kind = "header"
    var id: AnyHashable { kind }
    var elementKind: String { kind }
    var alignment: RectAlignment { kind == "footer" ? .bottom : .top }
    static func == (a: ChangingTitleHeader, b: ChangingTitleHeader) -> Bool { a.title == b.title }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)) }
    func render(in content: ContentView) {}
    func measure(proposed: Size) -> Size? {
        log.titles.append(title)
        return Size(width: proposed.width, height: title.count > 5 ? 70 : 50)
    }
}

/// The titles measured, in order.
private final class ChangingTitleLog: @unchecked Sendable {
    var titles: [String] = []
}

/// A row 44 tall.
private struct FortyFourRow: Component, Equatable {
    let id: Int
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) {}
}

/// A section header whose content changes is measured again; one whose
/// content stays keeps what it measured.
@Suite struct MeasuredHeadersThroughUpdatesTests {
    @Test func aHeaderWhoseTitleChangedIsMeasuredAgain() throws {
        let log = ChangingTitleLog()
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 1))
        func render(_ title: String, rows: Int, top: Bool = false) {
            let mail = Section(id: "mail") {
                VGroup(of: Array(0..<rows), width: .fractionalWidth(1), height: .estimated(44)) { FortyFourRow(id: $0) }
            }.boundarySupplementaryItem(ChangingTitleHeader(title: title, log: log))
            let first = Section(id: "top") {
                VGroup(of: [100], width: .fractionalWidth(1), height: .estimated(44)) { FortyFourRow(id: $0) }
            }
            renderer.render(sections: top ? [first, mail] : [mail])
        }
        render("Inbox", rows: 10)
        #expect(log.titles == ["Inbox"])
        // A row more, the same title: the header keeps its 50.
        render("Inbox", rows: 11)
        #expect(log.titles == ["Inbox"])
        // A longer title: measured again, 70; the rows follow it.
        render("Inbox (3)", rows: 11)
        #expect(log.titles == ["Inbox", "Inbox (3)"])
        var solved = try #require(renderer.collectionView.solvedLayout)
        #expect(solved.sections[0].cellFrame(at: 0) == Rect(x: 0, y: 70, width: 375, height: 44))
        #expect(solved.contentSize.height == Double(70 + 11 * 44))
        // A section inserted above it, and the short title back: the
        // header, now section 1's, is measured again (50).
        render("Inbox", rows: 11, top: true)
        #expect(log.titles == ["Inbox", "Inbox (3)", "Inbox"])
        solved = try #require(renderer.collectionView.solvedLayout)
        #expect(solved.sections[1].cellFrame(at: 0) == Rect(x: 0, y: 44 + 50, width: 375, height: 44))
    }

    @Test func aHeaderAddedOrTakenAwayIsLaidOutAnew() throws {
        let log = ChangingTitleLog()
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 1))
        func render(header: String?, footer: String? = nil) {
            var section = Section(id: "mail") {
                VGroup(of: Array(0..<3), width: .fractionalWidth(1), height: .estimated(44)) { FortyFourRow(id: $0) }
            }
            if let header { section = section.boundarySupplementaryItem(ChangingTitleHeader(title: header, log: log)) }
            if let footer {
                section = section.boundarySupplementaryItem(ChangingTitleHeader(title: footer, log: log, kind: "footer"))
            }
            renderer.render(sections: [section])
        }
        // No header, then one (measured: 50), then a footer below the rows
        // as well (measured, 50; the header kept), then neither: the rows
        // start at 0, 50, 50, 0, and the content ends at 50 + 132 + 50 with
        // both, 132 with neither.
        render(header: nil)
        render(header: "Inbox")
        #expect(log.titles == ["Inbox"])
        #expect(renderer.collectionView.solvedLayout?.sections[0].cellFrame(at: 0)?.minY == 50)
        render(header: "Inbox", footer: "3 new")
        #expect(log.titles == ["Inbox", "3 new"])
        #expect(renderer.collectionView.solvedLayout?.contentSize.height == 232)
        render(header: nil)
        #expect(renderer.collectionView.solvedLayout?.sections[0].cellFrame(at: 0)?.minY == 0)
        #expect(renderer.collectionView.solvedLayout?.contentSize.height == 132)
        #expect(renderer.issues.isEmpty)
    }
}
