import ListKitDSL
import ListKitCore

extension PluginKind {
    /// Renders one item into a display list.
    ///
    /// The host owns the buffers: when the plugin reports
    /// `LK_STATUS_BUFFER_TOO_SMALL` with the room it needs, the host grows
    /// them and calls `render` again, up to ``DisplayListLimits/maximumAttempts``
    /// times and within ``DisplayListLimits``. The next render of the kind
    /// starts with the room this one needed.
    ///
    /// - Parameters:
    ///   - size: the item's size, finite and not negative.
    ///   - props: the item's props.
    /// - Returns: the operations, in drawing order, in the item's coordinates.
    /// - Throws: ``PluginError/invalidDisplayList(path:kind:reason:)`` for an
    ///   operation the ABI does not allow, ``PluginError/displayListTooLarge(path:kind:operations:textBytes:)``
    ///   beyond the limits, and the failures of a call.
    public func render(size: Size, props: PluginProps = .empty) throws(PluginError) -> [DrawOperation] {
        if let defect = SizeDefect.first(in: size) {
            throw .invalidArgument(path: pluginPath, kind: id, function: .render, reason: "size has \(defect)")
        }
        var room = renderRoom.withLock { $0 }
        for _ in 0..<DisplayListLimits.maximumAttempts {
            let answer = try caller.render(size: size, props: props, room: room)
            let attempt = answer.value
            switch attempt.status {
            case PluginStatus.ok:
                guard attempt.used.operations <= room.operations, attempt.used.textBytes <= room.textBytes else {
                    throw .invalidDisplayList(path: pluginPath, kind: id, reason:
                        "returned LK_STATUS_OK with \(attempt.used.operations) operations and "
                        + "\(attempt.used.textBytes) text bytes in room for \(room.operations) and \(room.textBytes)")
                }
                let operations: [DrawOperation]
                switch DisplayListDecoder.decode(attempt.operations, text: attempt.text) {
                case .success(let decoded): operations = decoded
                case .failure(let problem): throw .invalidDisplayList(path: pluginPath, kind: id, reason: problem.reason)
                }
                renderRoom.withLock { $0 = room }
                return operations
            case PluginStatus.bufferTooSmall:
                let next = room.grown(toFit: attempt.used)
                guard next.isWithinLimits else {
                    throw .displayListTooLarge(
                        path: pluginPath, kind: id, operations: attempt.used.operations, textBytes: attempt.used.textBytes)
                }
                room = next
            default:
                throw failure(attempt.status, .render, message: answer.loggedError)
            }
        }
        throw .invalidDisplayList(path: pluginPath, kind: id, reason:
            "still LK_STATUS_BUFFER_TOO_SMALL after \(DisplayListLimits.maximumAttempts) attempts")
    }

    /// One `render` call with buffers of `room`: the status, the room the
    /// plugin reported using (or needing), and copies of what it wrote.
}
