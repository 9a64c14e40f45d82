import ListKitCore
import ListKitPluginABI
import ListKitDSL
import ListKitPluginModel

/// The raw calls into a kind of a plugin loaded in this process: through
/// libffi, one at a time through the plugin's call gate.
struct LocalKindCaller: KindCaller {
    /// The plugin's path.
    let pluginPath: String
    /// The kind's id.
    let id: String
    /// The addresses to call.
    let functions: KindFunctions
    /// The plugin's library's call gate.
    let gate: CallGate
    /// The prepared call signatures.
    let signatures: ForeignSignatures

    init(pluginPath: String, id: String, functions: KindFunctions, gate: CallGate, signatures: ForeignSignatures) {
        self.pluginPath = pluginPath
        self.id = id
        self.functions = functions
        self.gate = gate
        self.signatures = signatures
    }

    /// Runs one call into the plugin through its gate, marked for the exit guard.
    ///
    /// - Throws: `PluginError.reentrantCall(path:kind:function:)` when this
    ///   thread is already inside a call into the plugin.
    private func enter<Value: Sendable>(
        _ function: PluginFunction, _ body: () -> (status: Int32, value: Value)
    ) throws(PluginError) -> RawAnswer<Value> {
        var result: (status: Int32, value: Value)?
        let outcome = PluginExitGuard.during(.init(path: pluginPath, kind: id, function: function)) {
            gate.run { result = body() }
        }
        guard outcome.entered, let result else {
            throw .reentrantCall(path: pluginPath, kind: id, function: function)
        }
        return RawAnswer(status: result.status, value: result.value, loggedError: outcome.loggedError)
    }

    func measure(proposed: Size, props: PluginProps) throws(PluginError) -> RawAnswer<Size> {
        let function = functions.measure, context = functions.context, signature = signatures.measure
        return try enter(.measure) {
            withExtendedLifetime(props) {
                var status = PluginStatus.ok
                let size = withUnsafeMutablePointer(to: &status) { statusPointer in
                    signature.call(
                        function, returning: lk_size.self, context, lk_size(proposed), props.abi, statusPointer)
                }
                return (status, Size(size))
            }
        }
    }

    func measureBatch(_ chunk: ArraySlice<PluginMeasureRequest>) throws(PluginError) -> RawAnswer<RawBatch> {
        // Each request points at its item's own props, which stay where they
        // are while `chunk` lives, read in place by index: neither the props
        // nor a request is copied (a copy retains its props).
        let requests = [lk_measure_request](unsafeUninitializedCapacity: chunk.count) { buffer, initialized in
            var offset = 0
            for index in chunk.indices {
                buffer.initializeElement(
                    at: offset, to: lk_measure_request(proposed: lk_size(chunk[index].proposed), props: chunk[index].props.abi))
                offset += 1
            }
            initialized = offset
        }
        return try withExtendedLifetime(chunk) { () throws(PluginError) in try measureBatch(requests) }
    }

    /// `measure_batch` for `proposals`, whose props lie packed in `arena`
    /// (a batch that reached a plugin host process in one message).
    func measureBatch(proposals: [Size], arena: PropsArena) throws(PluginError) -> RawAnswer<RawBatch> {
        try arena.bytes.withUnsafeBufferPointer { (bytes) throws(PluginError) in
            let requests = proposals.indices.map { index in
                lk_measure_request(proposed: lk_size(proposals[index]), props: arena.props(index, in: bytes))
            }
            return try measureBatch(requests)
        }
    }

    /// One `measure_batch` call for `requests`, whose props must stay where
    /// they are until it returns.
    private func measureBatch(_ requests: [lk_measure_request]) throws(PluginError) -> RawAnswer<RawBatch> {
        guard let function = functions.measureBatch else {
            return RawAnswer(status: PluginStatus.failed, value: RawBatch(failedIndex: requests.count, sizes: []), loggedError: nil)
        }
        let context = functions.context, signature = signatures.measureBatch
        return try enter(.measureBatch(item: nil)) {
            var failedIndex = requests.count
            var sizes = [lk_size](repeating: lk_size(), count: requests.count)
            let status = requests.withUnsafeBufferPointer { requests in
                sizes.withUnsafeMutableBufferPointer { sizes in
                    withUnsafeMutablePointer(to: &failedIndex) { failedIndex in
                        signature.callStatus(function, context, requests.baseAddress, requests.count, sizes.baseAddress, failedIndex)
                    }
                }
            }
            return (status, RawBatch(failedIndex: failedIndex, sizes: status == PluginStatus.ok ? sizes.map(Size.init) : []))
        }
    }

    func render(size: Size, props: PluginProps, room: DisplayListRoom) throws(PluginError) -> RawAnswer<RenderAttempt> {
        try enter(.render) {
            let attempt = renderOnce(size: size, props: props, room: room)
            return (attempt.status, attempt)
        }
    }

