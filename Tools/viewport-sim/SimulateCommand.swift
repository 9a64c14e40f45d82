import ArgumentParser

/// `viewport-sim simulate DOC --script SCRIPT`: plays a scroll script and
/// prints the lifecycle events a user's app would see.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play a scroll script over a document and print lifecycle events.",
        discussion: """
            Events are willDisplay/didEndDisplay as elements meet and leave the viewport's bounds, \
            and the visibility events of Documentation/Lifecycle.md. The script format is in \
            Documentation/viewport-sim.md.
            """
    )

    @Argument(help: "The layout document (JSON, format 1).")
    var document: String

    @Option(help: "The scroll script (JSON).")
    var script: String

    @Option(help: "Frames per second (default: the script's fps, else 60).")
    var fps: Double?

    @Option(help: "Output format: jsonl or text.")
    var format: SimulationOutput.Format = .jsonl

    func run() throws {
        let steps = try ScrollScript(contentsOfFile: script)
        let simulation = try Simulation(documentPath: document, fps: fps ?? steps.fps ?? 60, format: format)
        try simulation.run(steps)
    }
}

extension SimulationOutput.Format: ExpressibleByArgument {}
