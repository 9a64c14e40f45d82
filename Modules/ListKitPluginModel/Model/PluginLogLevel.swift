/// The level of a message a plugin logs, the ABI's `LK_LOG_*` values.
public enum PluginLogLevel: Int32, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Detail for the plugin's author (`LK_LOG_DEBUG`).
    case debug = 0
    /// Something worth knowing (`LK_LOG_INFO`).
    case info = 1
    /// Something looks wrong but the call goes on (`LK_LOG_WARNING`).
    case warning = 2
    /// Why a call fails (`LK_LOG_ERROR`).
    case error = 3

    /// The level of an ABI value; values the ABI does not define count as errors.
    package init(abiValue: Int32) {
        self = PluginLogLevel(rawValue: abiValue) ?? .error
    }

    /// `debug`, `info`, `warning` or `error`.
    public var description: String {
        switch self {
        case .debug: return "debug"
        case .info: return "info"
        case .warning: return "warning"
        case .error: return "error"
        }
    }
}
