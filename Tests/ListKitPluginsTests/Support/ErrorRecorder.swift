import ListKitPlugins
import Synchronization

/// Collects the errors a ``PluginComponent`` reports, from any thread.
final class ErrorRecorder: Sendable {
    /// Every error, in order.
    private let errors = Mutex<[PluginError]>([])

    /// A handler that records into this recorder.
    var handler: @Sendable (PluginError) -> Void {
        { error in self.errors.withLock { $0.append(error) } }
    }

    /// The errors so far.
    var recorded: [PluginError] { errors.withLock { $0 } }
}