    func lifecycle(_ name: PluginFunction, itemID: String, props: PluginProps) throws(PluginError) -> RawAnswer<Void> {
        let function = name == .willDisplay ? functions.willDisplay : functions.didEndDisplay
        guard let function else { return RawAnswer(status: PluginStatus.ok, value: (), loggedError: nil) }
        let id = Array(itemID.utf8)
        let terminatedID = id + [0]
        let context = functions.context, signature = signatures.lifecycle
        return try enter(name) {
            let status = terminatedID.withUnsafeBufferPointer { idBytes in
                withExtendedLifetime(props) {
                    signature.callStatus(
                        function, context, lk_bytes(data: idBytes.baseAddress, length: id.count), props.abi)
                }
            }
            return (status, ())
        }
    }

    func visibility(itemID: String, props: PluginProps, event: VisibilityEvent) throws(PluginError) -> RawAnswer<Void> {
        guard let arguments = event.abiArguments else { return RawAnswer(status: PluginStatus.ok, value: (), loggedError: nil) }
        return try visibility(
            itemID: itemID, props: props, code: arguments.code, value: arguments.value, duration: arguments.duration)
    }

    /// `visibility_changed` with an `LK_VISIBILITY_*` code, as a plugin host
    /// process receives it.
    func visibility(
        itemID: String, props: PluginProps, code: UInt32, value: Double, duration: Double
    ) throws(PluginError) -> RawAnswer<Void> {
        guard let function = functions.visibilityChanged else {
            return RawAnswer(status: PluginStatus.ok, value: (), loggedError: nil)
        }
        let id = Array(itemID.utf8)
        let terminatedID = id + [0]
        let context = functions.context, signature = signatures.visibility
        return try enter(.visibilityChanged) {
            let status = terminatedID.withUnsafeBufferPointer { idBytes in
                withExtendedLifetime(props) {
                    signature.callStatus(
                        function, context, lk_bytes(data: idBytes.baseAddress, length: id.count), props.abi,
                        code, value, duration)
                }
            }
            return (status, ())
        }
    }

    func accessibility(props: PluginProps) throws(PluginError) -> RawAnswer<RawAccessibility> {
        guard let function = functions.accessibility else {
            return RawAnswer(status: PluginStatus.ok, value: .empty, loggedError: nil)
        }
        let context = functions.context, signature = signatures.accessibility
        return try enter(.accessibility) {
            var out = lk_accessibility()
            out.struct_size = UInt32(MemoryLayout<lk_accessibility>.size)
            let status = withExtendedLifetime(props) {
                withUnsafeMutablePointer(to: &out) { out in signature.callStatus(function, context, props.abi, out) }
            }
            // Read at once, while the plugin's strings are still its answer.
            return (status, Self.read(out))
        }
    }

    /// What `out` holds: each string's bytes (at most the limit plus one),
    /// and at most the limit of action names.
    private static func read(_ out: lk_accessibility) -> RawAccessibility {
        func bytes(_ pointer: UnsafePointer<CChar>?) -> [UInt8]? {
            guard let pointer else { return nil }
            let length = strnlen(pointer, RawAccessibility.maximumTextBytes + 1)
            return Array(UnsafeRawBufferPointer(start: pointer, count: length))
        }
        var actions: [[UInt8]?] = []
        if let names = out.actions {
            for index in 0..<Int(min(out.action_count, UInt32(RawAccessibility.maximumActions))) {
                actions.append(bytes(names[index]))
            }
        }
        return RawAccessibility(
            traits: out.traits, label: bytes(out.label), value: bytes(out.value), hint: bytes(out.hint),
            behavior: out.behavior, sortPriority: out.sort_priority, actionCount: out.action_count,
            actions: out.action_count > 0 && out.actions == nil ? [nil] : actions)
    }

    /// One render call with buffers of `room`.
    private func renderOnce(size: Size, props: PluginProps, room: DisplayListRoom) -> RenderAttempt {
        var operations = [lk_draw_op](repeating: lk_draw_op(), count: room.operations)
        var text = [UInt8](repeating: 0, count: room.textBytes)
        let function = functions.render, context = functions.context, signature = signatures.render
        var list = lk_display_list()
        let status = withExtendedLifetime(props) {
            operations.withUnsafeMutableBufferPointer { operations in
                text.withUnsafeMutableBytes { text in
                    list = lk_display_list(
                        struct_size: UInt32(MemoryLayout<lk_display_list>.size), reserved: 0,
                        ops: operations.baseAddress, op_capacity: operations.count, op_count: 0,
                        text: text.baseAddress?.assumingMemoryBound(to: CChar.self), text_capacity: text.count,
                        text_length: 0)
                    return withUnsafeMutablePointer(to: &list) { list in
                        signature.callStatus(
                            function, context, lk_size(size), props.abi, list)
                    }
                }
            }
        }
        // A size_t above Int.max arrives negative: count it as too much.
        let used = DisplayListRoom(
            operations: list.op_count >= 0 ? list.op_count : .max, textBytes: list.text_length >= 0 ? list.text_length : .max)
        return RenderAttempt(
            status: status, used: used,
            operations: operations.prefix(min(used.operations, room.operations)).map(RawDrawOperation.init),
            text: Array(text.prefix(min(used.textBytes, room.textBytes))))
    }
}
