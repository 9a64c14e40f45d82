import Foundation

/// Joining and normalizing file paths: plugin paths relative to a
/// document, documents relative to a script, paths given on a command line.
/// The one place paths are made absolute and normalized.
public enum FilePaths {
    /// `path` resolved against `directory`: absolute paths and paths with no
    /// directory to resolve against are returned as given; relative ones are
    /// joined to the directory, with `.` and `..` components folded.
    public static func resolve(_ path: String, against directory: String?) -> String {
        guard let directory, !directory.isEmpty, !path.hasPrefix("/") else { return path }
        return normalize(directory + "/" + path)
    }

    /// `path` made absolute against the current directory and normalized.
    public static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// The folder holding the file at `path`, made absolute against the
    /// current directory.
    public static func directory(ofFile path: String) -> String {
        let normalized = absolute(path)
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
