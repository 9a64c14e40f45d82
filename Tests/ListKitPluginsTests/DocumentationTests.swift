import Foundation
import ListKitDSL
import Testing
import ListKitCore
import ListKitPlugins

@Suite("Documentation/PluginABI.md, followed literally")
struct DocumentationTests {
    /// Runs a shell block from the page in `directory`, with `LISTKIT` set to
    /// the repository, as step 1 of the guide sets it.
    func run(_ script: String, in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-euo", "pipefail", "-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(["LISTKIT": Fixtures.root]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(script)\n\(text)")
        return text
    }

    @Test func theCGuideBuildsAPluginThatLoads() throws {
        let page = try String(contentsOfFile: Fixtures.root + "/Documentation/PluginABI.md", encoding: .utf8)
        let blocks = MarkdownBlocks(page)
        let source = try #require(blocks.block(after: "file: hello.c"))
        let build = try #require(blocks.block(after: "run: build-hello"))
        let check = try #require(blocks.block(after: "run: check-hello"))
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.write("hello.c", Array(source.utf8))
        _ = try run(build, in: scratch.directory)
        #expect(try run(check, in: scratch.directory).hasSuffix("T listkit_plugin_entry\n"))

        let recorder = HostRecorder()
        let path = scratch.directory + "/libHello.so"
        let plugin = try PluginLoader(handlers: recorder.handlers).load(path: path)
        #expect(plugin.info == PluginInfo(path: path, name: "Hello", version: "1.0.0", abiVersion: 1, kinds: [
            PluginKindInfo(id: "com.example.hello", measuresInBatches: false, observesWillDisplay: false, observesDidEndDisplay: false),
        ]))
        #expect(recorder.logged == [PluginLogMessage(path: path, level: .info, text: "hello")])
        let hello = try #require(plugin.kind("com.example.hello"))
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
}
