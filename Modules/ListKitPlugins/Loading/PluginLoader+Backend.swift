import ListKitPluginModel

/// The native loader is the backend of `.so` plugins.
extension PluginLoader: PluginBackend {
    /// Whether the file is an ELF file (its magic number), or else is named
    /// like a shared object (`libBadge.so`, `libBadge.so.1`).
    public func recognizes(path: String, leadingBytes: [UInt8]) -> Bool {
        if leadingBytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]) { return true }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".so") || name.contains(".so.")
    }
}

extension PluginRegistry {
    /// Creates an empty registry of native plugins, loaded by `loader`.
    public convenience init(loader: PluginLoader = PluginLoader()) {
        self.init(backends: [loader])
    }
}
