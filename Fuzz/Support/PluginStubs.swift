// The two names of ListKitPlugins' runtime that PluginError's messages use,
// for the `elf` fuzz target, which compiles the validation files without
// the runtime (it needs the plugin ABI's C module and libffi). The values
// do not matter to the checks the target runs.

/// Stands in for the runtime's `LK_STATUS_*` names.
enum PluginStatus {
    /// A status code in words.
    static func name(of status: Int32) -> String { "status \(status)" }
}

/// Stands in for the runtime's display-list limits.
enum DisplayListLimits {
    /// The most operations one render may produce.
    static let maximumOperations = 65_536
    /// The most text bytes of one display list.
    static let maximumTextBytes = 1 << 20
}
