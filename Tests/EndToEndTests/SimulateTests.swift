import Foundation
import ListKit
import ListKitDocument
import ListKitSimulation
import Testing
import ListKitTestSupport

/// `viewport-sim simulate`, run as a user runs it.
@Suite struct SimulateTests {
    /// The summary says where the content came to rest: list.json holds 50
    /// rows of 44 (2,200 pt) under insets 54 and 34 in an 812-pt viewport,
    /// so a scroll to 5,000 stops at 2,200 + 34 − 812 = 1,422, and one to
    /// −500 at −54 (issue 35: a clamped scroll was invisible).
    @Test(arguments: [(5000.0, "1422"), (-500.0, "-54"), (1422.0, "1422"), (1421.5, "1421.5")])
    func theSummaryEndsAtTheClampedOffset(target: Double, expected: String) throws {
        let list = FileManager.default.currentDirectoryPath + "/Examples/list.json"
        let script = #"{"document": "\#(list)", "steps": [{"scrollTo": {"y": \#(target), "duration": 0.1}}]}"#
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clamp-\(UUID().uuidString).json").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try runTool(["simulate", "--script", path, "--format", "text"])
        let summary = text.stdout.split(separator: "\n").first { $0.hasPrefix("summary: ") }
        #expect(summary?.hasSuffix("content offset (0, \(expected)) at the end") == true, "\(text.stdout)")
        let json = try runTool(["simulate", "--script", path])
        let last = json.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains(#""contentOffset": {"x": 0, "y": \#(expected)}"#), "\(last)")
    }

    @Test func scrollingTheGridByExactlyOneRow() throws {
        // At rest (offset −54) the bounds are −54 … 758: rows 0 … 10 (row 10,
        // 750 … 825, by 8 of its 75 pt: ratio 0.107). Scrolling linearly to 21
        // in 0.1 s (6 frames at 60 fps), row 11 (825 … 900) meets the bounds
        // (21 … 833) only at the last frame, by 8 pt; row 0 (0 … 75) stays.
        let run = try runTool(["simulate", "Examples/grid.json", "--script", "Examples/scripts/scroll-one-row.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let events = try run.jsonLines().filter { $0["event"] != nil }
        let first = events.filter { $0["frame"] as? Int == 0 }
        #expect(first.count == 55)
        #expect(first.allSatisfy { $0["event"] as? String == "willDisplay" })
        #expect(first.last?["visibleRatio"] as? Double == 0.107)
        let later = events.filter { $0["frame"] as? Int != 0 }
        #expect(later.map { $0["item"] as? Int } == [55, 56, 57, 58, 59])
        #expect(later.allSatisfy { $0["frame"] as? Int == 6 && $0["time"] as? Double == 0.1 })
        #expect(later.allSatisfy { $0["visibleRatio"] as? Double == 0.107 })
        let summary = try #require(run.jsonLines().last?["summary"] as? [String: Any])
        #expect(summary["frames"] as? Int == 7)
        #expect(summary["mostVisible"] as? Int == 60)
        #expect(summary["events"] as? [String: Int] == ["willDisplay": 60])
    }

    @Test func anUpdateDeletingAVisibleItem() throws {
        // After 6 frames of waiting, the update deletes "bread" (visible, item 2),
        // inserts "chocolate" at the top and changes "eggs": bread ends, chocolate
        // begins, everything else stays displayed under its own id.
        let run = try runTool(["simulate", "Examples/todo.json", "--script", "Examples/scripts/todo-update.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let frame7 = try run.jsonLines().filter { $0["frame"] as? Int == 7 }
        #expect(frame7.map { $0["event"] as? String } == ["update", "didEndDisplay", "willDisplay"])
        #expect(frame7[0]["deleted"] as? Int == 1 && frame7[0]["inserted"] as? Int == 1 && frame7[0]["updated"] as? Int == 1)
        #expect(frame7[1]["id"] as? String == "bread" && frame7[1]["item"] as? Int == 2)
        #expect(frame7[2]["id"] as? String == "chocolate" && frame7[2]["item"] as? Int == 0)
        // The tap at viewport (20, 120) is content (20, 66): chocolate's row (44 … 88).
        let tap = try #require(try run.jsonLines().first { $0["event"] as? String == "tap" })
        #expect(tap["id"] as? String == "chocolate")
    }

    @Test func aPinnedHeaderStaysDisplayedWhileItsSectionScrolls() throws {
        // Section 1's header (natural y 328) is pinned: it stays displayed through
        // the first scroll to 400 and the wait (frames 1 … 36) and ends only when
        // its section is scrolled away (its cap, 568 … 612, leaves the bounds).
        let run = try runTool([
            "simulate", "Examples/pinned-section-header-footer.json", "--script", "Examples/scripts/pinned-header.json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let header = try run.jsonLines().filter { $0["elementKind"] as? String == "header" && $0["section"] as? Int == 1 }
        #expect(header.first?["event"] as? String == "willDisplay")
        #expect(header.first?["frame"] as? Int == 0)
        let end = try #require(header.first { $0["event"] as? String == "didEndDisplay" })
        #expect((end["frame"] as? Int ?? 0) > 36)
    }

    @Test(arguments: [
        ("grid.json", "fling.json"), ("pinned-section-header-footer.json", "pinned-header.json"),
        ("complex-layout.json", "carousel.json"), ("todo.json", "todo-update.json"), ("grid.json", "scroll-one-row.json"),
        ("list.json", "impressions.json"), ("todo-swipe.json", "todo-swipe.json"),
        ("tags.json", "tags-impressions.json"), ("chat.json", "chat-older.json"), ("chat.json", "chat-older-top.json"),
    ])
    func everyExampleScriptRuns(document: String, script: String) throws {
        let named = try ScrollScript(contentsOfFile: repositoryRoot + "/Examples/scripts/" + script).document
        #expect(named == repositoryRoot + "/Examples/" + document)
        for format in ["jsonl", "text"] {
            let run = try runTool(["simulate", "Examples/" + document, "--script", "Examples/scripts/" + script, "--format", format])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("summary"))
            // Without DOC the script's own document is played: the same output.
            let alone = try runTool(["simulate", "--script", "Examples/scripts/" + script, "--format", format])
            #expect(alone.status == 0, "\(alone.stderr)")
            #expect(alone.stdout == run.stdout)
        }
    }

    /// Issue 15: every example script names a document that exists, and
    /// the scripts of the plugin samples name badges.json.
    @Test func everyExampleScriptNamesItsDocument() throws {
        let folder = repositoryRoot + "/Examples/scripts"
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        #expect(scripts.count == 16)
        for name in scripts {
            let document = try #require(try ScrollScript(contentsOfFile: folder + "/" + name).document, "\(name)")
            #expect(FileManager.default.fileExists(atPath: document), "\(name): \(document)")
        }
        for name in ["badges.json", "badges-visibility.json"] {
            #expect(try ScrollScript(contentsOfFile: folder + "/" + name).document == repositoryRoot + "/Examples/badges.json")
        }
    }

    /// Issue 15: Examples/README.md lists every document and script, and
    /// each command it gives runs and prints an answer.
    @Test func theExamplesReadmeListsEveryExampleWithACommandThatRuns() throws {
        try PluginToolTests.samples.get()
        let readme = try String(contentsOfFile: repositoryRoot + "/Examples/README.md", encoding: .utf8)
        let files = FileManager.default
        let documents = try files.contentsOfDirectory(atPath: repositoryRoot + "/Examples").filter { $0.hasSuffix(".json") }
        let scripts = try files.contentsOfDirectory(atPath: repositoryRoot + "/Examples/scripts").filter { $0.hasSuffix(".json") }
        for name in documents + scripts {
            #expect(readme.contains("`\(name)`"), "\(name) is not in Examples/README.md")
        }
        let prefix = "`swift run --quiet viewport-sim "
        let commands = readme.components(separatedBy: prefix).dropFirst().compactMap { $0.split(separator: "`").first }
        #expect(commands.count == 43)
        for command in commands {
            let run = try runTool(command.split(separator: " ").map(String.init))
            // `audit` of the problem screen finds what it shows: status 2.
            let expected: Int32 = command.hasPrefix("audit Examples/accessibility-problems.json") ? 2 : 0
            #expect(run.status == expected && run.stderr.isEmpty, "\(command): \(run.stderr)")
            #expect(!run.stdout.isEmpty, "\(command)")
        }
    }

    /// The `document` key is taken from the script's folder; DOC on the
    /// command line wins over it; with neither, a usage error names the script.
    @Test func theCommandLinesDocumentWinsAndNeitherIsAUsageError() throws {
        let dir = URL(fileURLWithPath: RunFolder.make("listkit-named"))
        let steps = #""steps": [{"scrollTo": {"y": 21, "duration": 0.1, "easing": "linear"}}]"#
        let elsewhere = dir.appendingPathComponent("elsewhere.json")
        try Data(#"{"document": "no-such-document.json", \#(steps)}"#.utf8).write(to: elsewhere)
        #expect(try ScrollScript(contentsOfFile: elsewhere.path).document == dir.path + "/no-such-document.json")
        let refused = try runTool(["simulate", "--script", elsewhere.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("viewport-sim: error: \(dir.path)/no-such-document.json: $: file not found"))
        // The grid scrolled by one row (scrollingTheGridByExactlyOneRow): 60 cells displayed.
        let run = try runTool(["simulate", "Examples/grid.json", "--script", elsewhere.path])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try #require(run.jsonLines().last?["summary"] as? [String: Any])
        #expect(summary["events"] as? [String: Int] == ["willDisplay": 60])

        let unnamed = dir.appendingPathComponent("unnamed.json")
        try Data("{\(steps)}".utf8).write(to: unnamed)
        let neither = try runTool(["simulate", "--script", unnamed.path])
        #expect(neither.status == 64)
        #expect(neither.stdout.isEmpty)
        #expect(neither.stderr.hasPrefix("viewport-sim: error: \(unnamed.path): the script names no document"), "\(neither.stderr)")
    }

    @Test func visibilityEventsOfTheFirstRow() throws {
        // Rows 44 tall; the offset goes linearly from −54 to 21 in 6 frames
        // (12.5 pt a frame). At frame 5 (offset 8.5) row 0 shows 35.5 of 44 pt:
        // 0.807 < 1, so it crosses threshold 1 down and, being smaller than half
        // the viewport and no longer whole, loses focus. It then rests at 23 / 44
        // = 0.523 ≥ 0.5: its dwell (≥ 0.5 for 0.5 s, running since t = 0) fires
        // at the first frame at or after 0.5 s, frame 30.
        let run = try runTool(["simulate", "Examples/list.json", "--script", "Examples/scripts/impressions.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let row0 = try run.jsonLines().filter { $0["id"] as? String == "0" }
        let later = row0.filter { ($0["frame"] as? Int ?? 0) > 0 }
        #expect(later.map { $0["event"] as? String } == ["thresholdDown", "didUnfocus", "dwell"])
        #expect(later.map { $0["frame"] as? Int } == [5, 5, 30])
        #expect(later[0]["threshold"] as? Double == 1 && later[0]["visibleRatio"] as? Double == 0.807)
        #expect(later[2]["visibleRatio"] as? Double == 0.523 && later[2]["dwellDuration"] as? Double == 0.5)
        let first = row0.filter { $0["frame"] as? Int == 0 }.map { $0["event"] as? String }
        // Frame 0: it begins whole, so it crosses 0.5 and 1, is focused and fully seen.
        #expect(first == ["willDisplay", "thresholdUp", "thresholdUp", "didFocus", "fullImpression"])
    }

    @Test func badScriptsGiveOneLineWithThePath() throws {
        let dir = URL(fileURLWithPath: RunFolder.make("listkit-scripts"))
        let cases = [
            (#"{"steps": [{"fling": {"velocity": "fast"}}]}"#, "$.steps[0].fling.velocity: expected a number"),
            (#"{"steps": [{"jump": {}}]}"#, #"$.steps[0]: unknown key "jump""#),
            (#"{"steps": [{"wait": {"duration": -1}}]}"#, "$.steps[0].wait.duration: must not be negative"),
            (#"{"fps": 0, "steps": []}"#, "$.fps: must be in (0, 1000] (found 0)"),
            (#"{"steps": [{"orthogonalFling": {"section": 0, "velocity": 100}}]}"#, "section 0 does not scroll orthogonally"),
            (#"{"steps": [{"update": {"document": "missing.json"}}]}"#, "missing.json: $: file not found"),
            ("{", "syntax error"),
            (#"{"visibility": {"thresholds": [1.5]}, "steps": []}"#, "$.visibility.thresholds[0]: must be in (0, 1]"),
            (#"{"document": 5, "steps": []}"#, "$.document: expected a string, found a number"),
            (#"{"document": "", "steps": []}"#, "$.document: must not be empty"),
            (#"{"prefetch": {"distance": -1}, "steps": []}"#, "$.prefetch.distance: must be finite and ≥ 0"),
            (#"{"prefetch": {"screens": 1}, "steps": []}"#, #"$.prefetch: unknown key "screens""#),
            (#"{"steps": [{"focusNext": {"count": 0}}]}"#, "$.steps[0].focusNext.count: must be between 1 and 1000000 (found 0)"),
            (#"{"steps": [{"focusPrevious": {"count": 1.5}}]}"#, "$.steps[0].focusPrevious.count: expected an integer, found 1.5"),
            (#"{"steps": [{"focusNext": {"count": 1000000}}, {"focusNext": {"count": 1}}]}"#,
             "$.steps[1]: must be at most 1000000 focus moves for the script's steps together (found 1000001)"),
            (#"{"steps": [{"activate": {"action": 3}}]}"#, "$.steps[0].activate.action: expected a string, found a number"),
            (#"{"steps": [{"activate": {"name": "Delete"}}]}"#, #"$.steps[0].activate: unknown key "name""#),
        ]
        for (index, (text, message)) in cases.enumerated() {
            let file = dir.appendingPathComponent("script\(index).json")
            try Data(text.utf8).write(to: file)
            let run = try runTool(["simulate", "Examples/grid.json", "--script", file.path])
            #expect(run.status == 1, "\(text)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
    }

    /// Issue 13's scripts: each refused in one line naming the script file,
    /// the JSON path, and the limit in the script's own units.
    @Test func hostileScriptsNameTheFileThePathAndTheLimit() throws {
        let dir = URL(fileURLWithPath: RunFolder.make("listkit-hostile"))
        let cases = [
            (#"{"fps": 1e9, "steps": []}"#, "$.fps: must be in (0, 1000] (found 1000000000)"),
            (#"{"steps": [{"wait": {"duration": 1e7}}]}"#, "$.steps[0].wait.duration: must be at most 3600 s (found 10000000)"),
            (#"{"steps": [{"scrollTo": {"y": 100, "duration": 1e6}}]}"#,
             "$.steps[0].scrollTo.duration: must be at most 3600 s (found 1000000)"),
            (#"{"steps": [{"orthogonalScroll": {"section": 0, "to": 5, "duration": 3601}}]}"#,
             "$.steps[0].orthogonalScroll.duration: must be at most 3600 s (found 3601)"),
            // Twenty-five hour-long waits: the 25th passes the day a script may last.
            (#"{"steps": ["# + Array(repeating: #"{"wait": {"duration": 3600}}"#, count: 25).joined(separator: ", ") + "]}",
             "$.steps[24]: must be at most 86400 s for the script's timed steps together (found 90000)"),
            (#"{"steps": [{"orthogonalScroll": {"section": 7, "to": 100}}]}"#,
             "$.steps[0].orthogonalScroll.section: section 7 does not exist (the layout has 1 section)"),
            (#"{"steps": [{"orthogonalScroll": {"section": 0, "to": 100}}]}"#,
             "$.steps[0].orthogonalScroll.section: section 0 does not scroll orthogonally"),
            (#"{"steps": [{"wait": {"duration": 0.1}}, {"orthogonalFling": {"section": 0, "velocity": 9}}]}"#,
             "$.steps[1].orthogonalFling.section: section 0 does not scroll orthogonally"),
            (#"{"steps": [{"tap": {"x": 100, "y": 5000}}]}"#, "$.steps[0].tap: (100, 5000) is outside the 375 × 812 viewport"),
            (#"{"steps": [{"tap": {"x": -1, "y": 10}}]}"#, "$.steps[0].tap: (-1, 10) is outside the 375 × 812 viewport"),
            (#"{"steps": [{"tap": {"x": 375, "y": 10}}]}"#, "$.steps[0].tap: (375, 10) is outside the 375 × 812 viewport"),
        ]
        for (index, (text, message)) in cases.enumerated() {
            let file = dir.appendingPathComponent("hostile\(index).json")
            try Data(text.utf8).write(to: file)
            let run = try runTool(["simulate", "Examples/grid.json", "--script", file.path])
            #expect(run.status == 1, "\(text)")
            #expect(run.stderr == "viewport-sim: error: \(file.path): \(message)\n", "\(text)")
        }
    }

    /// A wait with nothing moving skips the frames where nothing can happen,
    /// yet a dwell timer still fires at its exact frame and the frames are
    /// all counted.
    @Test func anHoursWaitSkipsToTheDwellFrameAndTheEnd() throws {
        let dwell = try VisibilityConfiguration(dwell: [DwellRule(minimumRatio: 1, duration: 250)])
        let running = try Simulator(
            composed: try LayoutDocument(contentsOfFile: "Examples/grid.json").composedLayout(registry: .builtIn),
            viewport: Viewport(size: Size(width: 375, height: 812)), fps: 60, visibility: dwell)
        var frameEnds = 0
        running.onFrameEnd = { frameEnds += 1 }
        var dwellFrames: Set<Int> = []
        running.onRecord = { record in
            if case .lifecycle(let event, _, _) = record, case .dwell = event.kind { dwellFrames.insert(running.frame) }
        }
        try running.run(ScrollScript(steps: [.wait(seconds: 3600)]))
        // Frame 0, then 216,000 frames of waiting: 216,001 in all.
        #expect(running.frame == 216_001)
        #expect(running.time == 3_600_000)
        // The 40 rows fully visible at rest dwell at frame 15 (t = 250 ms).
        #expect(dwellFrames == [15])
        // Played: frame 0, frame 15 and the last frame.
        #expect(frameEnds == 3)
    }
}
