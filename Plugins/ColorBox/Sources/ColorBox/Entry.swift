import ListKitPluginABI

/// The host's services, kept from the entry point. Written only there; the
/// host calls the entry point before anything else and never concurrently
/// with another call into this plugin.
nonisolated(unsafe) var host: UnsafePointer<lk_host_services>?

/// The one symbol a ListKit plugin exports. `@_cdecl` gives it C linkage
/// under the name the host looks up.
@_cdecl("listkit_plugin_entry")
public func listkitPluginEntry(_ services: UnsafePointer<lk_host_services>?) -> UnsafePointer<lk_plugin_descriptor>? {
    host = services
    return descriptor
}

/// Logs a message through the host.
func log(_ level: Int32, _ message: String) {
    guard let host, let log = host.pointee.log else { return }
    var message = message
    message.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { text in
            log(host, level, text.baseAddress, text.count)
        }
    }
}
