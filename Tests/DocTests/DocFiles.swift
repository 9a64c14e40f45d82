import ListKitTestSupport
import Foundation

/// The repository's root folder (this file is `Tests/DocTests/DocFiles.swift`).
let repositoryRoot: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()

/// The Markdown files users read: the README, Documentation/ and the
/// examples' README, relative to the root.
func documentationFiles() throws -> [String] {
    let documentation = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Documentation")
        .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    var files = ["README.md"] + documentation
    if FileManager.default.fileExists(atPath: repositoryRoot + "/Examples/README.md") { files.append("Examples/README.md") }
    return files
}

/// Every fenced block of the documentation files, file by file.
func documentationFences() throws -> [MarkdownFence] {
    try documentationFiles().flatMap { file in
        MarkdownFence.fences(in: try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8), file: file)
    }
}

/// The folder of the test bundle's built products (`.build/debug`).
func productsDirectory() -> URL {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // On Linux the tests run from `.build/debug/ListKitPackageTests.xctest`.
    if dir.pathExtension == "xctest" { dir.deleteLastPathComponent() }
    return dir
}

/// What one process printed.
struct ProcessRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `executable` with `arguments` from the repository root.
func run(_ executable: String, _ arguments: [String]) throws -> ProcessRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
    // Standard error goes to a file, so that one pipe is read at a time
    // without the other filling up.
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("doctest-\(UUID().uuidString).err")
    // A file that cannot be made makes `FileHandle(forWritingTo:)` throw below.
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    let err = try FileHandle(forWritingTo: errURL)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = try readToEnd(out.fileHandleForReading)
    process.waitUntilExit()
    try err.close()
    let errData = try Data(contentsOf: errURL)
    return ProcessRun(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// `text` without trailing white space on each line and at the end.
func normalized(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
        .joined(separator: "\n")
        .trimmingCharacters(in: .newlines)
}
