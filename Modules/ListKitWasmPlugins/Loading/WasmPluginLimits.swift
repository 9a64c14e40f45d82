import ListKitPluginModel

/// What one WebAssembly plugin may use. Every call into the plugin runs
/// under these limits; going past one stops the call with a typed
/// `PluginError` that names the plugin, the kind, the call and the item.
///
/// The defaults are safe for a module nobody has read: a call stops after
/// 100 million instructions (about 0.05 s for a tight loop in a release
/// build, on a 2-core x86-64 machine) and the module's memory stays under 64 MiB.
///
/// ```swift
/// var limits = WasmPluginLimits()
/// limits.fuelPerCall = 5_000_000
/// let loader = WasmPluginLoader(limits: limits)
/// ```
public struct WasmPluginLimits: Hashable, Sendable {
    /// The fuel of one call: how many WebAssembly instructions it may run
    /// (WasmKit's unit: about one per instruction, plus one per 64 bytes a
    /// bulk memory operation moves). Deterministic: the same call with the
    /// same input stops at the same instruction. Default 100,000,000.
    public var fuelPerCall: UInt64 = 100_000_000
    /// The most bytes the module's linear memory may grow to (its initial
    /// size included). Default 64 MiB.
    public var maximumMemoryBytes: Int = 64 << 20
    /// The most entries the module's function table may grow to. Default 65,536.
    public var maximumTableElements: Int = 65_536
    /// The largest module file accepted, in bytes. Default 16 MiB.
    public var maximumModuleBytes: Int = 16 << 20
    /// The most operations one `render` may produce (at most
    /// `DisplayListLimits.maximumOperations`, the default).
    public var maximumDisplayListOperations: Int = DisplayListLimits.maximumOperations
    /// The most text bytes one `render` may produce (at most
    /// `DisplayListLimits.maximumTextBytes`, the default).
    public var maximumDisplayListTextBytes: Int = DisplayListLimits.maximumTextBytes
    /// The largest props (or item id) handed to one call, in bytes. Default 1 MiB.
    public var maximumPropsBytes: Int = 1 << 20
    /// The longest log message kept, in bytes; longer ones are cut, as a
    /// native plugin's are. Default `PluginLogMessage.maximumLength` (4,096).
    public var maximumLogMessageBytes: Int = PluginLogMessage.maximumLength
    /// The most log bytes one call may write (each message counted whole,
    /// before it is cut); a call that logs more fails. Default 65,536.
    public var maximumLogBytesPerCall: Int = 65_536

    /// The default limits.
    public init() {}

    /// The display list room a render may use under these limits (and the host's).
    package var displayListRoom: DisplayListRoom {
        DisplayListRoom(
            operations: min(maximumDisplayListOperations, DisplayListLimits.maximumOperations),
            textBytes: min(maximumDisplayListTextBytes, DisplayListLimits.maximumTextBytes))
    }
}
