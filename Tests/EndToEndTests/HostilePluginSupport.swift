import Foundation
import Testing
import ListKitTestSupport

/// The hostile fixture plugin (Tests/ListKitPluginsTests/Fixtures/hostile.c)
/// built into a temporary folder, and documents that use it.
enum HostilePlugin {
    /// The folder the builds (each once per run) and their documents go to.
    static let folder = RunFolder.make("listkit-hostile")

    /// Builds the fixture, taking the process down in its constructor when
    /// `constructor` names a way ("exit0", "abort", "segv", "loop"), or in
    /// its entry point when `entry` does.
    static func build(constructor: String? = nil, entry: String? = nil) throws -> String {
        let output = URL(fileURLWithPath: folder).appendingPathComponent(
            "libHostile\(constructor.map { "-" + $0 } ?? "")\(entry.map { "-entry-" + $0 } ?? "").so").path
        if FileManager.default.fileExists(atPath: output) { return output }
        // Built under a name of its own, then renamed: tests running at once
        // never see a half-written library.
        let partial = output + ".\(UUID().uuidString)"
        let cc = Process()
        cc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        cc.arguments = ["cc", "-shared", "-fPIC", "-I", repositoryRoot + "/Modules/ListKitPluginABI/include"]
            + (constructor.map { [#"-DHOSTILE_CONSTRUCTOR="\#($0)""#] } ?? [])
            + (entry.map { [#"-DHOSTILE_ENTRY="\#($0)""#] } ?? [])
            + ["-o", partial, repositoryRoot + "/Tests/ListKitPluginsTests/Fixtures/hostile.c"]
        try cc.run()
        cc.waitUntilExit()
        try #require(cc.terminationStatus == 0)
        try #require(rename(partial, output) == 0)
        return output
    }

    /// A document of one estimated-height item of the hostile kind whose
    /// props say `how` to misbehave; written next to the plugin.
    static func document(plugin: String, how: String) throws -> String {
        let path = URL(fileURLWithPath: plugin).deletingLastPathComponent()
            .appendingPathComponent("doc-\(URL(fileURLWithPath: plugin).lastPathComponent)-\(how).json").path
        let text = #"""
            {"format": 1, "viewport": {"width": 375, "height": 812}, "plugins": ["\#(plugin)"],
             "sections": [{"id": "s",
               "group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},
                         "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}}}]},
               "items": [{"id": "a", "component": "com.test.hostile", "props": {"do": "\#(how)"}}]}]}
            """#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
