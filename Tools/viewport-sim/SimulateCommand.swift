import ArgumentParser
import ListKitDocument
import ListKitSimulation

/// `viewport-sim simulate [DOC] --script SCRIPT`: plays a scroll script over a
/// document's components (DOC, else the one the script names) and prints the lifecycle events a user's app would
/// see, and what the components' plugins logged.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play a scroll script over a document and print lifecycle events.",
        discussion: """
            The document's components are rendered by a ComposeRenderer and hear their events: \
            willDisplay/didEndDisplay as elements meet and leave the viewport's bounds, and the \
            visibility events of Documentation/Lifecycle.md. Plugins' log messages are printed \
            right after the event that caused them. The script format is in \
            Documentation/viewport-sim.md.
            """
    )

    @Argument(help: "The layout document (JSON, format 1); default: the document the script names.")
    var document: String?

    @Option(help: "The scroll script (JSON).")
    var script: String

    @Option(parsing: .unconditional, help: "Frames per second (default: the script's fps, else 60).")
    var fps: Double?

    @Option(help: "Output format: jsonl or text.")
    var format: SimulationOutput.Format = .jsonl

    @Flag(help: "Also print a line each time a component is rendered into its view.")
    var renders = false

    @OptionGroup var pluginOptions: PluginOptions

    func validate() throws {
        try ScriptedSimulation.validate(document: document, script: script, command: "simulate")
    }

    func run() throws {
        let simulation = try ScriptedSimulation(
            document: document, script: script, fps: fps, plugins: pluginOptions, command: "simulate")
        let simulator = simulation.simulator
        let plugins = simulation.plugins
        var output = SimulationOutput(format: format) { print($0) }
        output.rendersShown = renders
        // A plugin logs while its component is called: right after the event
        // that caused the call (flushed before the next record), or during
        // the frame's layout (flushed before the frame's first event).
        let flushLogs = {
            for message in plugins.takeLogs() {
                output.writeLog(
                    plugin: message.fileName, level: message.level.description, message: message.text,
                    frame: simulator.frame, time: simulator.time)
            }
        }
        simulator.onRecord = { record in
            flushLogs()
            output.write(record)
        }
        simulator.onFrameEnd = flushLogs
        try simulation.run(flushLogs: flushLogs)
        output.writeSummary(simulator)
    }
}

extension SimulationOutput.Format: ExpressibleByArgument {}
