import Foundation
import ListKitCore
import ListKitDocument
import ListKitEngine
import Testing

/// Flow sections end to end (issue 18): `Examples/tags.json` (a tag cloud
/// of 200 chips), `Examples/ivcollectionkit.json` (IVCollectionKit's README
/// screen and a wrapping grid of mixed sizes) with frames worked out by
/// hand at two widths and both scroll directions, and `simulate` over a
/// flow section (`Documentation/LayoutSemantics.md`, "Flow sections").
@Suite struct FlowExampleTests {
    static let words = [
        "swift", "linux", "layout", "diff", "flow", "chips", "ui", "tags", "headless", "plugins",
        "json", "server", "driven", "lists", "grid", "compose", "render", "scroll", "viewport", "cells",
    ]

    /// Chip `i`'s title and width, the rule `Examples/make-tags.py` writes.
    static func chip(_ i: Int) -> (title: String, width: Double) {
        let title = words[i % 20] + (i < 20 ? "" : " \(i / 20)")
        return (title, Double(24 + 8 * title.count))
    }

    func solve(_ document: LayoutDocument, width: Double, height: Double = 812, scale: Double) throws -> SolvedLayout {
        try LayoutSolver.solve(document.layout, in: Viewport(size: Size(width: width, height: height), scale: scale))
    }

    func cells(_ solved: SolvedLayout, section: Int = 0) -> [Rect] {
        solved.allElements().filter { $0.category == .cell && $0.indexPath.section == section }.map(\.frame)
    }

