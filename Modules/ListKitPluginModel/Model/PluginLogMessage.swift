/// A message a plugin logged through the host's `log` service.
public struct PluginLogMessage: Hashable, Sendable, CustomStringConvertible {
    /// The path of the plugin that logged it.
    public var path: String
    /// How serious it is.
    public var level: PluginLogLevel
    /// The text, with invalid UTF-8 repaired.
    public var text: String

    /// Creates a message.
    /// The plugin's file name (the last part of its path), as output shows it.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

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
