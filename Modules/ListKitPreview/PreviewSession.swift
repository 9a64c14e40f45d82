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
    /// The simulator the inputs drive.
    public let simulator: Simulator
    /// The event lines of the frames since the last answer.
    private let lines = LineSink()
    /// Writes the simulator's records as `simulate`'s JSON lines and, for
    /// the page's panel, as its lines for people.
    private var outputs: [SimulationOutput]

    /// What was done so far, as the steps of a scroll script (``PreviewInput/record``).
    private var steps: [ScrollScript.Step] = []
    /// Whether the picture has outlines and labels over it.
    private var overlay = false
    /// The orthogonal section a horizontal drag moves and its offset when the drag began.
    private var pan: (section: Int, start: Double)?
    /// The visibility events elements report (recorded with the script).
    private let visibility: VisibilityConfiguration
    /// Takes the plugins' log messages, if any.
    private let takeLogs: (() -> [PluginLogMessage])?

    /// Writes the plugins' messages logged since the last call as `log` lines.
    private func flushLogs() {
        for message in takeLogs?() ?? [] {
            for index in outputs.indices {
                outputs[index].writeLog(
                    plugin: message.fileName, level: message.level.description, message: message.text,
                    frame: simulator.frame, time: simulator.time)
            }
        }
    }

    /// The document the session shows and watches, if any.
    private let document: String?
    /// The document file's modification date when it was last read.
    private var documentDate: Date?

    /// A session over `composed` on `viewport`, its first frame rendered.
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
    ///   - takeLogs: The messages the document's plugins logged since it was
    ///     last called: each becomes a `log` line among the events, right
    ///     before the record it came with, as `simulate` writes them.
    /// - Throws: `SimulationError` when the first render fails.
    public init(
        composed: ComposedLayout, viewport: Viewport, fps: Double = 60,
        visibility: VisibilityConfiguration = .standard, prefetch: PrefetchDistance? = try? .screens(1),
        document: String? = nil, load: ((String) throws -> LoadedDocument)? = nil,
        takeLogs: (() -> [PluginLogMessage])? = nil
    ) throws(SimulationError) {
        simulator = try Simulator(
            composed: composed, viewport: viewport, fps: fps, visibility: visibility,
            loader: load.map { load in
                { (path: String) throws(SimulationError) -> LoadedDocument in
                    do {
                        return try load(path)
                    } catch let error as any Error & CustomStringConvertible {
                        throw .document(step: nil, path: path, error: error)
                    } catch {
                        throw .document(step: nil, path: path, error: PreviewInputError("\(error)"))
                    }
                }
            })
        self.document = document
        self.visibility = visibility
        documentDate = document.flatMap(Self.modificationDate)
        let sink = lines
        outputs = [
            SimulationOutput(format: .jsonl) { sink.lines.append($0) },
            SimulationOutput(format: .text) { sink.texts.append($0) },
        ]
        self.takeLogs = takeLogs
        simulator.onRecord = { [unowned self] record in
            flushLogs()
            for index in outputs.indices { outputs[index].write(record) }
        }
        simulator.renderer.prefetchDistance = prefetch
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
        return frame(took: ContinuousClock.now - start)
    }

    /// When the watched document changed on disk since it was last read:
    /// reads it again and applies it as an animated update (the offset kept
    /// as the new version's `contentAnchor` keeps it), and returns the frame after it, or
    /// an error naming where the document is wrong (the screen stays as it
    /// was, and the next change is tried again); `nil` when nothing changed.
    public func reloadIfChanged() -> String? {
        guard let document, let date = Self.modificationDate(document), date != documentDate else { return nil }
        documentDate = date
        let start = ContinuousClock.now
        do {
            try simulator.perform(.update(path: document))
            steps.append(.update(path: document))
        } catch {
            lines.removeAll()
            return Self.error(error.description)
        }
        return frame(took: ContinuousClock.now - start)
    }

    /// The modification date of the file at `path`, or `nil`.
    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Plays `input` on the simulator, and records the step it played.
    private func apply(_ input: PreviewInput) throws {
        let view = simulator.renderer.collectionView
        let step: ScrollScript.Step
        switch input {
        case .hello, .record:
            return
        case .overlay(let on):
            overlay = on
            return
        case .scroll(let offset):
            step = .scrollTo(x: offset.x, y: offset.y, seconds: 0, easing: .linear)
        case .fling(let velocity):
            step = .fling(velocity: velocity, rate: .normal)
        case .tap(let point):
            try requireInside(point, "tap")
            step = .tap(point)
        case .wheel(let point, let delta):
            try requireInside(point, "wheel")
            step = wheelStep(at: point, delta: delta)
        case .swipe(let point, let distance):
            step = try swipeStep(at: point, distance: distance)
        case .pan(let point, let dx, let ended, let velocity):
            try requireInside(point, "pan")
            guard let next = try panStep(at: point, dx: dx, ended: ended, velocity: velocity) else { return }
            step = next
        case .move(let from, let to):
            try requireInside(from, "move")
            let content = Point(x: from.x + view.contentOffset.x, y: from.y + view.contentOffset.y)
            guard let hit = view.hitTest(content), hit.category == .cell else {
                throw PreviewInputError("the move at (\(OutputNumber.format(from.x)), \(OutputNumber.format(from.y))) is over no item")
            }
            step = .drag(section: hit.indexPath.section, item: hit.indexPath.item, to: to, seconds: 0.2, cancel: false)
        case .wait(let seconds):
            guard seconds >= 0, seconds <= 1 else {
                throw PreviewInputError("a wait of \(OutputNumber.format(seconds)) s is not between 0 and 1 s")
            }
            try simulator.perform(.wait(seconds: seconds))
            // Consecutive waits are one step of the recording.
            if case .wait(let earlier)? = steps.last {
                steps[steps.count - 1] = .wait(seconds: earlier + seconds)
            } else {
                steps.append(.wait(seconds: seconds))
            }
            return
        case .resize(let size):
            guard size.width > 0, size.height > 0 else {
                throw PreviewInputError("the size \(OutputNumber.format(size.width)) × \(OutputNumber.format(size.height)) is not positive")
            }
            step = .resize(size)
        }
        try simulator.perform(step)
        steps.append(step)
    }

    /// The step a wheel over `point` (viewport coordinates) plays: an
    /// orthogonal section under the point scrolls sideways when the wheel
    /// moved more along the section's axis than across it; otherwise the
    /// content scrolls by `delta`.
    private func wheelStep(at point: Point, delta: Point) -> ScrollScript.Step {
        let view = simulator.renderer.collectionView
        let content = Point(x: point.x + view.contentOffset.x, y: point.y + view.contentOffset.y)
        if let hit = view.hitTest(content), let geometry = view.orthogonalGeometry(forSection: hit.indexPath.section) {
            let axis = geometry.axis
            let across = axis == .horizontal ? Axis.vertical : .horizontal
            if Swift.abs(delta[axis]) > Swift.abs(delta[across]) {
                let section = hit.indexPath.section
                let to = geometry.clamp(view.orthogonalOffset(forSection: section)[axis] + delta[axis])
                return .orthogonalScroll(section: section, to: to, seconds: 0, easing: .linear)
            }
        }
        let offset = view.contentOffset
        return .scrollTo(x: offset.x + delta.x, y: offset.y + delta.y, seconds: 0, easing: .linear)
    }

    /// A swipe across the item under `point` (viewport coordinates).
    private func swipeStep(at point: Point, distance: Double) throws -> ScrollScript.Step {
        try requireInside(point, "swipe")
        let view = simulator.renderer.collectionView
        let content = Point(x: point.x + view.contentOffset.x, y: point.y + view.contentOffset.y)
        guard let hit = view.hitTest(content), hit.category == .cell else {
            throw PreviewInputError("the swipe at (\(OutputNumber.format(point.x)), \(OutputNumber.format(point.y))) is over no item")
        }
        return .swipe(
            section: hit.indexPath.section, item: hit.indexPath.item, direction: distance < 0 ? .left : .right,
            distance: .points(Swift.abs(distance)))
    }

    /// The step of a horizontal drag: over an orthogonal section the section
    /// follows the finger (from its offset when the drag began) and, let go
    /// faster than 50 pt/s, flings as its behaviour lands it; over another
    /// item, letting go swipes it. `nil`: nothing to play yet.
    private func panStep(at point: Point, dx: Double, ended: Bool, velocity: Double) throws -> ScrollScript.Step? {
        let view = simulator.renderer.collectionView
        if pan == nil {
            let content = Point(x: point.x + view.contentOffset.x, y: point.y + view.contentOffset.y)
            if let hit = view.hitTest(content), let geometry = view.orthogonalGeometry(forSection: hit.indexPath.section) {
                pan = (hit.indexPath.section, view.orthogonalOffset(forSection: hit.indexPath.section)[geometry.axis])
            }
        }
        guard let (section, start) = pan, let geometry = view.orthogonalGeometry(forSection: section) else {
            return ended ? try swipeStep(at: point, distance: dx) : nil
        }
        if ended {
            pan = nil
            guard Swift.abs(velocity) > 50 else { return nil }
            return .orthogonalFling(section: section, velocity: -velocity, rate: nil)
        }
        return .orthogonalScroll(section: section, to: geometry.clamp(start - dx), seconds: 0, easing: .linear)
    }

    /// Throws unless `point` lies in the viewport.
    private func requireInside(_ point: Point, _ what: String) throws(PreviewInputError) {
        let size = simulator.renderer.collectionView.viewport.size
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
            throw PreviewInputError("the \(what) at (\(OutputNumber.format(point.x)), \(OutputNumber.format(point.y))) is "
                + "outside the \(OutputNumber.format(size.width)) × \(OutputNumber.format(size.height)) viewport")
        }
    }

    /// The recording answer: `{"type": "script", "script": …}`, the steps
    /// played so far as a scroll script over the session's document, which
    /// `viewport-sim simulate --script` plays with the same events.
    private func recording() -> String {
        guard let text = ScrollScript.jsonText(
            document: document, fps: simulator.sampler.fps, visibility: visibility,
            prefetch: simulator.renderer.prefetchDistance, steps: steps)
        else {
            return Self.error("the steps cannot be written as a script")
        }
        return "{\"type\": \"script\", \"script\": \(JSONValue.quoted(text))}"
    }

    /// The frame answer: the frame number, the content offset and size,
    /// the viewport's size, the picture, the events since the last answer
    /// (as `simulate`'s JSON lines and, in `lines`, its lines for people)
    /// and the microseconds the input took.
    private func frame(took duration: Duration) -> String {
        let view = simulator.renderer.collectionView
        let composed = simulator.renderer.dataSource.composed
        let svg = SVGPicture.svg(of: view, options: SVGPictureOptions(labels: overlay, outlines: overlay)) { attributes in
            let id = simulator.renderer.identifier.id(attributes, in: composed)
            return (id?.sectionText, id?.itemText)
        }
        let micros = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        let events = lines.lines
        let texts = lines.texts
        lines.removeAll()
        let fields: [(String, String)] = [
            ("type", JSONValue.quoted("frame")), ("frame", "\(simulator.frame - 1)"),
            ("time", OutputNumber.format(simulator.time / 1000)),
            ("contentOffset", Self.pair(view.contentOffset.x, view.contentOffset.y)),
            ("contentSize", Self.pair(view.contentSize.width, view.contentSize.height)),
            ("viewport", Self.pair(view.viewport.size.width, view.viewport.size.height)),
            ("micros", OutputNumber.format(micros)), ("svg", JSONValue.quoted(svg)),
            ("events", "[" + events.joined(separator: ", ") + "]"),
            ("lines", "[" + texts.map { JSONValue.quoted($0) }.joined(separator: ", ") + "]"),
        ]
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
private final class LineSink {
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
