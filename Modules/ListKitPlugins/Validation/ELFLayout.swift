import ListKitPluginModel
/// The checks on an ELF file's tables made before `dlopen` maps it: the
/// dynamic loader trusts the program headers and reads what they point at
/// from the mapped file, so a truncated or forged file makes it touch memory
/// past the file's end (SIGBUS) instead of failing. Each check here names
/// what would be read out of bounds.
///
/// Checked: the program header table lies inside the file and has entries of
/// the class's size; every segment's file bytes lie inside the file, and a
/// loadable segment's file size is at most its memory size; there is a
/// loadable segment and a dynamic one; the dynamic section ends with
/// `DT_NULL`, and the string table, symbol table and hash tables it names lie
/// in the file bytes of a loadable segment; the section header table, when
/// present, lies inside the file.
struct ELFLayout {
    /// `PT_LOAD`.
    static let loadable: UInt32 = 1
    /// `PT_DYNAMIC`.
    static let dynamic: UInt32 = 2
    /// The largest dynamic section read (1 MiB, 65,536 entries of 16 bytes).
    static let maximumDynamicBytes = 1 << 20

    /// A segment from a program header.
    struct Segment: Equatable {
        /// `p_type`.
        var type: UInt32
        /// `p_offset`, `p_filesz`: where its bytes are in the file.
        var offset: UInt64, fileSize: UInt64
        /// `p_vaddr`, `p_memsz`: where it goes in memory.
        var address: UInt64, memorySize: UInt64
    }

    /// Reads little- or big-endian integers of a 32- or 64-bit ELF file.
    struct Fields {
        /// Whether the file is 64-bit (`EI_CLASS` 2).
        var is64: Bool
        /// Whether the file is big-endian (`EI_DATA` 2).
        var bigEndian: Bool

        /// The unsigned integer of `size` bytes at `offset` of `bytes`
        /// (`offset + size` must be within `bytes`).
        func read(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in 0..<size {
                let byte = UInt64(bytes[offset + (bigEndian ? index : size - 1 - index)])
                value = value << 8 | byte
            }
            return value
        }

        /// A word that is 8 bytes in a 64-bit file and 4 in a 32-bit one.
        func word(_ bytes: [UInt8], _ offset64: Int, _ offset32: Int) -> UInt64 {
            is64 ? read(bytes, offset64, 8) : read(bytes, offset32, 4)
        }
    }

    /// Checks the file whose first bytes are `header` (a whole ELF header)
    /// and whose length is `fileSize`; `read(offset, count)` gives bytes of
    /// the file, asked only for ranges already known to be inside it.
    ///
    /// - Throws: `PluginError.malformedELF(path:reason:)` naming the first
    ///   table or segment that lies outside the file or is inconsistent.
    static func check(
        header: [UInt8], fileSize: Int, path: String, read: (_ offset: Int, _ count: Int) throws(PluginError) -> [UInt8]
    ) throws(PluginError) {
        func fail(_ reason: String) -> PluginError { .malformedELF(path: path, reason: reason) }
        let fields = Fields(is64: header[4] == 2, bigEndian: header[5] == 2)
        let size = UInt64(fileSize)
        let phoff = fields.word(header, 32, 28)
        let shoff = fields.word(header, 40, 32)
        let phentsize = Int(fields.read(header, fields.is64 ? 54 : 42, 2))
        let phnum = Int(fields.read(header, fields.is64 ? 56 : 44, 2))
        let shentsize = Int(fields.read(header, fields.is64 ? 58 : 46, 2))
        let shnum = Int(fields.read(header, fields.is64 ? 60 : 48, 2))
        let entrySize = fields.is64 ? 56 : 32

        guard phentsize == entrySize else {
            throw fail("program header entries are \(phentsize) bytes, expected \(entrySize)")
        }
        guard phnum > 0, phnum < 0xffff else { throw fail("\(phnum) program headers") }
        let tableBytes = UInt64(phnum * phentsize)
        guard fits(phoff, tableBytes, in: size) else {
            throw fail(outside("the program header table", phoff, tableBytes, size))
        }
        if shoff != 0 && shnum > 0 {
            let sectionEntry = fields.is64 ? 64 : 40
            guard shentsize == sectionEntry else {
                throw fail("section header entries are \(shentsize) bytes, expected \(sectionEntry)")
            }
            let sectionBytes = UInt64(shnum * shentsize)
            guard fits(shoff, sectionBytes, in: size) else {
                throw fail(outside("the section header table", shoff, sectionBytes, size))
            }
        }

        let table = try read(Int(phoff), Int(tableBytes))
        var segments: [Segment] = []
        for index in 0..<phnum {
            let base = index * phentsize
            let segment = Segment(
                type: UInt32(fields.read(table, base, 4)),
                offset: fields.word(table, base + 8, base + 4), fileSize: fields.word(table, base + 32, base + 16),
                address: fields.word(table, base + 16, base + 8), memorySize: fields.word(table, base + 40, base + 20))
            guard fits(segment.offset, segment.fileSize, in: size) else {
                throw fail(outside("segment \(index) (type \(segment.type))", segment.offset, segment.fileSize, size))
            }
            if segment.type == loadable && segment.fileSize > segment.memorySize {
                throw fail("loadable segment \(index) has \(segment.fileSize) bytes in the file but \(segment.memorySize) in memory")
            }
            segments.append(segment)
        }
        let loads = segments.filter { $0.type == loadable }
        guard !loads.isEmpty else { throw fail("no loadable segment") }
        guard let dynamicSegment = segments.first(where: { $0.type == dynamic }) else {
            throw fail("no dynamic segment")
        }
        guard dynamicSegment.fileSize <= UInt64(maximumDynamicBytes) else {
            throw fail("the dynamic segment is \(dynamicSegment.fileSize) bytes, more than \(maximumDynamicBytes)")
        }
        let entries = try read(Int(dynamicSegment.offset), Int(dynamicSegment.fileSize))
        try checkDynamic(entries, fields: fields, loads: loads, fail: fail)
    }

