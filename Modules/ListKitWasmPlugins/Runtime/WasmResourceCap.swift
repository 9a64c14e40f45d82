import Synchronization
// The store's resource limiter is WasmKit SPI (its fuzzers use it); it is
// the only way to refuse a `memory.grow` as it happens, before the memory
// is committed.
@_spi(Fuzzing) import WasmKit

/// Stops a call whose memory would grow past the plugin's limit, and
/// refuses table growth past its limit.
///
/// A memory growth past the limit does not return −1 to the plugin (which
/// could try again and again until its fuel runs out); it ends the call,
/// which the host reports as having hit the memory limit.
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

    /// Allows growth up to the limit; past it, remembers the refusal and
    /// stops the call.
    ///
    /// - Throws: ``MemoryLimitExceeded`` past the limit.
    func limitMemoryGrowth(to desired: Int) throws -> Bool {
        guard desired <= maximumMemoryBytes else {
            refused.store(true, ordering: .relaxed)
            throw MemoryLimitExceeded(desired: desired)
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

/// A memory growth past the plugin's limit: what stops the call.
struct MemoryLimitExceeded: Error {
    /// The size the memory would have grown to, in bytes.
    var desired: Int
}
