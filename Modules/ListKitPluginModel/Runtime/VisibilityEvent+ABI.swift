import ListKitDSL

/// The ABI's `LK_VISIBILITY_*` codes, which every backend passes to
/// `visibility_changed` (ListKitPluginsTests checks that they are the header's).
package enum VisibilityCode {
    /// `LK_VISIBILITY_THRESHOLD_UP`.
    package static let thresholdUp: UInt32 = 1
    /// `LK_VISIBILITY_THRESHOLD_DOWN`.
    package static let thresholdDown: UInt32 = 2
    /// `LK_VISIBILITY_FOCUS`.
    package static let focus: UInt32 = 3
    /// `LK_VISIBILITY_UNFOCUS`.
    package static let unfocus: UInt32 = 4
    /// `LK_VISIBILITY_FULL_IMPRESSION`.
    package static let fullImpression: UInt32 = 5
    /// `LK_VISIBILITY_DWELL`.
    package static let dwell: UInt32 = 6
    /// `LK_VISIBILITY_PREFETCH`.
    package static let prefetch: UInt32 = 7
    /// `LK_VISIBILITY_CANCEL_PREFETCH`.
    package static let cancelPrefetch: UInt32 = 8
}

extension VisibilityEvent {
    /// The arguments `visibility_changed` receives for the event: its
    /// `LK_VISIBILITY_*` code, value and duration; `nil` for `willDisplay`
    /// and `didEndDisplay`, which have functions of their own.
    package var abiArguments: (code: UInt32, value: Double, duration: Double)? {
        switch self {
        case .thresholdCrossedUp(let threshold): return (VisibilityCode.thresholdUp, threshold, 0)
        case .thresholdCrossedDown(let threshold): return (VisibilityCode.thresholdDown, threshold, 0)
        case .didFocus: return (VisibilityCode.focus, 0, 0)
        case .didUnfocus: return (VisibilityCode.unfocus, 0, 0)
        case .fullImpression: return (VisibilityCode.fullImpression, 0, 0)
        case .dwell(let rule): return (VisibilityCode.dwell, rule.minimumRatio, rule.duration)
        case .prefetch: return (VisibilityCode.prefetch, 0, 0)
        case .cancelPrefetch: return (VisibilityCode.cancelPrefetch, 0, 0)
        case .willDisplay, .didEndDisplay: return nil
        }
    }
}
