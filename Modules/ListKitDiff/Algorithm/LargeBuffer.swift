/// Work buffers of the diff, uninitialized and without `Array`'s checks.
/// Those of several megabytes (a diff of a million rows) are aligned to
/// 2 MiB, so that a kernel that backs large allocations with transparent
/// huge pages can: their accesses are scattered (an identifier's partition,
/// a target's result), and with 4 KiB pages most of them miss the TLB.
/// (ListKitDiff imports nothing, so it does not ask the kernel itself.)
@usableFromInline
enum LargeBuffer {
    /// The size from which a buffer is aligned to a huge page: 4 MiB.
    static let hugePageThreshold = 4 << 20
    /// A huge page's size and alignment: 2 MiB.
    static let hugePageSize = 2 << 20

    /// Room for `count` values of `T`, uninitialized; free it with
    /// ``deallocate(_:)``.
    @usableFromInline
    static func allocate<T>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let capacity = Swift.max(count, 1)
        let bytes = capacity &* MemoryLayout<T>.stride
        let alignment = bytes >= hugePageThreshold ? hugePageSize : MemoryLayout<T>.alignment
        return UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: alignment)
            .bindMemory(to: T.self, capacity: capacity)
    }

    /// Frees a buffer from ``allocate(_:count:)``.
    @usableFromInline
    static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
        UnsafeMutableRawPointer(pointer).deallocate()
    }
}
