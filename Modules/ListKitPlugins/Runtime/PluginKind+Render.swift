import ListKitDSL
import ListKitCore
import ListKitPluginABI

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
            let (attempt, logged) = try enter(.render) { renderOnce(size: size, props: props, room: room) }
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
                throw failure(attempt.status, .render, message: logged)
            }
        }
        throw .invalidDisplayList(path: pluginPath, kind: id, reason:
            "still LK_STATUS_BUFFER_TOO_SMALL after \(DisplayListLimits.maximumAttempts) attempts")
    }

    /// One `render` call with buffers of `room`: the status, the room the
    /// plugin reported using (or needing), and copies of what it wrote.
    private func renderOnce(size: Size, props: PluginProps, room: DisplayListRoom) -> RenderAttempt {
        var operations = [lk_draw_op](repeating: lk_draw_op(), count: room.operations)
        var text = [UInt8](repeating: 0, count: room.textBytes)
        let function = functions.render, context = functions.context, signature = signatures.render
        var list = lk_display_list()
        let status = props.terminated.withUnsafeBufferPointer { bytes in
            operations.withUnsafeMutableBufferPointer { operations in
                text.withUnsafeMutableBytes { text in
                    list = lk_display_list(
                        struct_size: UInt32(MemoryLayout<lk_display_list>.size), reserved: 0,
                        ops: operations.baseAddress, op_capacity: operations.count, op_count: 0,
                        text: text.baseAddress?.assumingMemoryBound(to: CChar.self), text_capacity: text.count,
                        text_length: 0)
                    return withUnsafeMutablePointer(to: &list) { list in
                        signature.callStatus(
                            function, context, lk_size(size), lk_bytes(data: bytes.baseAddress, length: props.json.count),
                            list)
                    }
                }
            }
        }
        // A size_t above Int.max arrives negative: count it as too much.
        let used = DisplayListRoom(
            operations: list.op_count >= 0 ? list.op_count : .max, textBytes: list.text_length >= 0 ? list.text_length : .max)
        return RenderAttempt(
            status: status, used: used,
            operations: Array(operations.prefix(min(used.operations, room.operations))),
            text: Array(text.prefix(min(used.textBytes, room.textBytes))))
    }
}

/// What one `render` call produced.
struct RenderAttempt: Sendable {
    /// The status it returned.
    var status: Int32
    /// The operations and text bytes it wrote or, with
    /// `LK_STATUS_BUFFER_TOO_SMALL`, needs.
    var used: DisplayListRoom
    /// The operations it wrote (at most the room's).
    var operations: [lk_draw_op]
    /// The text bytes it wrote (at most the room's).
    var text: [UInt8]
}
