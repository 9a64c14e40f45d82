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
        guard let function = functions.willDisplay else { return }
        try notify(function, .willDisplay, itemID: itemID, props: props)
    }

    /// Tells the plugin an item of this kind is no longer visible.
    /// Does nothing when the kind has no `did_end_display`.
    ///
    /// - Parameters:
    ///   - itemID: the item's id in its section.
    ///   - props: the item's props.
    /// - Throws: the failures of a call.
    public func didEndDisplay(itemID: String, props: PluginProps = .empty) throws(PluginError) {
        guard let function = functions.didEndDisplay else { return }
        try notify(function, .didEndDisplay, itemID: itemID, props: props)
    }

    /// Tells the plugin a visibility event of an item of this kind: a
    /// threshold crossed, focus gained or lost, a full impression, a dwell
    /// rule met. Does nothing when the kind has no `visibility_changed`, or
    /// for `willDisplay` / `didEndDisplay` (see ``willDisplay(itemID:props:)``).
    ///
    /// - Parameters:
    ///   - itemID: the item's id in its section.
    ///   - props: the item's props.
    ///   - event: the event.
    /// - Throws: the failures of a call.
    public func visibilityChanged(itemID: String, props: PluginProps = .empty, event: VisibilityEvent) throws(PluginError) {
        guard let function = functions.visibilityChanged else { return }
        let code: UInt32, value: Double, duration: Double
        switch event {
        case .thresholdCrossedUp(let threshold): (code, value, duration) = (LK_VISIBILITY_THRESHOLD_UP, threshold, 0)
        case .thresholdCrossedDown(let threshold): (code, value, duration) = (LK_VISIBILITY_THRESHOLD_DOWN, threshold, 0)
        case .didFocus: (code, value, duration) = (LK_VISIBILITY_FOCUS, 0, 0)
        case .didUnfocus: (code, value, duration) = (LK_VISIBILITY_UNFOCUS, 0, 0)
        case .fullImpression: (code, value, duration) = (LK_VISIBILITY_FULL_IMPRESSION, 0, 0)
        case .dwell(let rule): (code, value, duration) = (LK_VISIBILITY_DWELL, rule.minimumRatio, rule.duration)
        case .willDisplay, .didEndDisplay: return
        }
        let id = Array(itemID.utf8)
        let terminatedID = id + [0]
        let context = functions.context, signature = signatures.visibility
        let (status, logged) = try enter(.visibilityChanged) {
            terminatedID.withUnsafeBufferPointer { idBytes in
                props.terminated.withUnsafeBufferPointer { propsBytes in
                    signature.callStatus(
                        function, context, lk_bytes(data: idBytes.baseAddress, length: id.count),
                        lk_bytes(data: propsBytes.baseAddress, length: props.json.count), code, value, duration)
                }
            }
        }
        guard status == PluginStatus.ok else { throw failure(status, .visibilityChanged, message: logged) }
    }

    /// Calls a lifecycle function with the item's id and props.
    private func notify(
        _ function: UnsafeRawPointer, _ name: PluginFunction, itemID: String, props: PluginProps
    ) throws(PluginError) {
        let id = Array(itemID.utf8)
        let terminatedID = id + [0]
        let context = functions.context, signature = signatures.lifecycle
        let (status, logged) = try enter(name) {
            terminatedID.withUnsafeBufferPointer { idBytes in
                props.terminated.withUnsafeBufferPointer { propsBytes in
                    signature.callStatus(
                        function, context, lk_bytes(data: idBytes.baseAddress, length: id.count),
                        lk_bytes(data: propsBytes.baseAddress, length: props.json.count))
                }
            }
        }
        guard status == PluginStatus.ok else { throw failure(status, name, message: logged) }
    }
}
