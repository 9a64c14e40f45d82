import Foundation
import ListKitDocument

/// Writing a file the tool was told to write (`render -o`, `replay -o`),
/// with a reason a person can act on when it cannot be written.
enum OutputFile {
    /// Writes `text` to `path`.
    ///
    /// - Throws: ``ToolFailure`` `PATH: cannot write: REASON` (the folder
    ///   does not exist or is not a folder, the path is a folder, permission
    ///   denied); nothing is written then.
    static func write(_ text: String, to path: String) throws {
        let files = FileManager.default
        let absolute = FilePaths.absolute(path)
        let folder = FilePaths.directory(ofFile: absolute)
        var isFolder: ObjCBool = false
        func failure(_ reason: String) -> ToolFailure { ToolFailure(message: "\(path): cannot write: \(reason)") }
        guard files.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw failure("the folder \(folder) does not exist")
        }
        guard isFolder.boolValue else { throw failure("\(folder) is not a folder") }
        if files.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue {
            throw failure("it is a folder")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: absolute))
        } catch {
            throw failure(files.isWritableFile(atPath: folder) ? "write failed" : "permission denied")
        }
    }
}
