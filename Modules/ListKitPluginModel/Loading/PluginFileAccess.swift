#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The checks and reads on a plugin's file that every backend makes before
/// it looks at the contents: an absolute path to a non-empty regular file.
package enum PluginFileAccess {
    /// Checks the file at `path` and returns its size in bytes.
    ///
    /// - Throws: the first `PluginError` that applies, in this order: the
    ///   path is relative or holds a NUL byte, the file does not exist or
    ///   cannot be examined, is not a regular file, is empty.
    package static func checkRegularFile(_ path: String) throws(PluginError) -> Int {
        guard path.hasPrefix("/") else { throw .pathNotAbsolute(path: path) }
        guard !path.utf8.contains(0) else { throw .unreadable(path: path, reason: "the path contains a NUL byte") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: systemMessage(code))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notRegularFile(path: path, found: describe(fileType: type)) }
        guard info.st_size > 0 else { throw .emptyFile(path: path) }
        return Int(info.st_size)
    }

    /// `count` bytes of the file from `offset`. Where the file ends first,
    /// the bytes read so far when `ended` is `nil`; otherwise the error
    /// `ended` makes (the range was known to be inside the file: it changed
    /// while read).
    package static func read(
        _ path: String, offset: Int, count: Int, ended: ((String) -> PluginError)? = nil
    ) throws(PluginError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: systemMessage(errno)) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                guard let start = buffer.baseAddress else { return 0 }
                return pread(descriptor, start + filled, count - filled, off_t(offset + filled))
            }
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(path: path, reason: systemMessage(code))
            }
            if result == 0 {
                if let ended { throw ended(path) }
                break
            }
            filled += result
        }
        return Array(bytes.prefix(filled))
    }

    /// The first `count` bytes of the file at `path` (fewer when it is
    /// shorter), or `nil` when it cannot be read: what a registry looks at to
    /// pick the backend of a file.
    package static func leadingBytes(of path: String, count: Int) -> [UInt8]? {
        try? read(path, offset: 0, count: count)
    }

    /// What a non-regular file is, in words.
    private static func describe(fileType: mode_t) -> String {
        switch fileType {
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "file type \(fileType)"
        }
    }

    /// The system's message for an `errno` value.
    package static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
