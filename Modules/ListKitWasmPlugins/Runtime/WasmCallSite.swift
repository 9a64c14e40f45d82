import ListKitPluginModel

/// What a call into a WebAssembly plugin is for, named in its errors: the
/// kind, the ABI function and the item (`nil` while loading, and for calls
/// that concern no one item).
struct WasmCallSite: Sendable {
    /// The kind's id.
    var kind: String?
    /// The ABI function.
    var function: PluginFunction?
    /// The item's id.
    var item: String?

    /// Loading: the entry point, the services table and the exchange block.
    static let loading = WasmCallSite(kind: nil, function: nil, item: nil)
}
