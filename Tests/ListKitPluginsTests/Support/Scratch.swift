import Foundation

/// A fresh temporary folder for files a test writes, removed by `remove()`.
struct Scratch {
    /// The folder's absolute path.
    let directory: String

    /// Creates the folder.
    init() throws {
        directory = NSTemporaryDirectory() + "ListKitPluginsTests-scratch-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` in the folder and returns the file's path.
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Deletes the folder.
    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The first 64 bytes of an ELF header: class, byte order, type and
    /// machine as given, everything else zero.
    static func elfHeader(fileClass: UInt8 = 2, byteOrder: UInt8 = 1, type: UInt16 = 3, machine: UInt16 = hostMachine) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 64)
        bytes[0...3] = [0x7f, 0x45, 0x4c, 0x46]
        bytes[4] = fileClass
        bytes[5] = byteOrder
        bytes[6] = 1
        let half: (UInt16) -> [UInt8] = { value in
            byteOrder == 2 ? [UInt8(value >> 8), UInt8(value & 0xff)] : [UInt8(value & 0xff), UInt8(value >> 8)]
        }
        bytes[16...17] = half(type)[...]
        bytes[18...19] = half(machine)[...]
        return bytes
    }

    /// This machine's `e_machine`.
    static var hostMachine: UInt16 {
        #if arch(arm64)
        return 183
        #else
        return 62
        #endif
    }

    /// An `e_machine` that is not this machine's: AArch64 on x86-64, x86-64 elsewhere.
    static var foreignMachine: UInt16 { hostMachine == 62 ? 183 : 62 }
}
