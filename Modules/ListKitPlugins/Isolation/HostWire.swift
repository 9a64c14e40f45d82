import ListKitCore
import ListKitPluginModel

/// The plugin host protocol's messages (documented in
/// `Documentation/PluginABI.md`, "Isolated plugins"): each a frame of a
/// 32-bit little-endian length and that many bytes, the first of which is
/// the message's tag. Numbers are little-endian; strings and byte runs are a
/// 32-bit length and the bytes.
enum HostTag: UInt8 {
    // Host → ListKit.
    /// The plugin loaded: its description follows.
    case ready = 1
    /// The plugin could not be loaded: the reason follows.
    case refused = 2
    /// The plugin logged a message during the call: level, text.
    case log = 3
    /// The plugin asked for its kind to be measured again: the kind's id.
    case invalidate = 4
    /// The call's answer: status, logged error, value.
    case answer = 5
    /// The host could not make the call: the reason follows.
    case callRefused = 6
    // ListKit → host.
    /// `measure`: kind, proposed size, props.
    case measure = 10
    /// `measure_batch`: kind, count, then per item a proposed size and props.
    case measureBatch = 11
    /// One `render` attempt: kind, size, props, room.
    case render = 12
    /// `will_display` or `did_end_display`: kind, which, item id, props.
    case lifecycle = 13
    /// `visibility_changed`: kind, item id, props, event code, value, duration.
    case visibility = 14
    /// `accessibility`: kind, props.
    case accessibility = 15
}

/// The version of the host protocol, the first field of a host's `ready`
/// message: "LK" and the protocol's number (2: kinds carry their props
/// declaration; 3: kinds say whether they describe accessibility, which a
/// call of its own asks). A host built with another ListKit answers with another
/// value (one before versions, the length of its plugin's path), and is
/// refused with a message that says to rebuild it, rather than misread.
enum HostProtocol {
    /// `0x4C4B_0003`.
    static let version: UInt32 = 0x4C4B_0003
}

/// Writes a message.
struct WireWriter {
    private(set) var bytes: [UInt8]

    /// A message of `tag`, with room for `capacity` bytes of fields.
    init(_ tag: HostTag, capacity: Int = 64) {
        bytes = []
        bytes.reserveCapacity(5 + capacity)
        bytes.append(contentsOf: [0, 0, 0, 0, tag.rawValue])
    }

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }
    mutating func int(_ value: Int) { u64(UInt64(bitPattern: Int64(value))) }
    mutating func double(_ value: Double) { u64(value.bitPattern) }
    mutating func bool(_ value: Bool) { u8(value ? 1 : 0) }
    mutating func size(_ value: Size) { double(value.width); double(value.height) }
    mutating func run(_ value: some Collection<UInt8>) { u32(UInt32(value.count)); bytes.append(contentsOf: value) }
    mutating func props(_ value: PluginProps) { value.withBytes { run($0) } }
    mutating func string(_ value: String) { run(Array(value.utf8)) }
    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    /// The finished frame: the length filled in.
    var frame: [UInt8] {
        var out = bytes
        let length = UInt32(out.count - 4).littleEndian
        withUnsafeBytes(of: length) { for (i, b) in $0.enumerated() { out[i] = b } }
        return out
    }
}

/// Reads a message's fields in order; any read past the end is an error.
struct WireReader {
    /// The message's bytes after its length.
    let bytes: [UInt8]
    private var position = 0

    /// The largest frame either side accepts: 256 MiB.
    static let maximumFrame = 1 << 28

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Thrown when a message is shorter than its fields or malformed.
    struct Malformed: Error {}

    mutating func tag() throws(Malformed) -> HostTag {
        guard let tag = HostTag(rawValue: try u8()) else { throw Malformed() }
        return tag
    }

    mutating func u8() throws(Malformed) -> UInt8 {
        guard position < bytes.count else { throw Malformed() }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func u32() throws(Malformed) -> UInt32 { UInt32(littleEndian: try load(UInt32.self)) }

    mutating func u64() throws(Malformed) -> UInt64 { UInt64(littleEndian: try load(UInt64.self)) }

    /// The next `T`'s bytes as they lie (unaligned).
    private mutating func load<T: FixedWidthInteger>(_ type: T.Type) throws(Malformed) -> T {
        let size = MemoryLayout<T>.size
        guard size <= bytes.count - position else { throw Malformed() }
        defer { position += size }
        return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position, as: T.self) }
    }

    mutating func i32() throws(Malformed) -> Int32 { Int32(bitPattern: try u32()) }
    mutating func int() throws(Malformed) -> Int { Int(Int64(bitPattern: try u64())) }
    mutating func double() throws(Malformed) -> Double { Double(bitPattern: try u64()) }
    mutating func bool() throws(Malformed) -> Bool { try u8() != 0 }
    mutating func size() throws(Malformed) -> Size { Size(width: try double(), height: try double()) }

    mutating func run() throws(Malformed) -> [UInt8] {
        Array(try slice())
    }

    /// The next byte run, without copying it.
    mutating func slice() throws(Malformed) -> ArraySlice<UInt8> {
        let count = Int(try u32())
        guard count <= bytes.count - position else { throw Malformed() }
        defer { position += count }
        return bytes[position..<position + count]
    }

    mutating func string() throws(Malformed) -> String { String(decoding: try run(), as: UTF8.self) }
    mutating func optionalString() throws(Malformed) -> String? { try bool() ? try string() : nil }
}
