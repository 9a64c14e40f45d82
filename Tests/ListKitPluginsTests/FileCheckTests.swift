import Foundation
import Testing
import ListKitPlugins

@Suite("Checks on the file before dlopen")
struct FileCheckTests {
    let loader = PluginLoader()

    /// The error loading `path` throws, or a recorded issue.
    func error(loading path: String) -> PluginError? {
        switch loader.inspect(path: path) {
        case .success(let info):
            Issue.record("loaded \(info.name) from \(path)")
            return nil
        case .failure(let error):
            return error
        }
    }

    @Test func refusesARelativePath() {
        #expect(error(loading: "Plugins/build/libBadge.so") == .pathNotAbsolute(path: "Plugins/build/libBadge.so"))
        #expect(error(loading: "") == .pathNotAbsolute(path: ""))
    }

    @Test func refusesAMissingFile() {
        let error = error(loading: "/no/such/libPlugin.so")
        #expect(error == .fileNotFound(path: "/no/such/libPlugin.so"))
        #expect(error?.description == "/no/such/libPlugin.so: no such file")
    }

    @Test func refusesADirectory() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let error = error(loading: scratch.directory)
        #expect(error == .notRegularFile(path: scratch.directory, found: "a directory"))
        #expect(error?.description == "\(scratch.directory): not a regular file (found a directory)")
    }

    @Test func refusesAnEmptyFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libEmpty.so", [])
        #expect(error(loading: path) == .emptyFile(path: path))
    }

    @Test func refusesATextFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libText.so", Array("this is not a plugin\n".utf8))
        let error = error(loading: path)
        #expect(error == .notELF(path: path))
        #expect(error?.description == "\(path): not an ELF shared object (no ELF magic number)")
    }

    @Test func refusesATruncatedHeader() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libShort.so", Array(Scratch.elfHeader().prefix(20)))
        #expect(error(loading: path) == .truncatedELF(path: path, length: 20))
    }

    @Test func refusesA32BitELF() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("lib32.so", Scratch.elfHeader(fileClass: 1, machine: 3))
        let error = error(loading: path)
        #expect(error == .wrongELFClass(path: path, found: 1, expected: 2))
        #expect(error?.description == "\(path): ELF class is 32-bit, this process needs 64-bit")
    }

    @Test func refusesABigEndianELF() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libBig.so", Scratch.elfHeader(byteOrder: 2))
        #expect(error(loading: path) == .wrongByteOrder(path: path, found: 2, expected: 1))
    }

    @Test func refusesAnExecutable() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("tool", Scratch.elfHeader(type: 2))
        let error = error(loading: path)
        #expect(error == .notSharedObject(path: path, elfType: 2))
        #expect(error?.description == "\(path): ELF file is an executable (ET_EXEC), not a shared object")
    }

    @Test func refusesAnotherArchitecture() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libForeign.so", Scratch.elfHeader(machine: Scratch.foreignMachine))
        let error = error(loading: path)
        #expect(error == .wrongArchitecture(path: path, found: Scratch.foreignMachine, expected: Scratch.hostMachine))
        if Scratch.hostMachine == 62 {
            #expect(error?.description == "\(path): ELF file is for AArch64 (machine 183), this machine is x86-64 (machine 62)")
        }
    }

    @Test func refusesAValidHeaderWithNothingBehindIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libHollow.so", Scratch.elfHeader() + [UInt8](repeating: 0, count: 64))
        let error = error(loading: path)
        #expect(error == .malformedELF(path: path, reason: "program header entries are 0 bytes, expected 56"))
        #expect(error?.description == "\(path): malformed ELF file: program header entries are 0 bytes, expected 56")
    }

    @Test(.enabled(if: getuid() != 0, "root can read a file without read permission"))
    func refusesAFileItCannotRead() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("libLocked.so", Scratch.elfHeader())
        chmod(path, 0)
        guard case .unreadable(path, _)? = error(loading: path) else {
            Issue.record("expected unreadable")
            return
        }
    }
}
