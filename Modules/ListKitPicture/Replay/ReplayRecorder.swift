import ListKitCore
import ListKitJSON
import ListKitLifecycle
import ListKitSimulation

/// Records a simulation for a replay page: hand it every record and the
/// screen at the end of every frame (or let ``attach(to:)`` do it).
///
/// ```swift
/// let recorder = ReplayRecorder()
/// recorder.attach(to: simulator)
/// try simulator.run(script)
/// let html = ReplayPage(recording: recorder.recording, title: "todo").html
/// ```
///
/// Events are counted by `simulate`'s rule (`EventCounts`): `render`
/// records are left out (as `simulate` leaves them out without `--renders`).
public final class ReplayRecorder {
    /// What has been recorded so far.
    public private(set) var recording = ReplayRecording()
    private var keys: [ReplayRecording.ElementKey: Int] = [:]
    private var lastShown: [ReplayRecording.ShownElement]?

    /// Creates an empty recorder.
    public init() {}

    /// Makes `simulator` report its records and frames to this recorder
    /// (replacing its `onRecord` and `onFrameEnd`); the simulator keeps the
    /// recorder alive.
    public func attach(to simulator: Simulator) {
        simulator.onRecord = { record in self.record(record) }
        simulator.onFrameEnd = { [unowned simulator] in self.endFrame(simulator.screen) }
    }

    /// Records one record of the simulator.
    public func record(_ record: SimulationRecord) {
        switch record {
        case .lifecycle(let event, let frame, let id):
            let a = event.attributes
            let element = index(of: a, sectionID: id?.sectionText, id: id?.itemText)
            add(.init(
                frame: frame, name: record.eventName, element: element, visibleRatio: event.visibleRatio,
                detail: Self.detail(event.kind)))
        case .tap(let point, let hit, let id, let frame, _):
            let element = hit.map { index(of: $0, sectionID: id?.sectionText, id: id?.itemText) }
            let at = "at (\(ReplayJSON.number(point.x)), \(ReplayJSON.number(point.y)))"
            add(.init(frame: frame, name: record.eventName, element: element, visibleRatio: nil,
                      detail: element == nil ? at + ", nothing hit" : at))
        case .render:
            return
        case .update(let stages, let changes, let frame, _):
            let detail = "\(stages) stage\(stages == 1 ? "" : "s"): deleted \(changes.deleted), inserted "
                + "\(changes.inserted), moved \(changes.moved), updated \(changes.updated)"
            add(.init(frame: frame, name: record.eventName, element: nil, visibleRatio: nil, detail: detail))
        case .swipe(let swipe, let frame, _):
            add(.init(frame: frame, name: record.eventName, element: nil, visibleRatio: nil, detail: Self.detail(swipe)))
        case .swipeClosed(let close, let frame, _):
            add(.init(frame: frame, name: record.eventName, element: nil, visibleRatio: nil, detail: Self.detail(close)))
        case .move(let move, let frame, _):
            let element = index(of: move.attributes, sectionID: move.id?.sectionText, id: move.id?.itemText)
            let detail = move.phase == .moveBegan ? "picked up at \(move.from)"
                : move.cancelled ? "cancelled, back at \(move.to)" : "dropped from \(move.from) at \(move.to)"
            add(.init(frame: frame, name: record.eventName, element: element, visibleRatio: nil, detail: detail))
        case .focus(let direction, let reached, let frame, _):
            let element = reached.map { index(of: $0.attributes, sectionID: $0.id?.sectionText, id: $0.id?.itemText) }
            let detail = reached.map { "\(direction.rawValue): \(JSONValue.quoted($0.label))" }
                ?? "\(direction.rawValue): end of the content"
            add(.init(frame: frame, name: record.eventName, element: element, visibleRatio: nil, detail: detail))
        case .activate(let focus, let action, let result, let frame, _):
            let element = focus.map { index(of: $0.attributes, sectionID: $0.id?.sectionText, id: $0.id?.itemText) }
            let what = action.map { "action \(JSONValue.quoted($0))" } ?? "default action"
            add(.init(
                frame: frame, name: record.eventName, element: element, visibleRatio: nil,
                detail: result == nil ? what + ", nothing done" : what))
        }
    }

    /// Records a plugin's log message (counted as `EventCounts.logName`) in `frame`.
    public func log(_ message: String, frame: Int) {
        add(.init(frame: frame, name: EventCounts.logName, element: nil, visibleRatio: nil, detail: message))
    }

    /// Records the screen at the end of a frame.
    public func endFrame(_ screen: SimulationScreen) {
        let shown = screen.elements.map { element in
            ReplayRecording.ShownElement(
                element: index(of: element.attributes, sectionID: element.sectionID, id: element.id),
                frame: element.attributes.frame, visibleRatio: element.visibleRatio,
                alpha: element.attributes.alpha, zIndex: element.attributes.zIndex)
        }
        let offsets = screen.orthogonalOffsets.keys.sorted().compactMap { section in
            screen.orthogonalOffsets[section].map { ReplayRecording.OrthogonalOffset(section: section, offset: $0) }
        }
        recording.frames.append(.init(
            number: screen.frame, time: screen.time, contentOffset: screen.contentOffset, viewport: screen.viewport,
            contentSize: screen.contentSize, orthogonalOffsets: offsets, elements: shown == lastShown ? nil : shown))
        lastShown = shown
        recording.mostVisible = Swift.max(recording.mostVisible, shown.count)
    }

    private func add(_ event: ReplayRecording.Event) {
        recording.events.append(event)
        recording.counts.count(event.name)
    }

    /// The index of an element in the recording's table, added when new.
    private func index(of attributes: LayoutAttributes, sectionID: String?, id: String?) -> Int {
        let key = ReplayRecording.ElementKey(
            category: attributes.category, elementKind: attributes.elementKind, section: attributes.indexPath.section,
            item: attributes.indexPath.item, sectionID: sectionID, id: id)
        if let index = keys[key] { return index }
        keys[key] = recording.elements.count
        recording.elements.append(key)
        return recording.elements.count - 1
    }

    /// A threshold crossed or a dwell rule met, in words.
    private static func detail(_ kind: LifecycleEventKind) -> String {
        switch kind {
        case .thresholdCrossedUp(let t), .thresholdCrossedDown(let t):
            "threshold \(ReplayJSON.number(t))"
        case .dwell(let rule):
            "dwell \(ReplayJSON.number(rule.minimumRatio)) for \(ReplayJSON.number(rule.duration / 1000)) s"
        default:
            ""
        }
    }
}
