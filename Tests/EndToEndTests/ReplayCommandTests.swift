import Foundation
import Testing

/// `viewport-sim replay`, run as a user runs it (the page in a browser:
/// `ReplayBrowserTests`).
@Suite struct ReplayCommandTests {
    /// A fresh folder for pages, removed by the caller.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-replay-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The Badge plugin logs each display call: the page counts and lists
    /// its messages as `simulate` does (34 `log` events).
    @Test func pluginLogsAreEventsOfThePage() throws {
        try PluginToolTests.samples.get()
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("badges.html")
        let simulate = try runTool(["simulate", "--script", "Examples/scripts/badges.json"])
        let replay = try runTool(["replay", "--script", "Examples/scripts/badges.json", "-o", page.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        let summary = try #require(simulate.stdout.split(separator: "\n").last.map(String.init))
        #expect(summary.contains("\"log\": 34"))
        #expect(replay.stdout == summary + "\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: ",\"log\",-1,null,\"libBadge.so info: ").count - 1 == 34)
    }

    /// `--fps` is simulate's: the same frames and events as `simulate --fps`.
    @Test func fpsIsSimulates() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("fling.html")
        let arguments = ["Examples/grid.json", "--script", "Examples/scripts/fling.json", "--fps", "30"]
        let simulate = try runTool(["simulate"] + arguments)
        let replay = try runTool(["replay"] + arguments + ["-o", page.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout == (simulate.stdout.split(separator: "\n").last.map(String.init) ?? "") + "\n")
        let again = try runTool(["replay"] + arguments + ["-o", page.path + ".2"])
        #expect(try Data(contentsOf: page) == Data(contentsOf: URL(fileURLWithPath: page.path + ".2")))
        #expect(again.status == 0)
    }

    @Test func aPageThatCannotBeWrittenIsOneLineNamingIt() throws {
        let run = try runTool([
            "replay", "--script", "Examples/scripts/todo-update.json", "-o", "/nonexistent-folder/page.html",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "viewport-sim: error: /nonexistent-folder/page.html: cannot write: "
            + "the folder /nonexistent-folder does not exist\n")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func withoutADocumentItIsAUsageError() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("unnamed.json")
        try Data(#"{"steps": [{"wait": {"duration": 0.1}}]}"#.utf8).write(to: script)
        let run = try runTool(["replay", "--script", script.path, "-o", dir.appendingPathComponent("p.html").path])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("viewport-sim: error: \(script.path): the script names no document; give one (replay DOC"))
    }
}
