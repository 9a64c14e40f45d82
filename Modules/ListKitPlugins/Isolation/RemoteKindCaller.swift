import ListKitCore
import ListKitDSL
import ListKitPluginModel

/// The raw calls into a kind of an isolated plugin: each sent to the plugin's
/// host process and answered there by its in-process caller.
struct RemoteKindCaller: KindCaller {
    /// The plugin's host.
    let plugin: IsolatedPlugin
    /// The kind's index in the plugin's descriptor.
    let index: Int
    /// The kind's id.
    let id: String

    /// A request of `tag` for this kind.
    private func request(_ tag: HostTag, capacity: Int = 64) -> WireWriter {
        var w = WireWriter(tag, capacity: capacity)
        w.u32(UInt32(index))
        return w
    }

    private func send<Value>(
        _ w: WireWriter, _ function: PluginFunction, item: String? = nil,
        _ value: (inout WireReader) throws(WireReader.Malformed) -> Value
    ) throws(PluginError) -> RawAnswer<Value> {
        let reader = try plugin.exchange(w, kind: id, function: function, item: item)
        return try plugin.answer(reader, kind: id, function: function, value)
    }

    func measure(proposed: Size, props: PluginProps) throws(PluginError) -> RawAnswer<Size> {
        var w = request(.measure)
        w.size(proposed)
        w.props(props)
        return try send(w, .measure) { r throws(WireReader.Malformed) in try r.size() }
    }

    func measureBatch(_ chunk: ArraySlice<PluginMeasureRequest>) throws(PluginError) -> RawAnswer<RawBatch> {
        var arena = PropsArena()
        arena.pack(chunk)
        var w = request(.measureBatch, capacity: 12 + chunk.count * 32 + arena.bytes.count)
        w.u32(UInt32(chunk.count))
        // By index, so that no request is copied (a copy retains its props).
        for (index, range) in zip(chunk.indices, arena.ranges) {
            w.size(chunk[index].proposed)
            w.u32(UInt32(range.start))
            w.u32(UInt32(range.length))
        }
        w.run(arena.bytes)
        return try send(w, .measureBatch(item: nil)) { r throws(WireReader.Malformed) in
            let failed = try r.int()
            let count = Int(try r.u32())
            guard count <= chunk.count else { throw WireReader.Malformed() }
            var sizes: [Size] = []
            sizes.reserveCapacity(count)
            for _ in 0..<count { sizes.append(try r.size()) }
            return RawBatch(failedIndex: failed, sizes: sizes)
        }
    }

    func render(size: Size, props: PluginProps, room: DisplayListRoom) throws(PluginError) -> RawAnswer<RenderAttempt> {
        var w = request(.render)
        w.size(size)
        w.props(props)
        w.int(room.operations)
        w.int(room.textBytes)
        return try send(w, .render) { r throws(WireReader.Malformed) in try r.attempt() }
    }

    func lifecycle(_ function: PluginFunction, itemID: String, props: PluginProps) throws(PluginError) -> RawAnswer<Void> {
        var w = request(.lifecycle)
        w.bool(function == .willDisplay)
        w.string(itemID)
        w.props(props)
        return try send(w, function, item: itemID) { _ throws(WireReader.Malformed) in }
    }

    func visibility(itemID: String, props: PluginProps, event: VisibilityEvent) throws(PluginError) -> RawAnswer<Void> {
        guard let arguments = event.abiArguments else { return RawAnswer(status: PluginStatus.ok, value: (), loggedError: nil) }
        var w = request(.visibility)
        w.string(itemID)
        w.props(props)
        w.u32(arguments.code)
        w.double(arguments.value)
        w.double(arguments.duration)
        return try send(w, .visibilityChanged, item: itemID) { _ throws(WireReader.Malformed) in }
    }

    func accessibility(props: PluginProps) throws(PluginError) -> RawAnswer<RawAccessibility> {
        var w = request(.accessibility)
        w.props(props)
        return try send(w, .accessibility) { r throws(WireReader.Malformed) in try r.accessibility() }
    }
}
