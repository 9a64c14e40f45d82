/// Bytes followed by a NUL byte, in memory of their own that neither moves
/// nor changes while the object lives: what the ABI's `lk_bytes` points at.
/// Unchecked `Sendable` because the memory is written once, in `init`.
final class TerminatedBytes: @unchecked Sendable {
    /// The first byte: the bytes given to `init`, then the NUL (their count
    /// is kept by the owner, ``PluginProps``).
    private let start: UnsafeMutablePointer<UInt8>

    /// A copy of `bytes` with a NUL after them.
    init(_ bytes: [UInt8]) {
        start = .allocate(capacity: bytes.count + 1)
        _ = UnsafeMutableBufferPointer(start: start, count: bytes.count).initialize(from: bytes)
        (start + bytes.count).initialize(to: 0)
    }

    deinit {
        start.deallocate()
    }

    /// The first byte, valid while this object lives.
    var address: UnsafePointer<UInt8> {
        UnsafePointer(start)
    }
}
