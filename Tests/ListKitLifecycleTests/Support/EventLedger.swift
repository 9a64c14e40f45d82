import ListKitCore
import ListKitLifecycle

/// Replays events and checks that they are consistent: every
/// `willDisplay` opens a display that exactly one `didEndDisplay` closes,
/// threshold crossings and focus changes alternate, a full impression and
/// each dwell rule come at most once per display, and within one update all
/// ends come before all beginnings.
struct EventLedger {
    /// What one open display has reported so far.
    struct Display {
        var above: Set<Double> = []
        var focused = false
        var impressed = false
        var dwelled: Set<DwellRule> = []
    }

    /// The open displays.
    private(set) var open: [ElementIdentity: Display] = [:]
    /// Every problem found, as readable lines.
    private(set) var problems: [String] = []
    /// How many displays began and ended.
    private(set) var began = 0
    private(set) var ended = 0

    /// Replays the events of one update at `time`.
    mutating func replay(_ events: [LifecycleEvent], time: Milliseconds) {
        var sawBegin = false
        for event in events {
            let id = event.identity
            if event.time != time { problems.append("\(event): time is not the update's \(time)") }
            switch event.kind {
            case .willDisplay:
                sawBegin = true
                began += 1
                if open[id] != nil { problems.append("\(event): already displayed") }
                open[id] = Display()
                if !(event.visibleRatio > 0) && event.attributes.frame.width.isFinite {
                    problems.append("\(event): begins at ratio 0")
                }
            case .didEndDisplay:
                ended += 1
                if sawBegin { problems.append("\(event): an end after a beginning in one update") }
                guard let display = open.removeValue(forKey: id) else {
                    problems.append("\(event): not displayed")
                    continue
                }
                if !display.above.isEmpty || display.focused {
                    problems.append("\(event): ends above \(display.above) or focused")
                }
            default:
                guard var display = open[id] else {
                    problems.append("\(event): not displayed")
                    continue
                }
                check(event, &display)
                open[id] = display
            }
        }
    }

    /// Checks one visibility event against its display's state.
    private mutating func check(_ event: LifecycleEvent, _ display: inout Display) {
        switch event.kind {
        case .thresholdCrossedUp(let t):
            if display.above.contains(t) || event.visibleRatio < t { problems.append("\(event): bad up") }
            display.above.insert(t)
        case .thresholdCrossedDown(let t):
            if !display.above.contains(t) || event.visibleRatio >= t { problems.append("\(event): bad down") }
            display.above.remove(t)
        case .didFocus:
            if display.focused { problems.append("\(event): focused twice") }
            display.focused = true
        case .didUnfocus:
            if !display.focused { problems.append("\(event): unfocused twice") }
            display.focused = false
        case .fullImpression:
            if display.impressed { problems.append("\(event): second impression") }
            display.impressed = true
        case .dwell(let rule):
            if display.dwelled.contains(rule) || event.visibleRatio < rule.minimumRatio {
                problems.append("\(event): bad dwell")
            }
            display.dwelled.insert(rule)
        case .willDisplay, .didEndDisplay, .prefetch, .cancelPrefetch:
            break
        }
    }
}
