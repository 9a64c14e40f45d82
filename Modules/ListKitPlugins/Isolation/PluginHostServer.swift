#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitCore
import Synchronization
import ListKitPluginModel

/// The plugin host process's side of isolated plugins: loads one plugin in
/// its own process and makes the calls ListKit sends it, one at a time,
/// answering each with what the plugin returned (unchecked: ListKit checks
/// the answers). `listkit-plugin-host` is this and nothing else.
public enum PluginHostServer {
    /// Loads the plugin at `path` and serves calls read from `input`,
    /// answering on `output`, until `input` ends.
    ///
    /// - Returns: the process's exit status: 0 when `input` ended, 1 when a
    ///   message could not be read or written.
    public static func run(pluginPath path: String, input: Int32, output: Int32) -> Int32 {
        let channel = ServerChannel(output: output)
        let loader = PluginLoader(handlers: PluginHostHandlers(
            log: { message in
                var w = WireWriter(.log)
                w.u8(UInt8(clamping: message.level.rawValue))
                w.string(message.text)
                channel.send(w)
            },
            invalidate: { invalidation in
                var w = WireWriter(.invalidate)
                w.string(invalidation.kindID)
                channel.send(w)
            }))
        // What a plugin does to the process is ListKit's to report: it sees
        // this process end.
        PluginExitGuard.reportsOnStandardError.store(false, ordering: .relaxed)
        let plugin: LoadedPlugin
        do {
            plugin = try loader.load(path: path)
        } catch {
            var w = WireWriter(.refused)
            w.string(error.reason)
            channel.send(w)
            return channel.failed ? 1 : 0
        }
        var ready = WireWriter(.ready)
        ready.u32(HostProtocol.version)
        ready.info(plugin.info)
        channel.send(ready)
        while let request = readFrame(input) {
            var reader = WireReader(request)
            let answer: WireWriter
            do {
                answer = try serve(&reader, kinds: plugin.kinds)
            } catch let error as PluginError {
                var w = WireWriter(.callRefused)
                w.string(error.reason)
                answer = w
            } catch {
                return 1
            }
            channel.send(answer)
            if channel.failed { return 1 }
        }
        return 0
    }

    /// Makes the call `reader` holds and writes its answer.
    private static func serve(_ reader: inout WireReader, kinds: [PluginKind]) throws -> WireWriter {
        let tag = try reader.tag()
        let index = Int(try reader.u32())
        guard kinds.indices.contains(index) else { throw WireReader.Malformed() }
        let caller = kinds[index].caller
        var w = WireWriter(.answer)
        func header<Value>(_ answer: RawAnswer<Value>) {
            w.i32(answer.status)
            w.optionalString(answer.loggedError)
        }
        switch tag {
        case .measure:
            let proposed = try reader.size()
            let answer = try caller.measure(proposed: proposed, props: PluginProps(json: try reader.run()))
            header(answer)
            w.size(answer.value)
        case .measureBatch:
            let count = Int(try reader.u32())
            guard count <= MeasureBatchLimits.maximumItemsPerCall else { throw WireReader.Malformed() }
            var proposals: [Size] = []
            var ranges: [(start: Int, length: Int)] = []
            proposals.reserveCapacity(count)
            ranges.reserveCapacity(count)
            for _ in 0..<count {
                proposals.append(try reader.size())
                ranges.append((Int(try reader.u32()), Int(try reader.u32())))
            }
            let bytes = try reader.run()
            // Each props run must lie in the arena and end with the NUL the ABI promises.
            for range in ranges where range.start > bytes.count || range.length >= bytes.count - range.start
                || bytes[range.start + range.length] != 0 {
                throw WireReader.Malformed()
            }
            guard let local = caller as? LocalKindCaller else { throw WireReader.Malformed() }
            let answer = try local.measureBatch(proposals: proposals, arena: PropsArena(bytes: bytes, ranges: ranges))
            w = WireWriter(.answer, capacity: 32 + answer.value.sizes.count * 16)
            header(answer)
            w.int(answer.value.failedIndex)
            w.u32(UInt32(answer.value.sizes.count))
            for size in answer.value.sizes { w.size(size) }
        case .render:
            let size = try reader.size()
            let props = PluginProps(json: try reader.run())
            let room = DisplayListRoom(operations: try reader.int(), textBytes: try reader.int())
            guard room.isWithinLimits else { throw WireReader.Malformed() }
            let answer = try caller.render(size: size, props: props, room: room)
            header(answer)
            w.attempt(answer.value)
        case .lifecycle:
            let function: PluginFunction = try reader.bool() ? .willDisplay : .didEndDisplay
            let answer = try caller.lifecycle(function, itemID: try reader.string(), props: PluginProps(json: try reader.run()))
            header(answer)
        case .visibility:
            let item = try reader.string()
            let props = PluginProps(json: try reader.run())
            guard let local = caller as? LocalKindCaller else { throw WireReader.Malformed() }
            let answer = try local.visibility(
                itemID: item, props: props, code: try reader.u32(), value: try reader.double(), duration: try reader.double())
            header(answer)
        case .accessibility:
            let answer = try caller.accessibility(props: PluginProps(json: try reader.run()))
            header(answer)
            w.accessibility(answer.value)
        default:
            throw WireReader.Malformed()
        }
        return w
    }

    /// The next frame from `fd`, or `nil` at its end or on a bad length.
    static func readFrame(_ fd: Int32) -> [UInt8]? {
        guard let prefix = HostIO.read(fd, count: 4) else { return nil }
        let length = Int(prefix[0]) | Int(prefix[1]) << 8 | Int(prefix[2]) << 16 | Int(prefix[3]) << 24
        guard length > 0, length <= WireReader.maximumFrame else { return nil }
        return HostIO.read(fd, count: length)
    }
}

/// The host's output, shared by the call loop and the plugin's log calls.
private final class ServerChannel: Sendable {
    let output: Int32
    private let broken = Atomic(false)

    init(output: Int32) { self.output = output }

    /// Whether a write failed (ListKit went away).
    var failed: Bool { broken.load(ordering: .relaxed) }

    func send(_ message: WireWriter) {
        if !HostIO.write(output, message.frame) { broken.store(true, ordering: .relaxed) }
    }
}

/// Whole reads and writes on file descriptors, retried on `EINTR`.
enum HostIO {
    /// Exactly `count` bytes, or `nil` at the end of the input or on an error.
    static func read(_ fd: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glibc.read(fd, $0 + filled, count - filled) } ?? 0
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return nil }
            filled += result
        }
        return bytes
    }

    /// Writes all of `bytes`; `false` on an error (a closed pipe).
    static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.write(fd, $0 + written, bytes.count - written) } ?? 0
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}
