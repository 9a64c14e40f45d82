import Foundation
import ListKitCore
import ListKitDocument
import ListKitEngine
import Testing

/// Right to left: every example laid out mirrored, orthogonal sections from the right.
@Suite struct RightToLeftTests {
    /// Every layout document in Examples/.
    static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Examples")) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// `document`'s layout solved in `direction`.
    private func solve(_ document: LayoutDocument, _ direction: LayoutDirection) throws -> SolvedLayout {
        var layout = document.layout
        layout.configuration.layoutDirection = direction
        return try LayoutSolver.solve(layout, in: document.viewport)
    }

    /// `elements` with each frame mirrored by hand: x' = width − x − w.
    private func mirrored(_ elements: [LayoutAttributes], width: Double) -> [LayoutAttributes] {
        elements.map { element in
            var out = element
            let f = element.frame
            out.frame = Rect(x: width - f.minX - f.width, y: f.minY, width: f.width, height: f.height)
            return out
        }
    }

    @Test func everyExampleIsFound() {
        #expect(Self.examples.count >= 20)
        #expect(Self.examples.contains("orthogonal-scrolling.json"))
    }

    @Test(arguments: examples)
    func exampleIsItsLeftToRightLayoutMirrored(_ name: String) throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/" + name)
        let ltr = try solve(document, .leftToRight)
        let rtl = try solve(document, .rightToLeft)
        let width = ltr.contentSize.width
        #expect(rtl.contentSize == ltr.contentSize)
        #expect(rtl.allElements() == mirrored(ltr.allElements(), width: width))
        // Scrolled along the layout and across it in every orthogonal section.
        var offsets: [Int: Point] = [:]
        for section in ltr.sections where section.isOrthogonal { offsets[section.index] = Point(x: 120, y: 0) }
        let along = ltr.scrollAxis == .vertical ? Point(x: 0, y: 300) : Point(x: 300, y: 0)
        #expect(rtl.allElements(contentOffset: along, orthogonalOffsets: offsets)
            == mirrored(ltr.allElements(contentOffset: along, orthogonalOffsets: offsets), width: width))
        // A rectangle query meets the mirrored rectangle's elements.
        let rect = Rect(x: 40, y: 100, width: 150, height: 500)
        let mirroredRect = Rect(x: width - 190, y: 100, width: 150, height: 500)
        #expect(rtl.elements(in: rect, contentOffset: along, orthogonalOffsets: offsets)
            == mirrored(ltr.elements(in: mirroredRect, contentOffset: along, orthogonalOffsets: offsets), width: width))
        // What the screen shows at rest is what it shows left to right, mirrored.
        if ltr.scrollAxis == .vertical, document.viewport.contentInset.leading == document.viewport.contentInset.trailing {
            #expect(rtl.restContentOffset == ltr.restContentOffset)
            #expect(rtl.visibleElements(contentOffset: rtl.restContentOffset)
                == mirrored(ltr.visibleElements(contentOffset: ltr.restContentOffset), width: width))
        }
    }

    @Test func orthogonalSectionStartsAtTheRightEdge() throws {
        // Left to right (ExampleLayoutTests.orthogonalScrolling): item 0 at
        // (10, 10, 203 × 269.667), items 1 and 2 at x 233 (75.667 wide), item 3
        // at x 328.667 (group 1). Mirrored in 375: item 0 at x 375 − 10 − 203 =
        // 162 (its leading inset 10 on the right), items 1 and 2 at
        // 375 − 233 − 75.667 = 66.333, item 3 at 375 − 328.667 − 203 = −156.667,
        // off screen to the left: the row runs leftward from the right edge.
        var document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/orthogonal-scrolling.json")
        document.layout.configuration.layoutDirection = .rightToLeft
        let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
        let cells = solved.allElements().filter { $0.category == .cell }
        expectFrame(cells[0].frame, 162, 10, 203, 269.667)
        expectFrame(cells[1].frame, 66.333, 10, 75.667, 125)
        expectFrame(cells[2].frame, 66.333, 155, 75.667, 125)
        expectFrame(cells[3].frame, -156.667, 10, 203, 269.667)
        // Scrolled by one group (318.667) toward the trailing end, the content
        // moves right: group 1's leading item takes item 0's place.
        let moved = solved.allElements(orthogonalOffsets: [0: Point(x: 318.667, y: 0)])
        expectFrame(moved[3].frame, 162, 10, 203, 269.667)
        expectFrame(moved[0].frame, 162 + 318.667, 10, 203, 269.667)
        #expect(solved.orthogonalShift(ofSection: 0, [0: Point(x: 318.667, y: 0)]) == Point(x: 318.667, y: 0))
        // At rest the screen shows items 0–3 and the leading edge of item 4
        // (x 375 − 551.667 − 75.667 = −252.333 is off screen: not shown).
        let visible = solved.visibleElements(contentOffset: solved.restContentOffset).map(\.indexPath.item)
        #expect(visible == [0, 1, 2, 3])
        #expect(solved.frame(ofSection: 0) == solved.sections[0].frame)
    }

    @Test func documentKeyChoosesTheDirection() throws {
        let base = #"{"format": 1, "viewport": {"width": 300, "height": 600}, "#
        let section = #""sections": [{"itemCount": 3, "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "subitems": [{"item": {"size": {"width": {"absolute": 100}, "height": {"absolute": 50}}}}]}}]}"#
        let rtl = try LayoutDocument(data: Data((base + #""layoutDirection": "rightToLeft", "# + section).utf8))
        let ltr = try LayoutDocument(data: Data((base + section).utf8))
        #expect(rtl.layout.configuration.layoutDirection == .rightToLeft)
        #expect(ltr.layout.configuration.layoutDirection == .leftToRight)
        // Three 100-wide items from the right: x 200, 100, 0.
        let frames = try LayoutSolver.solve(rtl.layout, in: rtl.viewport).allElements().map(\.frame.minX)
        #expect(frames == [200, 100, 0])
        #expect(throws: DocumentError.self) {
            try LayoutDocument(data: Data((base + #""layoutDirection": "upsideDown", "# + section).utf8))
        }
    }
}

/// `viewport-sim render` of a right-to-left document draws the mirrored frames.
@Suite struct RightToLeftRenderTests {
    @Test func orthogonalRowIsDrawnFromTheRightEdge() throws {
        // Examples/orthogonal-scrolling.json with "layoutDirection": "rightToLeft".
        let source = try String(contentsOfFile: repositoryRoot + "/Examples/orthogonal-scrolling.json", encoding: .utf8)
        let marker = #""format": 1,"#
        #expect(source.contains(marker))
        let text = source.replacingOccurrences(of: marker, with: marker + #" "layoutDirection": "rightToLeft","#)
        let folder = FileManager.default.temporaryDirectory.path
        let document = folder + "/listkit-rtl-\(UUID().uuidString).json"
        let picture = folder + "/listkit-rtl-\(UUID().uuidString).svg"
        defer {
            try? FileManager.default.removeItem(atPath: document)
            try? FileManager.default.removeItem(atPath: picture)
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: document))
        let run = try runTool(["render", document, "-o", picture])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        // The screen at the rest offset (0, −54): no side insets, so x 0.
        #expect(svg.contains("viewBox=\"0 -54 375 812\""))
        // Hand-worked in RightToLeftTests.orthogonalSectionStartsAtTheRightEdge:
        // item 0 at 375 − 10 − 203 = 162, items 1 and 2 at 66.333, item 3 at −156.667.
        for (item, frame) in [(0, "162 10 203 269.667"), (1, "66.333 10 75.667 125"), (2, "66.333 155 75.667 125"),
                              (3, "-156.667 10 203 269.667")] {
            #expect(svg.contains(
                "lk:item=\"\(item)\" lk:section-id=\"orthogonal\" lk:id=\"\(item)\" lk:frame=\"\(frame)\""))
        }
        // Item 4 (x 375 − 551.667 − 75.667 = −252.333, ending at −176.667) is off screen.
        #expect(!svg.contains("lk:item=\"4\""))
    }
}

/// Swipe actions right to left: the leading edge is the right one.
@Suite struct RightToLeftSwipeTests {
    /// `layout DOC --swipe 0:3:<direction>:80` of Examples/todo-swipe.json
    /// laid out right to left: each revealed button's title, edge and x.
    private func revealed(_ direction: String) throws -> [String] {
        let source = try String(contentsOfFile: repositoryRoot + "/Examples/todo-swipe.json", encoding: .utf8)
        let marker = #""format": 1,"#
        #expect(source.contains(marker))
        let text = source.replacingOccurrences(of: marker, with: marker + #" "layoutDirection": "rightToLeft","#)
        let document = FileManager.default.temporaryDirectory.path + "/listkit-rtl-swipe-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: document) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: document))
        let run = try runTool(["layout", document, "--swipe", "0:3:\(direction):80"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let buttons = try #require(root["swipeActions"] as? [[String: Any]])
        return try buttons.map { button in
            let frame = try #require(button["frame"] as? [String: Double])
            return "\(button["title"] ?? "") \(button["edge"] ?? "") \(frame["x"] ?? -1) \(frame["width"] ?? -1)"
        }
    }

    @Test func aSwipeToTheRightRevealsTheTrailingActionsAtTheLeft() throws {
        // Butter's row spans x 0–375. Right to left its trailing edge is the
        // left one: Delete (the first action) at the edge, x 0, then Flag at
        // 74, each 74 wide (SwipeMetrics.actionWidth).
        #expect(try revealed("right") == ["Delete trailing 0.0 74.0", "Flag trailing 74.0 74.0"])
    }

    @Test func aSwipeToTheLeftRevealsTheLeadingActionsAtTheRight() throws {
        // The leading Done at the right edge: x 375 − 74 = 301.
        #expect(try revealed("left") == ["Done leading 301.0 74.0"])
    }
}
