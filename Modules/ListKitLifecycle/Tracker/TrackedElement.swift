import ListKitCore

/// The tracker's record of one displayed element and the visibility state of
/// its current display; its position and the state every update touches
/// are in the ``SlotState`` of the same slot.
struct TrackedElement {
    /// The element.
    let identity: ElementIdentity
    /// The configuration looked up when the display began.
    let configuration: VisibilityConfiguration
    /// When the display began.
    let since: Milliseconds
    /// The visible ratio in the last update when the configuration reports
    /// visibility; otherwise the ratio when the display began (the tracker
    /// measures the current one when asked, see ``LifecycleTracker/snapshot(_:)``).
    var ratio: Double = 0
    /// Whether the element is focused.
    var isFocused = false
    /// The edges seen inside the bounds during this display.
    var edgesSeen: FrameEdges = []
    /// Whether the full impression has been reported during this display.
    var hasFullImpression = false
    /// One entry per dwell rule of the configuration.
    var dwell: [DwellProgress]

    /// A record for an element that begins display; ``observe(_:position:area:viewportArea:time:events:)``
    /// gives it its first ratio.
    init(identity: ElementIdentity, configuration: VisibilityConfiguration, time: Milliseconds) {
        self.identity = identity
        self.configuration = configuration
        self.since = time
        self.dwell = configuration.dwellRules.isEmpty
            ? [] : Array(repeating: DwellProgress(), count: configuration.dwellRules.count)
    }

    /// Takes the element's state in a new update and appends the visibility
    /// events it causes: thresholds crossed (up ascending, down descending),
    /// focus or unfocus, full impression, dwell rules in order.
    ///
    /// - Parameters:
    ///   - found: The source's answer; the element's attributes are at `position`.
    ///   - area: The element's visible area in the bounds.
    mutating func observe(
        _ found: [LayoutAttributes], position: Int, area: VisibleArea, viewportArea: Double,
        time: Milliseconds, events: inout [LifecycleEvent]
    ) {
        let previous = ratio
        ratio = area.ratio
        guard configuration.reportsVisibility else { return }
        if previous != ratio, !configuration.thresholds.isEmpty {
            emitThresholds(from: previous, to: ratio, found[position], time: time, events: &events)
        }
        if configuration.reportsFocus {
            let focused = TrackedElement.isFocused(
                area: area, frameArea: found[position].frame.area, viewportArea: viewportArea)
            if focused != isFocused {
                isFocused = focused
                events.append(event(focused ? .didFocus : .didUnfocus, found[position], time: time))
            }
        }
        if configuration.reportsFullImpression, !hasFullImpression {
            edgesSeen.formUnion(area.edges)
            if edgesSeen == .all {
                hasFullImpression = true
                events.append(event(.fullImpression, found[position], time: time))
            }
        }
        for index in dwell.indices where !dwell[index].fired {
            let rule = configuration.dwellRules[index]
            guard ratio >= rule.minimumRatio else {
                dwell[index].start = nil
                continue
            }
            let start = dwell[index].start ?? time
            dwell[index].start = start
            if rule.isMet(from: start, to: time) {
                dwell[index].fired = true
                events.append(event(.dwell(rule), found[position], time: time))
            }
        }
    }

    /// Appends the events of the element ending display: thresholds it was
    /// at or above (descending), unfocus if focused, then `didEndDisplay`.
    ///
    /// - Parameter attributes: The attributes it had when last displayed.
    mutating func end(_ attributes: LayoutAttributes, time: Milliseconds, events: inout [LifecycleEvent]) {
        let previous = ratio
        ratio = 0
        emitThresholds(from: previous, to: 0, attributes, time: time, events: &events)
        if isFocused {
            isFocused = false
            events.append(event(.didUnfocus, attributes, time: time))
        }
        events.append(event(.didEndDisplay, attributes, time: time))
    }

    /// Whether an element is focused: its visible area is at least half the
    /// viewport's, or its whole area is less than half the viewport's and it
    /// is entirely visible.
    static func isFocused(area: VisibleArea, frameArea: Double, viewportArea: Double) -> Bool {
        guard area.ratio > 0 else { return false }
        if 2 * area.area >= viewportArea { return true }
        return 2 * frameArea < viewportArea && area.ratio == 1
    }

    /// Appends a crossing event for every threshold between `old` and `new`.
    private func emitThresholds(
        from old: Double, to new: Double, _ attributes: LayoutAttributes, time: Milliseconds,
        events: inout [LifecycleEvent]
    ) {
        let thresholds = configuration.thresholds
        guard !thresholds.isEmpty, old != new else { return }
        if new > old {
            for threshold in thresholds where old < threshold && new >= threshold {
                events.append(event(.thresholdCrossedUp(threshold), attributes, time: time))
            }
        } else {
            for threshold in thresholds.reversed() where old >= threshold && new < threshold {
                events.append(event(.thresholdCrossedDown(threshold), attributes, time: time))
            }
        }
    }

    /// An event of this element with `attributes` and its current ratio.
    func event(_ kind: LifecycleEventKind, _ attributes: LayoutAttributes, time: Milliseconds) -> LifecycleEvent {
        LifecycleEvent(kind: kind, identity: identity, attributes: attributes, visibleRatio: ratio, time: time)
    }

    /// The public snapshot of the record, whose attributes are `attributes`
    /// and whose current visible ratio is `ratio`.
    func snapshot(_ attributes: LayoutAttributes, ratio: Double) -> DisplayedElement {
        DisplayedElement(
            identity: identity, attributes: attributes, visibleRatio: ratio, displayedSince: since,
            isFocused: isFocused, hasFullImpression: hasFullImpression, configuration: configuration)
    }
}

/// How far one dwell rule has got during the current display.
struct DwellProgress {
    /// When the current run at or above the rule's ratio started; `nil` outside a run.
    var start: Milliseconds?
    /// Whether the rule has fired during this display.
    var fired = false
}
