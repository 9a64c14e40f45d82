import ListKitTestSupport
import Foundation

/// One run of the C compiler that builds a plugin, as a C author would:
/// `cc -shared -fPIC -I Modules/ListKitPluginABI/include -o libX.so x.c`.
struct Compiler {
    /// The running compiler.
    let process: Process
    /// Its standard error.
    let errors: Pipe
    /// The source it compiles, for messages.
    let source: String

    /// The compiler: `$CC`, else the first of `cc`, `clang` (which every
    /// Swift toolchain ships) and `gcc` on the `PATH`.
    static let command: String = {
        if let chosen = ProcessInfo.processInfo.environment["CC"], !chosen.isEmpty { return chosen }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["cc", "clang", "gcc"] where folders.contains(where: {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }) {
            return name
        }
        return "cc"
    }()

    /// Starts compiling `source` into the shared object `output`.
    static func start(source: String, output: String, flags: [String] = []) throws -> Compiler {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command, "-shared", "-fPIC", "-Wall", "-Wextra", "-Werror",
                             "-I", Fixtures.root + "/Modules/ListKitPluginABI/include",
                             "-o", output, source] + flags
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        return Compiler(process: process, errors: errors, source: source)
    }

    /// Waits for the compiler; throws its messages when it fails.
    func finish() throws {
        let output = try readToEnd(errors.fileHandleForReading)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureFailure(message: "cc failed on \(source):\n" + String(decoding: output, as: UTF8.self))
        }
    }
}