    /// Checks the dynamic entries: a `DT_NULL` ends them, and the tables they
    /// name lie in the file bytes of a loadable segment.
    private static func checkDynamic(
        _ entries: [UInt8], fields: Fields, loads: [Segment], fail: (String) -> PluginError
    ) throws(PluginError) {
        let entrySize = fields.is64 ? 16 : 8
        var stringTable: UInt64?
        var stringSize: UInt64?
        var terminated = false
        var addresses: [(String, UInt64)] = []
        var offset = 0
        while offset + entrySize <= entries.count {
            let tag = fields.word(entries, offset, offset)
            let value = fields.word(entries, offset + entrySize / 2, offset + entrySize / 2)
            offset += entrySize
            switch tag {
            case 0: terminated = true
            case 4: addresses.append(("the hash table (DT_HASH)", value))
            case 5: stringTable = value
            case 6: addresses.append(("the symbol table (DT_SYMTAB)", value))
            case 10: stringSize = value
            case 0x6fff_fef5: addresses.append(("the GNU hash table (DT_GNU_HASH)", value))
            default: break
            }
            if terminated { break }
        }
        guard terminated else { throw fail("the dynamic section has no DT_NULL entry") }
        if let stringTable {
            addresses.append(("the string table (DT_STRTAB)", stringTable))
            if let stringSize, !loads.contains(where: { covers($0, stringTable, stringSize) }) {
                throw fail("the string table (DT_STRTAB, \(stringSize) bytes at address \(stringTable)) is not in the file")
            }
        }
        for (name, address) in addresses where !loads.contains(where: { covers($0, address, 1) }) {
            throw fail("\(name) at address \(address) is not in the file")
        }
    }

    /// Whether `count` bytes from `offset` end within `size` (no overflow).
    private static func fits(_ offset: UInt64, _ count: UInt64, in size: UInt64) -> Bool {
        offset <= size && count <= size - offset
    }

    /// Whether the file bytes of `segment` hold `count` bytes from `address`.
    private static func covers(_ segment: Segment, _ address: UInt64, _ count: UInt64) -> Bool {
        address >= segment.address && address - segment.address <= segment.fileSize
            && count <= segment.fileSize - (address - segment.address)
    }

    /// `what` (bytes `offset` … `offset + count`) ends past the file.
    private static func outside(_ what: String, _ offset: UInt64, _ count: UInt64, _ size: UInt64) -> String {
        let (end, overflow) = offset.addingReportingOverflow(count)
        return "\(what) ends at byte \(overflow ? "past 2^64" : String(end)), past the end of the \(size)-byte file"
    }
}
