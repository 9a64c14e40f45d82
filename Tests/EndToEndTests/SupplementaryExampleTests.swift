import Foundation
import ListKitCore
import ListKitDocument
import ListKitEngine
import Testing

/// The supplementary and decoration examples, frames worked out by hand.
/// Viewport 375 × 812 at @3x, content inset top 54, bottom 34.
@Suite struct SupplementaryExampleTests {
    func kind(_ solved: SolvedLayout, _ kind: String, section: Int, offset: Point? = nil) -> LayoutAttributes? {
        solved.allElements(contentOffset: offset).first { $0.elementKind == kind && $0.indexPath.section == section }
    }

    @Test func sectionHeadersFooters() throws {
        // Per section: header 44 (estimated), five rows of 44 spaced 5 inside
        // leading/trailing insets 10, footer 44: 44 + 5 × 44 + 4 × 5 + 44 = 328.
        // Section 1 starts at 328: header (10, 328, 355, 44), rows from 372.
        let (_, solved) = try solveExample("section-headers-footers.json")
        expectFrame(kind(solved, "header", section: 0)?.frame, 10, 0, 355, 44)
        expectFrame(solved.sections[0].cellFrame(at: 4), 10, 44 + 4 * 49, 355, 44)
        expectFrame(kind(solved, "footer", section: 0)?.frame, 10, 284, 355, 44)
        expectFrame(kind(solved, "header", section: 1)?.frame, 10, 328, 355, 44)
        expectFrame(solved.sections[1].cellFrame(at: 0), 10, 372, 355, 44)
        #expect(solved.contentSize.height == 5 * 328)
    }

    @Test(arguments: [
        // offset y → visible top = y + 54. Section 1's header: natural 328, capped
        // at its footer (612) − 44 = 568.
        (-54.0, 328.0, false),
        (400, 454, true),
        (600, 568, true),
    ])
    func pinnedSectionHeader(offset: Double, y: Double, pinned: Bool) throws {
        let (_, solved) = try solveExample("pinned-section-header-footer.json")
        let header = kind(solved, "header", section: 1, offset: Point(x: 0, y: offset))
        expectFrame(header?.frame, 10, y, 355, 44)
        #expect(header?.isPinned == pinned)
        #expect(header?.zIndex == 2)
    }

    @Test func sectionDecoration() throws {
        // Section: 10 + 5 × 44 + 4 × 5 + 10 = 260 tall; background inset 5:
        // (5, 5, 365, 250); section 1's at y 265.
        let (_, solved) = try solveExample("section-decoration.json")
        expectFrame(kind(solved, "background", section: 0)?.frame, 5, 5, 365, 250)
        expectFrame(kind(solved, "background", section: 1)?.frame, 5, 265, 365, 250)
        #expect(kind(solved, "background", section: 0)?.zIndex == -1)
    }

    @Test func itemBadges() throws {
        // Insets 20: rows 335 wide, 0.2 × 335 = 67 tall. Items 0.25 × 335 = 83.75
        // → 251.25 px → 251 px = 83.667, inset 5: (25, 25, 73.667, 57).
        // Badge 20 × 20 at [.top, .trailing] + (0.3, −0.3) × 20:
        // x 25 + 73.667 − 20 + 6 = 84.667, y 25 − 6 = 19.
        // Item 1's slot starts at 20 + 83.667: item x 108.667, badge x 168.333.
        let (_, solved) = try solveExample("item-badges.json")
        expectFrame(solved.sections[0].cellFrame(at: 0), 25, 25, 73.667, 57)
        let badges = solved.allElements().filter { $0.elementKind == "badge" }
        #expect(badges.count == 100)
        expectFrame(badges[0].frame, 84.667, 19, 20, 20)
        expectFrame(badges[1].frame, 168.333, 19, 20, 20)
        // Item 4 starts row two, 67 lower.
        expectFrame(badges[4].frame, 84.667, 86, 20, 20)
    }

    @Test func pinnedFooter() throws {
        // Twenty rows of 44 (0 … 880), footer 50 at 880. At rest the visible
        // bottom is −54 + 812 − 34 = 724: the footer is held at 674. Scrolled to
        // the end (offset 152: visible bottom 930) it is back at 880.
        let (_, solved) = try solveExample("pinned-footer.json")
        let atRest = kind(solved, "footer", section: 0, offset: Point(x: 0, y: -54))
        expectFrame(atRest?.frame, 0, 674, 375, 50)
        #expect(atRest?.isPinned == true)
        let atEnd = kind(solved, "footer", section: 0, offset: Point(x: 0, y: 152))
        expectFrame(atEnd?.frame, 0, 880, 375, 50)
        #expect(atEnd?.isPinned == false)
    }

    @Test func toolShowsThePinnedHeaderAtTheVisibleTop() throws {
        let run = try runTool(["layout", "Examples/pinned-section-header-footer.json", "--offset", "0,400", "--visible"])
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try #require(root["elements"] as? [[String: Any]])
        let header = try #require(elements.first { $0["elementKind"] as? String == "header" && $0["pinned"] as? Bool == true })
        #expect(header["section"] as? Int == 1)
        #expect(header["frame"] as? [String: Double] == ["x": 10, "y": 454, "width": 355, "height": 44])
        #expect(header["zIndex"] as? Int == 2)
        // The unpinned footer carries no "pinned" key at all.
        let footer = try #require(elements.first { $0["elementKind"] as? String == "footer" })
        #expect(footer["pinned"] == nil)
    }
}
