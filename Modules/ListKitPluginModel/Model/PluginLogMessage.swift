/// A message a plugin logged through the host's `log` service.
public struct PluginLogMessage: Hashable, Sendable, CustomStringConvertible {
    /// The path of the plugin that logged it.
    public var path: String
    /// How serious it is.
    public var level: PluginLogLevel
    /// The text, with invalid UTF-8 repaired.
    public var text: String

    /// Creates a message.
    public init(path: String, level: PluginLogLevel, text: String) {
        self.path = path
        self.level = level
        self.text = text
    }

    /// The longest message a host keeps, in bytes, whichever backend runs
    /// the plugin; longer ones are cut (a WebAssembly plugin's limits may
    /// set another, `WasmPluginLimits.maximumLogMessageBytes`).
    public static let maximumLength = 4096

    /// `<path>: warning: <text>`.
    public var description: String { "\(path): \(level): \(text)" }
}
