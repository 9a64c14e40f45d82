import Foundation
import Testing
import ListKitTestSupport

/// The Badge plugin built from one C source as `.so` and `.wasm` gives the
/// same frames, events and log lines in every example that uses plugins:
/// each document and script is played as it is, then with its badges
/// loaded from Badge.wasm (a copy whose plugin paths are changed, nothing
/// else), and the outputs are equal once the plugin's file name is.
@Suite(.serialized) struct WasmSameResultsTests {
    /// The examples that load plugins.
    static let documents = ["badges", "badges-updated", "plugins", "tags"]
    /// The scripts that play them.
    static let scripts = ["badges", "badges-visibility", "tags-impressions"]

    /// A folder with the documents and scripts rewritten to load Badge.wasm
    /// (ColorBox, a Swift plugin, stays native), by absolute path.
    static let rewritten: Result<String, ToolBuildFailure> = {
        let folder = RunFolder.make("WasmSameResults")
        let build = repositoryRoot + "/Plugins/build/"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in documents {
                let text = try String(contentsOfFile: repositoryRoot + "/Examples/\(name).json", encoding: .utf8)
                    .replacingOccurrences(of: "\"../Plugins/build/libBadge.so\"", with: "\"\(build)Badge.wasm\"")
                    .replacingOccurrences(of: "\"../Plugins/build/libColorBox.so\"", with: "\"\(build)libColorBox.so\"")
                try text.write(toFile: folder + "/\(name).json", atomically: true, encoding: .utf8)
            }
            for name in scripts {
                var text = try String(contentsOfFile: repositoryRoot + "/Examples/scripts/\(name).json", encoding: .utf8)
                for document in documents {
                    text = text.replacingOccurrences(of: "\"../\(document).json\"", with: "\"\(folder)/\(document).json\"")
                }
                try text.write(toFile: folder + "/script-\(name).json", atomically: true, encoding: .utf8)
            }
            return .success(folder)
        } catch {
            return .failure(ToolBuildFailure(message: "cannot write the rewritten examples: \(error)"))
        }
    }()

    /// Runs the tool; its output with the native plugin's file name written
    /// as the WebAssembly one's.
    func output(_ arguments: [String]) throws -> String {
        let run = try runTool(arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return run.stdout.replacingOccurrences(of: "libBadge.so", with: "Badge.wasm")
    }

    @Test(arguments: documents) func layoutAndRenderAreTheSame(document: String) throws {
        try PluginToolTests.samples.get()
        let folder = try Self.rewritten.get()
        for format in ["text", "json"] {
            let native = try output(["layout", "Examples/\(document).json", "--format", format, "--visible"])
            let wasm = try output(["layout", folder + "/\(document).json", "--format", format, "--visible"])
            #expect(native == wasm)
            #expect(!native.isEmpty)
        }
        let pictures = [("Examples/\(document).json", "native"), (folder + "/\(document).json", "wasm")]
            .map { source, build in (source, folder + "/\(document)-\(build).svg") }
        for (source, picture) in pictures { _ = try output(["render", source, "-o", picture]) }
        let svgs = try pictures.map { try String(contentsOfFile: $0.1, encoding: .utf8) }
        #expect(svgs[0] == svgs[1])
        #expect(svgs[0].contains("<svg"))
    }

    @Test(arguments: scripts) func simulationsAreTheSame(script: String) throws {
        try PluginToolTests.samples.get()
        let folder = try Self.rewritten.get()
        let native = try output(["simulate", "--script", "Examples/scripts/\(script).json"])
        let wasm = try output(["simulate", "--script", folder + "/script-\(script).json"])
        #expect(native == wasm)
        // The badges scripts log from the plugin: the comparison covers log lines.
        if script.hasPrefix("badges") { #expect(wasm.contains(#""plugin": "Badge.wasm""#)) }
    }

    @Test func replaysAreTheSame() throws {
        try PluginToolTests.samples.get()
        let folder = try Self.rewritten.get()
        let pages = [("Examples/scripts/badges.json", folder + "/native.html"), (folder + "/script-badges.json", folder + "/wasm.html")]
        for (script, page) in pages { _ = try output(["replay", "--script", script, "--output", page]) }
        let html = try pages.map {
            try String(contentsOfFile: $0.1, encoding: .utf8).replacingOccurrences(of: "libBadge.so", with: "Badge.wasm")
        }
        #expect(html[0] == html[1])
        #expect(html[0].contains("willDisplay s1"))
    }
}
