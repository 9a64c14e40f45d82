import ArgumentParser
import Foundation
import ListKit
import ListKitCore
import ListKitDocument
import ListKitPicture
import ListKitSimulation

/// `viewport-sim render DOC -o out.svg`: renders a layout document and writes
/// an SVG picture of the screen.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a document and write an SVG picture of the screen.",
        discussion: """
            The document is laid out and rendered as by `layout`, then the viewport at the \
            content offset is drawn: every element that meets the viewport's bounds at its \
            frame, with what its component drew, in zIndex order, one <g> per element \
            carrying lk:category, lk:section, lk:item and lk:id. \
            See Documentation/Pictures.md for the drawing rules.
            """
    )

    @OptionGroup var screenOptions: ScreenOptions

    @Flag(help: "Draw the whole content, with the viewport outlined on it.")
    var content = false

    @Flag(help: "Label each element with its index path and id.")
    var labels = false

    @Flag(help: "Outline each element's frame.")
    var outlines = false

    @Flag(help: "Number the elements in VoiceOver's order, with a legend below the picture.")
    var accessibilityOrder = false

    @Option(name: .short, help: ArgumentHelp("The SVG file to write.", valueName: "FILE"))
    var output: String

    @OptionGroup var pluginOptions: PluginOptions

    func run() throws {
        let plugins = DocumentPlugins.collecting(pluginOptions)
        let screen = try DocumentScreen(screenOptions, plugins: plugins)
        let (doc, renderer) = (screen.document, screen.renderer)
        let options = SVGPictureOptions(
            labels: labels, outlines: outlines, wholeContent: content, accessibilityOrder: accessibilityOrder)
        var scene = PictureScene(collectionView: renderer.collectionView, wholeContent: content) { attributes in
            (doc.sectionID(at: attributes.indexPath.section), doc.itemID(of: attributes))
        }
        if accessibilityOrder {
            scene.markAccessibilityOrder(renderer.accessibilityElements().map { ($0.frame, $0.description) })
        }
        let svg = SVGPicture.svg(scene, options: options)
        try OutputFile.write(svg, to: output)
    }
}
