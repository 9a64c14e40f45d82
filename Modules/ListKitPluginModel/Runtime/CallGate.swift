#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Serialises the calls into one loaded plugin and refuses re-entrant ones,
/// whichever backend runs it (a native library, a WebAssembly instance).
///
/// The ABI promises a plugin that the host never makes two calls into it at
/// the same time. A call made from a host service handler while a call into
/// the same library is in progress on that thread would deadlock (or, with a
/// recursive lock, re-enter code that does not expect it), so it is refused.
///
/// There is one gate per library, shared by every `LoadedPlugin` loaded
/// from it (see ``CallGate/forLibrary(_:)``).
package final class CallGate: Sendable {
    /// Creates a gate with no call in progress.
    package init() {}

    /// Held for the whole of each call.
    private let serial = Mutex(())
    /// The thread inside a call, or 0.
    private let owner = Atomic<UInt>(0)
    /// The text of the last error-level message the library logged during the
    /// current call.
    private let lastError = Mutex<String?>(nil)

    /// Runs `body` as one call into the library, unless this thread is
    /// already inside a call into it.
    ///
    /// Not generic: the backends call it from other modules, where a
    /// generic gate, even inlinable, was not specialized and looked up its
    /// result's type on every call into a plugin. A body with a result
    /// writes it to a variable of its caller.
    ///
    /// - Returns: whether `body` ran (`false` when this thread is already
    ///   inside a call into the library), and the last error the library
    ///   logged while it ran.
    package func run(_ body: () -> Void) -> (entered: Bool, loggedError: String?) {
        let thread = Self.currentThread
        guard owner.load(ordering: .acquiring) != thread else { return (false, nil) }
        return serial.withLock { _ in
            owner.store(thread, ordering: .releasing)
            lastError.withLock { $0 = nil }
            body()
            let logged = lastError.withLock { message in
                let text = message
                message = nil
                return text
            }
            owner.store(0, ordering: .releasing)
            return (true, logged)
        }
    }

    /// Remembers an error-level message the library logged.
    package func noteError(_ text: String) {
        lastError.withLock { $0 = text }
    }

    /// An identifier of the calling thread, never 0.
    @inlinable
    package static var currentThread: UInt {
        #if canImport(Glibc)
        return UInt(pthread_self())
        #else
        return UInt(bitPattern: pthread_self())
        #endif
    }
}
