/// Bytes followed by a NUL byte, stored inside the object itself (one heap
/// allocation: the object's header, the count, then the bytes), in memory
/// that neither moves nor changes while the object lives: what the ABI's
/// `lk_bytes` points at.
///
/// One allocation per props keeps a batch's props close together: props
/// made one after the other lie one after the other, so a plugin reading a
/// batch's props in order reads memory in order (with an array, an object and
/// the bytes allocated apart, it read one allocation in three, which made a
/// large batch wait on memory whenever something else evicted the cache;
/// see the plugin benchmarks' README). The header is the number of bytes
/// before the NUL.
final class TerminatedBytes: ManagedBuffer<Int, UInt8> {
    /// A copy of `bytes` with a NUL after them.
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> TerminatedBytes {
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
    var address: UnsafePointer<UInt8> {
        withUnsafeMutablePointerToElements { UnsafePointer($0) }
    }
}
