import Foundation

/// Reading JSON files (layout documents, scroll scripts) with the errors a
/// document reports at `$`: missing, a directory, unreadable.
public enum JSONFile {
    /// The bytes of the file at `path`.
    ///
    /// - Throws: ``DocumentError`` at `$`: ``DocumentError/Problem/fileNotFound(_:)``
    ///   or ``DocumentError/Problem/fileUnreadable(_:reason:)``.
    public static func bytes(atPath path: String) throws(DocumentError) -> [UInt8] {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DocumentError(at: .root, .fileNotFound(path))
        }
        guard !isDirectory.boolValue else {
            throw DocumentError(at: .root, .fileUnreadable(path, reason: "it is a directory"))
        }
        guard let data = files.contents(atPath: path) else {
            let reason = files.isReadableFile(atPath: path) ? "read failed" : "permission denied"
            throw DocumentError(at: .root, .fileUnreadable(path, reason: reason))
        }
        return [UInt8](data)
    }

    /// The folder holding the file at `path`, made absolute against the
    /// current directory.
    public static func directory(ofFile path: String) -> String {
        FilePaths.directory(ofFile: path)
    }

    /// `path`, named in a file, taken from that file's `directory`: absolute
    /// paths, and any path when `directory` is `nil` or empty, are returned
    /// as given; relative ones are joined to it with `.` and `..` folded
    /// (`resolve("../grid.json", against: "/x/Examples/scripts")` is
    /// `/x/Examples/grid.json`).
    public static func resolve(_ path: String, against directory: String?) -> String {
        FilePaths.resolve(path, against: directory)
    }
}
