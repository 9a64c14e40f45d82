// libFuzzer target `elf`: the bytes are a plugin file. They go through the
// checks PluginFile makes before dlopen: ELFHeader.parse on the first 64
// bytes, ELFHeader.check against this process, and ELFLayout.check with a
// read closure over the bytes. PluginError is the expected outcome of bad
// input; a trap, a hang or unbounded memory is a bug.
//
// ELFLayout.check runs whenever the header parses, whatever check says:
// its 32-bit and big-endian paths are what another host would run. Its
// contract is that `read` is asked only for ranges it has checked to lie
// inside the file, so a request outside the bytes traps here.
//
// These types are internal to ListKitPlugins: Fuzz/run.sh compiles their
// files into this binary, over the errors of ListKitPluginModel.

import ListKitPluginModel

/// Runs the pre-dlopen checks on the input as a file's contents.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = "/fuzz/plugin.so"
    let prefix = Array(bytes.prefix(ELFHeader.length))
    guard let header = try? ELFHeader.parse(prefix, path: path) else { return 0 }
    _ = try? header.check(path: path)
    _ = try? ELFLayout.check(header: prefix, fileSize: size, path: path) { offset, count throws(PluginError) in
        guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
            fatalError("ELFLayout.check read \(count) bytes at \(offset) of a \(size)-byte file")
        }
        return Array(bytes[offset..<offset + count])
    }
    return 0
}
