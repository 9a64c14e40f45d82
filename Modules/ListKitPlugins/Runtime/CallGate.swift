#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
import ListKitPluginModel

/// Serialises the calls into one loaded library and refuses re-entrant ones.
///
/// The ABI promises a plugin that the host never makes two calls into it at
/// the same time. A call made from a host service handler while a call into
/// the same library is in progress on that thread would deadlock (or, with a
/// recursive lock, re-enter code that does not expect it), so it is refused.
///
/// There is one gate per library, shared by every `LoadedPlugin` loaded
/// from it (see ``CallGate/forLibrary(_:)``).
final class CallGate: Sendable {
    /// Held for the whole of each call.
    private let serial = Mutex(())
    /// The thread inside a call, or 0.
    private let owner = Atomic<UInt>(0)
    /// The text of the last error-level message the library logged during the
    /// current call.
    private let lastError = Mutex<String?>(nil)

    /// Runs `body` as one call into the library.
    ///
    /// - Returns: the body's result and the last error the library logged
    ///   while it ran, or `nil` when this thread is already inside a call
    ///   into the library.
    func enter<Value: Sendable>(_ body: () -> Value) -> (value: Value, loggedError: String?)? {
        let thread = Self.currentThread
        guard owner.load(ordering: .acquiring) != thread else { return nil }
        return serial.withLock { _ in
            owner.store(thread, ordering: .releasing)
            lastError.withLock { $0 = nil }
            let value = body()
            let logged = lastError.withLock { message in
                let text = message
                message = nil
                return text
            }
            owner.store(0, ordering: .releasing)
            return (value, logged)
        }
    }

    /// Remembers an error-level message the library logged.
    func noteError(_ text: String) {
        lastError.withLock { $0 = text }
    }

    /// An identifier of the calling thread, never 0.
    static var currentThread: UInt {
        #if canImport(Glibc)
        return UInt(pthread_self())
        #else
        return UInt(bitPattern: pthread_self())
        #endif
    }
}
