import ArgumentParser
import ListKitPlugins

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

    /// The isolation asked for, or `nil` to run plugins in this process.
    var isolation: PluginIsolation? { isolatePlugins ? timeout.isolation : nil }
}
