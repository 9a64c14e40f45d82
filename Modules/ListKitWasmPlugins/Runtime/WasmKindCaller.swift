import ListKitCore
import ListKitDSL
import ListKitPluginModel
import WasmKit

/// The raw calls into one kind of a WebAssembly plugin: the arguments
/// written in the host's exchange block of the module's memory, the ABI's
/// trampoline export called with the kind's function pointer, the answer
/// read back, every address checked.
struct WasmKindCaller: KindCaller {
    /// The plugin.
    let instance: WasmPluginInstance
    /// The kind's id.
    let id: String
    /// The kind's context and function pointers.
    let functions: WasmKindFunctions

    /// The call site of `function` for `item`.
    private func site(_ function: PluginFunction, item: String? = nil) -> WasmCallSite {
        WasmCallSite(kind: id, function: function, item: item)
    }

    /// The error for arguments that do not fit in the plugin's limits.
    private func tooLarge(_ what: String, _ count: Int, _ site: WasmCallSite) -> PluginError {
        .invalidArgument(
            path: instance.path, kind: id, function: site.function ?? .entry,
            reason: "\(what) are \(count) bytes, above this plugin's limit of \(instance.limits.maximumPropsBytes)")
    }

    /// The error for a write outside the module's memory (its block shrank,
    /// which a module cannot do: kept for safety).
    private func outside(_ site: WasmCallSite) -> PluginError {
        .hostCallMisused(
            path: instance.path, kind: id, function: site.function, item: site.item,
            reason: "the exchange block is outside the module's memory")
    }

    func measure(proposed: Size, props: PluginProps) throws(PluginError) -> RawAnswer<Size> {
        let site = site(.measure)
        guard props.byteCount <= instance.limits.maximumPropsBytes else { throw tooLarge("props", props.byteCount, site) }
        let answer = try instance.perform(site) { (instance) throws(PluginError) -> (Int32, Size) in
            // The result and the status side by side, read back in one access.
            var plan = ExchangePlan()
            let proposedAt = plan.reserve(Wasm32Layout.sizeBytes), resultAt = plan.reserve(Wasm32Layout.sizeBytes)
            let statusAt = plan.reserve(4), propsAt = plan.reserve(Wasm32Layout.bytesSize)
            let textAt = plan.reserve(props.byteCount + 1, alignment: 1)
            let base = try instance.exchangeBlock(size: plan.size, site)
            let written = instance.memory.write(base, count: plan.size) { region in
                let out = RegionWriter(bytes: region)
                out.f64(proposed.width, at: proposedAt)
                out.f64(proposed.height, at: proposedAt + 8)
                out.f64(0, at: resultAt)
                out.f64(0, at: resultAt + 8)
                out.u32(UInt32(bitPattern: PluginStatus.ok), at: statusAt)
                out.u32(base + UInt32(textAt), at: propsAt)
                out.u32(UInt32(props.byteCount), at: propsAt + 4)
                props.withBytes { out.terminated($0, at: textAt) }
            }
            guard written else { throw outside(site) }
            _ = try instance.invoke(instance.exports.measure, [
                .i32(functions.measure), .i32(functions.context), .i32(base + UInt32(proposedAt)),
                .i32(base + UInt32(propsAt)), .i32(base + UInt32(statusAt)), .i32(base + UInt32(resultAt)),
            ], site)
            let answer = instance.memory.read(base + UInt32(resultAt), count: statusAt + 4 - resultAt) { raw in
                (Int32(bitPattern: Self.word(raw, at: statusAt - resultAt)),
                 Size(width: Self.double(raw, at: 0), height: Self.double(raw, at: 8)))
            }
            guard let answer else { throw outside(site) }
            return answer
        }
        return RawAnswer(status: answer.value.0, value: answer.value.1, loggedError: answer.loggedError)
    }

