#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPluginABI

/// A kind's C `measure` function, called directly as a `@convention(c)`
/// function pointer: the baseline of a call through libffi.
///
/// Found the way the loader finds it, minus the checks and libffi: `dlopen`
/// (the same flags, so the same library the loader opens), `dlsym` of the
/// entry point, a direct call of the entry point with no host table, and the
/// kind's table. Make it before loading the plugin with `PluginLoader`, which
/// calls the entry point again with the real host table.
struct DirectMeasure: @unchecked Sendable {
    // @unchecked: a C function pointer and the kind's context, both valid
    // for the life of the process (the library is never closed).

    /// The kind's `measure`.
    let function: @convention(c) (UnsafeMutableRawPointer?, lk_size, lk_bytes, UnsafeMutablePointer<lk_status>?) -> lk_size
    /// The kind's `context`, passed back as the first argument.
    let context: UnsafeMutableRawPointer?

    /// Finds `measure` of the kind `kindID` in the plugin at the absolute `path`.
    ///
    /// - Throws: a ``FixtureError`` saying what is missing.
    init(path: String, kindID: String) throws {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            throw FixtureError(description: "dlopen \(path): " + (dlerror().map { String(cString: $0) } ?? "failed"))
        }
        guard let symbol = dlsym(handle, LK_PLUGIN_ENTRY_SYMBOL) else {
            throw FixtureError(description: "\(path) has no \(LK_PLUGIN_ENTRY_SYMBOL)")
        }
        let entry = unsafeBitCast(symbol, to: lk_plugin_entry_fn.self)
        guard let descriptor = entry(nil), let kinds = descriptor.pointee.kinds else {
            throw FixtureError(description: "\(path): the entry point returned no kinds")
        }
        for index in 0..<descriptor.pointee.kind_count {
            guard let kind = kinds[index], let id = kind.pointee.kind_id, String(cString: id) == kindID else { continue }
            guard let measure = kind.pointee.measure else {
                throw FixtureError(description: "\(path): kind \(kindID) has no measure")
            }
            function = measure
            context = kind.pointee.context
            return
        }
        throw FixtureError(description: "\(path) has no kind \(kindID)")
    }

    /// Measures once, with `props` (JSON bytes followed by a NUL).
    @inline(__always)
    func callAsFunction(_ proposed: lk_size, _ props: lk_bytes, _ status: UnsafeMutablePointer<lk_status>) -> lk_size {
        function(context, proposed, props, status)
    }
}
