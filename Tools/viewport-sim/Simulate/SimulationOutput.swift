import ListKitCore
import ListKitDocument
import ListKitLifecycle

/// Writes what a simulation produces, as JSON lines or text, and counts it for
/// the summary.
struct SimulationOutput {
    /// The output formats of `simulate`.
    enum Format: String, CaseIterable {
        /// One JSON object per line.
        case jsonl
        /// Lines for people.
        case text
    }

    let format: Format
    /// Events per kind name, in order of first appearance.
    private(set) var counts: [(String, Int)] = []
    /// The most elements displayed at once.
    var mostVisible = 0

    init(format: Format) {
        self.format = format
    }

    /// Writes a lifecycle event.
    mutating func write(_ event: LifecycleEvent, frame: Int, naming: ElementNaming) {
        count(event.kind.name)
        let a = event.attributes
        let seconds = OutputNumber.format(event.time / 1000)
        let (sectionID, itemID) = naming.names(of: event.identity.id)
        switch format {
        case .jsonl:
            var fields = [
                "\"frame\": \(frame)", "\"time\": \(seconds)", "\"event\": \(JSONValue.quoted(event.kind.name))",
                "\"category\": \(JSONValue.quoted(a.category.rawValue))",
            ]
            if let kind = a.elementKind { fields.append("\"elementKind\": \(JSONValue.quoted(kind))") }
            fields.append("\"section\": \(a.indexPath.section)")
            fields.append("\"item\": \(a.indexPath.item)")
            if let sectionID { fields.append("\"sectionID\": \(JSONValue.quoted(sectionID))") }
            if let itemID { fields.append("\"id\": \(JSONValue.quoted(itemID))") }
            fields.append("\"visibleRatio\": \(OutputNumber.format(event.visibleRatio))")
            fields.append(contentsOf: Self.detail(event.kind).map { "\"\($0.0)\": \($0.1)" })
            print("{" + fields.joined(separator: ", ") + "}")
        case .text:
            let what = a.category == .cell ? "cell" : "\(a.category.rawValue):\(a.elementKind ?? "")"
            let name = [sectionID, itemID].compactMap { $0 }.joined(separator: "/")
            let detail = Self.detail(event.kind).map { "  \($0.0) \($0.1)" }.joined()
            print("frame \(frame)  t=\(seconds)s  \(event.kind.name)  \(what) \(a.indexPath) \(name)  ratio \(OutputNumber.format(event.visibleRatio))\(detail)")
        }
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

    /// Writes a step's own line (a tap, an update) with extra fields.
    mutating func write(step name: String, frame: Int, time: Double, fields: [(String, String)]) {
        count(name)
        let seconds = OutputNumber.format(time / 1000)
        switch format {
        case .jsonl:
            let extra = fields.map { "\"\($0.0)\": \($0.1)" }
            print("{" + (["\"frame\": \(frame)", "\"time\": \(seconds)", "\"event\": \(JSONValue.quoted(name))"] + extra)
                .joined(separator: ", ") + "}")
        case .text:
            print("frame \(frame)  t=\(seconds)s  \(name)  " + fields.map { "\($0.0) \($0.1)" }.joined(separator: "  "))
        }
    }

    /// Writes the summary: frames simulated, events per kind, most elements visible at once.
    func writeSummary(frames: Int, time: Double) {
        switch format {
        case .jsonl:
            let events = counts.map { "\(JSONValue.quoted($0.0)): \($0.1)" }.joined(separator: ", ")
            print("{\"summary\": {\"frames\": \(frames), \"time\": \(OutputNumber.format(time / 1000)), "
                + "\"mostVisible\": \(mostVisible), \"events\": {\(events)}}}")
        case .text:
            print("summary: \(frames) frames, \(OutputNumber.format(time / 1000)) s, at most \(mostVisible) elements visible at once")
            for (name, count) in counts { print("  \(name): \(count)") }
        }
    }

    private mutating func count(_ name: String) {
        if let index = counts.firstIndex(where: { $0.0 == name }) {
            counts[index].1 += 1
        } else {
            counts.append((name, 1))
        }
    }
}
