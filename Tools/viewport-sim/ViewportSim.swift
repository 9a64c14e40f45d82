import ArgumentParser

/// `viewport-sim`: lays out ListKit layout documents headlessly and prints
/// what a user's app would see.
@main
struct ViewportSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewport-sim",
        abstract: "Lay out ListKit layout documents and print what the screen shows.",
        discussion: "See Documentation/viewport-sim.md for the manual.",
        subcommands: [LayoutCommand.self, SimulateCommand.self, PluginsCommand.self]
    )
}
