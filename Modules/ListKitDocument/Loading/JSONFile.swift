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
}
