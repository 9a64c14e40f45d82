/// Work buffers of the diff, uninitialized and without `Array`'s checks.
///
/// They are allocated with the element's own alignment, never more: an
/// over-aligned request (such as 2 MiB, for huge pages) reaches glibc's
/// `malloc` as `posix_memalign`, which asks for the size plus the alignment.
/// glibc raises its mapping threshold to the size of a mapped block when it
/// is freed, but that size leaves the alignment's slack out, so the next
/// request of the same size stays above the threshold: once an arena has
/// been trimmed, every diff of a million rows maps its workspace anew,
/// faults it in page by page and unmaps it again, and the arena keeps being
/// trimmed (measured in a process running two copies of the diff: about
/// 6,700 page faults and 1.8× the time per diff of a million rows).
@usableFromInline
enum LargeBuffer {
    /// Room for `count` values of `T` (at least one), uninitialized; free it
    /// with ``deallocate(_:)``.
    @usableFromInline
    static func allocate<T>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer<T>.allocate(capacity: Swift.max(count, 1))
    }

    /// Frees a buffer from ``allocate(_:count:)``.
    @usableFromInline
    static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
        pointer.deallocate()
    }
}
