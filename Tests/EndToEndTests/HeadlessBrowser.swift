import ListKitTestSupport
import Foundation

/// A headless Chromium found on PATH, run the way the replay test runs it.
struct HeadlessBrowser {
    /// The names the browser goes by (Debian's package installs `chromium`).
    static let names = ["chromium", "chromium-browser", "google-chrome"]

    /// The browser's executable.
    let path: String

    /// The first of ``names`` on PATH, if any.
    static func find() -> HeadlessBrowser? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in names {
            for directory in directories {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return HeadlessBrowser(path: path) }
            }
        }
        return nil
    }

    /// The environment a browser runs in: the test's, with a temporary
    /// folder of this run's (`RunFolder`), where Chromium leaves the folder
    /// of each run's process-singleton socket.
    static let environment = ProcessInfo.processInfo.environment.merging(
        ["TMPDIR": RunFolder.make("listkit-chromium")]) { _, run in run }

    /// Whether a test must fail (not skip) when no browser can be started: under CI.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// What one run printed.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the browser headless on `url` with `arguments` (after the
    /// headless ones), killed after `timeout` seconds.
    func run(_ arguments: [String], url: URL, timeout: TimeInterval = 120) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                             "--no-first-run"] + arguments + [url.absoluteString]
        process.environment = Self.environment
        // Standard error goes to a file, so that reading standard output to
        // its end cannot block on a full error pipe.
        let errorLog = FileManager.default.temporaryDirectory
            .appendingPathComponent("listkit-browser-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: errorLog.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(at: errorLog) }
        let err = try FileHandle(forWritingTo: errorLog)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        let outData = try readToEnd(out.fileHandleForReading)
        process.waitUntilExit()
        killer.cancel()
        try err.close()
        let errData = (try? Data(contentsOf: errorLog)) ?? Data()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// What a PNG file's header says, and its size.
struct PNGHeader: Equatable {
    var width: UInt32
    var height: UInt32

    /// The IHDR chunk's width and height, or `nil` when `data` does not
    /// start with the PNG signature and an IHDR chunk.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        width = word(16)
        height = word(20)
    }

    init(width: UInt32, height: UInt32) {
        self.width = width
        self.height = height
    }
}
