import Foundation
import Testing
import ListKitTestSupport

/// `viewport-sim` with WebAssembly plugins: `plugins inspect` describes one,
/// and a plugin that never returns fails the command with one line naming
/// the plugin, the kind and the call, as a native plugin's failure does.
@Suite struct WasmPluginToolTests {
    /// Tests/EndToEndTests/Fixtures/spin.c built as WebAssembly, and a
    /// document with one of its items.
    static let spin: Result<(plugin: String, document: String), ToolBuildFailure> = {
        let folder = RunFolder.make("WasmPluginTool")
        let plugin = folder + "/Spin.wasm", document = folder + "/spin.json"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "clang", "--target=wasm32-unknown-unknown", "-nostdlib", "-ffreestanding", "-O2", "-Wl,--no-entry",
            "-I", repositoryRoot + "/Modules/ListKitPluginABI/include", "-o", plugin,
            repositoryRoot + "/Tests/EndToEndTests/Fixtures/spin.c",
        ]
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return .failure(ToolBuildFailure(message: "clang failed on spin.c")) }
            try """
                {"format": 1, "viewport": {"width": 375, "height": 400}, "plugins": ["Spin.wasm"],
                 "sections": [{"id": "s", "items": [{"id": "a", "component": "com.example.spin", "props": {}}],
                   "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},
                     "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}}}]}}]}
                """.write(toFile: document, atomically: true, encoding: .utf8)
        } catch {
            return .failure(ToolBuildFailure(message: "cannot build the spin fixture: \(error)"))
        }
        return .success((plugin, document))
    }()

    @Test func inspectDescribesAWebAssemblyPlugin() throws {
        try PluginToolTests.samples.get()
        let run = try runTool(["plugins", "inspect", "Plugins/build/Badge.wasm"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            \(repositoryRoot)/Plugins/build/Badge.wasm
              name: Badge
              version: 1.0.0
              abi: 1
              kinds: 1
                com.listkit.badge (measure_batch, will_display, did_end_display, visibility_changed, accessibility)

            """)
    }

    @Test func inspectRefusesAFileThatIsNotWebAssembly() throws {
        let run = try runTool(["plugins", "inspect", "Examples/badges-wasm.json", "Plugins/Badge/badge.c"])
        #expect(run.status == 1)
        // Neither is recognised by its magic number or name: the first backend (native) says why.
        #expect(run.stderr.contains("Examples/badges-wasm.json: not an ELF shared object"))
    }

    @Test func aPluginThatNeverReturnsFailsTheCommandWithOneLine() throws {
        let (_, document) = try Self.spin.get()
        let run = try runTool(["layout", document, "--wasm-fuel", "1000000"])
        #expect(run.status == 1)
        #expect(run.stderr == "viewport-sim: error: \(document): \(document.dropLast(9))Spin.wasm: kind com.example.spin: "
                + "measure ran out of fuel (1000000 per call) and was stopped\n")
    }

    @Test func theWebAssemblyExampleLaysOut() throws {
        try PluginToolTests.samples.get()
        let run = try runTool(["layout", "Examples/badges-wasm.json", "--format", "text", "--visible"])
        #expect(run.status == 0, "\(run.stderr)")
        let native = try runTool(["layout", "Examples/badges.json", "--format", "text", "--visible"])
        #expect(run.stdout == native.stdout)
    }
}
