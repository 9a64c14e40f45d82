import ArgumentParser
import Foundation

/// A failure the tool reports as one line on standard error, exiting with 1.
struct ToolFailure: Error, CustomStringConvertible {
    /// The line to print.
    let message: String

    var description: String { message }

    /// Prints `message` as an error line (`viewport-sim: error: …`) on
    /// standard error, for a failure the command goes on after.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("\(ViewportSim._errorPrefix)\(message)\n".utf8))
    }
}
