import ListKitDocument

/// Why a scroll script cannot be read: the file and the JSON path of the
/// problem. Renders as one line, `file: $.steps[2].wait.duration: must not be negative`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's file, or `nil` when it was read from memory.
    public var file: String?
    /// The problem and its JSON path.
    public var error: DocumentError

    /// Creates an error.
    public init(file: String?, error: DocumentError) {
        self.file = file
        self.error = error
    }

    /// `file: path: reason`, or `path: reason` without a file.
    public var description: String {
        guard let file else { return error.description }
        return "\(file): \(error.description)"
    }
}
