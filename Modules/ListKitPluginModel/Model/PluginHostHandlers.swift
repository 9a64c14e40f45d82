/// What the host does when a plugin uses its services: log a message or
/// invalidate a kind.
///
/// Handlers run on the thread the plugin calls from, possibly while a call
/// into that plugin is in progress; they must return quickly and must not
/// call into the plugin (such a call throws
/// ``PluginError/reentrantCall(path:kind:function:)``).
public struct PluginHostHandlers: Sendable {
    /// Called for every message a plugin logs.
    public var log: @Sendable (PluginLogMessage) -> Void
    /// Called when a plugin invalidates a kind.
    public var invalidate: @Sendable (PluginInvalidation) -> Void

    /// Creates handlers; both default to doing nothing.
    public init(
        log: @escaping @Sendable (PluginLogMessage) -> Void = { _ in },
        invalidate: @escaping @Sendable (PluginInvalidation) -> Void = { _ in }
    ) {
        self.log = log
        self.invalidate = invalidate
    }

    /// Handlers that ignore every message and invalidation.
    public static let silent = PluginHostHandlers()
}
