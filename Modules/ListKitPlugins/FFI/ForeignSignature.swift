import CFFI
import ListKitPluginModel

/// One prepared libffi call interface (`ffi_cif`): a return type and
/// argument types, prepared once and reused for every call of that shape.
///
/// Allocated once and never freed.
final class ForeignSignature: @unchecked Sendable {
    /// The prepared interface. Written only by `ffi_prep_cif` in `init`, read
    /// (never written) by `ffi_call` afterwards, so sharing it across threads
    /// is safe.
    let cif: UnsafeMutablePointer<ffi_cif>
    /// The C declaration it stands for, for messages.
    let name: String

    /// Prepares a signature.
    ///
    /// - Throws: the reason in words when libffi refuses it.
    init(_ name: String, returns: UnsafeMutablePointer<ffi_type>, arguments: [UnsafeMutablePointer<ffi_type>]) throws(ForeignSetupFailure) {
        let types = UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>.allocate(capacity: max(arguments.count, 1))
        for (index, argument) in arguments.enumerated() {
            (types + index).initialize(to: argument)
        }
        let cif = UnsafeMutablePointer<ffi_cif>.allocate(capacity: 1)
        let status = ffi_prep_cif(cif, listkit_ffi_default_abi(), UInt32(arguments.count), returns, types)
        guard status == FFI_OK else {
            throw ForeignSetupFailure(reason: "ffi_prep_cif failed for \(name) (status \(status.rawValue))")
        }
        self.cif = cif
        self.name = name
    }
}

/// Why libffi could not prepare the host's call signatures.
struct ForeignSetupFailure: Error, Hashable, Sendable {
    /// What failed, in words.
    var reason: String
}
