#if canImport(Glibc)
import Glibc
#endif

/// Sets glibc's allocator so that memory a benchmark frees stays in the
/// process between iterations (no trimming, no `mmap` per large block, a
/// large top pad), whatever the environment says: every iteration, and
/// every run, then measures the same work rather than the system's page
/// faults. The same settings as `MALLOC_TRIM_THRESHOLD_`,
/// `MALLOC_MMAP_THRESHOLD_` and `MALLOC_TOP_PAD_` set high.
///
/// - Returns: whether glibc took every setting.
@discardableResult
public func steadyAllocator() -> Bool {
    #if canImport(Glibc)
    // `mallopt` is in <malloc.h>, which Swift's Glibc module leaves out:
    // found by name instead.
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    // <malloc.h>'s M_TRIM_THRESHOLD (−1), M_TOP_PAD (−2) and
    // M_MMAP_THRESHOLD (−3). The mmap threshold's largest value on 64-bit
    // glibc is 32 MiB.
    let trimmed = mallopt(-1, Int32.max) == 1
    let padded = mallopt(-2, 256 << 20) == 1
    let mapped = mallopt(-3, 32 << 20) == 1
    return trimmed && mapped && padded
    #else
    return false
    #endif
}
