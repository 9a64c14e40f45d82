/// A plugin that passed every check: its description and its kinds, ready
/// to call.
///
/// Its library stays loaded for the life of the process.
public final class LoadedPlugin: Sendable, CustomStringConvertible {
    /// The name, version, ABI and kinds the plugin declared.
    public let info: PluginInfo
    /// The kinds, in the order of the plugin's kind table.
    public let kinds: [PluginKind]

    /// Creates a loaded plugin.
    package init(info: PluginInfo, kinds: [PluginKind]) {
        self.info = info
        self.kinds = kinds
    }

    /// The absolute path the plugin was loaded from.
    public var path: String { info.path }

    /// The kind with this id, if the plugin has it.
    public func kind(_ id: String) -> PluginKind? {
        kinds.first { $0.id == id }
    }

    /// `Badge 1.0.0 (/opt/plugins/libBadge.so)`.
    public var description: String { "\(info.name) \(info.version) (\(path))" }
}
