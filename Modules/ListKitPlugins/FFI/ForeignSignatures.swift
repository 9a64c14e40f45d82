import CFFI
import ListKitPluginABI
import ListKitPluginModel

/// The prepared signatures of every ABI function the host calls, one per
/// shape, shared by every plugin and kind.
///
/// Prepared together, once, on first use: libffi fills in the sizes of the
/// shared struct descriptions while preparing, so they must not be prepared
/// from two threads at once.
final class ForeignSignatures: Sendable {
    /// `const lk_plugin_descriptor *(*)(const lk_host_services *)`.
    let entry: ForeignSignature
    /// `lk_size (*)(void *, lk_size, lk_bytes, lk_status *)`.
    let measure: ForeignSignature
    /// `lk_status (*)(void *, const lk_measure_request *, size_t, lk_size *, size_t *)`.
    let measureBatch: ForeignSignature
    /// `lk_status (*)(void *, lk_size, lk_bytes, lk_display_list *)`.
    let render: ForeignSignature
    /// `lk_status (*)(void *, lk_bytes, lk_bytes)`: `will_display` and `did_end_display`.
    let lifecycle: ForeignSignature
    /// `lk_status (*)(void *, lk_bytes, lk_bytes, lk_visibility_event, double, double)`: `visibility_changed`.
    let visibility: ForeignSignature
    /// `lk_status (*)(void *, lk_bytes, lk_accessibility *)`: `accessibility`.
    let accessibility: ForeignSignature

    /// The signatures, or why libffi could not prepare them.
    static let shared: Result<ForeignSignatures, ForeignSetupFailure> = {
        do throws(ForeignSetupFailure) {
            return .success(try ForeignSignatures())
        } catch {
            return .failure(error)
        }
    }()

    /// Prepares every signature and checks that libffi lays the structs out
    /// as the C header does.
    private init() throws(ForeignSetupFailure) {
        let pointer = listkit_ffi_type_pointer()
        let status = listkit_ffi_type_sint32()
        let double = listkit_ffi_type_double()
        let size = ForeignStructType.make([double, double])
        let bytes = ForeignStructType.make([pointer, ForeignStructType.size])
        entry = try ForeignSignature("listkit_plugin_entry", returns: pointer, arguments: [pointer])
        measure = try ForeignSignature("measure", returns: size, arguments: [pointer, size, bytes, pointer])
        measureBatch = try ForeignSignature(
            "measure_batch", returns: status, arguments: [pointer, pointer, ForeignStructType.size, pointer, pointer])
        render = try ForeignSignature("render", returns: status, arguments: [pointer, size, bytes, pointer])
        lifecycle = try ForeignSignature("will_display", returns: status, arguments: [pointer, bytes, bytes])
        visibility = try ForeignSignature(
            "visibility_changed", returns: status,
            arguments: [pointer, bytes, bytes, listkit_ffi_type_uint32(), double, double])
        accessibility = try ForeignSignature("accessibility", returns: status, arguments: [pointer, bytes, pointer])
        try Self.expect(size, matches: lk_size.self, "lk_size")
        try Self.expect(bytes, matches: lk_bytes.self, "lk_bytes")
    }

    /// Throws when libffi's idea of a struct's size or alignment is not Swift's.
    private static func expect<T>(_ type: UnsafeMutablePointer<ffi_type>, matches: T.Type, _ name: String) throws(ForeignSetupFailure) {
        guard type.pointee.size == MemoryLayout<T>.size, Int(type.pointee.alignment) == MemoryLayout<T>.alignment else {
            throw ForeignSetupFailure(reason: "libffi lays out \(name) in \(type.pointee.size) bytes aligned to "
                + "\(type.pointee.alignment), the header in \(MemoryLayout<T>.size) aligned to \(MemoryLayout<T>.alignment)")
        }
    }
}