    func measureBatch(_ chunk: ArraySlice<PluginMeasureRequest>) throws(PluginError) -> RawAnswer<RawBatch> {
        let site = site(.measureBatch(item: nil))
        guard functions.measureBatch != 0, let trampoline = instance.exports.measureBatch else {
            return RawAnswer(status: PluginStatus.failed, value: RawBatch(failedIndex: chunk.count, sizes: []), loggedError: nil)
        }
        var textBytes = 0
        for request in chunk {
            guard request.props.byteCount <= instance.limits.maximumPropsBytes else {
                throw tooLarge("props", request.props.byteCount, site)
            }
            textBytes += request.props.byteCount + 1
        }
        let count = chunk.count
        let answer = try instance.perform(site) { (instance) throws(PluginError) -> (Int32, RawBatch) in
            var plan = ExchangePlan()
            let requestsAt = plan.reserve(Wasm32Layout.requestSize * count)
            let sizesAt = plan.reserve(Wasm32Layout.sizeBytes * count)
            let failedAt = plan.reserve(4), textAt = plan.reserve(textBytes, alignment: 1)
            let base = try instance.exchangeBlock(size: plan.size, site)
            let written = instance.memory.write(base, count: plan.size) { region in
                let out = RegionWriter(bytes: region)
                var text = textAt
                for (offset, request) in chunk.enumerated() {
                    let at = requestsAt + offset * Wasm32Layout.requestSize
                    out.f64(request.proposed.width, at: at)
                    out.f64(request.proposed.height, at: at + 8)
                    out.u32(base + UInt32(text), at: at + 16)
                    out.u32(UInt32(request.props.byteCount), at: at + 20)
                    request.props.withBytes { out.terminated($0, at: text) }
                    text += request.props.byteCount + 1
                }
                out.u32(UInt32(count), at: failedAt)
            }
            guard written else { throw outside(site) }
            let status = try instance.invokeI32(trampoline, [
                .i32(functions.measureBatch), .i32(functions.context), .i32(base + UInt32(requestsAt)),
                .i32(UInt32(count)), .i32(base + UInt32(sizesAt)), .i32(base + UInt32(failedAt)),
            ], site)
            guard let failed = instance.memory.u32(base + UInt32(failedAt)) else { throw outside(site) }
            var sizes: [Size] = []
            if Int32(bitPattern: status) == PluginStatus.ok {
                let read = instance.memory.read(base + UInt32(sizesAt), count: Wasm32Layout.sizeBytes * count) { raw in
                    (0..<count).map { index in
                        Size(width: Self.double(raw, at: index * 16), height: Self.double(raw, at: index * 16 + 8))
                    }
                }
                guard let read else { throw outside(site) }
                sizes = read
            }
            return (Int32(bitPattern: status), RawBatch(failedIndex: Int(failed), sizes: sizes))
        }
        return RawAnswer(status: answer.value.0, value: answer.value.1, loggedError: answer.loggedError)
    }

    func render(size: Size, props: PluginProps, room: DisplayListRoom) throws(PluginError) -> RawAnswer<RenderAttempt> {
        let site = site(.render)
        guard props.byteCount <= instance.limits.maximumPropsBytes else { throw tooLarge("props", props.byteCount, site) }
        let allowed = instance.limits.displayListRoom
        guard room.operations <= allowed.operations, room.textBytes <= allowed.textBytes else {
            throw .invalidDisplayList(
                path: instance.path, kind: id,
                reason: "it needs \(room.operations) operations and \(room.textBytes) text bytes, above this "
                    + "plugin's limit of \(allowed.operations) operations and \(allowed.textBytes) bytes")
        }
        let answer = try instance.perform(site) { (instance) throws(PluginError) -> RenderAttempt in
            var plan = ExchangePlan()
            let sizeAt = plan.reserve(Wasm32Layout.sizeBytes), propsAt = plan.reserve(Wasm32Layout.bytesSize)
            let listAt = plan.reserve(Wasm32Layout.DisplayList.size)
            let opsAt = plan.reserve(Wasm32Layout.DrawOp.size * room.operations)
            let textAt = plan.reserve(room.textBytes, alignment: 1)
            let propsTextAt = plan.reserve(props.byteCount + 1, alignment: 1)
            let base = try instance.exchangeBlock(size: plan.size, site)
            typealias List = Wasm32Layout.DisplayList
            let written = instance.memory.write(base, count: plan.size) { region in
                let out = RegionWriter(bytes: region)
                out.f64(size.width, at: sizeAt)
                out.f64(size.height, at: sizeAt + 8)
                out.lkBytes(data: base + UInt32(propsTextAt), length: props.byteCount, at: propsAt)
                out.u32(UInt32(List.size), at: listAt + List.structSize)
                out.u32(0, at: listAt + 4)
                out.u32(base + UInt32(opsAt), at: listAt + List.ops)
                out.u32(UInt32(room.operations), at: listAt + List.opCapacity)
                out.u32(0, at: listAt + List.opCount)
                out.u32(base + UInt32(textAt), at: listAt + List.text)
                out.u32(UInt32(room.textBytes), at: listAt + List.textCapacity)
                out.u32(0, at: listAt + List.textLength)
                props.withBytes { out.terminated($0, at: propsTextAt) }
            }
            guard written else { throw outside(site) }
            let status = try instance.invokeI32(instance.exports.render, [
                .i32(functions.render), .i32(functions.context), .i32(base + UInt32(sizeAt)),
                .i32(base + UInt32(propsAt)), .i32(base + UInt32(listAt)),
            ], site)
            // The counts come from the list; the ops and text from where the
            // host put them, whatever the plugin did to the list's pointers.
            guard let opCount = instance.memory.u32(base + UInt32(listAt + List.opCount)),
                  let textLength = instance.memory.u32(base + UInt32(listAt + List.textLength))
            else { throw outside(site) }
            let used = DisplayListRoom(operations: Int(opCount), textBytes: Int(textLength))
            let opsWritten = min(used.operations, room.operations), textWritten = min(used.textBytes, room.textBytes)
            let operations = instance.memory.read(base + UInt32(opsAt), count: opsWritten * Wasm32Layout.DrawOp.size) {
                raw in (0..<opsWritten).map { Self.operation(raw, at: $0 * Wasm32Layout.DrawOp.size) }
            }
            guard let operations, let text = instance.memory.bytes(base + UInt32(textAt), count: textWritten) else {
                throw outside(site)
            }
            return RenderAttempt(status: Int32(bitPattern: status), used: used, operations: operations, text: text)
        }
        return RawAnswer(status: answer.value.status, value: answer.value, loggedError: answer.loggedError)
    }

