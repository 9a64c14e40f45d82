#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPluginModel

/// The checks on a plugin's file made before `dlopen` touches it: an
/// absolute path to a non-empty regular file that is an ELF shared object of
/// this process's class, byte order and architecture.
enum PluginFile {
    /// Checks the file at `path`.
    ///
    /// - Throws: the first `PluginError` that applies, in the order of the
    ///   checks: path, existence, file type, size, ELF header.
    static func check(_ path: String) throws(PluginError) {
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
        let prefix = try readRange(of: path, offset: 0, count: ELFHeader.length, short: true)
        let header = try ELFHeader.parse(prefix, path: path)
        try header.check(path: path)
        try ELFLayout.check(header: prefix, fileSize: Int(info.st_size), path: path) { offset, count throws(PluginError) in
            try readRange(of: path, offset: offset, count: count, short: false)
        }
    }

    /// `count` bytes of the file from `offset`; fewer where the file ends
    /// when `short` allows it, else the end of the file is an error (the
    /// range was known to be inside it: the file changed while read).
    private static func readRange(of path: String, offset: Int, count: Int, short: Bool) throws(PluginError) -> [UInt8] {
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
                guard short else { throw .malformedELF(path: path, reason: "the file ended while it was read") }
                break
            }
            filled += result
        }
        return Array(bytes.prefix(filled))
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
    static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
