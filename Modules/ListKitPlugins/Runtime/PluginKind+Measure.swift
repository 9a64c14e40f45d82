import ListKitCore
import ListKitPluginABI

extension PluginKind {
    /// Measures one item: the size it wants in the space offered.
    ///
    /// - Parameters:
    ///   - proposed: the space offered; each dimension finite and not
    ///     negative, or `.infinity` when unconstrained.
    ///   - props: the item's props.
    /// - Returns: the size, both dimensions finite and not negative.
    /// - Throws: ``PluginError/invalidSize(path:kind:function:defect:)`` for a
    ///   NaN, infinite or negative result,
    ///   ``PluginError/propsRejected(path:kind:function:message:)`` or
    ///   ``PluginError/callFailed(path:kind:function:status:message:)`` for a
    ///   failure status, ``PluginError/invalidArgument(path:kind:function:reason:)``
    ///   for a bad `proposed`.
    public func measure(proposed: Size, props: PluginProps = .empty) throws(PluginError) -> Size {
        try checkProposed(proposed, .measure)
        let function = functions.measure, context = functions.context, signature = signatures.measure
        let (result, logged) = try enter(.measure) {
            props.terminated.withUnsafeBufferPointer { bytes in
                var status = PluginStatus.ok
                let size = withUnsafeMutablePointer(to: &status) { statusPointer in
                    signature.call(
                        function, returning: lk_size.self, context, lk_size(proposed),
                        lk_bytes(data: bytes.baseAddress, length: props.json.count), statusPointer)
                }
                return (size: Size(size), status: status)
            }
        }
        guard result.status == PluginStatus.ok else { throw failure(result.status, .measure, message: logged) }
        if let defect = SizeDefect.first(in: result.size) {
            throw .invalidSize(path: pluginPath, kind: id, function: .measure, defect: defect)
        }
        return result.size
    }

    /// Throws unless each dimension of `proposed` is not negative (infinity
    /// allowed, NaN not).
    func checkProposed(_ proposed: Size, _ function: PluginFunction) throws(PluginError) {
        for value in [proposed.width, proposed.height] where value.isNaN || value < 0 {
            throw .invalidArgument(path: pluginPath, kind: id, function: function,
                                   reason: "proposed size \(proposed) must not be NaN or negative")
        }
    }
}

extension lk_size {
    /// The ABI form of a size.
    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension Size {
    /// The Swift form of an ABI size.
    init(_ size: lk_size) {
        self.init(width: size.width, height: size.height)
    }
}
