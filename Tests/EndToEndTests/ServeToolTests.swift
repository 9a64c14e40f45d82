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
}
