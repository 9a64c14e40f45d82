import CFFI
import ListKitPluginModel

/// libffi descriptions of the ABI's structs passed by value.
///
/// Each is allocated once and never freed: prepared call signatures point at
/// them for the life of the process.
enum ForeignStructType {
    /// A new struct description with `fields` in order. libffi computes its
    /// size and alignment when the first signature using it is prepared.
    static func make(_ fields: [UnsafeMutablePointer<ffi_type>]) -> UnsafeMutablePointer<ffi_type> {
        let elements = UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>.allocate(capacity: fields.count + 1)
        for (index, field) in fields.enumerated() {
            (elements + index).initialize(to: field)
        }
        (elements + fields.count).initialize(to: nil)
        let type = UnsafeMutablePointer<ffi_type>.allocate(capacity: 1)
        type.initialize(to: ffi_type(size: 0, alignment: 0, type: listkit_ffi_type_struct_code(), elements: elements))
        return type
    }

    /// `size_t`: 64 or 32 bits, as this process's pointers.
    static var size: UnsafeMutablePointer<ffi_type> {
        MemoryLayout<Int>.size == 8 ? listkit_ffi_type_uint64() : listkit_ffi_type_uint32()
    }
}