    func lifecycle(_ function: PluginFunction, itemID: String, props: PluginProps) throws(PluginError) -> RawAnswer<Void> {
        let pointer = function == .willDisplay ? functions.willDisplay : functions.didEndDisplay
        guard pointer != 0, let trampoline = instance.exports.lifecycle else {
            return RawAnswer(status: PluginStatus.ok, value: (), loggedError: nil)
        }
        return try itemCall(function, itemID: itemID, props: props, trampoline: trampoline) { base, idAt, propsAt in
            [.i32(pointer), .i32(functions.context), .i32(base + UInt32(idAt)), .i32(base + UInt32(propsAt))]
        }
    }

    func visibility(itemID: String, props: PluginProps, event: VisibilityEvent) throws(PluginError) -> RawAnswer<Void> {
        guard let arguments = event.abiArguments, functions.visibilityChanged != 0,
              let trampoline = instance.exports.visibility
        else { return RawAnswer(status: PluginStatus.ok, value: (), loggedError: nil) }
        return try itemCall(.visibilityChanged, itemID: itemID, props: props, trampoline: trampoline) { base, idAt, propsAt in
            [.i32(functions.visibilityChanged), .i32(functions.context), .i32(base + UInt32(idAt)),
             .i32(base + UInt32(propsAt)), .i32(arguments.code), .f64(arguments.value.bitPattern),
             .f64(arguments.duration.bitPattern)]
        }
    }

    func accessibility(props: PluginProps) throws(PluginError) -> RawAnswer<RawAccessibility> {
        guard functions.accessibility != 0, let trampoline = instance.exports.accessibility else {
            return RawAnswer(status: PluginStatus.ok, value: .empty, loggedError: nil)
        }
        let site = site(.accessibility)
        guard props.byteCount <= instance.limits.maximumPropsBytes else { throw tooLarge("props", props.byteCount, site) }
        typealias Out = Wasm32Layout.Accessibility
        let answer = try instance.perform(site) { (instance) throws(PluginError) -> (Int32, RawAccessibility) in
            var plan = ExchangePlan()
            let propsAt = plan.reserve(Wasm32Layout.bytesSize), outAt = plan.reserve(Out.size)
            let propsTextAt = plan.reserve(props.byteCount + 1, alignment: 1)
            let base = try instance.exchangeBlock(size: plan.size, site)
            let written = instance.memory.write(base, count: plan.size) { region in
                let out = RegionWriter(bytes: region)
                out.lkBytes(data: base + UInt32(propsTextAt), length: props.byteCount, at: propsAt)
                for offset in stride(from: 0, to: Out.size, by: 4) { out.u32(0, at: outAt + offset) }
                out.u32(UInt32(Out.size), at: outAt + Out.structSize)
                props.withBytes { out.terminated($0, at: propsTextAt) }
            }
            guard written else { throw outside(site) }
            let status = Int32(bitPattern: try instance.invokeI32(
                trampoline, [.i32(functions.accessibility), .i32(functions.context), .i32(base + UInt32(propsAt)),
                             .i32(base + UInt32(outAt))], site))
            return (status, try read(at: base + UInt32(outAt), memory: instance.memory, site))
        }
        return RawAnswer(status: answer.value.0, value: answer.value.1, loggedError: answer.loggedError)
    }

