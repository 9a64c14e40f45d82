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

    /// The addresses to call.
    let functions: KindFunctions
    /// The plugin's library's call gate.
    let gate: CallGate
    /// The prepared call signatures.
    let signatures: ForeignSignatures
    /// The display list room the kind needed last, to start the next render with.
    let renderRoom = Mutex(DisplayListRoom.initial)

    /// Creates a kind of a loaded plugin.
    init(info: PluginKindInfo, pluginPath: String, functions: KindFunctions, gate: CallGate, signatures: ForeignSignatures) {
        self.id = info.id
        self.info = info
        self.pluginPath = pluginPath
        self.functions = functions
        self.gate = gate
        self.signatures = signatures
    }

    /// `com.listkit.badge (from /opt/plugins/libBadge.so)`.
    public var description: String { "\(id) (from \(pluginPath))" }

    /// Runs one call into the plugin through its gate.
    ///
    /// - Throws: ``PluginError/reentrantCall(path:kind:function:)`` when this
    ///   thread is already inside a call into the plugin.
    func enter<Value: Sendable>(
        _ function: PluginFunction, _ body: () -> Value
    ) throws(PluginError) -> (value: Value, loggedError: String?) {
        guard let result = gate.enter(body) else {
            throw .reentrantCall(path: pluginPath, kind: id, function: function)
        }
        return result
    }

    /// The error for a failure status: props rejected, or a failed call.
    func failure(_ status: Int32, _ function: PluginFunction, message: String?) -> PluginError {
        if status == PluginStatus.invalidProps {
            return .propsRejected(path: pluginPath, kind: id, function: function, message: message)
        }
        return .callFailed(path: pluginPath, kind: id, function: function, status: status, message: message)
    }
}
