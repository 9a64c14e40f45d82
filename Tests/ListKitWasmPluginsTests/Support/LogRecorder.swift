import ListKitPluginModel
import Synchronization

/// Collects what plugins log, for tests to compare.
final class LogRecorder: Sendable {
    /// The messages, in order.
    private let messages = Mutex<[PluginLogMessage]>([])

    /// Handlers that record every message.
    var handlers: PluginHostHandlers {
        PluginHostHandlers(log: { message in self.messages.withLock { $0.append(message) } })
    }

    /// The texts logged so far; clears them.
    func take() -> [String] {
        messages.withLock { list in
            defer { list = [] }
            return list.map(\.text)
        }
    }
}
