import ListKitCore

/// Tracks which elements a viewport displays and reports when each begins
/// and ends display, and the visibility events its configuration asks for.
///
/// Feed it viewport states in time order, each with the element source and
/// the identify closure that are current then (pass new ones, and a new data
/// version, after a data update); every update returns the events it caused,
/// in the order that ``update(_:at:source:dataVersion:identify:)`` documents.
///
/// ```swift
/// var tracker = LifecycleTracker(policy: VisibilityPolicy(default: .standard))
/// let identify: (LayoutAttributes) -> ElementID? = { ids[$0.indexPath] }
/// var events = try tracker.update(
///     ViewportState(contentOffset: Point(x: 0, y: 0), size: Size(width: 375, height: 812)),
///     at: 0, source: solvedLayout, dataVersion: 1, identify: identify)
/// events = try tracker.update(
///     ViewportState(contentOffset: Point(x: 0, y: 50), size: Size(width: 375, height: 812)),
///     at: 16.7, source: solvedLayout, dataVersion: 1, identify: identify)
/// ```
public struct LifecycleTracker: Sendable {
    /// Which visibility events each element reports.
    public let policy: VisibilityPolicy
    /// The time of the last successful update, `nil` before the first.
    public internal(set) var lastUpdateTime: Milliseconds?
    /// The source's answer in the last update: the displayed elements'
    /// attributes, at their records' positions.
    var answer: [LayoutAttributes] = []
    /// The displayed elements, in no particular order.
    var slots: [TrackedElement] = []
    /// The state every update touches of the record in the same slot of ``slots``.
    var states: [SlotState] = []
    /// The data version of the last update; `nil` when it gave none or
    /// when ``endDisplayingAll(at:)`` came after it.
    var dataVersion: Int?
    /// The bounds of the last update, against which a display-only
    /// element's visible ratio is measured when asked for.
    var lastBounds = Rect.zero
    /// Where each displayed element's record is in ``slots``, by identity.
    var slotTable = SlotTable()
    /// For each position of ``answer``, the slot of the record there, or −1.
    var slotAtPosition: [Int] = []
    /// The number of the current update pass; records met by it carry it as their stamp.
    var pass: UInt64 = 0
    /// Reused buffers, kept to avoid allocating on every update.
    var scratch = Scratch()

    /// Creates a tracker that displays nothing yet.
    ///
    /// - Parameter policy: Which visibility events each element reports;
    ///   by default only `willDisplay` and `didEndDisplay`.
    public init(policy: VisibilityPolicy = VisibilityPolicy()) {
        self.policy = policy
    }

    /// How many elements are displayed.
    public var displayedCount: Int { slots.count }

    /// The earliest time at which a displayed element's dwell rule is met if
    /// nothing moves: the least `start + duration` over the dwell runs under
    /// way and not yet fired; `nil` when there is none. Until then, updates
    /// with an unchanged viewport and source report nothing, so a player may
    /// skip straight to it.
    public var nextDwellDeadline: Milliseconds? {
        var earliest: Milliseconds?
        for record in slots {
            for (index, progress) in record.dwell.enumerated() where !progress.fired {
                guard let start = progress.start else { continue }
                let deadline = start + record.configuration.dwellRules[index].duration
                earliest = Swift.min(earliest ?? deadline, deadline)
            }
        }
        return earliest
    }

    /// Whether the element with `identity` is displayed.
    public func isDisplayed(_ identity: ElementIdentity) -> Bool {
        slot(of: identity) != nil
    }

    /// The displayed element with `identity`, or `nil` when it is not displayed.
    public func displayedElement(_ identity: ElementIdentity) -> DisplayedElement? {
        slot(of: identity).map(snapshot)
    }

    /// The slot of the displayed element with `identity`, or `nil`.
    func slot(of identity: ElementIdentity) -> Int? {
        let key = IdentityKey(identity)
        return slot(of: identity, key: key, hash: SlotTable.hash(key, identity))
    }

    /// The slot of the displayed element with `identity`, whose key is `key`
    /// and hash `hash`, or `nil`.
    func slot(of identity: ElementIdentity, key: IdentityKey, hash: Int) -> Int? {
        slotTable.find(hash: hash) { slot in
            states[slot].key == key && (key.isExact || slots[slot].identity == identity)
        }
    }

    /// Every displayed element, in event order (index path, category, kind,
    /// position in the source's last answer).
    public var displayedElements: [DisplayedElement] {
        slots.indices.sorted { order($0) < order($1) }.map(snapshot)
    }

    /// The order of the events of the element in `slot` among others of the same phase.
    func order(_ slot: Int) -> DisplayOrder {
        DisplayOrder(answer[states[slot].position], position: states[slot].position)
    }

    /// The public snapshot of the element in `slot`.
    func snapshot(_ slot: Int) -> DisplayedElement {
        let attributes = answer[states[slot].position]
        let ratio = states[slot].reportsVisibility
            ? slots[slot].ratio : VisibleArea(frame: attributes.frame, bounds: lastBounds).ratio
        return slots[slot].snapshot(attributes, ratio: ratio)
    }

    /// Throws unless `time` is finite and not before the last update's.
    func checkTime(_ time: Milliseconds) throws(LifecycleError) {
        try LifecycleError.requireFinite(time, "time")
        if let lastUpdateTime, time < lastUpdateTime {
            throw .timeWentBackwards(previous: lastUpdateTime, given: time)
        }
    }
}

extension LifecycleTracker {
    /// Buffers an update fills and empties.
    struct Scratch {
        /// Elements the update meets that were not displayed.
        var arrivals: [Arrival] = []
        /// The slots of elements that end display, highest first: holes
        /// in ``LifecycleTracker/slots`` from phase 1 to the end of the update.
        var ended: [Int] = []
        /// The runs of events of elements that stay displayed: each element's
        /// order and where its events start and end in the update's events.
        var changes: [(order: DisplayOrder, start: Int, end: Int)] = []
    }

    /// An element that an update meets and that was not displayed.
    struct Arrival {
        /// Its position in the source's answer.
        let position: Int
        /// Its identity.
        let identity: ElementIdentity
        /// Its identity, summarised.
        let key: IdentityKey
        /// The hash of its identity in ``LifecycleTracker/slotTable``.
        let hash: Int

        /// Whether both arrivals have one identity.
        func isSameElement(as other: Arrival) -> Bool {
            key == other.key && (key.isExact || identity == other.identity)
        }
    }
}
