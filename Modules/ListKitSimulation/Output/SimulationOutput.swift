import ListKit
import ListKitCore
import ListKitDocument
import ListKitJSON
import ListKitLifecycle

/// What a simulation produces as `viewport-sim simulate` prints it: one JSON
/// object or one line for people per event, step and log message, and a
/// summary. Counts what it writes for the summary. The format is specified
/// in the repository's `Documentation/viewport-sim.md` ("Output").
///
/// ```swift
/// var output = SimulationOutput(format: .text) { print($0) }
/// simulator.onRecord = { output.write($0) }
/// try simulator.run(script)
/// output.writeSummary(simulator)
/// ```
public struct SimulationOutput {
    /// The output formats of `simulate`.
    public enum Format: String, CaseIterable, Sendable {
        /// One JSON object per line.
        case jsonl
        /// Lines for people.
        case text
    }

    /// The format written.
    public let format: Format
    /// Whether `render` lines are written (`--renders`).
    public var rendersShown = false
    /// Events per kind name, in order of first appearance.
    public private(set) var counts = EventCounts()
    /// Where each line goes (without its line break).
    private let line: (String) -> Void

    /// Writes in `format`, each line to `line`.
    public init(format: Format, line: @escaping (String) -> Void) {
        self.format = format
        self.line = line
    }

    /// Writes one record of the simulator.
    public mutating func write(_ record: SimulationRecord) {
        switch record {
        case .lifecycle(let event, let frame, let id):
            write(event, frame: frame, id: id)
        case .tap(let point, let hit, let id, let frame, let time):
            var fields: [(String, String)] = [("x", OutputNumber.format(point.x)), ("y", OutputNumber.format(point.y))]
            if let hit {
                fields.append(("category", JSONValue.quoted(hit.category.rawValue)))
                if let kind = hit.elementKind { fields.append(("elementKind", JSONValue.quoted(kind))) }
                fields.append(("section", "\(hit.indexPath.section)"))
                fields.append(("item", "\(hit.indexPath.item)"))
                fields.append(contentsOf: Self.idFields(id))
            }
            write(step: record.eventName, frame: frame, time: time, fields: fields)
        case .render(let category, let kind, let path, let id, let size, let frame, let time):
            guard rendersShown else { return }
            var fields: [(String, String)] = [("category", JSONValue.quoted(category.rawValue))]
            if let kind { fields.append(("elementKind", JSONValue.quoted(kind))) }
            fields.append(("section", "\(path.section)"))
            fields.append(("item", "\(path.item)"))
            fields.append(contentsOf: Self.idFields(id))
            fields.append(("width", OutputNumber.format(size.width)))
            fields.append(("height", OutputNumber.format(size.height)))
            write(step: record.eventName, frame: frame, time: time, fields: fields)
        case .swipe(let swipe, let frame, let time):
            write(step: record.eventName, frame: frame, time: time, fields: Self.fields(of: swipe))
        case .swipeClosed(let close, let frame, let time):
            write(step: record.eventName, frame: frame, time: time, fields: Self.fields(of: close))
        case .move(let move, let frame, let time):
            write(step: record.eventName, frame: frame, time: time, fields: Self.fields(of: move))
        case .focus(let direction, let element, let frame, let time):
            write(step: record.eventName, frame: frame, time: time, fields: Self.fields(focus: direction, element))
        case .activate(let element, let action, let result, let frame, let time):
            write(step: record.eventName, frame: frame, time: time, fields: Self.fields(activate: element, action, result))
        case .update(let stages, let changes, let frame, let time):
            write(step: record.eventName, frame: frame, time: time, fields: [
                ("stages", "\(stages)"), ("deleted", "\(changes.deleted)"), ("inserted", "\(changes.inserted)"),
                ("moved", "\(changes.moved)"), ("updated", "\(changes.updated)"),
            ])
        }
    }

