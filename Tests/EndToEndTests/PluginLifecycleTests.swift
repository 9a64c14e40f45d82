import Foundation
import Testing

/// `viewport-sim simulate` on plugin components: the C Badge plugin logs
/// `willDisplay <id>` and `didEndDisplay <id>` through the host from its own
/// lifecycle functions, so each log line proves the call reached the plugin.
@Suite struct PluginLifecycleTests {
    @Test func everyDisplayEventOfABadgeIsFollowedByItsLogLine() throws {
        // Examples/badges.json: a strip of 100 × 44 badges scrolling
        // orthogonally at the top (y 0 … 44), then a list of 44 pt badges.
        // The script scrolls the strip to x 200, applies an update (deletes
        // l2, inserts "new" first), then scrolls the list down by 300.
        let run = try runTool(["simulate", "Examples/badges.json", "--script", "Examples/scripts/badges.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let all = try run.jsonLines().filter { $0["summary"] == nil }
        let display = ["willDisplay", "didEndDisplay"]
        var checked = 0
        for (index, line) in all.enumerated() where display.contains(line["event"] as? String ?? "") {
            let log = try #require(index + 1 < all.count ? all[index + 1] : nil)
            let id = try #require(line["id"] as? String)
            #expect(log["event"] as? String == "log")
            #expect(log["plugin"] as? String == "libBadge.so" && log["level"] as? String == "info")
            #expect(log["message"] as? String == "\(line["event"] as? String ?? "") \(id)")
            #expect(log["frame"] as? Int == line["frame"] as? Int)
            checked += 1
        }
        // Every log line answers exactly one event.
        #expect(all.filter { $0["event"] as? String == "log" }.count == checked)

        // At rest the strip shows s1 … s4 (s4 by 75 of its 100 pt) and the
        // list l1 … l9 (l9 at 396 … 440 by 4 of 44 pt).
        let first = all.filter { $0["frame"] as? Int == 0 && $0["event"] as? String == "willDisplay" }
        #expect(first.map { $0["id"] as? String } == ["s1", "s2", "s3", "s4", "l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8", "l9"])
        // Orthogonal cells: the strip scrolls 0 → 200 in 0.1 s (6 frames);
        // at frame 1 (x 33.3) s5 (400 … 500) shows by 8.3 pt; s1 (0 … 100)
        // leaves when x passes 100, at frame 3 (x 100 exactly: zero area).
        let s5 = try #require(all.first { $0["id"] as? String == "s5" })
        #expect(s5["frame"] as? Int == 1 && s5["visibleRatio"] as? Double == 0.083)
        let s1End = try #require(all.first { $0["id"] as? String == "s1" && $0["event"] as? String == "didEndDisplay" })
        #expect(s1End["frame"] as? Int == 3)
        // After the diffed update (frame 7): l2 ends and "new" begins, each
        // with its plugin's log line right after it.
        let frame7 = all.filter { $0["frame"] as? Int == 7 }
        #expect(frame7.map { $0["event"] as? String } == ["update", "didEndDisplay", "log", "willDisplay", "log"])
        #expect(frame7[1]["id"] as? String == "l2" && frame7[2]["message"] as? String == "didEndDisplay l2")
        #expect(frame7[3]["id"] as? String == "new" && frame7[4]["message"] as? String == "willDisplay new")
    }

    @Test func textOutputShowsTheLogLinesToo() throws {
        let run = try runTool([
            "simulate", "Examples/badges.json", "--script", "Examples/scripts/badges.json", "--format", "text",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout.split(separator: "\n")
        let begin = try #require(text.firstIndex { $0.hasPrefix("frame 0  t=0s  willDisplay  cell [0, 0] strip/s1") })
        #expect(text[begin + 1] == #"frame 0  t=0s  log  plugin "libBadge.so"  level "info"  message "willDisplay s1""#)
        #expect(text.contains("  log: 34"))
    }

    @Test func visibilityEventsReachThePluginsVisibilityFunction() throws {
        // The script asks for the 0.5 threshold and a dwell of 50 ms at ratio
        // 1, and scrolls the strip linearly from 0 to 200 in 0.1 s (33.3 pt a
        // frame). s1 (0 … 100) falls to 0.333 at frame 2; s5 (400 … 500)
        // reaches 0.75 at frame 3 (x 100); s2 (100 … 200) stays whole until
        // x 100 and dwells at t = 50 ms, frame 3; s4 (300 … 400) is whole
        // from frame 1 (t = 16.7 ms) and dwells at frame 4 (t = 66.7 ms).
        let run = try runTool([
            "simulate", "Examples/badges.json", "--script", "Examples/scripts/badges-visibility.json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let all = try run.jsonLines().filter { $0["summary"] == nil }
        func log(after event: String, _ id: String) throws -> (frame: Int?, message: String?) {
            let index = try #require(all.firstIndex { $0["event"] as? String == event && $0["id"] as? String == id })
            let next = all[index + 1]
            #expect(next["event"] as? String == "log")
            return (all[index]["frame"] as? Int, next["message"] as? String)
        }
        #expect(try log(after: "thresholdDown", "s1") == (2, "thresholdDown 0.5 s1"))
        #expect(try log(after: "thresholdUp", "s5") == (3, "thresholdUp 0.5 s5"))
        #expect(try log(after: "dwell", "s2") == (3, "dwell 1 50ms s2"))
        #expect(try log(after: "dwell", "s4") == (4, "dwell 1 50ms s4"))
        // Every visibility event of a badge has its line right after it.
        let visibility = ["thresholdUp", "thresholdDown", "dwell"]
        for (index, line) in all.enumerated() where visibility.contains(line["event"] as? String ?? "") {
            #expect(all[index + 1]["event"] as? String == "log")
        }
    }

    @Test func prefetchEventsReachThePluginsVisibilityFunction() throws {
        // Prefetching one screen ahead while the list scrolls down 300 and
        // back: rows below the screen are prefetched on the way down, and
        // those never displayed are cancelled on the way back. Each event of
        // a badge has the Badge plugin's line right after it, from its
        // `visibility_changed` (LK_VISIBILITY_PREFETCH / _CANCEL_PREFETCH).
        let script = #"{"prefetch": {"distance": 1}, "steps": [{"scrollTo": {"y": 300, "duration": 0.1, "easing": "linear"}}, {"scrollTo": {"y": 0, "duration": 0.1, "easing": "linear"}}]}"#
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("prefetch-\(UUID().uuidString).json").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try runTool(["simulate", "Examples/badges.json", "--script", path])
        #expect(run.status == 0, "\(run.stderr)")
        let all = try run.jsonLines().filter { $0["summary"] == nil }
        var seen: Set<String> = []
        for (index, line) in all.enumerated() {
            guard let event = line["event"] as? String, event == "prefetch" || event == "cancelPrefetch" else { continue }
            seen.insert(event)
            let id = try #require(line["id"] as? String)
            #expect(index + 1 < all.count && all[index + 1]["event"] as? String == "log")
            #expect(index + 1 < all.count && all[index + 1]["message"] as? String == "\(event) \(id)")
        }
        #expect(seen == ["prefetch", "cancelPrefetch"])
    }

    @Test func rendersAreShownWhenAskedFor() throws {
        let run = try runTool([
            "simulate", "Examples/badges.json", "--script", "Examples/scripts/badges.json", "--renders",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let all = try run.jsonLines().filter { $0["summary"] == nil }
        // Frame 0 renders the 13 cells on screen (s1 … s4, l1 … l9) at their
        // sizes, before their willDisplay events.
        let first = all.filter { $0["frame"] as? Int == 0 }
        let renders = first.filter { $0["event"] as? String == "render" }
        #expect(renders.map { $0["id"] as? String } == ["s1", "s2", "s3", "s4", "l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8", "l9"])
        #expect(renders.first?["width"] as? Int == 100 && renders.last?["width"] as? Int == 375)
        #expect(renders.allSatisfy { $0["height"] as? Int == 44 })
        let firstEvent = try #require(first.firstIndex { $0["event"] as? String == "willDisplay" })
        #expect(first.prefix(firstEvent).allSatisfy { $0["event"] as? String == "render" })
        // The inserted item is rendered in the update's frame, after the update line.
        let frame7 = all.filter { $0["frame"] as? Int == 7 }.map { $0["event"] as? String }
        #expect(frame7.first == "update" && frame7.contains("render"))
        // Without the flag there is no render line.
        let plain = try runTool(["simulate", "Examples/badges.json", "--script", "Examples/scripts/badges.json"])
        #expect(!plain.stdout.contains(#""event": "render""#))
    }
}