    /// The generated file holds 200 chips of the rule's titles and sizes.
    @Test func theTagsFileFollowsItsRule() throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/tags.json")
        let flow = try #require(document.layout.sections.first?.flow)
        #expect(document.sections[0].items.count == 200)
        #expect(flow.itemSizes == (0..<200).map {
            LayoutSize(widthDimension: .absolute(Self.chip($0).width), heightDimension: .absolute(32))
        })
        for i in [0, 7, 20, 199] {
            #expect(document.sections[0].items[i].component.props == ["text": .string(Self.chip(i).title), "color": "#5856D6"])
        }
    }

    /// Vertical, 375 @2x: the header 40, inset 16, a 343 line. Line 0:
    /// swift 64, linux 64, layout 72, diff 56 (280; flow would need 344),
    /// leftover 63 over 3 gaps: x = 16, 109, 202, 303 at y 56. Line 1: flow
    /// 56, chips 64, ui 40, tags 56, headless 88 (336), leftover 7 over 4
    /// gaps (9.75): x = 16, 81.75, 155.5, 205.25, 271, snapped to half
    /// points (halves away from zero): 16, 82, 155.5, 205.5, 271; y 96.
    /// Then every chip against a plain reference of the rules.
    @Test func tagCloudAt375() throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/tags.json")
        let solved = try solve(document, width: 375, scale: 2)
        let frames = cells(solved)
        let widths = (0..<9).map { Self.chip($0).width }
        for (i, x) in [16.0, 109, 202, 303].enumerated() { expectFrame(frames[i], x, 56, widths[i], 32) }
        for (i, x) in [16.0, 82, 155.5, 205.5, 271].enumerated() { expectFrame(frames[4 + i], x, 96, widths[4 + i], 32) }
        let header = solved.allElements().first { $0.elementKind == "header" }
        expectFrame(header?.frame, 0, 0, 375, 40)
        #expect(frames == Self.reference(width: 375, scale: 2))
    }

    /// Vertical, 320 @3x: a 288 line. Line 0: the same four (280), leftover
    /// 8 over 3 gaps (8/3): x = 16, 90⅔, 165⅓, 248. Line 1: flow, chips,
    /// ui, tags (240; headless would need 336), leftover 48 over 3 gaps
    /// (16): x = 16, 96, 184, 248.
    @Test func tagCloudAt320() throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/tags.json")
        let frames = cells(try solve(document, width: 320, scale: 3))
        for (i, x) in [16.0, 272.0 / 3, 496.0 / 3, 248].enumerated() { expectFrame(frames[i], x, 56, Self.chip(i).width, 32) }
        for (i, x) in [16.0, 96, 184, 248].enumerated() { expectFrame(frames[4 + i], x, 96, Self.chip(4 + i).width, 32) }
        expectFrame(frames[8], 16, 136, Self.chip(8).width, 32)
        #expect(frames == Self.reference(width: 320, scale: 3))
    }

    /// The tag cloud scrolling horizontally: columns down the 304-pt screen
    /// inside 16-pt insets (272): seven 32-pt chips fill it exactly (7 × 32
    /// + 6 × 8), y = 16 + 40k; column 0 is 72 wide (layout), narrower chips
    /// centred across it; column 1 (tags … lists, 88 wide: headless) at 96.
    /// The header's reference width is 0: no header (rule F7). At 200 tall
    /// @3x: four a column, gaps 8 + 16/3: y = 16, 61⅓, 106⅔, 152.
    @Test func tagCloudScrollingHorizontally() throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/tags.json")
        var flow = try #require(document.layout.sections[0].flow)
        flow.scrollDirection = .horizontal
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(scrollDirection: .horizontal),
            sections: [.flow(using: flow, itemCount: 200)])
        let tall = try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 304), scale: 1))
        let frames = cells(tall)
        #expect(!tall.allElements().contains { $0.elementKind == "header" })
        for (i, x) in [20.0, 20, 16, 24, 24, 20, 32].enumerated() {
            expectFrame(frames[i], x, 16 + 40 * Double(i), Self.chip(i).width, 32)
        }
        for (i, x) in [112.0, 96, 100, 112, 104, 104, 108].enumerated() {
            expectFrame(frames[7 + i], x, 16 + 40 * Double(i), Self.chip(7 + i).width, 32)
        }
        let short = cells(try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 200), scale: 3)))
        let ys = [16.0, 184.0 / 3, 320.0 / 3, 152]
        for (i, x) in [20.0, 20, 16, 24].enumerated() { expectFrame(short[i], x, ys[i], Self.chip(i).width, 32) }
        for (i, x) in [100.0, 96, 108, 100].enumerated() { expectFrame(short[4 + i], x, ys[i], Self.chip(4 + i).width, 32) }
    }

    /// IVCollectionKit's README screen and a wrapping grid of mixed sizes,
    /// at @2x (the centred box's 117.5 is on the grid).
    /// 375: the greeting's text cells (335, the width less the insets) each
    /// on a line of their own, 2 apart under the 30-pt header; the 100-pt
    /// box, alone on the last line, stands in the first column of a full
    /// line of three (3 × 100 + 2 × 2 ≤ 335): x 20; footer at 268.
    /// Photos from 298 (inset 10, a 355 line): 100 + 160 (leftover 85: x 10,
    /// 205); 100 × 60 + 220 × 120 (leftover 25: x 10, 145; the short one
    /// centred: y + 30); the last two in the columns of a full line of three
    /// ((355 − 300) / 2 = 27.5 apart: x 10, 137.5).
    /// 320: the 335-pt text cells keep their width on the 280 line, centred
    /// over both edges (x 20 − 27.5 = −7.5); the box at 20 (two fit);
    /// photos: 100 + 160 (leftover 30: x 10, 150), then 100 × 60 alone
    /// (centred, x 110), 220 × 120 alone (x 50), the last two in the columns
    /// of a full line of two (300 − 200 = 100 apart: x 10, 210).
    @Test(arguments: [375.0, 320])
    func ivCollectionKitScreen(width: Double) throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/ivcollectionkit.json")
        let solved = try solve(document, width: width, scale: 2)
        let greeting = cells(solved, section: 0)
        for (i, y) in [30.0, 76, 122].enumerated() { expectFrame(greeting[i], width == 375 ? 20 : -7.5, y, 335, 44) }
        expectFrame(greeting[3], 20, 168, 100, 100)
        let boundary = solved.allElements().filter { $0.indexPath.section == 0 && $0.category == .supplementary }
        #expect(boundary.map(\.frame) == [
            Rect(x: 0, y: 0, width: width, height: 30), Rect(x: 0, y: 268, width: width, height: 30),
        ])
        let photos = cells(solved, section: 1)
        if width == 375 {
            #expect(photos == [
                Rect(x: 10, y: 308, width: 100, height: 100), Rect(x: 205, y: 308, width: 160, height: 100),
                Rect(x: 10, y: 448, width: 100, height: 60), Rect(x: 145, y: 418, width: 220, height: 120),
                Rect(x: 10, y: 548, width: 100, height: 100), Rect(x: 137.5, y: 548, width: 100, height: 100),
            ])
            #expect(solved.contentSize.height == 658)
        } else {
            #expect(photos == [
                Rect(x: 10, y: 308, width: 100, height: 100), Rect(x: 150, y: 308, width: 160, height: 100),
                Rect(x: 110, y: 418, width: 100, height: 60), Rect(x: 50, y: 488, width: 220, height: 120),
                Rect(x: 10, y: 618, width: 100, height: 100), Rect(x: 210, y: 618, width: 100, height: 100),
            ])
            #expect(solved.contentSize.height == 728)
        }
    }

    /// The wrapping grid scrolling horizontally, 400 and 300 tall: columns
    /// inside the 10-pt insets (380, 280). 400: 100 + 100 + 60 (280; the
    /// 120 would need 410), leftover 100 over 2 gaps (60): y = 10, 170, 330;
    /// the column is 160 wide (the 160-wide photo), the 100-wide ones
    /// centred (x 40); the last column (120 + 100 + 100, 340) has no room
    /// for another 100, so it is justified (leftover 40 over 2 gaps, 30): y
    /// = 10, 160, 290, 220 wide at x 180. 300: 100 + 100 + 60 fill 280
    /// exactly: y = 10, 120, 230; then 120 + 100 (a third would need 340),
    /// leftover 50 over one gap: y = 10, 190; the last photo alone in the
    /// last column, at the top (two of its height fit a column), at x 180 +
    /// 220 + 10 = 410.
    @Test func wrappingGridScrollingHorizontally() throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/ivcollectionkit.json")
        var flow = try #require(document.layout.sections[1].flow)
        flow.scrollDirection = .horizontal
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(scrollDirection: .horizontal),
            sections: [.flow(using: flow, itemCount: 6)])
        let tall = cells(try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 400), scale: 1)))
        #expect(tall == [
            Rect(x: 40, y: 10, width: 100, height: 100), Rect(x: 10, y: 170, width: 160, height: 100),
            Rect(x: 40, y: 330, width: 100, height: 60),
            Rect(x: 180, y: 10, width: 220, height: 120), Rect(x: 240, y: 160, width: 100, height: 100),
            Rect(x: 240, y: 290, width: 100, height: 100),
        ])
        let short = cells(try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 300), scale: 1)))
        #expect(short == [
            Rect(x: 40, y: 10, width: 100, height: 100), Rect(x: 10, y: 120, width: 160, height: 100),
            Rect(x: 40, y: 230, width: 100, height: 60),
            Rect(x: 180, y: 10, width: 220, height: 120), Rect(x: 240, y: 190, width: 100, height: 100),
            Rect(x: 410, y: 10, width: 100, height: 100),
        ])
    }

    /// `simulate` over the tag cloud gives the same kinds of events as over
    /// the grid of 5 with the same script: display, the visibility
    /// thresholds, focus, full impressions and dwell.
    @Test func simulateOverAFlowSectionGivesTheSameKindsOfEvents() throws {
        let script = "Examples/scripts/tags-impressions.json"
        let flow = try runTool(["simulate", "--script", script])
        let grid = try runTool(["simulate", "Examples/grid.json", "--script", script])
        #expect(flow.status == 0 && grid.status == 0, "\(flow.stderr) \(grid.stderr)")
        func kinds(_ run: ToolRun) throws -> Set<String> {
            Set(try run.jsonLines().compactMap { $0["event"] as? String })
        }
        let flowKinds = try kinds(flow)
        #expect(flowKinds == (try kinds(grid)))
        #expect(flowKinds.isSuperset(of: ["willDisplay", "didEndDisplay", "dwell"]))
    }

    /// The rules of `Documentation/LayoutSemantics.md` ("Flow sections",
    /// F1–F6) for the vertical tag cloud, written plainly: the reference
    /// the solver's frames are compared with.
    static func reference(width: Double, scale: Double) -> [Rect] {
        let grid = PixelGrid(scale: scale)
        let line = width - 32
        var lines: [[Int]] = [[]]
        var used = 0.0
        for i in 0..<200 {
            let w = chip(i).width
            if !lines[lines.count - 1].isEmpty && used + 8 + w > line {
                lines.append([])
                used = 0
            }
            used += (lines[lines.count - 1].isEmpty ? 0 : 8) + w
            lines[lines.count - 1].append(i)
        }
        var frames: [Rect] = []
        for (index, items) in lines.enumerated() {
            let total = items.map { chip($0).width }.reduce(0, +)
            let leftover = line - total - 8 * Double(items.count - 1)
            var gap = 8.0
            var x = 16.0
            if index < lines.count - 1 {
                if items.count == 1 { x += leftover / 2 } else { gap += leftover / Double(items.count - 1) }
            }
            for i in items {
                frames.append(Rect(x: grid.snap(x), y: 56 + 40 * Double(index), width: chip(i).width, height: 32))
                x += chip(i).width + gap
            }
        }
        return frames
    }
}
