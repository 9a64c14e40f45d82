// The heap's peak during one piece of work, from package-benchmark's malloc
// interposer (the `MallocInterposer` trait): the interposer counts the bytes
// every `malloc` asks for and every `free` gives back, and calls a hook after
// each counted allocation. What is held grows only at an allocation, so the
// largest "allocated − freed" seen by the hook is the peak. Counting is on
// while a benchmark that asks for malloc metrics runs.

/// The interposer's counters (`malloc_interposer_get_stats` in its C library).
@_silgen_name("malloc_interposer_get_stats")
func interposerStatistics(
    _ mallocCount: UnsafeMutablePointer<Int64>, _ mallocBytes: UnsafeMutablePointer<Int64>,
    _ mallocSmall: UnsafeMutablePointer<Int64>, _ mallocLarge: UnsafeMutablePointer<Int64>,
    _ freeCount: UnsafeMutablePointer<Int64>, _ freeBytes: UnsafeMutablePointer<Int64>)

/// Installs (or, with nil, removes) the interposer's allocation hook.
@_silgen_name("malloc_interposer_set_allocation_hook")
func setInterposerAllocationHook(_ hook: (@convention(c) (Int) -> Void)?)

/// The most bytes held at once during a piece of work, above what was held
/// when it began.
enum HeapPeak {
    /// The highest "allocated − freed" the hook has seen since `rise(during:)` began.
    nonisolated(unsafe) static var highest: Int64 = 0

    /// The interposer's allocated bytes minus its freed bytes, now.
    static func held() -> Int64 {
        var count: Int64 = 0, bytes: Int64 = 0, small: Int64 = 0, large: Int64 = 0
        var freeCount: Int64 = 0, freeBytes: Int64 = 0
        interposerStatistics(&count, &bytes, &small, &large, &freeCount, &freeBytes)
        return bytes - freeBytes
    }

    /// How far the bytes held rose, at most, above their level before
    /// `work`; 0 when nothing it allocated outlived a free of older memory.
    /// Single-threaded work only: the counters are the whole process's.
    static func rise(during work: () -> Void) -> Int {
        let start = held()
        highest = start
        setInterposerAllocationHook { _ in
            let now = HeapPeak.held()
            if now > HeapPeak.highest { HeapPeak.highest = now }
        }
        work()
        setInterposerAllocationHook(nil)
        return Int(highest - start)
    }
}
