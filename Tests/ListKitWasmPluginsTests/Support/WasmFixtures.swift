import Foundation
import WAT
import ListKitTestSupport

/// The plugins the WebAssembly tests load: C sources compiled by the
/// toolchain's clang to `.wasm` (and by the C compiler to `.so`, to compare),
/// and modules written in WebAssembly text, each into a temporary folder.
enum WasmFixtures {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The folder the fixtures are written to, one per test run.
    static let directory = RunFolder.make("ListKitWasmPluginsTests")

    /// The header's folder.
    static let include = root + "/Modules/ListKitPluginABI/include"

    /// The sample Badge plugin built as WebAssembly, once per run.
    static let badgeWasm: Result<String, FixtureFailure> = compileWasm(root + "/Plugins/Badge/badge.c", name: "Badge")
    /// The same source built as a native plugin, once per run.
    static let badgeNative: Result<String, FixtureFailure> = compileNative(root + "/Plugins/Badge/badge.c", name: "Badge")

    /// Compiles a C plugin to `<name>.wasm` as Documentation/PluginABI.md says.
    static func compileWasm(_ source: String, name: String, flags: [String] = []) -> Result<String, FixtureFailure> {
        let output = directory + "/\(name).wasm"
        return run(["clang", "--target=wasm32-unknown-unknown", "-nostdlib", "-ffreestanding", "-O2", "-Wall",
                    "-Wextra", "-Werror", "-Wl,--no-entry", "-I", include, "-o", output, source] + flags)
            .map { output }
    }

    /// Compiles a C plugin to `lib<name>.so`.
    static func compileNative(_ source: String, name: String) -> Result<String, FixtureFailure> {
        let output = directory + "/lib\(name).so"
        let compiler = ProcessInfo.processInfo.environment["CC"].flatMap { $0.isEmpty ? nil : $0 } ?? "cc"
        return run([compiler, "-shared", "-fPIC", "-O2", "-Wall", "-Wextra", "-Werror", "-I", include, "-o", output,
                    source]).map { output }
    }

    /// Writes the module `text` (WebAssembly text) as `<name>.wasm`.
    static func wat(_ text: String, name: String) throws -> String {
        let bytes = try wat2wasm(text)
        return try write(bytes, name: "\(name).wasm")
    }

    /// Writes `bytes` as the file `name` in the fixtures' folder.
    static func write(_ bytes: [UInt8], name: String) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs a command; fails with its standard error.
    private static func run(_ arguments: [String]) -> Result<Void, FixtureFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(FixtureFailure(message: "\(arguments[0]) did not start: \(error)"))
        }
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(FixtureFailure(
                message: "\(arguments.joined(separator: " ")) failed:\n" + String(decoding: output, as: UTF8.self)))
        }
        return .success(())
    }
}

/// Why a fixture could not be built.
struct FixtureFailure: Error, CustomStringConvertible {
    /// The compiler's output or the system's error.
    var message: String
    /// The message.
    var description: String { message }
}
