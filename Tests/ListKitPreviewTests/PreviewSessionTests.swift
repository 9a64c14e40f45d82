import Foundation
import ListKit
import ListKitDocument
import ListKitJSON
import ListKitPreview
import ListKitSimulation
import Testing

/// A session answers each input with the frame after it: the content
/// offset, the picture and the frame's events, worked out by hand for rows
/// 44 pt high on an 812-pt screen (rows 0 … 18 show at first).
@Suite struct PreviewSessionTests {
    func answer(_ session: PreviewSession, _ message: String) throws -> [String: Any] {
        let text = session.answer(Array(message.utf8))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Each event as `name item`.
    func events(_ frame: [String: Any]) -> [String] {
        (frame["events"] as? [[String: Any]] ?? []).map { "\($0["event"] ?? "") \($0["item"] ?? "")" }
    }

    @Test func helloShowsTheFirstFrameAndAScrollItsEvents() throws {
        let session = try rowsSession()
        let first = try answer(session, #"{"type": "hello"}"#)
        #expect(first["type"] as? String == "frame" && first["frame"] as? Int == 0)
        #expect(events(first) == (0...18).map { "willDisplay \($0)" })
        #expect((first["svg"] as? String)?.hasPrefix("<?xml") == true)
        #expect(first["viewport"] as? [Double] == [375, 812] && first["contentSize"] as? [Double] == [375, 2200])
        // To y 100 (screen 100 … 912): rows 0 (0 … 44) and 1 (44 … 88) end,
        // 19 (836 … 880) and 20 (880 … 924) begin.
        let scrolled = try answer(session, #"{"type": "scroll", "x": 0, "y": 100}"#)
        #expect(scrolled["frame"] as? Int == 1 && scrolled["contentOffset"] as? [Double] == [0, 100])
        #expect(events(scrolled) == ["didEndDisplay 0", "didEndDisplay 1", "willDisplay 19", "willDisplay 20"])
        // The same events as `simulate --format text` words them, for the
        // page's panel: frame 1 is 1/60 s in; row 20 shows 32 of its 44 points.
        #expect(scrolled["lines"] as? [String] == [
            "frame 1  t=0.017s  didEndDisplay  cell [0, 0] rows/0  ratio 0",
            "frame 1  t=0.017s  didEndDisplay  cell [0, 1] rows/1  ratio 0",
            "frame 1  t=0.017s  willDisplay  cell [0, 19] rows/19  ratio 1",
            "frame 1  t=0.017s  willDisplay  cell [0, 20] rows/20  ratio 0.727",
        ])
        // Past the end, clamped to 2,200 − 812 = 1,388.
        let end = try answer(session, #"{"type": "scroll", "x": 0, "y": 99999}"#)
        #expect(end["contentOffset"] as? [Double] == [0, 1388])
        // A tap on the first row on screen (1,388 … 1,408 is row 31) reports it.
        let tap = try answer(session, #"{"type": "tap", "x": 10, "y": 10}"#)
        let tapEvent = try #require((tap["events"] as? [[String: Any]])?.first)
        #expect(tapEvent["event"] as? String == "tap" && tapEvent["item"] as? Int == 31)
    }

    @Test func aFlingIsDeceleratedByTheEngine() throws {
        let session = try rowsSession()
        _ = try answer(session, #"{"type": "hello"}"#)
        let flung = try answer(session, #"{"type": "fling", "velocity": 2000}"#)
        let offset = try #require(flung["contentOffset"] as? [Double])
        // UIScrollView's normal deceleration (0.998 per ms) from 2,000 pt/s
        // travels 2000 × 0.998 / (1000 × (1 − 0.998)) ≈ 998 pt, within the 1,388 pt there are.
        #expect(offset[1] > 900 && offset[1] < 1_000)
        #expect((flung["frame"] as? Int ?? 0) > 1)
    }

    @Test(arguments: [
        ("{", "the message is not JSON: syntax error at line 1, column 2: expected a string key, found end of input"),
        ("[1]", "the message is not a JSON object"),
        (#"{"kind": "scroll"}"#, #"the message has no "type" string"#),
        (#"{"type": "zoom"}"#, #"unknown message type "zoom" (known: hello, scroll, fling, tap, wheel, swipe, pan, move, wait, resize, overlay, record)"#),
        (#"{"type": "scroll", "x": 0}"#, #""scroll" needs a number "y""#),
        (#"{"type": "fling", "velocity": "fast"}"#, #""fling" needs a number "velocity""#),
        (#"{"type": "tap", "x": 400, "y": 10}"#, "the tap at (400, 10) is outside the 375 × 812 viewport"),
    ])
    func refusedInputsSayWhyAndChangeNothing(message: String, reason: String) throws {
        let session = try rowsSession()
        let refused = try answer(session, message)
        #expect(refused["type"] as? String == "error")
        #expect((refused["message"] as? String)?.contains(reason) == true, "\(refused)")
        // The screen is as it was.
        let after = try answer(session, #"{"type": "hello"}"#)
        #expect(after["contentOffset"] as? [Double] == [0, 0])
    }

    @Test func aMessageOverTheLimitIsRefusedUnread() throws {
        let session = try rowsSession()
        let long = #"{"type": "hello", "pad": ""# + String(repeating: "a", count: PreviewInput.maximumMessageBytes) + #""}"#
        let refused = try answer(session, long)
        #expect(refused["message"] as? String == "the message is \(long.utf8.count) bytes; the limit is 4096")
    }
}

/// Hot reload: a change of the watched document is applied as an animated
/// update and answered with its frame; a broken edit shows where it is
/// wrong and keeps the screen.
@Suite struct PreviewReloadTests {
    /// `rowsDocument` with `count` rows.
    func document(rows count: Int) -> String {
        rowsDocument.replacingOccurrences(of: #""itemCount": 50"#, with: #""itemCount": \#(count)"#)
    }

    /// Writes `text` to `path`, dated `seconds` after the epoch (so that
    /// every write has its own modification date).
    func write(_ text: String, to path: String, at seconds: Double) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: path)
    }

    @Test func aChangedDocumentIsAppliedAndABrokenOneKeepsTheScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("rows.json").path
        try write(document(rows: 10), to: path, at: 1_000)
        let session = try PreviewSession(
            composed: try loadBuiltIn(path).composed, viewport: Viewport(size: Size(width: 375, height: 812)),
            visibility: .displayOnly, prefetch: nil, document: path, load: loadBuiltIn)
        _ = session.answer(Array(#"{"type": "hello"}"#.utf8))
        #expect(session.reloadIfChanged() == nil)

        // Ten rows, all on screen, become nine: row 9 ends, in an update of one stage.
        try write(document(rows: 9), to: path, at: 2_000)
        let reloaded = try #require(session.reloadIfChanged())
        let frame = try #require(try JSONSerialization.jsonObject(with: Data(reloaded.utf8)) as? [String: Any])
        let events = (frame["events"] as? [[String: Any]] ?? []).map { "\($0["event"] ?? "") \($0["item"] ?? "")" }
        #expect(events == ["update ", "didEndDisplay 9"])
        #expect(session.reloadIfChanged() == nil)

        // A broken edit: its error, with the line and column; the screen stays.
        try write("{\n  \"format\": 1,\n  \"sections\": [", to: path, at: 3_000)
        let broken = try #require(session.reloadIfChanged())
        #expect(broken.contains(#""type": "error""#) && broken.contains("line 3"), "\(broken)")
        let after = try #require(try JSONSerialization.jsonObject(with: Data(session.answer(Array(#"{"type": "hello"}"#.utf8)).utf8)) as? [String: Any])
        #expect(after["contentSize"] as? [Double] == [375, 396])

        // Fixed again: applied.
        try write(document(rows: 12), to: path, at: 4_000)
        let fixed = try #require(session.reloadIfChanged())
        #expect(fixed.contains(#""contentSize": [375, 528]"#))
    }

    @Test func aReloadKeepsWhatTheNewVersionsContentAnchorKeeps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("rows.json").path
        func anchored(_ anchor: String, rows: Int) -> String {
            document(rows: rows).replacingOccurrences(of: #"{"format": 1, "#, with: #"{"format": 1, "contentAnchor": "\#(anchor)", "#)
        }
        try write(anchored("bottom", rows: 50), to: path, at: 1_000)
        let session = try PreviewSession(
            composed: try loadBuiltIn(path).composed, viewport: Viewport(size: Size(width: 375, height: 812)),
            visibility: .displayOnly, prefetch: nil, document: path, load: loadBuiltIn)
        // At the end: 50 × 44 − 812 = 1,388.
        _ = session.answer(Array(#"{"type": "scroll", "x": 0, "y": 1388}"#.utf8))
        // 60 rows, anchored at the bottom: the end stays in view, 60 × 44 − 812 = 1,828.
        try write(anchored("bottom", rows: 60), to: path, at: 2_000)
        let bottom = try #require(session.reloadIfChanged())
        #expect(bottom.contains(#""contentOffset": [0, 1828]"#), "\(bottom.prefix(300))")
        // 70 rows, and the new version anchors at the top: the offset stays.
        try write(anchored("top", rows: 70), to: path, at: 3_000)
        let top = try #require(session.reloadIfChanged())
        #expect(top.contains(#""contentOffset": [0, 1828]"#) && top.contains(#""contentSize": [375, 3080]"#))
        // The recording's update steps name no anchor: each version's own applies when replayed.
        let script = try #require(try JSONSerialization.jsonObject(with: Data(session.answer(Array(#"{"type": "record"}"#.utf8)).utf8)) as? [String: Any])
        #expect((script["script"] as? String)?.contains("anchor") == false)
    }

    /// Each event as `name item`.
    func events(_ frame: [String: Any]) -> [String] {
        (frame["events"] as? [[String: Any]] ?? []).map { "\($0["event"] ?? "") \($0["item"] ?? "")" }
    }

    /// A session over `rows.json` in a new folder, watching `plugins`
    /// (files in the folder the document names; the rows use built-in
    /// kinds, so the test's load reads the list and loads nothing) and
    /// `script`, if given; `reloads` counts the plugin reloads.
    final class Watching {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-watch-\(UUID().uuidString)")
        var reloads = 0
        var session: PreviewSession!

        var path: String { folder.appendingPathComponent("rows.json").path }
        func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

        init(plugins: [String], script: String? = nil) throws {
            func write(_ text: String, _ path: String, _ seconds: Double) throws {
                try text.write(toFile: path, atomically: false, encoding: .utf8)
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: path)
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(Self.rows(plugins: plugins), path, 1_000)
            for plugin in plugins { try write("not really a library", file(plugin), 1_000) }
            if let script { try write(script, file("script.json"), 1_000) }
            session = try PreviewSession(
                composed: try loadBuiltIn(path).composed, viewport: Viewport(size: Size(width: 375, height: 812)),
                visibility: .displayOnly, prefetch: nil, document: path, load: loadBuiltIn,
                pluginFiles: plugins.map(file), reloadPlugins: { [unowned self] in reloads += 1 },
                script: script.map { _ in file("script.json") })
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// `rowsDocument` naming `plugins`.
        static func rows(plugins: [String], count: Int = 50) -> String {
            let list = plugins.map { "\"\($0)\"" }.joined(separator: ", ")
            return rowsDocument.replacingOccurrences(of: #"{"format": 1, "#, with: #"{"format": 1, "plugins": [\#(list)], "#)
                .replacingOccurrences(of: #""itemCount": 50"#, with: #""itemCount": \#(count)"#)
        }

        /// The answer as JSON.
        func object(_ text: String?) throws -> [String: Any] {
            let answer = try #require(text)
            return try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        }
    }

    @Test func aChangedPluginIsLoadedAgainAndTheScreenShownFromScratch() throws {
        let watching = try Watching(plugins: ["libA.so"])
        let session = watching.session!
        _ = session.answer(Array(#"{"type": "scroll", "x": 0, "y": 100}"#.utf8))
        #expect(session.reloadIfChanged() == nil)
        // The plugin changes: loaded again, the screen shown from scratch (an
        // update of no stage, no display event: every row keeps its id).
        try write("rebuilt", to: watching.file("libA.so"), at: 2_000)
        let reloaded = try watching.object(session.reloadIfChanged())
        #expect(watching.reloads == 1)
        #expect(events(reloaded) == ["update "])
        #expect((reloaded["events"] as? [[String: Any]])?.first?["stages"] as? Int == 0)
        #expect(reloaded["contentOffset"] as? [Double] == [0, 100])
        #expect(session.reloadIfChanged() == nil)
        // The document now names a second plugin, and drops to 10 rows: an update.
        try write(Watching.rows(plugins: ["libA.so", "libB.so"], count: 10), to: watching.path, at: 3_000)
        try write("first build", to: watching.file("libB.so"), at: 3_000)
        let updated = try watching.object(session.reloadIfChanged())
        #expect(watching.reloads == 1)
        #expect((updated["events"] as? [[String: Any]])?.first?["stages"] as? Int == 1)
        // The new plugin is watched from then on.
        try write("rebuilt", to: watching.file("libB.so"), at: 4_000)
        _ = try watching.object(session.reloadIfChanged())
        #expect(watching.reloads == 2)
        // The recording: the scroll, the reload, the update, the reload.
        let recorded = try watching.object(session.answer(Array(#"{"type": "record"}"#.utf8)))
        let script = try ScrollScript(json: try JSONParser().parse(try #require(recorded["script"] as? String)))
        #expect(script.steps == [
            .scrollTo(x: 0, y: 100, seconds: 0, easing: .linear), .reload(path: watching.path),
            .update(path: watching.path), .reload(path: watching.path),
        ])
    }

    @Test func aChangedScriptIsPlayedAgainFromTheStart() throws {
        let watching = try Watching(plugins: [], script: #"{"steps": [{"scrollTo": {"y": 100, "duration": 0}}]}"#)
        let session = watching.session!
        // The script played after frame 0: frame 1 scrolled to 100.
        let first = try watching.object(session.answer(Array(#"{"type": "hello"}"#.utf8)))
        #expect(first["frame"] as? Int == 1 && first["contentOffset"] as? [Double] == [0, 100])
        #expect(first["restart"] == nil)
        #expect(events(first).prefix(2) == ["willDisplay 0", "willDisplay 1"])
        #expect(events(first).suffix(4) == ["didEndDisplay 0", "didEndDisplay 1", "willDisplay 19", "willDisplay 20"])
        _ = session.answer(Array(#"{"type": "scroll", "x": 0, "y": 500}"#.utf8))
        // The script now scrolls to 200: the session starts over and plays it.
        try write(#"{"steps": [{"scrollTo": {"y": 200, "duration": 0}}]}"#, to: watching.file("script.json"), at: 2_000)
        let again = try watching.object(session.reloadIfChanged())
        #expect(again["restart"] as? Bool == true)
        #expect(again["frame"] as? Int == 1 && again["contentOffset"] as? [Double] == [0, 200])
        // From frame 0: rows 0 … 18, then at 200 (200 … 1012) rows 0 … 3 end and 19 … 22 begin.
        #expect(events(again) == (0...18).map { "willDisplay \($0)" } + (0...3).map { "didEndDisplay \($0)" }
            + (19...22).map { "willDisplay \($0)" })
        // A script that does not read: its error, and the screen stays.
        try write(#"{"steps": [{"scrollTo": {"y": "far"}}]}"#, to: watching.file("script.json"), at: 3_000)
        let broken = try watching.object(session.reloadIfChanged())
        #expect(broken["type"] as? String == "error")
        #expect((broken["message"] as? String)?.contains("$.steps[0].scrollTo.y") == true, "\(broken)")
        let after = try watching.object(session.answer(Array(#"{"type": "hello"}"#.utf8)))
        #expect(after["contentOffset"] as? [Double] == [0, 200] && after["restart"] == nil)
        // Recorded: the script's steps, then what was done by hand.
        _ = session.answer(Array(#"{"type": "scroll", "x": 0, "y": 300}"#.utf8))
        let recorded = try watching.object(session.answer(Array(#"{"type": "record"}"#.utf8)))
        let script = try ScrollScript(json: try JSONParser().parse(try #require(recorded["script"] as? String)))
        #expect(script.steps == [
            .scrollTo(x: nil, y: 200, seconds: 0, easing: .easeInOut), .scrollTo(x: 0, y: 300, seconds: 0, easing: .linear),
        ])
    }
}
