import Foundation

/// Joining and normalizing file paths, for plugin paths relative to a document.
enum FilePaths {
    /// `path` resolved against `directory`: absolute paths and paths with no
    /// directory to resolve against are returned as given; relative ones are
    /// joined to the directory, with `.` and `..` components folded.
    static func resolve(_ path: String, against directory: String?) -> String {
        guard let directory, !directory.isEmpty, !path.hasPrefix("/") else { return path }
        return normalize(directory + "/" + path)
    }

    /// The folder holding the file at `path`, made absolute against the
    /// current directory.
    static func directory(ofFile path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let normalized = normalize(absolute)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        let folder = String(normalized[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `path` with empty and `.` components removed and `..` folded into its
    /// parent where there is one.
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
