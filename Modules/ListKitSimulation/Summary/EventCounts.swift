/// How many events of each kind a simulation reported, kinds in the order
/// they first appeared: the `events` of `viewport-sim simulate`'s summary,
/// and of the replay page's summary, counted by one rule.
public struct EventCounts: Hashable, Sendable {
    /// The name a plugin's log message is counted under.
    public static let logName = "log"

    /// Each kind's name and count, in order of first appearance.
    public private(set) var counts: [(name: String, count: Int)] = []

    /// Creates empty counts.
    public init() {}

    /// Counts one event named `name`.
    public mutating func count(_ name: String) {
        if let index = counts.firstIndex(where: { $0.name == name }) {
            counts[index].count += 1
        } else {
            counts.append((name, 1))
        }
    }

    /// The count of `name`, 0 when it never appeared.
    public subscript(name: String) -> Int {
        counts.first { $0.name == name }?.count ?? 0
    }

    /// Whether both have the same kinds, in the same order, with the same counts.
    public static func == (lhs: EventCounts, rhs: EventCounts) -> Bool {
        lhs.counts.elementsEqual(rhs.counts) { $0.name == $1.name && $0.count == $1.count }
    }

    /// Hashes the kinds and counts in order.
    public func hash(into hasher: inout Hasher) {
        for (name, count) in counts {
            hasher.combine(name)
            hasher.combine(count)
        }
    }
}

extension SimulationRecord {
    /// The name the record is shown and counted under: the lifecycle
    /// event's kind (`willDisplay`, `thresholdCrossedUp`, …), `tap`,
    /// `render`, `update`, `swipe` or `swipeClosed`.
    public var eventName: String {
        switch self {
        case .lifecycle(let event, _, _): event.kind.name
        case .tap: "tap"
        case .render: "render"
        case .update: "update"
        case .swipe: "swipe"
        case .swipeClosed: "swipeClosed"
        case .move(let move, _, _): move.phase.rawValue
        case .focus: "focus"
        case .activate: "activate"
        }
    }
}
