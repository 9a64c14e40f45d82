/// What a plugin that passed every check says about itself.
///
/// ListKitPlugins' `PluginLoader.inspect(path:)` returns it without registering the plugin:
/// ```swift
/// switch PluginLoader().inspect(path: "/opt/plugins/libBadge.so") {
/// case .success(let info): print(info.description)
/// case .failure(let error): print(error.description)   // one line, path first
/// }
/// ```
public struct PluginInfo: Hashable, Sendable, CustomStringConvertible {
    /// The absolute path the plugin was loaded from.
    public var path: String
    /// The plugin's name, such as `Badge`.
    public var name: String
    /// The plugin's version, such as `1.0.0`.
    public var version: String
    /// The ABI version the plugin was built for (the host's, or it would
    /// have been refused).
    public var abiVersion: UInt32
    /// The plugin's component kinds, in the order of its kind table.
    public var kinds: [PluginKindInfo]

    /// Creates a plugin's description.
    public init(path: String, name: String, version: String, abiVersion: UInt32, kinds: [PluginKindInfo]) {
        self.path = path
        self.name = name
        self.version = version
        self.abiVersion = abiVersion
        self.kinds = kinds
    }

    /// Several lines: the path, then the name, version and ABI, then one
    /// line per kind.
    ///
    /// ```
    /// /opt/plugins/libBadge.so
    ///   name: Badge
    ///   version: 1.0.0
    ///   abi: 1
    ///   kinds: 1
    ///     com.listkit.badge (measure_batch)
    /// ```
    public var description: String {
        var lines = [path, "  name: \(name)", "  version: \(version)", "  abi: \(abiVersion)", "  kinds: \(kinds.count)"]
        lines += kinds.map { "    \($0.description)" }
        return lines.joined(separator: "\n")
    }
}
