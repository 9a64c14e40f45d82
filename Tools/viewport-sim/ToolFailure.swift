import ArgumentParser

/// A failure the tool reports as one line on standard error, exiting with 1.
struct ToolFailure: Error, CustomStringConvertible {
    /// The line to print.
    let message: String

    var description: String { message }
}
