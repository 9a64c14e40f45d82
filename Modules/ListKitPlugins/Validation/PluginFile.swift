import ListKitPluginModel

/// The checks on a plugin's file made before `dlopen` touches it: an
/// absolute path to a non-empty regular file that is an ELF shared object of
/// this process's class, byte order and architecture.
enum PluginFile {
    /// Checks the file at `path`.
    ///
    /// - Throws: the first `PluginError` that applies, in the order of the
    ///   checks: path, existence, file type, size (`PluginFileAccess`), ELF
    ///   header.
    static func check(_ path: String) throws(PluginError) {
        let size = try PluginFileAccess.checkRegularFile(path)
        let prefix = try PluginFileAccess.read(path, offset: 0, count: ELFHeader.length)
        let header = try ELFHeader.parse(prefix, path: path)
        try header.check(path: path)
        try ELFLayout.check(header: prefix, fileSize: size, path: path) { offset, count throws(PluginError) in
            try PluginFileAccess.read(path, offset: offset, count: count) {
                .malformedELF(path: $0, reason: "the file ended while it was read")
            }
        }
    }
}
