import ListKitDSL

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
        switch event {
        case .willDisplay, .didEndDisplay: return
        default: break
        }
        let answer = try caller.visibility(itemID: itemID, props: props, event: event)
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
