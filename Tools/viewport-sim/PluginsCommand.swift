import ArgumentParser
import Foundation
import ListKitDocument
import ListKitPlugins

/// `viewport-sim plugins`: commands about component plugins.
struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "Inspect component plugins.",
        subcommands: [InspectCommand.self]
    )

    /// `viewport-sim plugins inspect PATH…`: what each plugin offers, or why it is refused.
    struct InspectCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "inspect",
            abstract: "Load plugins and print their name, version, ABI and kinds; why each refused one is, on standard error.",
            discussion: """
                Each plugin is loaded in a listkit-plugin-host process of its own, so a plugin that crashes, \
                exits or hangs while loading is refused with the reason. Exits with status 1 when any plugin is refused.
                """
        )

        @Argument(help: "Plugin files (.so); relative paths are taken from the current directory.")
        var paths: [String]

        @OptionGroup var timeout: PluginTimeoutOption

        func run() throws {
            let loader = PluginLoader(isolation: timeout.isolation)
            var refused = 0
            var printed = 0
            for path in paths {
                switch loader.inspect(path: FilePaths.absolute(path)) {
                case .success(let info):
                    if printed > 0 { print("") }
                    printed += 1
                    print(info.description)
                case .failure(let error):
                    refused += 1
                    ToolFailure.report(error.description)
                }
            }
            if refused > 0 { throw ExitCode(1) }
        }
    }
}
