import ListKitCore
import Synchronization

/// One component kind of a loaded plugin: measure, render and lifecycle calls
/// into the plugin, each through libffi, each checked.
///
/// ```swift
/// let registry = PluginRegistry()
/// try registry.load(path: "/opt/plugins/libBadge.so")
/// if let badge = registry.kind("com.listkit.badge") {
///     let props = PluginProps(json: #"{"text": "NEW"}"#)
///     let size = try badge.measure(proposed: Size(width: 375, height: .infinity), props: props)
///     let operations = try badge.render(size: size, props: props)
/// }
/// ```
///
/// Calls into one plugin never overlap: they wait for each other, from any
/// thread.
public final class PluginKind: Sendable, CustomStringConvertible {
    /// The kind's reverse-DNS id.
    public let id: String
    /// What the plugin says about the kind.
    public let info: PluginKindInfo
    /// The path of the plugin that provides it.
    public let pluginPath: String

    /// The raw calls: into this process's copy of the plugin, or its host process's.
    package let caller: any KindCaller
    /// The display list room the kind needed last, to start the next render with.
    let renderRoom = Mutex(DisplayListRoom.initial)

    /// Creates a kind whose calls go through `caller`.
    package init(info: PluginKindInfo, pluginPath: String, caller: any KindCaller) {
        self.id = info.id
        self.info = info
        self.pluginPath = pluginPath
        self.caller = caller
    }

    /// `com.listkit.badge (from /opt/plugins/libBadge.so)`.
    public var description: String { "\(id) (from \(pluginPath))" }

    /// The error for a failure status: props rejected, or a failed call.
    package func failure(_ status: Int32, _ function: PluginFunction, message: String?) -> PluginError {
        if status == PluginStatus.invalidProps {
            return .propsRejected(path: pluginPath, kind: id, function: function, message: message)
        }
        return .callFailed(path: pluginPath, kind: id, function: function, status: status, message: message)
    }
}
