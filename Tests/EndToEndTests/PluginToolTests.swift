import Foundation
import Testing
import ListKitTestSupport

/// `viewport-sim plugins inspect` and `layout` with plugins, run as a user runs them.
@Suite(.serialized) struct PluginToolTests {
    /// Builds the sample plugins when `Scripts/setup` has not (it runs `Plugins/build.sh`).
    static let samples: Result<Void, ToolBuildFailure> = {
        let build = repositoryRoot + "/Plugins/build"
        let missing = ["libBadge.so", "Badge.wasm", "libColorBox.so"].filter {
            !FileManager.default.fileExists(atPath: build + "/" + $0)
        }
        guard !missing.isEmpty else { return .success(()) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", repositoryRoot + "/Plugins/build.sh"]
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return .failure(ToolBuildFailure(message: "Plugins/build.sh did not start: \(error)"))
        }
        return process.terminationStatus == 0
            ? .success(()) : .failure(ToolBuildFailure(message: "Plugins/build.sh failed"))
    }()

    @Test func inspectListsTheSamplePluginsKinds() throws {
        try Self.samples.get()
        let run = try runTool(["plugins", "inspect", "Plugins/build/libColorBox.so", "Plugins/build/libBadge.so"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("name: ColorBox"))
        #expect(run.stdout.contains("com.listkit.colorbox"))
        #expect(run.stdout.contains("com.listkit.emoji-label (will_display, did_end_display)"))
        #expect(run.stdout.contains("name: Badge"))
        #expect(run.stdout.contains("com.listkit.badge (measure_batch, will_display, did_end_display, visibility_changed, accessibility)"))
    }

    @Test(arguments: [
        ("no_entry", "no entry symbol listkit_plugin_entry"),
        ("null_entry", "returned NULL"),
        ("abi_mismatch", "ABI"),
        ("small_descriptor", "descriptor"),
        ("small_kind", "struct_size"),
        ("null_measure", "measure"),
        ("null_render", "render"),
        ("bad_kind_id", "kind id"),
        ("duplicate_within", "duplicate"),
    ])
    func inspectRefusesEachBrokenPluginWithItsReason(fixture: String, reason: String) throws {
        let dir = URL(fileURLWithPath: RunFolder.make("listkit-broken"))
        let output = dir.appendingPathComponent("lib\(fixture).so").path
        let cc = Process()
        cc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        cc.arguments = ["cc", "-shared", "-fPIC", "-I", repositoryRoot + "/Modules/ListKitPluginABI/include",
                        "-o", output, repositoryRoot + "/Tests/ListKitPluginsTests/Fixtures/\(fixture).c"]
        try cc.run()
        cc.waitUntilExit()
        try #require(cc.terminationStatus == 0)
        let run = try runTool(["plugins", "inspect", output])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("viewport-sim: error: \(output): "))
        #expect(run.stderr.lowercased().contains(reason.lowercased()), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stdout.isEmpty)
    }

