import ListKitCore

/// What happened to an element.
public enum LifecycleEventKind: Hashable, Sendable, CustomStringConvertible {
    /// The element's frame began to meet the viewport's bounds in positive area.
    case willDisplay
    /// The element's frame stopped meeting the bounds, or the element left
    /// the layout, or the tracker ended every display.
    case didEndDisplay
    /// The visible ratio rose from below the threshold to at least it.
    case thresholdCrossedUp(Double)
    /// The visible ratio fell from at least the threshold to below it
    /// (to 0 when the element ends display).
    case thresholdCrossedDown(Double)
    /// Each of the element's four edges has been inside the bounds during
    /// this display (see ``FrameEdges``); once per display.
    case fullImpression
    /// The element became focused: its visible part covers at least half of
    /// the viewport's area, or, when its whole area is less than half the
    /// viewport's, it is entirely visible.
    case didFocus
    /// The element stopped being focused (before it ends display, if it does).
    case didUnfocus
    /// The element stayed visible at or above the rule's ratio for the
    /// rule's duration; once per display and rule.
    case dwell(DwellRule)
    /// The cell entered the prefetch zone ahead of the scroll and was not
    /// prefetched (see ``PrefetchTracker``); once per entry.
    case prefetch
    /// The prefetched cell left the prefetch zone, or the data, without
    /// being displayed (see ``PrefetchTracker``).
    case cancelPrefetch

    /// The event's name in output formats: `willDisplay`, `didEndDisplay`,
    /// `thresholdUp`, `thresholdDown`, `fullImpression`, `didFocus`,
    /// `didUnfocus`, `dwell`, `prefetch`, `cancelPrefetch`.
    public var name: String {
        switch self {
        case .willDisplay: return "willDisplay"
        case .didEndDisplay: return "didEndDisplay"
        case .thresholdCrossedUp: return "thresholdUp"
        case .thresholdCrossedDown: return "thresholdDown"
        case .fullImpression: return "fullImpression"
        case .didFocus: return "didFocus"
        case .didUnfocus: return "didUnfocus"
        case .dwell: return "dwell"
        case .prefetch: return "prefetch"
        case .cancelPrefetch: return "cancelPrefetch"
        }
    }

    /// The name followed by the threshold or the dwell rule, if any.
    public var description: String {
        switch self {
        case .thresholdCrossedUp(let threshold), .thresholdCrossedDown(let threshold):
            return "\(name) \(threshold)"
        case .dwell(let rule):
            return "\(name) \(rule)"
        default:
            return name
        }
    }
}
