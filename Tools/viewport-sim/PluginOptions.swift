import ArgumentParser
import ListKitPlugins
import ListKitWasmPlugins

/// The time limit of one call into an isolated plugin.
struct PluginTimeoutOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "With isolated plugins, the most one call into a plugin (or loading it) may take, in seconds.",
        valueName: "seconds"))
    var pluginTimeout: Double = PluginIsolation.defaultCallTimeout

    func validate() throws {
        guard pluginTimeout.isFinite, pluginTimeout > 0, pluginTimeout <= 3600 else {
            throw ValidationError("--plugin-timeout must be in (0, 3600] seconds (found \(pluginTimeout))")
        }
    }

    /// Isolation with this time limit.
    var isolation: PluginIsolation { PluginIsolation.standard(callTimeout: pluginTimeout) }
}

/// How `layout` and `simulate` run the plugins a document names.
struct PluginOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Run each plugin in a listkit-plugin-host process of its own: a plugin that crashes, exits or overruns "
            + "--plugin-timeout fails the command with a line naming it, instead of taking it down."))
    var isolatePlugins = false

    @OptionGroup var timeout: PluginTimeoutOption

    @Option(help: ArgumentHelp(
        "The fuel of one call into a WebAssembly plugin: how many instructions it may run before it is stopped.",
        valueName: "instructions"))
    var wasmFuel: UInt64 = WasmPluginLimits().fuelPerCall

    @Option(help: ArgumentHelp(
        "The most memory a WebAssembly plugin's linear memory may grow to, in MiB.", valueName: "MiB"))
    var wasmMemory: Int = WasmPluginLimits().maximumMemoryBytes >> 20

    func validate() throws {
        guard wasmFuel > 0 else { throw ValidationError("--wasm-fuel must be above 0") }
        guard (1...4096).contains(wasmMemory) else {
            throw ValidationError("--wasm-memory must be 1 to 4096 MiB (found \(wasmMemory))")
        }
    }

    /// The isolation asked for, or `nil` to run plugins in this process.
    var isolation: PluginIsolation? { isolatePlugins ? timeout.isolation : nil }

    /// The limits WebAssembly plugins run under.
    var wasmLimits: WasmPluginLimits {
        var limits = WasmPluginLimits()
        limits.fuelPerCall = wasmFuel
        limits.maximumMemoryBytes = wasmMemory << 20
        return limits
    }
}
