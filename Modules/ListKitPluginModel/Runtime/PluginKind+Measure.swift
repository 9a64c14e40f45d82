import ListKitCore

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
        let result = try caller.measure(proposed: proposed, props: props)
        guard result.status == PluginStatus.ok else { throw failure(result.status, .measure, message: result.loggedError) }
        if let defect = SizeDefect.first(in: result.value) {
            throw .invalidSize(path: pluginPath, kind: id, function: .measure, defect: defect)
        }
        return result.value
    }

    /// Throws unless each dimension of `proposed` is not negative (infinity
    /// allowed, NaN not).
    package func checkProposed(_ proposed: Size, _ function: PluginFunction) throws(PluginError) {
        for value in [proposed.width, proposed.height] where value.isNaN || value < 0 {
            throw .invalidArgument(path: pluginPath, kind: id, function: function,
                                   reason: "proposed size \(proposed) must not be NaN or negative")
        }
    }
}