    /// What the plugin wrote in the `lk_accessibility` at `address`: each
    /// string read where it points (a pointer outside the module's memory, or
    /// a string the memory ends in, is a misused host call).
    private func read(at address: UInt32, memory: GuestMemory, _ site: WasmCallSite) throws(PluginError) -> RawAccessibility {
        typealias Out = Wasm32Layout.Accessibility
        guard let fields = memory.bytes(address, count: Out.size) else { throw outside(site) }
        func u32(_ offset: Int) -> UInt32 {
            UInt32(fields[offset]) | UInt32(fields[offset + 1]) << 8 | UInt32(fields[offset + 2]) << 16
                | UInt32(fields[offset + 3]) << 24
        }
        func text(_ pointer: UInt32, _ field: String) throws(PluginError) -> [UInt8]? {
            guard pointer != 0 else { return nil }
            guard let bytes = memory.terminatedBytes(pointer, limit: RawAccessibility.maximumTextBytes) else {
                throw .hostCallMisused(
                    path: instance.path, kind: id, function: site.function, item: site.item,
                    reason: "accessibility's \(field) points outside the module's memory")
            }
            return bytes
        }
        let priority = (0..<8).reduce(UInt64(0)) { $0 | UInt64(fields[Out.sortPriority + $1]) << (8 * UInt64($1)) }
        let actionCount = u32(Out.actionCount), table = u32(Out.actions)
        var actions: [[UInt8]?] = []
        if actionCount > 0 && table == 0 { actions = [nil] }
        for index in 0..<Int(min(actionCount, UInt32(RawAccessibility.maximumActions))) where table != 0 {
            guard let name = memory.u32(table &+ UInt32(index * 4)) else {
                throw .hostCallMisused(
                    path: instance.path, kind: id, function: site.function, item: site.item,
                    reason: "accessibility's actions point outside the module's memory")
            }
            actions.append(try text(name, "actions[\(index)]"))
        }
        return RawAccessibility(
            traits: u32(Out.traits), label: try text(u32(Out.label), "label"), value: try text(u32(Out.value), "value"),
            hint: try text(u32(Out.hint), "hint"), behavior: u32(Out.behavior), sortPriority: Double(bitPattern: priority),
            actionCount: actionCount, actions: actions)
    }

    /// A call about one item: its id and props written as two `lk_bytes`,
    /// then `trampoline` called with the arguments `arguments` makes from the
    /// block's address and the two structs' offsets; answers the status.
    private func itemCall(
        _ function: PluginFunction, itemID: String, props: PluginProps, trampoline: Function,
        arguments: @escaping (UInt32, Int, Int) -> [Value]
    ) throws(PluginError) -> RawAnswer<Void> {
        let site = site(function, item: itemID)
        let id = Array(itemID.utf8)
        guard props.byteCount <= instance.limits.maximumPropsBytes else { throw tooLarge("props", props.byteCount, site) }
        guard id.count <= instance.limits.maximumPropsBytes else { throw tooLarge("item ids", id.count, site) }
        let answer = try instance.perform(site) { (instance) throws(PluginError) -> Int32 in
            var plan = ExchangePlan()
            let idAt = plan.reserve(Wasm32Layout.bytesSize), propsAt = plan.reserve(Wasm32Layout.bytesSize)
            let idTextAt = plan.reserve(id.count + 1, alignment: 1)
            let propsTextAt = plan.reserve(props.byteCount + 1, alignment: 1)
            let base = try instance.exchangeBlock(size: plan.size, site)
            let written = instance.memory.write(base, count: plan.size) { region in
                let out = RegionWriter(bytes: region)
                out.lkBytes(data: base + UInt32(idTextAt), length: id.count, at: idAt)
                out.lkBytes(data: base + UInt32(propsTextAt), length: props.byteCount, at: propsAt)
                id.withUnsafeBufferPointer { out.terminated($0, at: idTextAt) }
                props.withBytes { out.terminated($0, at: propsTextAt) }
            }
            guard written else { throw outside(site) }
            return Int32(bitPattern: try instance.invokeI32(trampoline, arguments(base, idAt, propsAt), site))
        }
        return RawAnswer(status: answer.value, value: (), loggedError: answer.loggedError)
    }

    /// The little-endian double at `offset` of `raw`.
    private static func double(_ raw: UnsafeRawBufferPointer, at offset: Int) -> Double {
        Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    /// The little-endian 32-bit value at `offset` of `raw`.
    private static func word(_ raw: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// The `lk_draw_op` at `offset` of `raw`, in the model's form.
    private static func operation(_ raw: UnsafeRawBufferPointer, at offset: Int) -> RawDrawOperation {
        typealias Op = Wasm32Layout.DrawOp
        return RawDrawOperation(
            type: word(raw, at: offset + Op.type), color: word(raw, at: offset + Op.color),
            rect: Rect(
                x: double(raw, at: offset + Op.rect), y: double(raw, at: offset + Op.rect + 8),
                width: double(raw, at: offset + Op.rect + 16), height: double(raw, at: offset + Op.rect + 24)),
            lineWidth: double(raw, at: offset + Op.lineWidth), fontSize: double(raw, at: offset + Op.fontSize),
            stringOffset: Int(word(raw, at: offset + Op.stringOffset)),
            stringLength: Int(word(raw, at: offset + Op.stringLength)))
    }
}
