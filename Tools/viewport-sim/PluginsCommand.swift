import ArgumentParser
import Foundation
import ListKitDocument
import ListKitPluginModel
import ListKitPlugins
import ListKitWasmPlugins

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
                Each native plugin (.so) is loaded in a listkit-plugin-host process of its own, so a plugin that \
                crashes, exits or hangs while loading is refused with the reason; a WebAssembly plugin (.wasm) is \
                loaded in this process under its limits (fuel, memory). Exits with status 1 when any plugin is refused.
                """
        )

        @Argument(help: "Plugin files (.so or .wasm); relative paths are taken from the current directory.")
        var paths: [String]

        @OptionGroup var timeout: PluginTimeoutOption

        func run() throws {
            let registry = PluginRegistry(backends: [PluginLoader(isolation: timeout.isolation), WasmPluginLoader()])
            var refused = 0
            var printed = 0
            for path in paths {
                let absolute = FilePaths.absolute(path)
                guard let backend = registry.backend(for: absolute) else { continue }
                switch backend.inspect(path: absolute) {
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
