import Foundation
import Testing
import ListKitPlugins

/// A small 64-bit little-endian shared object (host byte order and class
/// assumed: the suite runs on 64-bit little-endian Linux), table by table, to forge.
struct ForgedELF {
    var header = Scratch.elfHeader()
    /// Program headers: type, offset, file size, address, memory size.
    var segments: [(type: UInt32, offset: UInt64, fileSize: UInt64, address: UInt64, memorySize: UInt64)] = []
    /// Dynamic entries: tag, value.
    var dynamic: [(UInt64, UInt64)] = [(5, 0x200), (10, 16), (0, 0)]
    var sectionTable: (offset: UInt64, count: UInt16) = (0, 0)
    var length = 0x300
    var programHeaderEntrySize: UInt64 = 56

    /// 64 bytes of header, two program headers at 64, the dynamic section
    /// at 0x100, everything in one loadable segment of 0x300 bytes.
    init() {
        segments = [(1, 0, 0x300, 0, 0x300), (2, 0x100, UInt64(16 * dynamic.count), 0x100, UInt64(16 * dynamic.count))]
    }

    var bytes: [UInt8] {
        var out = header
        func put(_ value: UInt64, _ size: Int, at offset: Int) {
            while out.count < offset + size { out.append(0) }
            for index in 0..<size { out[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
        }
        put(64, 8, at: 32)                                  // e_phoff
        put(sectionTable.offset, 8, at: 40)                 // e_shoff
        put(programHeaderEntrySize, 2, at: 54)              // e_phentsize
        put(UInt64(segments.count), 2, at: 56)              // e_phnum
        put(64, 2, at: 58)                                  // e_shentsize
        put(UInt64(sectionTable.count), 2, at: 60)          // e_shnum
        for (index, s) in segments.enumerated() {
            let base = 64 + 56 * index
            put(UInt64(s.type), 4, at: base)
            put(s.offset, 8, at: base + 8)
            put(s.address, 8, at: base + 16)
            put(s.fileSize, 8, at: base + 32)
            put(s.memorySize, 8, at: base + 40)
        }
        for (index, (tag, value)) in dynamic.enumerated() {
            put(tag, 8, at: 0x100 + 16 * index)
            put(value, 8, at: 0x100 + 16 * index + 8)
        }
        put(0, 1, at: length - 1)
        return Array(out.prefix(length))
    }
}

/// The tables `dlopen` trusts are checked against the file first: a
/// truncated or forged file is a typed error, never a SIGBUS in the loader.
@Suite("ELF tables checked before dlopen")
struct ELFLayoutTests {
    let loader = PluginLoader()

    func reason(_ elf: ForgedELF) throws -> String? {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libForged.so", elf.bytes)
        guard case .failure(let error) = loader.inspect(path: path) else { return nil }
        guard case .malformedELF(path, let reason) = error else { return "not malformedELF: \(error)" }
        return reason
    }

    @Test func aWellFormedLayoutGoesOnToDlopen() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libForged.so", ForgedELF().bytes)
        guard case .failure(.loadFailed(path, _)) = loader.inspect(path: path) else {
            Issue.record("expected dlopen to refuse the forged file after the checks")
            return
        }
    }

    @Test func eachTableOutsideTheFileIsNamed() throws {
        var elf = ForgedELF()
        elf.length = 100
        #expect(try reason(elf) == "the program header table ends at byte 176, past the end of the 100-byte file")

        elf = ForgedELF()
        elf.segments[0].fileSize = 0x1000
        elf.segments[0].memorySize = 0x1000
        #expect(try reason(elf) == "segment 0 (type 1) ends at byte 4096, past the end of the 768-byte file")

        elf = ForgedELF()
        elf.segments[1].offset = UInt64.max - 8
        #expect(try reason(elf) == "segment 1 (type 2) ends at byte past 2^64, past the end of the 768-byte file")

        elf = ForgedELF()
        elf.sectionTable = (0x280, 4)
        #expect(try reason(elf) == "the section header table ends at byte 896, past the end of the 768-byte file")
    }

    @Test func inconsistentTablesAreNamed() throws {
        var elf = ForgedELF()
        elf.segments[0].memorySize = 0x10
        #expect(try reason(elf) == "loadable segment 0 has 768 bytes in the file but 16 in memory")

        elf = ForgedELF()
        elf.segments.removeLast()
        #expect(try reason(elf) == "no dynamic segment")

        elf = ForgedELF()
        elf.segments[0].type = 6
        #expect(try reason(elf) == "no loadable segment")

        elf = ForgedELF()
        elf.dynamic = [(5, 0x200), (10, 16), (6, 0x10)]
        #expect(try reason(elf) == "the dynamic section has no DT_NULL entry")

        elf = ForgedELF()
        elf.dynamic = [(5, 0x2f8), (10, 16), (0, 0)]
        #expect(try reason(elf) == "the string table (DT_STRTAB, 16 bytes at address 760) is not in the file")

        elf = ForgedELF()
        elf.dynamic = [(6, 0x5000), (0, 0)]
        #expect(try reason(elf) == "the symbol table (DT_SYMTAB) at address 20480 is not in the file")

        elf = ForgedELF()
        elf.programHeaderEntrySize = 40
        #expect(try reason(elf) == "program header entries are 40 bytes, expected 56")
    }

    /// A real plugin cut at every 256 bytes: each piece is refused with a
    /// typed error before `dlopen` (which died with SIGBUS on 1–12 KB pieces).
    @Test func everyTruncationOfARealPluginIsRefused() throws {
        let path = try Fixtures.get().path("Shapes")
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let scratch = try Scratch()
        defer { scratch.remove() }
        for length in stride(from: 64, to: whole.count, by: 256) {
            let piece = try scratch.write("libPiece\(length).so", Array(whole.prefix(length)))
            guard case .failure(.malformedELF) = loader.inspect(path: piece) else {
                Issue.record("a \(length)-byte piece was not refused as malformed")
                return
            }
        }
    }

    /// The same with the section header table forgotten (`e_shoff` 0): the
    /// segments themselves are found to run past the end.
    @Test func aTruncatedPluginWithoutSectionHeadersIsRefusedByItsSegments() throws {
        let path = try Fixtures.get().path("Shapes")
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        for index in 40..<48 { bytes[index] = 0 }
        let scratch = try Scratch()
        defer { scratch.remove() }
        for length in [1024, 4096, 8192, 12288] {
            let piece = try scratch.write("libPiece\(length).so", Array(bytes.prefix(length)))
            guard case .failure(.malformedELF(_, let reason)) = loader.inspect(path: piece) else {
                Issue.record("a \(length)-byte piece was not refused as malformed")
                continue
            }
            #expect(reason.hasPrefix("segment ") && reason.hasSuffix("past the end of the \(length)-byte file"), "\(reason)")
        }
    }
}
