import ListKitPluginABI
import ListKitPluginModel

/// The `lk_host_services` table handed to one plugin's entry point, and what
/// its functions need: the plugin's path, the host's handlers and the
/// library's call gate.
///
/// A plugin may keep the table's address for the life of the process, so the
/// table and this object are allocated once and never freed.
final class HostServices: Sendable {
    /// The plugin's path, named in messages and invalidations.
    let path: String
    /// What the host does with a message or an invalidation.
    let handlers: PluginHostHandlers
    /// The gate of the plugin's library, told about error messages.
    let gate: CallGate
    /// The table, allocated once and never freed.
    nonisolated(unsafe) let table: UnsafeMutablePointer<lk_host_services>

    /// Creates the services of one plugin and their table; both live forever.
    static func make(path: String, handlers: PluginHostHandlers, gate: CallGate) -> HostServices {
        let services = HostServices(path: path, handlers: handlers, gate: gate)
        services.table.pointee.host_context = Unmanaged.passRetained(services).toOpaque()
        return services
    }

    /// Creates the services and a table whose context is not yet set.
    private init(path: String, handlers: PluginHostHandlers, gate: CallGate) {
        self.path = path
        self.handlers = handlers
        self.gate = gate
        table = UnsafeMutablePointer<lk_host_services>.allocate(capacity: 1)
        table.initialize(to: lk_host_services(
            struct_size: UInt32(MemoryLayout<lk_host_services>.size), abi_version: LK_PLUGIN_ABI_VERSION,
            host_context: nil, log: hostLog, invalidate: hostInvalidate))
    }

    /// The services a table passed back by a plugin belongs to.
    static func from(_ table: UnsafePointer<lk_host_services>?) -> HostServices? {
        guard let context = table?.pointee.host_context else { return nil }
        return Unmanaged<HostServices>.fromOpaque(context).takeUnretainedValue()
    }
}

/// `lk_host_services.log`: hands the message to the host's handler, and
/// remembers errors for the error of the call in progress.
private func hostLog(
    _ table: UnsafePointer<lk_host_services>?, _ level: lk_log_level, _ message: UnsafePointer<CChar>?, _ length: Int
) {
    guard let services = HostServices.from(table), let message, length >= 0 else { return }
    let count = min(length, PluginLogMessage.maximumLength)
    let text = String(decoding: UnsafeRawBufferPointer(start: message, count: count), as: UTF8.self)
    let level = PluginLogLevel(abiValue: level)
    if level == .error { services.gate.noteError(text) }
    services.handlers.log(PluginLogMessage(path: services.path, level: level, text: text))
}

/// `lk_host_services.invalidate`: hands the kind id to the host's handler.
private func hostInvalidate(_ table: UnsafePointer<lk_host_services>?, _ kindID: UnsafePointer<CChar>?) {
    guard let services = HostServices.from(table),
          case .success(let id) = PluginString.read(kindID, limit: KindIdentifier.maximumLength) else { return }
    services.handlers.invalidate(PluginInvalidation(path: services.path, kindID: id))
}
