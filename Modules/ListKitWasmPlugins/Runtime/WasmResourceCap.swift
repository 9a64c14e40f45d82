import Synchronization
// The store's resource limiter is WasmKit SPI (its fuzzers use it); it is
// the only way to refuse a `memory.grow` as it happens, before the memory
// is committed.
@_spi(Fuzzing) import WasmKit

/// Refuses memory and table growth past a plugin's limits, and remembers
/// that it did, so that a call that then fails is reported as having hit
/// the memory limit.
final class WasmResourceCap: ResourceLimiter {
    /// The most bytes the linear memory may grow to.
    let maximumMemoryBytes: Int
    /// The most entries a table may grow to.
    let maximumTableElements: Int
    /// Whether a memory growth was refused since the last ``takeRefusal()``.
    private let refused = Atomic<Bool>(false)

    /// A cap with these limits.
    init(maximumMemoryBytes: Int, maximumTableElements: Int) {
        self.maximumMemoryBytes = maximumMemoryBytes
        self.maximumTableElements = maximumTableElements
    }

    /// Allows growth up to the limit; refuses (and remembers) the rest.
    func limitMemoryGrowth(to desired: Int) throws -> Bool {
        guard desired <= maximumMemoryBytes else {
            refused.store(true, ordering: .relaxed)
            return false
        }
        return true
    }

    /// Allows table growth up to the limit.
    func limitTableGrowth(to desired: Int) throws -> Bool {
        desired <= maximumTableElements
    }

    /// Whether a memory growth was refused since the last call; clears it.
    func takeRefusal() -> Bool {
        refused.exchange(false, ordering: .relaxed)
    }
}
