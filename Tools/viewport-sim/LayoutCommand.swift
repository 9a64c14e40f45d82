import ArgumentParser
import ListKit
import ListKitCore
import ListKitDocument
import ListKitEngine
import ListKitSimulation

/// `viewport-sim layout DOC`: renders a layout document and prints every
/// element's frame (or only the visible ones).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a document and print its elements' frames.",
        discussion: """
            The document's components are made (built-in kinds and the kinds of its plugins), \
            measured and rendered by a ComposeRenderer over a headless collection view. \
            Frames are in content coordinates at the given content offset, with each \
            orthogonal section's offset applied, snapped to the document's scale. \
            The JSON format is described in Documentation/LayoutDocument.md.
            """
    )

    @OptionGroup var screenOptions: ScreenOptions

    /// `layout`'s output formats: the frames (LayoutOutput's) or what VoiceOver reads.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case json, text, accessibility
    }

    @Option(help: "Output format: json, text, or accessibility (VoiceOver's order and the audit's findings).")
    var format: Format = .json

    @Flag(help: "List only the elements that meet the viewport's bounds.")
    var visible = false

    @OptionGroup var pluginOptions: PluginOptions

    func run() throws {
        let plugins = DocumentPlugins.collecting(pluginOptions)
        let screen = try DocumentScreen(screenOptions, plugins: plugins)
        let (doc, renderer, solved) = (screen.document, screen.renderer, screen.solved)
        guard let frames = LayoutOutput.Format(rawValue: format.rawValue) else {
            AccessibilityReport(renderer: renderer).write(as: .text) { print($0) }
            return
        }
        let (contentOffset, offsets) = (screen.contentOffset, screen.orthogonalOffsets)
        var output = LayoutOutput(
            document: doc, solved: solved, contentOffset: contentOffset, orthogonalOffsets: offsets,
            visibleOnly: visible, handlers: renderer.collectionView.visibleItemsInvalidationHandler)
        output.swipeButtons = screen.swipeButtons
        output.write(as: frames) { print($0, terminator: "") }
    }
}
