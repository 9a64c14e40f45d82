import Foundation
import Testing

/// Plugins that take the process down: in process, a plugin that calls
/// `exit(0)` still fails the tool with a line naming it.
@Suite(.serialized) struct HostilePluginTests {
    @Test func aPluginCallingExitZeroInMeasureFailsTheTool() throws {
        let plugin = try HostilePlugin.build()
        let run = try runTool(["layout", try HostilePlugin.document(plugin: plugin, how: "exit0")])
        #expect(run.status == 70)
        #expect(run.stderr == "viewport-sim: error: \(plugin): kind com.test.hostile: measure_batch called exit()\n")
    }

    @Test func aPluginCallingExitZeroInItsConstructorFailsTheTool() throws {
        let plugin = try HostilePlugin.build(constructor: "exit0")
        let run = try runTool(["layout", try HostilePlugin.document(plugin: plugin, how: "fine")])
        #expect(run.status == 70)
        #expect(run.stderr == "viewport-sim: error: \(plugin): loading (its constructors) called exit()\n")
    }

    /// The exit guard's third wording: a call with no kind, the entry point.
    @Test func aPluginCallingExitZeroInItsEntryPointFailsTheTool() throws {
        let plugin = try HostilePlugin.build(entry: "exit0")
        let run = try runTool(["layout", try HostilePlugin.document(plugin: plugin, how: "fine")])
        #expect(run.status == 70)
        #expect(run.stderr == "viewport-sim: error: \(plugin): listkit_plugin_entry called exit()\n")
    }
}

/// With `--isolate-plugins` each plugin runs in a `listkit-plugin-host` of its
/// own: whatever a plugin does to its process, the tool fails with status 1
/// and one line naming the plugin, the kind and the call, within the time
/// limit.
@Suite(.serialized) struct IsolatedPluginTests {
    func layout(_ how: String, timeout: String = "0.5") throws -> (ToolRun, plugin: String, document: String) {
        let plugin = try HostilePlugin.build()
        let document = try HostilePlugin.document(plugin: plugin, how: how)
        return (try runTool(["layout", document, "--isolate-plugins", "--plugin-timeout", timeout]), plugin, document)
    }

    @Test(arguments: [
        ("exit0", "the plugin host process exited because the plugin called exit() during measure_batch"),
        ("abort", "the plugin host process was killed by signal 6 (SIGABRT) during measure_batch"),
        ("segv", "the plugin host process was killed by signal 11 (SIGSEGV) during measure_batch"),
        ("loop", "measure_batch took longer than 0.5 s; the plugin host process was killed"),
    ])
    func aPluginThatTakesItsProcessDownIsOneLine(how: String, reason: String) throws {
        let (run, plugin, document) = try layout(how)
        #expect(run.status == 1)
        #expect(run.stderr == "viewport-sim: error: \(document): \(plugin): kind com.test.hostile: \(reason)\n")
        #expect(run.stdout.isEmpty)
    }

    /// The time limit at its boundary, with a 1-s limit: a call that
    /// sleeps 0.3 s ends well; one that sleeps 1.6 s is killed at the limit
    /// (a limit taken twice over, 2 s, would let it end well).
    @Test func theCallTimeLimitIsTheOneGiven() throws {
        let plugin = try HostilePlugin.build()
        let fine = try runTool(["layout", try HostilePlugin.document(plugin: plugin, how: "fine")])
        let quick = try layout("slow300", timeout: "1")
        #expect(quick.0.status == 0, "\(quick.0.stderr)")
        #expect(quick.0.stdout == fine.stdout)
        let slow = try layout("slow1600", timeout: "1")
        #expect(slow.0.status == 1)
        #expect(slow.0.stderr == "viewport-sim: error: \(slow.document): \(slow.plugin): kind com.test.hostile: "
            + "measure_batch took longer than 1 s; the plugin host process was killed\n")
    }

    @Test func aWellBehavedPluginGivesTheSameLayoutIsolated() throws {
        let plugin = try HostilePlugin.build()
        let document = try HostilePlugin.document(plugin: plugin, how: "fine")
        let inProcess = try runTool(["layout", document])
        let isolated = try runTool(["layout", document, "--isolate-plugins"])
        #expect(inProcess.status == 0 && isolated.status == 0, "\(isolated.stderr)")
        #expect(isolated.stdout == inProcess.stdout)
        // The fixture measures its one item 20 high.
        #expect(isolated.stdout.contains(#""frame": {"x": 0, "y": 0, "width": 375, "height": 20}"#))
    }

    @Test func theSamplePluginsGiveTheSameSimulationIsolated() throws {
        try PluginToolTests.samples.get()
        let arguments = ["simulate", "Examples/badges.json", "--script", "Examples/scripts/badges-visibility.json"]
        let inProcess = try runTool(arguments)
        let isolated = try runTool(arguments + ["--isolate-plugins"])
        #expect(inProcess.status == 0 && isolated.status == 0, "\(isolated.stderr)")
        #expect(isolated.stdout == inProcess.stdout)
        #expect(isolated.stdout.contains(#""event": "log""#))
    }

    @Test(arguments: [
        ("segv", "the plugin host process was killed by signal 11 (SIGSEGV) during loading"),
        ("exit0", "the plugin host process exited because the plugin called exit() during loading"),
        ("loop", "loading took longer than 0.5 s; the plugin host process was killed"),
    ])
    func inspectRefusesAPluginThatTakesItsProcessDownWhileLoading(how: String, reason: String) throws {
        let plugin = try HostilePlugin.build(constructor: how)
        let run = try runTool(["plugins", "inspect", plugin, "--plugin-timeout", "0.5"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "viewport-sim: error: \(plugin): \(reason)\n")
    }
}