    /// Issue 15: a refused plugin is one line on standard error, once; standard
    /// output holds only the plugins that load (Plugins/Badge/badge.c's descriptor).
    @Test func inspectPrintsARefusalOnceOnStandardErrorAndNothingForItOnStandardOutput() throws {
        try Self.samples.get()
        let run = try runTool(["plugins", "inspect", "no-such.so", "Plugins/build/libBadge.so"])
        #expect(run.status == 1)
        #expect(run.stderr == "viewport-sim: error: \(repositoryRoot)/no-such.so: no such file\n")
        #expect(run.stdout == """
            \(repositoryRoot)/Plugins/build/libBadge.so
              name: Badge
              version: 1.0.0
              abi: 1
              kinds: 1
                com.listkit.badge (measure_batch, will_display, did_end_display, visibility_changed, accessibility)

            """)
    }

    @Test func inspectRefusesFilesThatAreNotPlugins() throws {
        let run = try runTool(["plugins", "inspect", "Plugins/Badge/badge.c", "Examples", "no-such.so"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Plugins/Badge/badge.c: not an ELF shared object (no ELF magic number)"))
        #expect(run.stderr.contains("viewport-sim: error: \(repositoryRoot)/Examples: "))
        #expect(run.stderr.contains("no-such.so: no such file"))
        #expect(run.stderr.split(separator: "\n").count == 3)
    }

    @Test func layoutTakesEstimatedSizesFromThePluginsMeasure() throws {
        try Self.samples.get()
        // Viewport 375 × 812 @3x; sections inset 16 leading/trailing (343 wide),
        // 16 apart.
        // Swatches (colorbox measures the props' height, 44 by default): rows
        // 60, 90, 44 with spacing 8: y 0, 68, 166; the section ends at 210.
        // Labels from 226 (emoji-label: 12 × 3 + 17 × 1.2 + 17 × 0.55 per character):
        // "Dogs" 93.8 → 281.4 px → 281 px = 93.667; "Foxes" 103.15 → 309 px = 103.
        // 93.8 + 8 + 93.8 + 8 + 103.15 = 306.75 fits 343; "Bears" starts row two (270).
        // Badges from 314 + 16 = 330 (badge: max(20, 12 + 7 per character) × 20):
        // "New" 33 at 16, "9" 20 at 57, "On sale" 61 at 85. Content 350 tall.
        let run = try runTool(["layout", "Examples/plugins.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try #require(root["elements"] as? [[String: Any]])
        func frame(_ id: String) -> [String: Double]? {
            elements.first { $0["id"] as? String == id }?["frame"] as? [String: Double]
        }
        #expect(frame("green") == ["x": 16, "y": 0, "width": 343, "height": 60])
        #expect(frame("orange") == ["x": 16, "y": 68, "width": 343, "height": 90])
        #expect(frame("default") == ["x": 16, "y": 166, "width": 343, "height": 44])
        #expect(frame("dogs") == ["x": 16, "y": 226, "width": 93.667, "height": 44])
        #expect(frame("cats") == ["x": 117.667, "y": 226, "width": 93.667, "height": 44])
        #expect(frame("foxes") == ["x": 219.333, "y": 226, "width": 103, "height": 44])
        #expect(frame("bears") == ["x": 16, "y": 270, "width": 103, "height": 44])
        #expect(frame("new") == ["x": 16, "y": 330, "width": 33, "height": 20])
        #expect(frame("count") == ["x": 57, "y": 330, "width": 20, "height": 20])
        #expect(frame("sale") == ["x": 85, "y": 330, "width": 61, "height": 20])
        #expect(root["contentSize"] as? [String: Double] == ["width": 375, "height": 350])
    }

    @Test func aKindNoPluginProvidesIsOneLineNamingItsPath() throws {
        try Self.samples.get()
        let dir = URL(fileURLWithPath: RunFolder.make("listkit-typo"))
        let text = try String(contentsOfFile: repositoryRoot + "/Examples/plugins.json", encoding: .utf8)
            .replacingOccurrences(of: "../Plugins/build/", with: repositoryRoot + "/Plugins/build/")
        let typo = text.replacingOccurrences(of: "\"com.listkit.colorbox\"", with: "\"com.listkit.colourbox\"")
        #expect(typo != text)
        let doc = dir.appendingPathComponent("typo.json")
        try Data(typo.utf8).write(to: doc)
        let run = try runTool(["layout", doc.path])
        #expect(run.status == 1)
        #expect(run.stderr == "viewport-sim: error: \(doc.path): $.sections[0].items[0].component: unknown component kind "
            + "\"com.listkit.colourbox\" (known: background, badge, box, com.listkit.badge, com.listkit.colorbox, "
            + "com.listkit.emoji-label, label, listRow, placeholder)\n")
    }

    @Test func aMissingPluginIsOneLineNamingTheDocument() throws {
        let dir = URL(fileURLWithPath: RunFolder.make("listkit-missing"))
        let doc = dir.appendingPathComponent("doc.json")
        try Data(#"{"format": 1, "viewport": {"width": 375, "height": 812}, "plugins": ["gone.so"], "sections": []}"#.utf8)
            .write(to: doc)
        let run = try runTool(["layout", doc.path])
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("plugin gone.so: \(dir.path)/gone.so: no such file"), "\(run.stderr)")
    }
}

/// The sample plugins could not be built.
struct ToolBuildFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
