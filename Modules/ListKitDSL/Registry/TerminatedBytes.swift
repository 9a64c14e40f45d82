/// Bytes followed by a NUL byte, stored inside the object itself (one heap
/// allocation: the object's header, the count, then the bytes), in memory
/// that neither moves nor changes while the object lives: what the plugin
/// ABI's `lk_bytes` points at. ``ComponentProps`` keep their text in one, so
/// that plugin props share it instead of copying it.
///
/// One allocation per props keeps a batch's props close together: props
/// made one after the other lie one after the other, so a plugin reading a
/// batch's props in order reads memory in order (with an array, an object and
/// the bytes allocated apart, it read one allocation in three, which made a
/// large batch wait on memory whenever something else evicted the cache;
/// see the plugin benchmarks' README). The header is the number of bytes
/// before the NUL.
package final class TerminatedBytes: ManagedBuffer<Int, UInt8> {
    /// A copy of `bytes` with a NUL after them.
    package static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> TerminatedBytes {
        let object = unsafeDowncast(
            create(minimumCapacity: bytes.count &+ 1) { _ in bytes.count }, to: TerminatedBytes.self)
        object.withUnsafeMutablePointerToElements { start in
            if let base = bytes.baseAddress { start.initialize(from: base, count: bytes.count) }
            (start + bytes.count).initialize(to: 0)
        }
        return object
    }

    /// The first byte. The bytes lie inside this object, which never moves,
    /// so the address stays valid while the object lives (longer than the
    /// closure of `withUnsafeMutablePointerToElements`, which is the point).
    package var address: UnsafePointer<UInt8> {
        withUnsafeMutablePointerToElements { UnsafePointer($0) }
    }

    /// The number of bytes before the NUL.
    package var count: Int { header }

    /// Calls `body` with the bytes (the NUL not counted), valid during the call.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeMutablePointerToElements { body(UnsafeBufferPointer(start: $0, count: header)) }
    }
}
