import ListKitTestSupport
import Foundation
import Synchronization
import ListKitCore
import ListKitDSL
import ListKitPlugins
import ListKitWasmPlugins
import Testing

/// The step-by-step guides of Documentation/PluginABI.md, followed
/// literally: each step's file is saved and each step's commands run, in a
/// scratch folder, as a reader would; the plugin built is then loaded and
/// called.
@Suite struct GuideTests {
    /// The fences of the plugin page, by their labels.
    func steps() throws -> [String: MarkdownFence] {
        let file = "Documentation/PluginABI.md"
        let fences = MarkdownFence.fences(
            in: try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8), file: file)
        var steps: [String: MarkdownFence] = [:]
        for fence in fences {
            guard let label = fence.label else { continue }
            #expect(fence.markers.contains("guide") || fence.markers.contains("plugin"), "\(fence.location)")
            steps[label] = fence
        }
        return steps
    }

    /// A new empty folder, removed by the caller.
    func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs the commands of `steps` in order in one shell from `folder`,
    /// with `LISTKIT` set to this checkout after step 1 sets it (as a reader
    /// would write their own path there); what the last command printed.
    func runSteps(_ steps: [MarkdownFence], in folder: String, then last: String = "") throws -> ProcessRun {
        var script = "set -euo pipefail\n"
        for step in steps {
            script += step.text.replacingOccurrences(of: "LISTKIT=/path/to/ListKit", with: "LISTKIT='\(repositoryRoot)'")
        }
        script += last
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        // What the tools leave in the temporary directory (SwiftPM's lock
        // files, its temporary folders) goes into one of this run's.
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["TMPDIR": RunFolder.make("listkit-guide-tools")]) { _, run in run }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: try readToEnd(output.fileHandleForReading), as: UTF8.self)
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus, stdout: text, stderr: "")
    }

    /// Records what plugins log.
    final class Log: Sendable {
        private let messages = Mutex<[PluginLogMessage]>([])
        var handlers: PluginHostHandlers { PluginHostHandlers(log: { message in self.messages.withLock { $0.append(message) } }) }
        var logged: [PluginLogMessage] { messages.withLock { $0 } }
    }

    @Test func theCGuideBuildsAPluginThatLoads() throws {
        let steps = try steps()
        let folder = try #require(steps["run: folder-hello"])
        let source = try #require(steps["file: hello.c"])
        let build = try #require(steps["run: build-hello"])
        let check = try #require(steps["run: check-hello"])
        let work = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // Step 1 makes hello-plugin/ and goes there; step 2 saves hello.c in it.
        let plugin = work + "/hello-plugin"
        let result = try runSteps([folder], in: work, then: "cat > hello.c <<'LISTKIT_GUIDE_EOF'\n\(source.text)LISTKIT_GUIDE_EOF\n" + build.text + check.text)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("T listkit_plugin_entry\n"), "\(result.stdout)")

        let log = Log()
        let path = plugin + "/libHello.so"
        let loaded = try PluginLoader(handlers: log.handlers).load(path: path)
        #expect(loaded.info == PluginInfo(path: path, name: "Hello", version: "1.0.0", abiVersion: 1, kinds: [
            PluginKindInfo(id: "com.example.hello", measuresInBatches: false, observesWillDisplay: false, observesDidEndDisplay: false),
        ]))
        #expect(log.logged == [PluginLogMessage(path: path, level: .info, text: "hello")])
        let hello = try #require(loaded.kind("com.example.hello"))
        // 12 + 5 × 10 + 12 = 74 wide, whatever is offered (an estimate of
        // 50, or no limit).
        #expect(try hello.measure(proposed: Size(width: 50, height: 44)) == Size(width: 74, height: 44))
        let size = try hello.measure(proposed: Size(width: .infinity, height: .infinity))
        #expect(size == Size(width: 74, height: 44))
        #expect(try hello.render(size: size) == [
            .fillRect(Rect(x: 0, y: 0, width: 74, height: 44), Color(rgba: 0xffcc00ff)),
            .textBox("Hello", in: Rect(x: 12, y: 12, width: 50, height: 20), size: 17, color: .black),
        ])
    }

    @Test func theWebAssemblyGuideBuildsThePluginAsWasm() throws {
        let steps = try steps()
        let folder = try #require(steps["run: folder-hello"])
        let source = try #require(steps["file: hello.c"])
        let build = try #require(steps["run: build-hello-wasm"])
        let check = try #require(steps["run: check-hello-wasm"])
        let document = try #require(steps["file: hello-wasm.json"])
        let work = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let plugin = work + "/hello-plugin"
        let save = { (name: String, text: String) in "cat > \(name) <<'LISTKIT_GUIDE_EOF'\n\(text)LISTKIT_GUIDE_EOF\n" }
        let result = try runSteps(
            [folder], in: work,
            then: save("hello.c", source.text) + save("hello-wasm.json", document.text) + build.text + check.text)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == #"\0   a   s   m"#, "\(result.stdout)")

        let log = Log()
        let path = plugin + "/Hello.wasm"
        let loaded = try WasmPluginLoader(handlers: log.handlers).load(path: path)
        #expect(loaded.info == PluginInfo(path: path, name: "Hello", version: "1.0.0", abiVersion: 1, kinds: [
            PluginKindInfo(id: "com.example.hello", measuresInBatches: false, observesWillDisplay: false, observesDidEndDisplay: false),
        ]))
        #expect(log.logged == [PluginLogMessage(path: path, level: .info, text: "hello")])
        let hello = try #require(loaded.kind("com.example.hello"))
        let size = try hello.measure(proposed: Size(width: .infinity, height: .infinity))
        #expect(size == Size(width: 74, height: 44))
        #expect(try hello.render(size: size) == [
            .fillRect(Rect(x: 0, y: 0, width: 74, height: 44), Color(rgba: 0xffcc00ff)),
            .textBox("Hello", in: Rect(x: 12, y: 12, width: 50, height: 20), size: 17, color: .black),
        ])

        // viewport-sim lays out the page's document with it: one cell, 74 × 44.
        let tool = productsDirectory().appendingPathComponent("viewport-sim").path
        let layout = try run(tool, ["layout", plugin + "/hello-wasm.json", "--format", "text"])
        #expect(layout.status == 0, "\(layout.stderr)")
        let cells = layout.stdout.split(separator: "\n").filter { $0.hasPrefix("cell") }
        // id, x, y, width, height, zIndex, pinned
        #expect(cells.map { Array($0.split(separator: " ").suffix(7)) } == [["hi", "0", "0", "74", "44", "0", "-"]],
                "\(layout.stdout)")
        // …and draws it: the picture has the plugin's yellow box and its text.
        let picture = plugin + "/hello.svg"
        let render = try run(tool, ["render", plugin + "/hello-wasm.json", "-o", picture])
        #expect(render.status == 0, "\(render.stderr)")
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(svg.contains(">Hello<"), "\(svg)")
        #expect(svg.lowercased().contains("#ffcc00"), "\(svg)")
    }

    @Test func theSwiftGuideBuildsAPluginThatLoads() throws {
        let steps = try steps()
        let folders = try #require(steps["run: folders-hello-swift"])
        let manifest = try #require(steps["file: Package.swift"])
        let source = try #require(steps["file: Sources/HelloSwift/HelloSwift.swift"])
        let build = try #require(steps["run: build-hello-swift"])
        let check = try #require(steps["run: check-hello-swift"])
        // work/ holds ListKit (this checkout) and the plugin's package.
        let work = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createSymbolicLink(atPath: work + "/ListKit", withDestinationPath: repositoryRoot)
        let save = { (name: String, text: String) in "cat > \(name) <<'LISTKIT_GUIDE_EOF'\n\(text)LISTKIT_GUIDE_EOF\n" }
        let result = try runSteps(
            [folders], in: work,
            then: save("Package.swift", manifest.text) + save("Sources/HelloSwift/HelloSwift.swift", source.text)
                + build.text + check.text)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("T listkit_plugin_entry\n"), "\(result.stdout)")

        let path = work + "/HelloSwift/.build/release/libHelloSwift.so"
        let loaded = try PluginLoader().load(path: path)
        #expect(loaded.info.name == "HelloSwift")
        #expect(loaded.info.version == "1.0.0")
        #expect(loaded.info.kinds.map(\.id) == ["com.example.hello-swift"])
        let hello = try #require(loaded.kind("com.example.hello-swift"))
        #expect(try hello.measure(proposed: Size(width: 50, height: 44)) == Size(width: 74, height: 44))
    }
}
