import Foundation
import ListKit
import ListKitCore
import ListKitDocument
import ListKitJSON
import ListKitPicture
import ListKitPluginModel
import ListKitSimulation

/// One live preview: a `Simulator` over a document's renderer that a page
/// drives with its input (``PreviewInput``), answering each input with the
/// screen after it and the events it caused. The page computes no layout:
/// it shows the picture this session draws (`SVGPicture`) and lists the
/// events as `viewport-sim simulate --format jsonl` writes them.
///
/// Not thread-safe: a server serves one session from one task at a time.
public final class PreviewSession {
    /// The simulator the inputs drive (a new one when the watched script
    /// changes and is played again from the start).
    public internal(set) var simulator: Simulator
    /// The event lines of the frames since the last answer.
    let lines = LineSink()
    /// Writes the simulator's records as `simulate`'s JSON lines and, for
    /// the page's panel, as its lines for people.
    var outputs: [SimulationOutput]

    /// What was done so far, as the steps of a scroll script (``PreviewInput/record``).
    var steps: [ScrollScript.Step] = []
    /// Whether the picture has outlines and labels over it.
    var overlay = false
    /// The orthogonal section a horizontal drag moves and its offset when the drag began.
    var pan: (section: Int, start: Double)?
    /// The screen, frame rate, visibility events and prefetch distance of
    /// every simulator of the session.
    let settings: Settings
    /// Takes the plugins' log messages, if any.
    let takeLogs: (() -> [PluginLogMessage])?
    /// The files the session watches, and how it reads them again.
    let watched: Watched
    /// Whether the next frame answer starts the session over (a replayed script).
    var restarted = false

    /// How the session's simulators are made.
    struct Settings {
        /// The screen.
        var viewport: Viewport
        /// The frame rate of flings.
        var fps: Double
        /// The visibility events elements report (recorded with the script).
        var visibility: VisibilityConfiguration
        /// How far ahead cells are prefetched.
        var prefetch: PrefetchDistance?
    }

    /// Writes the plugins' messages logged since the last call as `log` lines.
    func flushLogs() {
        for message in takeLogs?() ?? [] {
            for index in outputs.indices {
                outputs[index].writeLog(
                    plugin: message.fileName, level: message.level.description, message: message.text,
                    frame: simulator.frame, time: simulator.time)
            }
        }
    }

    /// The document the session shows and watches, if any.
    var document: String? { watched.document }

    /// A session over `composed` on `viewport`, its first frame rendered
    /// (and the script, if any, played after it).
    ///
    /// - Parameters:
    ///   - composed: The layout shown first.
    ///   - viewport: The screen.
    ///   - fps: The frame rate of flings.
    ///   - visibility: The visibility events elements report (default
    ///     `.standard`: thresholds 0.5 and 1, full impression, focus, a 1-s dwell).
    ///   - prefetch: How far ahead cells are prefetched (default one screen).
    ///   - document: The document file `composed` was read from, which
    ///     ``reloadIfChanged()`` watches; `nil` watches nothing.
    ///   - load: Reads and composes the document at a path (with its
    ///     plugins): what a reload calls; the offset keeps what the new
    ///     version's `contentAnchor` keeps. Its error, which should say where
    ///     the document is wrong, is shown on the page.
    ///   - pluginFiles: The plugin files `composed` was loaded with, which
    ///     ``reloadIfChanged()`` watches too (after a reload, those the
    ///     document loaded by `load` names).
    ///   - reloadPlugins: Forgets the plugins loaded so far, so that the next
    ///     `load` loads them from their files again: called when one of
    ///     them changed, before the document is shown again from scratch.
    ///   - script: A scroll script whose steps are played after the first
    ///     frame (its own document, frame rate, visibility and prefetch
    ///     settings give way to the session's); watched: when it changes,
    ///     the session starts over from the document and plays it again.
    ///   - takeLogs: The messages the document's plugins logged since it was
    ///     last called: each becomes a `log` line among the events, right
    ///     before the record it came with, as `simulate` writes them.
    /// - Throws: `SimulationError` when the first render fails, or the
    ///   script does not read or play (`.document` names the script).
    public init(
        composed: ComposedLayout, viewport: Viewport, fps: Double = 60,
        visibility: VisibilityConfiguration = .standard, prefetch: PrefetchDistance? = try? .screens(1),
        document: String? = nil, load: ((String) throws -> LoadedDocument)? = nil,
        pluginFiles: [String] = [], reloadPlugins: (() -> Void)? = nil, script: String? = nil,
        takeLogs: (() -> [PluginLogMessage])? = nil
    ) throws(SimulationError) {
        settings = Settings(viewport: viewport, fps: fps, visibility: visibility, prefetch: prefetch)
        watched = Watched(document: document, load: load, pluginFiles: pluginFiles, reloadPlugins: reloadPlugins, script: script)
        simulator = try Self.simulator(composed, settings, loader: watched.loader)
        let sink = lines
        outputs = [
            SimulationOutput(format: .jsonl) { sink.lines.append($0) },
            SimulationOutput(format: .text) { sink.texts.append($0) },
        ]
        self.takeLogs = takeLogs
        try begin(simulator)
        if let script { steps = try Self.play(script, on: simulator) }
    }

