import ArgumentParser
import ListKitPlugins

/// `viewport-sim`: lays out ListKit layout documents headlessly and prints
/// what a user's app would see.
@main
struct ViewportSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewport-sim",
        abstract: "Lay out ListKit layout documents and print what the screen shows.",
        discussion: "See Documentation/viewport-sim.md for the manual.",
        subcommands: [
            LayoutCommand.self, RenderCommand.self, SimulateCommand.self, ReplayCommand.self, AuditCommand.self, ServeCommand.self,
            PluginsCommand.self,
        ]
    )

    /// What starts every error line the tool prints on standard error: its
    /// own failures, ArgumentParser's usage errors (this is the parser's
    /// hook for the prefix), refused plugins, and a plugin calling `exit`.
    static var _errorPrefix: String { "viewport-sim: error: " }

    /// Runs the command line, with a plugin's `exit` reported in the tool's style.
    static func main() {
        PluginLoader.exitReportPrefix = _errorPrefix
        let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
        if let message = CommandSuggestion.error(for: Array(CommandLine.arguments.dropFirst()), commands: commands) {
            exit(withError: ValidationError(message))
        }
        main(nil)
    }
}
