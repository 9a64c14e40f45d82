import Foundation
import ListKitTestSupport
import Testing

/// `viewport-sim serve`, run as a user runs it: it prints its address,
/// serves the page there, and stops cleanly on SIGINT and SIGTERM.
@Suite struct ServeToolTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func itServesThePageAndStopsCleanlyOnASignal(signalNumber: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolPath())
        process.arguments = ["serve", "Examples/accessibility.json", "--port", "0"]
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        #expect(line.hasPrefix("ListKit preview: http://127.0.0.1:"), "\(line)")
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
        let page = try Data(contentsOf: try #require(URL(string: address)))
        #expect(String(decoding: page, as: UTF8.self).contains("<title>ListKit preview</title>"))
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test func noPathReachesAFileNotEvenThroughALinkBesideTheDocument() throws {
        // A folder holding the document and a link to a file outside it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-serve-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("doc.json").path
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Examples/list.json", toPath: document)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("secret").path, withDestinationPath: "/etc/passwd")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolPath())
        process.arguments = ["serve", document, "--port", "0"]
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        defer {
            process.interrupt()
            process.waitUntilExit()
        }
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        let port = try #require(line.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) })
        for path in ["/secret", "/doc.json", "/./secret", "/%73ecret", "/../" + folder.lastPathComponent + "/secret"] {
            let answer = try RawClient(port: port).request(path)
            #expect(answer.status == 404 && !answer.body.contains("root:"), "\(path)")
        }
    }

    @Test func aDocumentThatDoesNotReadStopsItBeforeItListens() throws {
        let run = try runTool(["serve", "Examples/no-such-document.json", "--port", "0"])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.stderr.contains("no-such-document.json"))
    }

    @Test func aScriptThatDoesNotReadStopsItBeforeItListens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-serve-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("broken.json").path
        try #"{"steps": [{"scrollTo": {"y": "far"}}]}"#.write(toFile: script, atomically: false, encoding: .utf8)
        let run = try runTool(["serve", "Examples/list.json", "--script", script, "--port", "0"])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.stderr.contains("broken.json") && run.stderr.contains("$.steps[0].scrollTo.y"), "\(run.stderr)")
    }

    /// The sample Badge plugin, rebuilt in place as another plugin and back,
    /// under a running `serve`: the page hears about each change over its
    /// socket. The other plugin lacks the document's kind, so that edit is
    /// an error and the screen stays; the Badge again is the screen shown
    /// from scratch (an update of no stage), drawn by the plugin. A page
    /// opened meanwhile loads the file as it is then.
    @Test func aRebuiltPluginReachesThePageAndABrokenOneKeepsTheScreen() throws {
        try PluginToolTests.samples.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-serve-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plugin = folder.appendingPathComponent("libPlugin.so").path
        func install(_ sample: String, at seconds: Double) throws {
            // A new file, as a linker writes one.
            try? FileManager.default.removeItem(atPath: plugin)
            try FileManager.default.copyItem(atPath: repositoryRoot + "/Plugins/build/" + sample, toPath: plugin)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: plugin)
        }
        try install("libBadge.so", at: 1_000)
        let document = folder.appendingPathComponent("badges.json").path
        try String(contentsOfFile: repositoryRoot + "/Examples/badges.json", encoding: .utf8)
            .replacingOccurrences(of: "../Plugins/build/libBadge.so", with: "libPlugin.so")
            .write(toFile: document, atomically: false, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolPath())
        process.arguments = ["serve", document, "--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        defer {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
        }
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        let port = try #require(line.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) }, "\(line)")
        let socket = try RawClient(port: port)
        let accepted = try socket.request("/session", headers: [
            ("Origin", "http://127.0.0.1"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13"),
        ])
        #expect(accepted.status == 101, "\(accepted.head)")
        try socket.sendFrame(Array(#"{"type": "hello"}"#.utf8))
        let first = try socket.receiveJSON()
        #expect(first["type"] as? String == "frame")
        // The badges log their display through this page's own plugins.
        let logs = (first["events"] as? [[String: Any]] ?? []).filter { $0["event"] as? String == "log" }
        #expect(logs.first?["plugin"] as? String == "libPlugin.so" && logs.first?["message"] as? String == "willDisplay s1")

        try install("libColorBox.so", at: 2_000)
        let broken = try socket.receiveJSON()
        #expect(broken["type"] as? String == "error")
        #expect((broken["message"] as? String)?.contains("com.listkit.badge") == true, "\(broken)")
        // A page opened now loads the file as it is now (not the library
        // this process already mapped from that path): the same error.
        let second = try RawClient(port: port)
        _ = try second.request("/session", headers: [
            ("Origin", "http://127.0.0.1"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13"),
        ])
        let refused = try second.receiveJSON()
        #expect(refused["type"] as? String == "error")
        #expect((refused["message"] as? String)?.contains("com.listkit.badge") == true, "\(refused)")

        try install("libBadge.so", at: 3_000)
        let again = try socket.receiveJSON()
        #expect(again["type"] as? String == "frame", "\(again)")
        let update = (again["events"] as? [[String: Any]] ?? []).first { $0["event"] as? String == "update" }
        #expect(update?["stages"] as? Int == 0)
        #expect((again["svg"] as? String)?.contains(">S1<") == true)
    }
}