    /// A simulator of the session's settings over `composed`, not started.
    static func simulator(
        _ composed: ComposedLayout, _ settings: Settings, loader: Simulator.Loader?
    ) throws(SimulationError) -> Simulator {
        let simulator = try Simulator(
            composed: composed, viewport: settings.viewport, fps: settings.fps, visibility: settings.visibility,
            loader: loader)
        simulator.renderer.prefetchDistance = settings.prefetch
        return simulator
    }

    /// Writes `simulator`'s records to the outputs and renders its first frame.
    func begin(_ simulator: Simulator) throws(SimulationError) {
        simulator.onRecord = { [unowned self] record in
            flushLogs()
            for index in outputs.indices { outputs[index].write(record) }
        }
        try simulator.start()
    }

    /// The answer to one message of a page: the frame after its input, or
    /// an error saying why it was refused (the screen stays as it was).
    ///
    /// - Parameter message: The message's bytes (UTF-8 JSON).
    /// - Returns: One JSON object: `{"type": "frame", …}` or `{"type": "error", "message": …}`.
    public func answer(_ message: [UInt8]) -> String {
        let start = ContinuousClock.now
        do {
            let input = try PreviewInput(message: message)
            if input == .record { return recording() }
            try apply(input)
            flushLogs()
        } catch let error as PreviewInputError {
            return Self.error(error.description)
        } catch {
            lines.removeAll()
            return Self.error("\(error)")
        }
        return frame(since: start)
    }

    /// The recording answer: `{"type": "script", "script": …}`, the steps
    /// played so far as a scroll script over the session's document, which
    /// `viewport-sim simulate --script` plays with the same events.
    private func recording() -> String {
        guard let text = ScrollScript.jsonText(
            document: document, fps: simulator.sampler.fps, visibility: settings.visibility,
            prefetch: simulator.renderer.prefetchDistance, steps: steps)
        else {
            return Self.error("the steps cannot be written as a script")
        }
        return "{\"type\": \"script\", \"script\": \(JSONValue.quoted(text))}"
    }

    /// The frame answer: the frame number, the content offset and size,
    /// the viewport's size, the picture, the events since the last answer
    /// (as `simulate`'s JSON lines and, in `lines`, its lines for people)
    /// and the microseconds the session took since `start` (the input and
    /// the picture); `"restart": true` when the
    /// session started over (the events are those since its frame 0).
    func frame(since start: ContinuousClock.Instant) -> String {
        let view = simulator.renderer.collectionView
        let composed = simulator.renderer.dataSource.composed
        let svg = SVGPicture.svg(of: view, options: SVGPictureOptions(labels: overlay, outlines: overlay)) { attributes in
            let id = simulator.renderer.identifier.id(attributes, in: composed)
            return (id?.sectionText, id?.itemText)
        }
        // The session's whole time: the input and the picture.
        let duration = ContinuousClock.now - start
        let micros = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        let events = lines.lines
        let texts = lines.texts
        lines.removeAll()
        var fields: [(String, String)] = [
            ("type", JSONValue.quoted("frame")), ("frame", "\(simulator.frame - 1)"),
            ("time", OutputNumber.format(simulator.time / 1000)),
            ("contentOffset", Self.pair(view.contentOffset.x, view.contentOffset.y)),
            ("contentSize", Self.pair(view.contentSize.width, view.contentSize.height)),
            ("viewport", Self.pair(view.viewport.size.width, view.viewport.size.height)),
            ("micros", OutputNumber.format(micros)), ("svg", JSONValue.quoted(svg)),
            ("events", "[" + events.joined(separator: ", ") + "]"),
            ("lines", "[" + texts.map { JSONValue.quoted($0) }.joined(separator: ", ") + "]"),
        ]
        if restarted { fields.append(("restart", "true")) }
        restarted = false
        return "{" + fields.map { "\(JSONValue.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `[a, b]`.
    private static func pair(_ a: Double, _ b: Double) -> String {
        "[\(OutputNumber.format(a)), \(OutputNumber.format(b))]"
    }

    /// `{"type": "error", "message": …}`.
    static func error(_ message: String) -> String {
        "{\"type\": \"error\", \"message\": \(JSONValue.quoted(message))}"
    }
}

/// The lines written since they were last taken.
final class LineSink {
    /// `simulate --format jsonl`'s lines.
    var lines: [String] = []
    /// `simulate --format text`'s lines for the same records.
    var texts: [String] = []

    /// Forgets both.
    func removeAll() {
        lines.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
    }
}
