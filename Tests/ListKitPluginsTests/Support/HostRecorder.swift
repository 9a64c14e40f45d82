import ListKitPlugins
import Synchronization

/// Collects what plugins log and invalidate, from any thread.
final class HostRecorder: Sendable {
    /// Every message, in order.
    private let messages = Mutex<[PluginLogMessage]>([])
    /// Every invalidation, in order.
    private let invalidations = Mutex<[PluginInvalidation]>([])

    /// Handlers that record into this recorder.
    var handlers: PluginHostHandlers {
        PluginHostHandlers(
            log: { message in self.messages.withLock { $0.append(message) } },
            invalidate: { invalidation in self.invalidations.withLock { $0.append(invalidation) } })
    }

    /// The messages so far.
    var logged: [PluginLogMessage] { messages.withLock { $0 } }
    /// The invalidations so far.
    var invalidated: [PluginInvalidation] { invalidations.withLock { $0 } }
}
