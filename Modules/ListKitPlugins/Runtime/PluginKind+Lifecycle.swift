import ListKitDSL
import ListKitPluginABI

extension PluginKind {
    /// Tells the plugin an item of this kind is about to become visible.
    /// Does nothing when the kind has no `will_display`.
    ///
    /// - Parameters:
    ///   - itemID: the item's id in its section.
    ///   - props: the item's props.
    /// - Throws: the failures of a call.
    public func willDisplay(itemID: String, props: PluginProps = .empty) throws(PluginError) {
        guard info.observesWillDisplay else { return }
        try notify(.willDisplay, itemID: itemID, props: props)
    }

    /// Tells the plugin an item of this kind is no longer visible.
    /// Does nothing when the kind has no `did_end_display`.
    ///
    /// - Parameters:
    ///   - itemID: the item's id in its section.
    ///   - props: the item's props.
    /// - Throws: the failures of a call.
    public func didEndDisplay(itemID: String, props: PluginProps = .empty) throws(PluginError) {
        guard info.observesDidEndDisplay else { return }
        try notify(.didEndDisplay, itemID: itemID, props: props)
    }

    /// Tells the plugin a visibility event of an item of this kind: a
    /// threshold crossed, focus gained or lost, a full impression, a dwell
    /// rule met, a prefetch or its cancellation. Does nothing when the kind has no `visibility_changed`, or
    /// for `willDisplay` / `didEndDisplay` (see ``willDisplay(itemID:props:)``).
    ///
    /// - Parameters:
    ///   - itemID: the item's id in its section.
    ///   - props: the item's props.
    ///   - event: the event.
    /// - Throws: the failures of a call.
    public func visibilityChanged(itemID: String, props: PluginProps = .empty, event: VisibilityEvent) throws(PluginError) {
        guard info.observesVisibility else { return }
        let code: UInt32, value: Double, duration: Double
        switch event {
        case .thresholdCrossedUp(let threshold): (code, value, duration) = (LK_VISIBILITY_THRESHOLD_UP, threshold, 0)
        case .thresholdCrossedDown(let threshold): (code, value, duration) = (LK_VISIBILITY_THRESHOLD_DOWN, threshold, 0)
        case .didFocus: (code, value, duration) = (LK_VISIBILITY_FOCUS, 0, 0)
        case .didUnfocus: (code, value, duration) = (LK_VISIBILITY_UNFOCUS, 0, 0)
        case .fullImpression: (code, value, duration) = (LK_VISIBILITY_FULL_IMPRESSION, 0, 0)
        case .dwell(let rule): (code, value, duration) = (LK_VISIBILITY_DWELL, rule.minimumRatio, rule.duration)
        case .prefetch: (code, value, duration) = (LK_VISIBILITY_PREFETCH, 0, 0)
        case .cancelPrefetch: (code, value, duration) = (LK_VISIBILITY_CANCEL_PREFETCH, 0, 0)
        case .willDisplay, .didEndDisplay: return
        }
        let answer = try caller.visibility(itemID: itemID, props: props, code: code, value: value, duration: duration)
        guard answer.status == PluginStatus.ok else {
            throw failure(answer.status, .visibilityChanged, message: answer.loggedError)
        }
    }

    /// Calls a lifecycle function with the item's id and props.
    private func notify(_ name: PluginFunction, itemID: String, props: PluginProps) throws(PluginError) {
        let answer = try caller.lifecycle(name, itemID: itemID, props: props)
        guard answer.status == PluginStatus.ok else { throw failure(answer.status, name, message: answer.loggedError) }
    }
}