    /// Writes a lifecycle event.
    private mutating func write(_ event: LifecycleEvent, frame: Int, id: RenderedElementID?) {
        counts.count(event.kind.name)
        let a = event.attributes
        let seconds = OutputNumber.format(event.time / 1000)
        switch format {
        case .jsonl:
            var fields = [
                "\"frame\": \(frame)", "\"time\": \(seconds)", "\"event\": \(JSONValue.quoted(event.kind.name))",
                "\"category\": \(JSONValue.quoted(a.category.rawValue))",
            ]
            if let kind = a.elementKind { fields.append("\"elementKind\": \(JSONValue.quoted(kind))") }
            fields.append("\"section\": \(a.indexPath.section)")
            fields.append("\"item\": \(a.indexPath.item)")
            fields.append(contentsOf: Self.idFields(id).map { "\"\($0.0)\": \($0.1)" })
            fields.append("\"visibleRatio\": \(OutputNumber.format(event.visibleRatio))")
            fields.append(contentsOf: Self.detail(event.kind).map { "\"\($0.0)\": \($0.1)" })
            fields.append(contentsOf: LayoutOutput.appearanceFields(of: a).map { "\"\($0.0)\": \($0.1)" })
            line("{" + fields.joined(separator: ", ") + "}")
        case .text:
            let what = a.category == .cell ? "cell" : "\(a.category.rawValue):\(a.elementKind ?? "")"
            let name = id?.path ?? ""
            let detail = (Self.detail(event.kind) + LayoutOutput.appearanceFields(of: a)).map { "  \($0.0) \($0.1)" }.joined()
            line("frame \(frame)  t=\(seconds)s  \(event.kind.name)  \(what) \(a.indexPath) \(name)  ratio \(OutputNumber.format(event.visibleRatio))\(detail)")
        }
    }

    /// Writes a plugin's log message as a `log` line of the frame being
    /// played: the plugin's file name, the level's name and the text.
    public mutating func writeLog(plugin: String, level: String, message: String, frame: Int, time: Double) {
        write(step: EventCounts.logName, frame: frame, time: time, fields: [
            ("plugin", JSONValue.quoted(plugin)), ("level", JSONValue.quoted(level)), ("message", JSONValue.quoted(message)),
        ])
    }

    /// The extra fields of a visibility event: the threshold crossed, or the
    /// dwell rule met (ratio and duration in seconds).
    static func detail(_ kind: LifecycleEventKind) -> [(String, String)] {
        switch kind {
        case .thresholdCrossedUp(let t), .thresholdCrossedDown(let t):
            return [("threshold", OutputNumber.format(t))]
        case .dwell(let rule):
            return [("dwellRatio", OutputNumber.format(rule.minimumRatio)), ("dwellDuration", OutputNumber.format(rule.duration / 1000))]
        default:
            return []
        }
    }

    /// Writes a step's own line (a tap, an update, a log message) with extra fields.
    private mutating func write(step name: String, frame: Int, time: Double, fields: [(String, String)]) {
        counts.count(name)
        let seconds = OutputNumber.format(time / 1000)
        switch format {
        case .jsonl:
            let extra = fields.map { "\"\($0.0)\": \($0.1)" }
            line("{" + (["\"frame\": \(frame)", "\"time\": \(seconds)", "\"event\": \(JSONValue.quoted(name))"] + extra)
                .joined(separator: ", ") + "}")
        case .text:
            line("frame \(frame)  t=\(seconds)s  \(name)  " + fields.map { "\($0.0) \($0.1)" }.joined(separator: "  "))
        }
    }

    /// Writes the summary of `simulator`'s run: frames simulated, seconds
    /// played, most elements visible at once, where the content came to
    /// rest, events per kind.
    public func writeSummary(_ simulator: Simulator) {
        Self.writeSummary(
            counts, frames: simulator.frame, time: simulator.time, mostVisible: simulator.mostVisible,
            contentOffset: simulator.renderer.collectionView.contentOffset, format: format, line: line)
    }

    /// Writes a summary of `counts` in `format` to `line` (`replay` prints
    /// the one `simulate` would).
    public static func writeSummary(
        _ counts: EventCounts, frames: Int, time: Double, mostVisible: Int, contentOffset: Point, format: Format,
        line: (String) -> Void
    ) {
        let x = OutputNumber.format(contentOffset.x)
        let y = OutputNumber.format(contentOffset.y)
        switch format {
        case .jsonl:
            let events = counts.counts.map { "\(JSONValue.quoted($0.name)): \($0.count)" }.joined(separator: ", ")
            line("{\"summary\": {\"frames\": \(frames), \"time\": \(OutputNumber.format(time / 1000)), "
                + "\"mostVisible\": \(mostVisible), \"contentOffset\": {\"x\": \(x), \"y\": \(y)}, "
                + "\"events\": {\(events)}}}")
        case .text:
            line("summary: \(frames) frames, \(OutputNumber.format(time / 1000)) s, at most \(mostVisible) elements "
                + "visible at once, content offset (\(x), \(y)) at the end")
            for (name, count) in counts.counts { line("  \(name): \(count)") }
        }
    }
}
