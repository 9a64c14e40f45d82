import ListKitCore
import ListKitPluginABI
import ListKitPluginModel

extension WireWriter {
    /// A plugin's description.
    mutating func info(_ info: PluginInfo) {
        string(info.path)
        string(info.name)
        string(info.version)
        u32(info.abiVersion)
        u32(UInt32(info.kinds.count))
        for kind in info.kinds {
            string(kind.id)
            bool(kind.measuresInBatches)
            bool(kind.observesWillDisplay)
            bool(kind.observesDidEndDisplay)
            bool(kind.observesVisibility)
        }
    }

    /// A render attempt: status, room used, and the operations and text as
    /// they lie in memory (both sides are the same build on the same machine).
    mutating func attempt(_ attempt: RenderAttempt) {
        i32(attempt.status)
        int(attempt.used.operations)
        int(attempt.used.textBytes)
        run(attempt.operations.withUnsafeBytes { Array($0) })
        run(attempt.text)
    }
}

extension WireReader {
    /// A plugin's description.
    mutating func info() throws(Malformed) -> PluginInfo {
        let path = try string(), name = try string(), version = try string(), abi = try u32()
        let count = Int(try u32())
        var kinds: [PluginKindInfo] = []
        for _ in 0..<min(count, 65_536) {
            kinds.append(PluginKindInfo(
                id: try string(), measuresInBatches: try bool(), observesWillDisplay: try bool(),
                observesDidEndDisplay: try bool(), observesVisibility: try bool()))
        }
        guard kinds.count == count else { throw Malformed() }
        return PluginInfo(path: path, name: name, version: version, abiVersion: abi, kinds: kinds)
    }

    /// A render attempt written by ``WireWriter/attempt(_:)``.
    mutating func attempt() throws(Malformed) -> RenderAttempt {
        let status = try i32()
        let used = DisplayListRoom(operations: try int(), textBytes: try int())
        let raw = try run()
        let stride = MemoryLayout<RawDrawOperation>.stride
        guard raw.count % stride == 0 else { throw Malformed() }
        let operations = [RawDrawOperation](unsafeUninitializedCapacity: raw.count / stride) { buffer, count in
            raw.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            }
            count = raw.count / stride
        }
        return RenderAttempt(status: status, used: used, operations: operations, text: try run())
    }
}
