#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPluginModel

/// A private copy of a plugin's file, which `dlopen` maps as a library of
/// its own: the dynamic loader hands back the library it already has for a
/// path it has opened before (and libraries are never closed), so a plugin
/// rebuilt in place loads its new code only from a new path.
///
/// The copy is made in `$TMPDIR` (else `/tmp`), readable by this user only,
/// and removed once mapped; the mapping outlives the name.
struct PrivateLibraryCopy {
    /// The copy's path.
    let path: String

    /// Copies the file at `original`.
    ///
    /// - Throws: `PluginError.loadFailed` naming `original` when the file
    ///   cannot be read or the copy written.
    init(of original: String) throws(PluginError) {
        func failure(_ what: String, _ code: Int32) -> PluginError {
            .loadFailed(path: original, reason: "could not \(what) to load it afresh: \(PluginFileAccess.systemMessage(code))")
        }
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/listkit-plugin-XXXXXX.so".utf8CString)
        let target = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 3) }
        guard target >= 0 else { throw failure("make a private copy in \(folder)", errno) }
        let copyPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { close(target) }
        let source = open(original, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else {
            let code = errno
            unlink(copyPath)
            throw failure("read the file", code)
        }
        defer { close(source) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                let code = errno
                unlink(copyPath)
                throw failure("read the file", code)
            }
            if count == 0 { break }
            var written = 0
            while written < count {
                let result = buffer.withUnsafeBytes { write(target, $0.baseAddress! + written, count - written) }
                if result < 0, errno == EINTR { continue }
                guard result > 0 else {
                    let code = result < 0 ? errno : ENOSPC
                    unlink(copyPath)
                    throw failure("write a private copy", code)
                }
                written += result
            }
        }
        path = copyPath
    }

    /// Removes the copy's name (a library mapped from it stays mapped).
    func remove() {
        unlink(path)
    }
}
