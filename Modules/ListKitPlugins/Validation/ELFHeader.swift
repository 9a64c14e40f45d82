import ListKitPluginModel
/// The fields of an ELF header the loader checks before `dlopen`, read from
/// the file's first bytes.
///
/// `dlopen`'s own message for a library of a foreign architecture is
/// misleading ("wrong ELF class" or "invalid ELF header"), so the loader
/// reads the header itself and names what is wrong.
struct ELFHeader: Equatable {
    /// `e_ident[EI_CLASS]`: 1 for 32-bit, 2 for 64-bit.
    var fileClass: UInt8
    /// `e_ident[EI_DATA]`: 1 for little-endian, 2 for big-endian.
    var byteOrder: UInt8
    /// `e_type`: 3 (`ET_DYN`) for a shared object.
    var type: UInt16
    /// `e_machine`: the architecture.
    var machine: UInt16

    /// The bytes the loader reads: a 64-bit ELF header's length.
    static let length = 64
    /// The magic number, `\x7fELF`.
    static let magic: [UInt8] = [0x7f, 0x45, 0x4c, 0x46]
    /// `ET_DYN`: a shared object.
    static let sharedObjectType: UInt16 = 3

    /// Reads the header from a file's first bytes (up to ``length``).
    ///
    /// - Throws: `PluginError.notELF(path:)` without the magic number,
    ///   `PluginError.truncatedELF(path:length:)` when too short.
    static func parse(_ bytes: [UInt8], path: String) throws(PluginError) -> ELFHeader {
        guard bytes.count >= magic.count, Array(bytes.prefix(magic.count)) == magic else {
            throw .notELF(path: path)
        }
        // e_ident (16 bytes), e_type (2), e_machine (2): the same offsets in
        // both classes; a 64-bit header is 64 bytes long, a 32-bit one 52.
        let minimum = bytes.count > 4 && bytes[4] == 1 ? 52 : length
        guard bytes.count >= minimum else { throw .truncatedELF(path: path, length: bytes.count) }
        let bigEndian = bytes[5] == 2
        func half(_ offset: Int) -> UInt16 {
            let first = UInt16(bytes[offset]), second = UInt16(bytes[offset + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        return ELFHeader(fileClass: bytes[4], byteOrder: bytes[5], type: half(16), machine: half(18))
    }

    /// Checks the header against this process: class, byte order, type and
    /// architecture, in that order.
    func check(path: String, host: ELFHeader.Host = .current) throws(PluginError) {
        guard fileClass == host.fileClass else {
            throw .wrongELFClass(path: path, found: fileClass, expected: host.fileClass)
        }
        guard byteOrder == host.byteOrder else {
            throw .wrongByteOrder(path: path, found: byteOrder, expected: host.byteOrder)
        }
        guard type == Self.sharedObjectType else { throw .notSharedObject(path: path, elfType: type) }
        if let machine = host.machine, self.machine != machine {
            throw .wrongArchitecture(path: path, found: self.machine, expected: machine)
        }
    }
}
