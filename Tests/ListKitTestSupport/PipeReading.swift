import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything `handle` yields until end of file (a child process's pipe),
/// read with POSIX `read`, retrying a read that a signal interrupted.
///
/// Foundation's `readDataToEndOfFile()` stops the process (`try!`) when a
/// read fails with `EINTR`, which a busy machine running child processes in
/// parallel tests does see; this retries instead.
///
/// - Throws: A `POSIXError` for any other failed read.
public func readToEnd(_ handle: FileHandle) throws -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[0..<count])
        } else if count == 0 {
            return data
        } else if errno != EINTR {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
}
