import ArgumentParser
import ListKit
import ListKitSimulation

/// `viewport-sim audit DOC`: audits what VoiceOver reads on a document's
/// screen and exits with status 2 when anything is found, for CI.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit a document's screen for accessibility; exit 2 on findings.",
        discussion: """
            The screen (at --offset, with its orthogonal offsets) is read as VoiceOver reads it and \
            every check of Documentation/Accessibility.md runs over it, unless skipped. Findings \
            are printed one per line, then a summary; the status is 0 with none, 2 with some, \
            1 when the document cannot be read.
            """
    )

    @OptionGroup var screenOptions: ScreenOptions

    @Option(help: "Output format: text or jsonl.")
    var format: AccessibilityReport.Format = .text

    @Option(name: .customLong("skip"), help: ArgumentHelp("A check not to run (repeatable).", valueName: "CHECK"))
    var skipped: [AccessibilityCheck] = []

    @Flag(help: "Print VoiceOver's order of the elements before the findings.")
    var traversal = false

    @OptionGroup var pluginOptions: PluginOptions

    func run() throws {
        let plugins = DocumentPlugins.collecting(pluginOptions)
        let screen = try DocumentScreen(screenOptions, plugins: plugins)
        var configuration = AccessibilityAuditConfiguration()
        configuration.checks.subtract(skipped)
        let report = AccessibilityReport(renderer: screen.renderer, configuration: configuration)
        report.write(as: format, traversal: traversal) { print($0) }
        if !report.findings.isEmpty { throw ExitCode(2) }
    }
}

extension AccessibilityReport.Format: ExpressibleByArgument {}
extension AccessibilityCheck: ExpressibleByArgument {}
