import Foundation
import Testing

/// Plugins that take the process down: in process, a plugin that calls
/// `exit(0)` still fails the tool with a line naming it.
@Suite(.serialized) struct HostilePluginTests {
    @Test func aPluginCallingExitZeroInMeasureFailsTheTool() throws {
        let plugin = try HostilePlugin.build()
        let run = try runTool(["layout", try HostilePlugin.document(plugin: plugin, how: "exit0")])
        #expect(run.status == 70)
        #expect(run.stderr == "Error: \(plugin): kind com.test.hostile: measure_batch called exit()\n")
    }

    @Test func aPluginCallingExitZeroInItsConstructorFailsTheTool() throws {
        let plugin = try HostilePlugin.build(constructor: "exit0")
        let run = try runTool(["layout", try HostilePlugin.document(plugin: plugin, how: "fine")])
        #expect(run.status == 70)
        #expect(run.stderr == "Error: \(plugin): loading (its constructors) called exit()\n")
    }
}
