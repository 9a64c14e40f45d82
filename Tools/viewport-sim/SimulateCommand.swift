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

    /// Without DOC, the script must name its document: a usage error
    /// otherwise. A script that cannot be read is left to `run` to report.
    func validate() throws {
        guard document == nil, let steps = try? ScrollScript(contentsOfFile: script), steps.document == nil else { return }
        throw Self.noDocument(script)
    }

    /// The usage error of a command line without DOC whose script names no document.
    static func noDocument(_ script: String) -> ValidationError {
        ValidationError("\(script): the script names no document; give one (simulate DOC --script \(script)) "
            + "or add \"document\" to the script")
    }

    func run() throws {
        let steps: ScrollScript
        do {
            steps = try ScrollScript(contentsOfFile: script)
        } catch {
            throw ToolFailure(message: error.description)
        }
        // The command line's document wins over the one the script names
        // (`validate` made sure there is one).
        guard let document = document ?? steps.document else { throw Self.noDocument(script) }
        let plugins = DocumentPlugins.collecting(isolation: pluginOptions.isolation)
        let (doc, composed) = try plugins.composed(document)
        let simulator: Simulator
        do {
            simulator = try Simulator(
                composed: composed, viewport: doc.viewport, fps: fps ?? steps.fps ?? 60, visibility: steps.visibility,
                loader: { path throws(SimulationError) in
                    do {
                        return try plugins.composed(path).1
                    } catch {
                        throw .document(step: nil, message: "\(error)")
                    }
                })
        } catch {
            throw ToolFailure(message: fps == nil ? "\(script): $.fps: \(error.description)" : "--fps: \(error.description)")
        }
        var output = SimulationOutput(format: format)
        output.rendersShown = renders
        // A plugin logs while its component is called: right after the event
        // that caused the call (flushed before the next record), or during
        // the frame's layout (flushed before the frame's first event).
        simulator.onRecord = { record in
            output.write(plugins.takeLogs(), frame: simulator.frame, time: simulator.time)
            output.write(record)
        }
        simulator.onFrameEnd = {
            output.write(plugins.takeLogs(), frame: simulator.frame, time: simulator.time)
        }
        do {
            try simulator.run(steps)
        } catch {
            output.write(plugins.takeLogs(), frame: simulator.frame, time: simulator.time)
            // A problem of the first frame, before any step, is the document's.
            if case .render(nil, _) = error { throw ToolFailure(message: "\(document): \(error.description)") }
            throw ToolFailure(message: "\(script): \(error.description)")
        }
        output.write(plugins.takeLogs(), frame: simulator.frame, time: simulator.time)
        if let error = plugins.error { throw ToolFailure(message: "\(document): \(error.description)") }
        output.writeSummary(frames: simulator.frame, time: simulator.time, mostVisible: simulator.mostVisible)
    }
}

extension SimulationOutput.Format: ExpressibleByArgument {}
