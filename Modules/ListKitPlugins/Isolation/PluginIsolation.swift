#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPluginModel

/// How isolated plugins run: each plugin file in a `listkit-plugin-host`
/// process of its own, every call sent to it over pipes, so that a plugin
/// that crashes, exits or hangs becomes a `PluginError` naming the plugin,
/// the kind, the function and, where known, the item.
///
/// Starting a host sets `SIGPIPE` to be ignored in this process, so that
/// writing to a host that died is an error rather than the end of the process.
///
/// ```swift
/// let loader = PluginLoader(isolation: PluginIsolation.standard())
/// let plugin = try loader.load(path: "/opt/plugins/libBadge.so")   // runs in its own process
/// ```
public struct PluginIsolation: Sendable, Hashable {
    /// The default time limit of one call, in seconds.
    public static let defaultCallTimeout = 2.0
    /// The environment variable naming the host executable.
    public static let hostVariable = "LISTKIT_PLUGIN_HOST"
    /// The host executable's file name.
    public static let hostName = "listkit-plugin-host"

    /// The `listkit-plugin-host` executable.
    public var hostExecutable: String
    /// The most a call (or loading the plugin) may take, in seconds; the host
    /// is killed past it.
    public var callTimeout: Double

    /// Isolation with the given host and time limit.
    public init(hostExecutable: String, callTimeout: Double = PluginIsolation.defaultCallTimeout) {
        self.hostExecutable = hostExecutable
        self.callTimeout = callTimeout
    }

    /// Isolation with the host named by `LISTKIT_PLUGIN_HOST`, else the
    /// `listkit-plugin-host` beside this process's executable (where SwiftPM
    /// builds it), and the given time limit (finite and positive).
    public static func standard(callTimeout: Double = defaultCallTimeout) -> PluginIsolation {
        if let named = getenv(hostVariable).map({ String(cString: $0) }), !named.isEmpty {
            return PluginIsolation(hostExecutable: named, callTimeout: callTimeout)
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = length > 0 ? String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return PluginIsolation(hostExecutable: folder + "/" + hostName, callTimeout: callTimeout)
    }
}
