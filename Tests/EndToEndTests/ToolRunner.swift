import ListKitTestSupport
import Foundation
import Testing

/// What one run of the built `viewport-sim` printed.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The `viewport-sim` binary next to the test bundle (SwiftPM builds it
/// because this test target depends on it).
func toolPath() -> String {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // On Linux the tests run from `.build/debug/ListKitPackageTests.xctest`.
    if dir.pathExtension == "xctest" { dir.deleteLastPathComponent() }
    return dir.appendingPathComponent("viewport-sim").path
}

/// Runs `viewport-sim` with `arguments` from the repository root.
func runTool(_ arguments: [String]) throws -> ToolRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: toolPath())
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = try readToEnd(out.fileHandleForReading)
    let errData = try readToEnd(err.fileHandleForReading)
    process.waitUntilExit()
    return ToolRun(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

extension ToolRun {
    /// Standard output read as JSON lines, one object per line.
    func jsonLines() throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}
