#if canImport(Glibc)
import Glibc
#endif

/// Work buffers of the diff. Those of several megabytes (a diff of a million
/// rows) are aligned to 2 MiB and, on Linux, offered to the kernel for huge
/// pages: their accesses are scattered (an identifier's partition, a
/// target's result), and with 4 KiB pages most of them would miss the TLB.
@usableFromInline
enum LargeBuffer {
    /// The size from which a buffer asks for huge pages: 4 MiB.
    static let hugePageThreshold = 4 << 20
    /// A huge page's size and alignment: 2 MiB.
    static let hugePageSize = 2 << 20

    /// Room for `count` values of `T`, uninitialized; free it with
    /// ``deallocate(_:)``.
    @usableFromInline
    static func allocate<T>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let bytes = Swift.max(count, 1) &* MemoryLayout<T>.stride
        #if canImport(Glibc)
        if bytes >= hugePageThreshold {
            var memory: UnsafeMutableRawPointer?
            if posix_memalign(&memory, hugePageSize, bytes) == 0, let memory {
                _ = madvise(memory, bytes, MADV_HUGEPAGE)
                return memory.bindMemory(to: T.self, capacity: Swift.max(count, 1))
            }
        }
        #endif
        return .allocate(capacity: Swift.max(count, 1))
    }

    /// Frees a buffer from ``allocate(_:count:)``.
    @usableFromInline
    static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
        // posix_memalign's memory is freed by free, as malloc's is; Swift's
        // allocate is malloc on Linux.
        #if canImport(Glibc)
        free(pointer)
        #else
        pointer.deallocate()
        #endif
    }
}
