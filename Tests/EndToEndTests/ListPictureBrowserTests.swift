import Foundation
import Testing

/// Issue 36: `render`'s pictures of the to-do list, the settings list and
/// the complex layout, rasterized by a real (headless) Chromium, hold the
/// pixels worked out from the layout rules (`Documentation/Pictures.md`,
/// `Documentation/LayoutSemantics.md`). All three are 375 × 812 with a
/// 54-pt top inset: the picture's `viewBox` starts at y −54. Skipped without
/// a browser, unless `CI` is set.
@Suite struct ListPictureBrowserTests {
    static let gray = 0xF2F2F7 as UInt32

    func pixels(_ document: String, _ probes: [PicturePixels.Probe]) throws -> [[Int]] {
        let browser = try #require(
            HeadlessBrowser.find(),
            "CI is set and no browser can be started: none of \(HeadlessBrowser.names) is on PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-pixels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("picture.svg")
        let run = try runTool(["render", "Examples/\(document)", "-o", svg.path])
        #expect(run.status == 0, "\(run.stderr)")
        return try PicturePixels.read(
            try String(contentsOf: svg, encoding: .utf8), originX: 0, originY: -54, width: 375, height: 812,
            probes: probes, browser: browser, folder: folder)
    }

    @Test(.enabled(if: HeadlessBrowser.find() != nil || HeadlessBrowser.isRequired, "no headless browser (chromium) on PATH"))
    func theSettingsListShowsGroupedMarginsWhiteRowsAndSeparatorsAtTheText() throws {
        // A 375-pt screen: margin 16. The inset-grouped section's header is 38
        // (a label keeps its estimate), rows 16 to 359 from y 38, 44 tall;
        // row 0's separator is its bottom pixel row (82 − 1/3 to 82) from
        // x 16 + 16 = 32; the first row's top corners are rounded by 10.
        let found = try pixels("settings.json", [
            .pixel(x: 8, y: 100),        // the margin beside row 1: grouped background
            .pixel(x: 300, y: 100),      // inside row 1, right of its text: white
            .pixel(x: 200, y: 81.8),     // row 0's separator
            .pixel(x: 24, y: 81.8),      // the same pixel row before the separator starts: the row's white
            .pixel(x: 16.6, y: 38.6),    // outside the rounded corner's arc (centre 26, 48): grouped background
            .pixel(x: 18, y: 48),        // inside the row at its straight edge: white
            .pixel(x: 200, y: 60),       // the middle of row 0, between its text and the separator: white
        ])
        #expect(isColor(found[0], Self.gray), "\(found[0])")
        #expect(isColor(found[1], 0xFFFFFF), "\(found[1])")
        #expect(isColor(found[2], 0xC6C6C8), "\(found[2])")
        #expect(isColor(found[3], 0xFFFFFF), "\(found[3])")
        #expect(isColor(found[4], Self.gray), "\(found[4])")
        #expect(isColor(found[5], 0xFFFFFF), "\(found[5])")
        #expect(isColor(found[6], 0xFFFFFF), "\(found[6])")
    }

    @Test(.enabled(if: HeadlessBrowser.find() != nil || HeadlessBrowser.isRequired, "no headless browser (chromium) on PATH"))
    func theComplexLayoutsCellsAreOutlinedAndTintedBySection() throws {
        // Section 0: cell 0 is 0 to 187.667 × 0 to 150, cells 1 and 2 stack at
        // x 187.667 (0 to 75, 75 to 150); each outline is 1 pt inside its frame.
        // Section 1 starts at y 150.
        let found = try pixels("complex-layout.json", [
            .pixel(x: 187.2, y: 40),     // cell 0.0's outline at its trailing edge
            .pixel(x: 188.2, y: 40),     // cell 0.1's outline at its leading edge
            .pixel(x: 230, y: 74.5),     // cell 0.1's outline at its bottom edge
            .pixel(x: 230, y: 75.5),     // cell 0.2's outline at its top edge
            .pixel(x: 90, y: 75),        // inside cell 0.0: section 0's tint
            .pixel(x: 240, y: 50),       // inside cell 0.1: the same tint
            .pixel(x: 90, y: 225),       // inside cell 1.0: section 1's tint
        ])
        for outline in found.prefix(4) { #expect(isColor(outline, 0x8E8E93), "\(outline)") }
        #expect(isColor(found[4], 0xE1EEFF), "\(found[4])")
        #expect(isColor(found[5], 0xE1EEFF), "\(found[5])")
        #expect(isColor(found[6], 0xE0F5E6), "\(found[6])")
    }

    @Test(.enabled(if: HeadlessBrowser.find() != nil || HeadlessBrowser.isRequired, "no headless browser (chromium) on PATH"))
    func theTodoListsTextKeepsToItsMargin() throws {
        // A compositional cell's content keeps UIKit's default margins, 8:
        // "milk" (row 0, 44 to 88 under the 44-pt header) starts at x 8.
        let found = try pixels("todo.json", [
            // Left of the margin, inside the viewport's 1-pt black outline: nothing drawn.
            .darkest(x: 1.5, y: 50, width: 6.4, height: 32),
            .darkest(x: 8, y: 50, width: 40, height: 32),    // the text
            .pixel(x: 300, y: 66),                           // the rest of the row: white
        ])
        #expect(found[0] == [765])
        #expect((found[1].first ?? 765) < 300, "\(found[1])")
        #expect(isColor(found[2], 0xFFFFFF), "\(found[2])")
    }
}
