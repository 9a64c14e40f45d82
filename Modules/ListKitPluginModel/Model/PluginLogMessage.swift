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

    /// `<path>: warning: <text>`.
    public var description: String { "\(path): \(level): \(text)" }
}
