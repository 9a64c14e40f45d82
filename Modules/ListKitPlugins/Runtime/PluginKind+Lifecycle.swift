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
