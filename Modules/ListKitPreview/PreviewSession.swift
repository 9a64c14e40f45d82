import Foundation
import ListKit
import ListKitCore
import ListKitJSON
import ListKitPicture
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
    /// Writes the simulator's records as `simulate`'s JSON lines.
    private var output: SimulationOutput

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
    ///   - document: The document file `composed` was read from, which
    ///     ``reloadIfChanged()`` watches; `nil` watches nothing.
    ///   - load: Reads and composes the document at a path (with its
    ///     plugins): what a reload calls. Its error, which should say where
    ///     the document is wrong, is shown on the page.
    /// - Throws: `SimulationError` when the first render fails.
    public init(
        composed: ComposedLayout, viewport: Viewport, fps: Double = 60, document: String? = nil,
        load: ((String) throws -> ComposedLayout)? = nil
    ) throws(SimulationError) {
        simulator = try Simulator(
            composed: composed, viewport: viewport, fps: fps,
            loader: load.map { load in
                { (path: String) throws(SimulationError) -> ComposedLayout in
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
        documentDate = document.flatMap(Self.modificationDate)
        let sink = lines
        output = SimulationOutput(format: .jsonl) { sink.lines.append($0) }
        simulator.onRecord = { [unowned self] record in output.write(record) }
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
            try apply(try PreviewInput(message: message))
        } catch let error as PreviewInputError {
            return Self.error(error.description)
        } catch {
            lines.lines.removeAll()
            return Self.error("\(error)")
        }
        return frame(took: ContinuousClock.now - start)
    }

    /// When the watched document changed on disk since it was last read:
    /// reads it again and applies it as an animated update (the offset kept
    /// as `ContentAnchor.top` keeps it), and returns the frame after it, or
    /// an error naming where the document is wrong (the screen stays as it
    /// was, and the next change is tried again); `nil` when nothing changed.
    public func reloadIfChanged() -> String? {
        guard let document, let date = Self.modificationDate(document), date != documentDate else { return nil }
        documentDate = date
        let start = ContinuousClock.now
        do {
            try simulator.perform(.update(path: document, anchor: .top))
        } catch {
            lines.lines.removeAll()
            return Self.error(error.description)
        }
        return frame(took: ContinuousClock.now - start)
    }

    /// The modification date of the file at `path`, or `nil`.
    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Plays `input` on the simulator.
    private func apply(_ input: PreviewInput) throws {
        switch input {
        case .hello:
            break
        case .scroll(let offset):
            try simulator.perform(.scrollTo(x: offset.x, y: offset.y, seconds: 0, easing: .linear))
        case .fling(let velocity):
            try simulator.perform(.fling(velocity: velocity, rate: .normal))
        case .tap(let point):
            let size = simulator.renderer.collectionView.viewport.size
            guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
                throw PreviewInputError("the tap at (\(OutputNumber.format(point.x)), \(OutputNumber.format(point.y))) is "
                    + "outside the \(OutputNumber.format(size.width)) × \(OutputNumber.format(size.height)) viewport")
            }
            try simulator.perform(.tap(point))
        }
    }

    /// The frame answer: the frame number, the content offset and size,
    /// the viewport's size, the picture, the events since the last answer
    /// and the microseconds the input took.
    private func frame(took duration: Duration) -> String {
        let view = simulator.renderer.collectionView
        let composed = simulator.renderer.dataSource.composed
        let svg = SVGPicture.svg(of: view) { attributes in
            let id = simulator.renderer.identifier.id(attributes, in: composed)
            return (id?.sectionText, id?.itemText)
        }
        let micros = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        let events = lines.lines
        lines.lines.removeAll(keepingCapacity: true)
        let fields: [(String, String)] = [
            ("type", JSONValue.quoted("frame")), ("frame", "\(simulator.frame - 1)"),
            ("time", OutputNumber.format(simulator.time / 1000)),
            ("contentOffset", Self.pair(view.contentOffset.x, view.contentOffset.y)),
            ("contentSize", Self.pair(view.contentSize.width, view.contentSize.height)),
            ("viewport", Self.pair(view.viewport.size.width, view.viewport.size.height)),
            ("micros", OutputNumber.format(micros)), ("svg", JSONValue.quoted(svg)),
            ("events", "[" + events.joined(separator: ", ") + "]"),
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
    var lines: [String] = []
}
