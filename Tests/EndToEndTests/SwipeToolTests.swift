import ListKitJSON
import Foundation
import Testing

/// Swipe actions through `viewport-sim`: Examples/todo-swipe.json (rows 375 ×
/// 44 under a 44-point pinned header, so item i spans y 44 + 44·i …; the
/// viewport 375 × 812 with a 54-point top inset shows y −54 … 758) and its
/// script Examples/scripts/todo-swipe.json. Every item has trailing actions
/// Delete (destructive) and Flag, and a leading action Done; buttons are 74
/// points wide (the documented default).
@Suite struct SwipeToolTests {
    @Test func simulateShowsTheSwipesTheActionAndTheEventsItCaused() throws {
        let run = try runTool(["simulate", "--script", "Examples/scripts/todo-swipe.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try run.jsonLines()
        let steps = lines.filter { ($0["frame"] as? Int ?? 0) >= 1 && ($0["frame"] as? Int ?? 0) <= 3 }
        #expect(steps.map { $0["event"] as? String } == ["swipe", "swipe", "update", "didEndDisplay", "willDisplay", "swipe"])
        // Frame 1: butter (item 3, y 176) swiped left 80 points: two buttons
        // need 148, 80 ≥ 74 leaves the row open. Delete at 375 − 74 = 301, Flag at 227.
        let open = steps[0]
        #expect(open["id"] as? String == "butter" && open["item"] as? Int == 3 && open["direction"] as? String == "left")
        #expect(open["distance"] as? Int == 80 && open["outcome"] as? String == "opened")
        let actions = try #require(open["actions"] as? [[String: Any]])
        #expect(actions.map { $0["title"] as? String } == ["Delete", "Flag"])
        #expect(actions.map { $0["style"] as? String } == ["destructive", "normal"])
        let frames = actions.map { $0["frame"] as? [String: Int] }
        #expect(frames == [["x": 301, "y": 176, "width": 74, "height": 44], ["x": 227, "y": 176, "width": 74, "height": 44]])
        // Frame 2: a full swipe on tea (item 5) performs Delete, which deletes
        // tea from the document's data: one stage, one deletion. Tea ends;
        // salt (item 17, y 792) moves up to item 16, y 748 … 792: 10 of its 44
        // points show above 758 (ratio 0.227).
        let full = steps[1]
        #expect(full["id"] as? String == "tea" && full["distance"] as? String == "full")
        #expect(full["outcome"] as? String == "performed" && full["action"] as? String == "Delete")
        #expect(full["style"] as? String == "destructive" && full["edge"] as? String == "trailing")
        #expect(full["deletedItem"] as? Bool == true)
        #expect(steps[2]["stages"] as? Int == 1 && steps[2]["deleted"] as? Int == 1 && steps[2]["inserted"] as? Int == 0)
        #expect(steps[3]["id"] as? String == "tea" && steps[3]["item"] as? Int == 5)
        #expect(steps[4]["id"] as? String == "salt" && steps[4]["item"] as? Int == 16)
        #expect(steps[4]["visibleRatio"] as? Double == 0.227)
        // Frame 3: milk swiped right 40 points: Done (one button, open from 37) at x 0, y 44.
        let leading = steps[5]
        #expect(leading["id"] as? String == "milk" && leading["direction"] as? String == "right")
        let done = try #require((leading["actions"] as? [[String: Any]])?.first)
        #expect(done["title"] as? String == "Done" && done["edge"] as? String == "leading")
        #expect(done["frame"] as? [String: Int] == ["x": 0, "y": 44, "width": 74, "height": 44])
        let summary = try #require(lines.last?["summary"] as? [String: Any])
        #expect((summary["events"] as? [String: Int])?["swipe"] == 3)
    }

    @Test func tapsAndScrollsCloseTheOpenRow() throws {
        // Taps are in viewport coordinates: the content is 54 points down
        // (content y = viewport y − 54). Butter's row spans y 176 … 220:
        // viewport y 250 is content y 196. Its Delete button spans x 301 … 375.
        let script = #"""
        {"steps": [
          {"swipe": {"section": 0, "item": 3, "direction": "left", "distance": 80}},
          {"tap": {"x": 100, "y": 250}},
          {"swipe": {"section": 0, "item": 3, "direction": "left", "distance": 80}},
          {"tap": {"x": 330, "y": 250}},
          {"swipe": {"section": 0, "item": 0, "direction": "right", "distance": 40}},
          {"scrollTo": {"y": 100, "duration": 0.1}}]}
        """#
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-close-\(UUID().uuidString).json").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try runTool(["simulate", "Examples/todo-swipe.json", "--script", path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try run.jsonLines().filter { $0["event"] as? String != "render" }
        func frame(_ n: Int) -> [[String: Any]] { lines.filter { $0["frame"] as? Int == n } }
        // Frame 2: a tap beside the buttons only closes butter's row; nothing else happens.
        #expect(frame(2).map { $0["event"] as? String } == ["tap", "swipeClosed"])
        let closedByTap = frame(2)[1]
        #expect(closedByTap["id"] as? String == "butter" && closedByTap["cause"] as? String == "tap")
        #expect(closedByTap["action"] == nil)
        // Frame 4: a tap on Delete performs it: butter is deleted from the
        // document's data; salt (item 17, y 792) moves up to item 16, y 748,
        // 10 of its 44 points above 758 (ratio 0.227).
        let tapDelete = frame(4)
        #expect(tapDelete.map { $0["event"] as? String } == ["tap", "swipeClosed", "update", "didEndDisplay", "willDisplay"])
        #expect(tapDelete[1]["cause"] as? String == "tap" && tapDelete[1]["action"] as? String == "Delete")
        #expect(tapDelete[1]["style"] as? String == "destructive" && tapDelete[1]["deletedItem"] as? Bool == true)
        #expect(tapDelete[2]["deleted"] as? Int == 1)
        #expect(tapDelete[3]["id"] as? String == "butter" && tapDelete[3]["item"] as? Int == 3)
        #expect(tapDelete[4]["id"] as? String == "salt" && tapDelete[4]["item"] as? Int == 16)
        #expect(tapDelete[4]["visibleRatio"] as? Double == 0.227)
        // Frame 6, the scroll's first frame, closes milk's row (opened in frame 5).
        let scrolled = frame(6).filter { $0["event"] as? String == "swipeClosed" }
        #expect(scrolled.count == 1)
        #expect(scrolled.first?["id"] as? String == "milk" && scrolled.first?["cause"] as? String == "scroll")
        #expect(lines.filter { $0["event"] as? String == "swipeClosed" }.count == 3)
    }

    @Test func anUpdateThatDeletesTheOpenRowClosesIt() throws {
        // The same list without butter (item 3): an update step deletes the
        // open row; the swipeClosed line comes first, then the update and
        // the display events (butter ends, salt, item 17 at y 792, moves up
        // to item 16 at y 748: 10 of its 44 points show).
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Data(contentsOf: URL(fileURLWithPath: "Examples/todo-swipe.json"))
        var document = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        var sections = try #require(document["sections"] as? [[String: Any]])
        var items = try #require(sections[0]["items"] as? [[String: Any]])
        #expect(items[3]["id"] as? String == "butter")
        items.remove(at: 3)
        sections[0]["items"] = items
        document["sections"] = sections
        try JSONSerialization.data(withJSONObject: document).write(to: directory.appendingPathComponent("without-butter.json"))
        let script = #"{"steps": [{"swipe": {"section": 0, "item": 3, "direction": "left", "distance": 80}}, {"update": {"document": "without-butter.json"}}]}"#
        let path = directory.appendingPathComponent("script.json").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        let run = try runTool(["simulate", "Examples/todo-swipe.json", "--script", path])
        #expect(run.status == 0, "\(run.stderr)")
        let frame2 = try run.jsonLines().filter { $0["frame"] as? Int == 2 && $0["event"] as? String != "render" }
        #expect(frame2.map { $0["event"] as? String } == ["swipeClosed", "update", "didEndDisplay", "willDisplay"])
        #expect(frame2.first?["id"] as? String == "butter" && frame2.first?["cause"] as? String == "update")
        #expect(frame2[2]["id"] as? String == "butter" && frame2[3]["id"] as? String == "salt")
    }

    @Test func simulatesTextLines() throws {
        let run = try runTool(["simulate", "--script", "Examples/scripts/todo-swipe.json", "--format", "text"])
        #expect(run.status == 0, "\(run.stderr)")
        let swipes = run.stdout.split(separator: "\n").filter { $0.contains("  swipe  ") }
        #expect(swipes == [
            #"frame 1  t=0.017s  swipe  section 0  item 3  sectionID "todo"  id "butter"  direction "left"  distance 80  outcome "opened"  actions [{"title": "Delete", "style": "destructive", "edge": "trailing", "frame": {"x": 301, "y": 176, "width": 74, "height": 44}}, {"title": "Flag", "style": "normal", "edge": "trailing", "frame": {"x": 227, "y": 176, "width": 74, "height": 44}}]"#,
            #"frame 2  t=0.033s  swipe  section 0  item 5  sectionID "todo"  id "tea"  direction "left"  distance "full"  outcome "performed"  action "Delete"  style "destructive"  edge "trailing"  deletedItem true"#,
            #"frame 3  t=0.05s  swipe  section 0  item 0  sectionID "todo"  id "milk"  direction "right"  distance 40  outcome "opened"  actions [{"title": "Done", "style": "normal", "edge": "leading", "frame": {"x": 0, "y": 44, "width": 74, "height": 44}}]"#,
        ])
    }

    @Test func layoutShowsTheOpenRowsButtons() throws {
        let json = try runTool(["layout", "Examples/todo-swipe.json", "--visible", "--swipe", "0:3:left:80"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.hasSuffix("""
              "swipeActions": [
                {"section": 0, "item": 3, "sectionID": "todo", "id": "butter", "title": "Delete", "style": "destructive", "edge": "trailing", "frame": {"x": 301, "y": 176, "width": 74, "height": 44}},
                {"section": 0, "item": 3, "sectionID": "todo", "id": "butter", "title": "Flag", "style": "normal", "edge": "trailing", "frame": {"x": 227, "y": 176, "width": 74, "height": 44}}
              ]
            }

            """))
        let text = try runTool(["layout", "Examples/todo-swipe.json", "--visible", "--format", "text", "--swipe", "0:3:left:80"])
        #expect(text.stdout.hasSuffix("""
            2 swipe actions revealed
            action    style        edge      section  item    x    y  width  height
            "Delete"  destructive  trailing        0     3  301  176     74      44
            "Flag"    normal       trailing        0     3  227  176     74      44

            """))
        // Without --swipe, or with a drag too short to open (73 < 74), no swipeActions key.
        for arguments in [[], ["--swipe", "0:3:left:73"]] {
            let plain = try runTool(["layout", "Examples/todo-swipe.json", "--visible"] + arguments)
            #expect(plain.status == 0 && !plain.stdout.contains("swipeActions"))
        }
    }

    @Test func renderDrawsTheButtons() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-\(getpid()).svg").path
        let run = try runTool(["render", "Examples/todo-swipe.json", "--swipe", "0:0:right:40", "-o", path])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("""
            <g lk:part="swipe-action" lk:title="Done" lk:style="normal" lk:edge="leading" lk:section="0" lk:item="0" lk:frame="0 44 74 44" transform="translate(0 44)">
              <rect x="0" y="0" width="74" height="44" fill="#8E8E93"/>
            """))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func buttonsAreDrawnRightAfterTheirCellUnderThePinnedHeader() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-order-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try runTool(["render", "Examples/todo-swipe.json", "--swipe", "0:3:left:80", "-o", path])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        let butter = try #require(svg.range(of: #"lk:id="butter""#)?.lowerBound)
        let delete = try #require(svg.range(of: #"lk:title="Delete""#)?.lowerBound)
        let flag = try #require(svg.range(of: #"lk:title="Flag""#)?.lowerBound)
        let nextCell = try #require(svg.range(of: #"lk:id="coffee""#)?.lowerBound)
        let header = try #require(svg.range(of: #"lk:kind="header""#)?.lowerBound)
        // Cells come in zIndex order (0), the pinned header (zIndex 2) last.
        #expect(butter < delete && delete < flag && flag < nextCell && nextCell < header)
    }

    @Test(arguments: [
        (["--swipe", "0:3:left:300"],
         #"viewport-sim: error: --swipe: a swipe of 300 points performs "Delete" (a full swipe); play it with `simulate` and a swipe step"#),
        (["--swipe", "0:40:left:80"],
         "viewport-sim: error: --swipe: Examples/todo-swipe.json has no item [0, 40] (section 0 has 25 items)"),
    ])
    func swipesLayoutCannotShowAreRefused(arguments: [String], message: String) throws {
        let run = try runTool(["layout", "Examples/todo-swipe.json"] + arguments)
        #expect(run.status != 0)
        #expect(run.stderr.trimmingCharacters(in: .newlines) == message)
    }

    @Test func aBadSwipeArgumentIsAUsageError() throws {
        let run = try runTool(["layout", "Examples/todo-swipe.json", "--swipe", "0:3:up:80"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--swipe"))
    }

    @Test(arguments: [
        (#"{"swipe": {"section": 0, "item": 40, "direction": "left", "distance": 1}}"#,
         "$.steps[0]: there is no item at [0, 40]"),
        (#"{"swipe": {"section": 0, "item": 4, "direction": "up", "distance": 1}}"#,
         #"$.steps[0].swipe.direction: invalid value "up" (allowed: left, right)"#),
        (#"{"swipe": {"section": 0, "item": 4, "direction": "left", "distance": "half"}}"#,
         #"$.steps[0].swipe.distance: invalid value "half" (allowed: full, a length)"#),
        (#"{"swipe": {"section": 0, "item": 4, "direction": "left", "distance": -1}}"#,
         "$.steps[0].swipe.distance: must not be negative (found -1)"),
        (#"{"swipe": {"section": 0, "item": 4, "direction": "left"}}"#,
         #"$.steps[0].swipe: missing required key "distance""#),
    ])
    func badSwipeStepsNameTheirPlace(step: String, message: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-step-\(UUID().uuidString).json").path
        try Data(#"{"steps": [\#(step)]}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try runTool(["simulate", "Examples/todo-swipe.json", "--script", path])
        #expect(run.status == 1)
        #expect(run.stderr.trimmingCharacters(in: .newlines) == "viewport-sim: error: \(path): \(message)")
    }
}
