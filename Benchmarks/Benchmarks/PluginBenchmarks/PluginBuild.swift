import Foundation

/// Builds C plugins with the C compiler alone, as a C author would
/// (`Plugins/build.sh`): `cc -shared -fPIC -O2 … -o libX.so x.c`.
enum PluginBuild {
    /// The repository's root folder (this file is
    /// `Benchmarks/Benchmarks/PluginBenchmarks/PluginBuild.swift`).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The compiler: `$CC`, else `cc`.
    static var compiler: String {
        let chosen = ProcessInfo.processInfo.environment["CC"] ?? ""
        return chosen.isEmpty ? "cc" : chosen
    }

    /// A new empty folder under the system's temporary folder.
    static func makeDirectory() throws -> String {
        let directory = NSTemporaryDirectory() + "ListKitPluginBenchmarks-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Compiles the C file `source` into the shared object `output`.
    ///
    /// - Throws: a ``FixtureError`` with the compiler's messages when it fails.
    static func compile(source: String, output: String) throws {
        try run([
            compiler, "-shared", "-fPIC", "-O2", "-Wall", "-Wextra", "-std=c11",
            "-I", root + "/Modules/ListKitPluginABI/include", "-o", output, source,
        ], source: source)
    }

    /// Compiles the C file `source` into the WebAssembly plugin `output`
    /// with the Swift toolchain's clang, as Documentation/PluginABI.md says.
    ///
    /// - Throws: a ``FixtureError`` with clang's messages when it fails.
    static func compileWasm(source: String, output: String) throws {
        try run([
            "clang", "--target=wasm32-unknown-unknown", "-nostdlib", "-ffreestanding", "-O2", "-Wl,--no-entry",
            "-I", root + "/Modules/ListKitPluginABI/include", "-o", output, source,
        ], source: source)
    }

    /// Runs a compiler command on `source`.
    ///
    /// - Throws: a ``FixtureError`` with the compiler's messages when it fails.
    private static func run(_ arguments: [String], source: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError(description: "\(arguments[0]) failed on \(source):\n" + String(decoding: messages, as: UTF8.self))
        }
    }
}

extension PluginBuild {
    /// The `listkit-plugin-host` isolated plugins run in: `LISTKIT_PLUGIN_HOST`,
    /// else the root package's release build of it, built here when missing
    /// (`swift build -c release --product listkit-plugin-host`).
    static func pluginHost() throws -> String {
        if let named = ProcessInfo.processInfo.environment["LISTKIT_PLUGIN_HOST"], !named.isEmpty { return named }
        let built = root + "/.build/release/listkit-plugin-host"
        if FileManager.default.isExecutableFile(atPath: built) { return built }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", "release", "--product", "listkit-plugin-host", "--package-path", root]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: built) else {
            throw FixtureError(description: "could not build \(built)")
        }
        return built
    }
}

/// A setup failure, reported by the benchmark runner.
struct FixtureError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
}
