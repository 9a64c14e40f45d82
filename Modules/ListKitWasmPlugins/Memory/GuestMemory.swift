import ListKitPluginModel
import WasmKit

/// A WebAssembly module's linear memory, read and written with every
/// address checked: an access that would leave the memory answers `nil` or
/// `false` instead of trapping the host. Values are little-endian, as
/// WebAssembly's are.
struct GuestMemory {
    /// The module's memory.
    let memory: Memory

    /// The memory's size in bytes now (it may grow during a call).
    var byteCount: Int { memory.byteCount }

    /// Whether `count` bytes from `address` lie inside the memory.
    func contains(_ address: UInt32, count: Int) -> Bool {
        count >= 0 && Int(address) <= byteCount && count <= byteCount - Int(address)
    }

    /// Runs `body` over `count` bytes from `address`, or returns `nil` when
    /// they are not all inside the memory.
    func read<T>(_ address: UInt32, count: Int, _ body: (UnsafeRawBufferPointer) -> T) -> T? {
        guard contains(address, count: count) else { return nil }
        // WasmKit's accessors stop the process when a memory has no base
        // address, which one of 0 bytes may lack: an empty read touches nothing.
        guard count > 0 else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return memory.withUnsafeBufferPointer(offset: UInt(address), count: count, body)
    }

    /// Runs `body` over `count` writable bytes from `address`; `false` when
    /// they are not all inside the memory.
    @discardableResult
    func write(_ address: UInt32, count: Int, _ body: (UnsafeMutableRawBufferPointer) -> Void) -> Bool {
        guard contains(address, count: count) else { return false }
        guard count > 0 else {
            body(UnsafeMutableRawBufferPointer(start: nil, count: 0))
            return true
        }
        memory.withUnsafeMutableBufferPointer(offset: UInt(address), count: count, body)
        return true
    }

    /// The 32-bit value at `address`.
    func u32(_ address: UInt32) -> UInt32? {
        read(address, count: 4) { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }
    }

    /// The 64-bit float at `address`.
    func f64(_ address: UInt32) -> Double? {
        read(address, count: 8) { Double(bitPattern: UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
    }

    /// A copy of `count` bytes from `address`.
    func bytes(_ address: UInt32, count: Int) -> [UInt8]? {
        read(address, count: count) { Array($0) }
    }

    /// The bytes of the NUL-terminated string at `address` before its NUL,
    /// at most `limit + 1` of them (enough to tell that it is longer than
    /// `limit`); `nil` when the address is outside the memory or no NUL
    /// comes before the memory ends within that span.
    func terminatedBytes(_ address: UInt32, limit: Int) -> [UInt8]? {
        guard Int(address) < byteCount else { return nil }
        let span = min(limit + 1, byteCount - Int(address))
        return read(address, count: span) { bytes -> [UInt8]? in
            let length = bytes.firstIndex(of: 0) ?? bytes.count
            if length == bytes.count && length <= limit { return nil }
            return Array(bytes[..<length])
        } ?? nil
    }

    /// The NUL-terminated string at `address`, checked by the rule every
    /// backend shares (`PluginText`): `is NULL` for address 0, `points
    /// outside the module's memory`, `is not terminated …` when no NUL comes
    /// before the memory ends, else the shared rule's problems.
    func string(_ address: UInt32, limit: Int) -> Result<String, PluginText.Problem> {
        guard address != 0 else { return .failure(PluginText.Problem("is NULL")) }
        guard Int(address) < byteCount else { return .failure(PluginText.Problem("points outside the module's memory")) }
        let span = min(limit + 1, byteCount - Int(address))
        let result: Result<String, PluginText.Problem>? = read(address, count: span) { bytes in
            let length = bytes.firstIndex(of: 0) ?? bytes.count
            if length == bytes.count && length <= limit {
                return .failure(PluginText.Problem("is not terminated before the end of the module's memory"))
            }
            return PluginText.check(UnsafeRawBufferPointer(rebasing: bytes[..<length]), limit: limit)
        }
        return result ?? .failure(PluginText.Problem("points outside the module's memory"))
    }
}

/// Writes values at offsets of a region of guest memory being filled for a
/// call (little-endian, unaligned allowed).
struct RegionWriter {
    /// The region's bytes.
    let bytes: UnsafeMutableRawBufferPointer

    /// Stores a 32-bit value at `offset`.
    func u32(_ value: UInt32, at offset: Int) {
        bytes.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
    }

    /// Stores a 64-bit float at `offset`.
    func f64(_ value: Double, at offset: Int) {
        bytes.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: offset, as: UInt64.self)
    }

    /// Stores an `lk_bytes` at `offset`: `data` (a guest address) and `length`.
    func lkBytes(data: UInt32, length: Int, at offset: Int) {
        u32(data, at: offset)
        u32(UInt32(length), at: offset + 4)
    }

    /// Copies `source` to `offset` and puts a NUL after it.
    func terminated(_ source: UnsafeBufferPointer<UInt8>, at offset: Int) {
        UnsafeMutableRawBufferPointer(rebasing: bytes[offset..<(offset + source.count)])
            .copyMemory(from: UnsafeRawBufferPointer(source))
        bytes[offset + source.count] = 0
    }
}
