import ArgumentParser
import Foundation
import ListKitPicture
import ListKitSimulation

/// `viewport-sim replay [DOC] --script SCRIPT -o OUT.html`: plays a scroll
/// script as `simulate` does and writes a self-contained HTML page that
/// replays it; prints `simulate`'s summary line.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a scroll script over a document and write an HTML page that replays it.",
        discussion: """
            The page (no network, no external script) shows the viewport at every frame, flashes \
            elements on willDisplay/didEndDisplay, lists the events with their visible ratios and \
            has a timeline slider; it plays by itself on load. The summary simulate prints for the \
            same document and script is printed (JSON) on standard output. See \
            Documentation/viewport-sim.md.
            """
    )

    @Argument(help: "The layout document (JSON, format 1); default: the document the script names.")
    var document: String?

    @Option(help: "The scroll script (JSON).")
    var script: String

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
    var output: String

    @Option(parsing: .unconditional, help: "Frames per second (default: the script's fps, else 60).")
    var fps: Double?

    @OptionGroup var pluginOptions: PluginOptions

    func validate() throws {
        try ScriptedSimulation.validate(document: document, script: script, command: "replay")
    }

    func run() throws {
        let simulation = try ScriptedSimulation(
            document: document, script: script, fps: fps, plugins: pluginOptions, command: "replay")
        let simulator = simulation.simulator
        let plugins = simulation.plugins
        let recorder = ReplayRecorder()
        // Plugins' log messages are events of the frame being played, as
        // `simulate` writes them: before the record or the frame's end that
        // follows them.
        let flushLogs = {
            for message in plugins.takeLogs() {
                recorder.log("\(message.fileName) \(message.level): \(message.text)", frame: simulator.frame)
            }
        }
        simulator.onRecord = { record in
            flushLogs()
            recorder.record(record)
        }
        simulator.onFrameEnd = {
            flushLogs()
            recorder.endFrame(simulator.screen)
        }
        try simulation.run(flushLogs: flushLogs)
        let title = simulation.documentPath.split(separator: "/").last.map(String.init) ?? simulation.documentPath
        let page = ReplayPage(recording: recorder.recording, title: title)
        try OutputFile.write(page.html, to: output)
        let recording = recorder.recording
        SimulationOutput.writeSummary(
            recording.counts, frames: simulator.frame, time: simulator.time, mostVisible: recording.mostVisible,
            contentOffset: simulator.renderer.collectionView.contentOffset, format: .jsonl) { print($0) }
    }
}
