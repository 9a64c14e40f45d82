#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPluginModel

/// `dlopen` and `dlsym`, as the loader uses them.
///
/// Libraries open with `RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE` and are never
/// closed: Swift code that has been unloaded crashes later, when the runtime
/// touches its metadata.
enum DynamicLibrary {
    /// Resolve every symbol now, keep them out of the global namespace, and
    /// never unmap the library.
    static let flags = RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE

    /// Opens the library at the absolute `path`.
    ///
    /// - Throws: `PluginError.loadFailed(path:reason:)` with `dlerror`'s message.
    static func open(_ path: String) throws(PluginError) -> UnsafeMutableRawPointer {
        _ = dlerror()
        guard let handle = dlopen(path, flags) else {
            throw .loadFailed(path: path, reason: lastError() ?? "unknown error")
        }
        return handle
    }

    /// The address of `symbol` in the library, or `nil` when it does not export it.
    static func address(of symbol: String, in handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
        _ = dlerror()
        return dlsym(handle, symbol).map { UnsafeRawPointer($0) }
    }

    /// `dlerror()`'s message, if any.
    private static func lastError() -> String? {
        dlerror().map { String(cString: $0) }
    }
}
