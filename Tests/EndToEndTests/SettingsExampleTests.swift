import ListKitCore
import ListKitDocument
import ListKitEngine
import Testing

/// `Examples/settings.json`: an inset-grouped section with a header and a
/// footer, a grouped section with a header, a sidebar; 375 wide (layout
/// margin 16), @3x, so a separator is 1/3 pt. Frames worked out by hand
/// from the metrics table (`Documentation/LayoutSemantics.md`, "List metrics").
@Suite struct SettingsExampleTests {
    @Test func settingsLaysOutAsTheMetricsSay() throws {
        let (_, solved) = try solveExample("settings.json")
        let all = solved.allElements()
        func frames(_ section: Int, _ category: ElementCategory, _ kind: String? = nil) -> [Rect] {
            all.filter { $0.indexPath.section == section && $0.category == category && $0.elementKind == kind }.map(\.frame)
        }
        let third = 1.0 / 3
        // Account (inset grouped): rows 343 wide at x 16; header 38 at 0, rows from 38,
        // 10 below the rows, footer 28 at 180; separators from x 32, none below the last row.
        #expect(frames(0, .supplementary, "header") == [Rect(x: 16, y: 0, width: 343, height: 38)])
        #expect(frames(0, .cell) == [38.0, 82, 126].map { Rect(x: 16, y: $0, width: 343, height: 44) })
        #expect(frames(0, .supplementary, "footer") == [Rect(x: 16, y: 180, width: 343, height: 28)])
        let account = frames(0, .decoration, "separator")
        #expect(account.count == 2)
        for (line, y) in zip(account, [82.0, 126]) { expectFrame(line, 32, y - third, 327, third) }
        // General (grouped) from 208: header 38, rows edge to edge from 246; the last
        // row's separator spans the row.
        #expect(frames(1, .supplementary, "header") == [Rect(x: 0, y: 208, width: 375, height: 38)])
        #expect(frames(1, .cell) == [246.0, 290, 334].map { Rect(x: 0, y: $0, width: 375, height: 44) })
        let general = frames(1, .decoration, "separator")
        #expect(general.count == 3)
        expectFrame(general[0], 16, 290 - third, 359, third)
        expectFrame(general[1], 16, 334 - third, 359, third)
        expectFrame(general[2], 0, 378 - third, 375, third)
        // Mailboxes (sidebar) from 378: rows inset by the margin, no separators.
        #expect(frames(2, .cell) == [378.0, 422, 466].map { Rect(x: 16, y: $0, width: 343, height: 44) })
        #expect(frames(2, .decoration, "separator").isEmpty)
        #expect(solved.contentSize == Size(width: 375, height: 510))
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 0)) == .top)
        #expect(solved.listRowCorners(at: ElementIndexPath(section: 0, item: 2)) == .bottom)
    }
}
