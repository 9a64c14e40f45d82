import ListKit
import ListKitCore
import ListKitDocument
import ListKitEngine

/// A document's screen as `layout` and `render` show it: rendered by a
/// `ComposeRenderer`, scrolled to `--offset` (or to rest), each orthogonal
/// section at its `--orthogonal-offset`, and a `--swipe` applied; the
/// renderer's and the plugins' problems are checked after the first render
/// and again after the changes.
struct DocumentScreen {
    /// The document.
    let document: LayoutDocument
    /// The renderer showing it.
    let renderer: ComposeRenderer
    /// The layout as the first render solved it.
    let solved: SolvedLayout
    /// The content offset shown.
    let contentOffset: Point
    /// Each orthogonal section's offset, by section.
    let orthogonalOffsets: [Int: Point]
    /// The buttons a `--swipe` left open (empty without one).
    let swipeButtons: [LayoutOutput.SwipeButton]

    /// Lays out and renders the document that `screen` names with
    /// `plugins`, then scrolls and swipes as its options say.
    init(_ screen: ScreenOptions, plugins: DocumentPlugins) throws {
        let (path, offset, options, swipe) = (screen.document, screen.offset, screen.orthogonalOffsets, screen.swipe)
        let (doc, composed) = try plugins.composed(path)
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: doc.viewport, configuration: doc.layout.configuration)
        renderer.render(composed, animated: false)
        try LayoutCommand.check(renderer, plugins: plugins, path: path)
        guard let solved = renderer.collectionView.solvedLayout else {
            throw ToolFailure(message: "\(path): the layout could not be solved")
        }
        let contentOffset = offset?.point ?? solved.restContentOffset
        let offsets = try LayoutCommand.orthogonalOffsetMap(options, for: renderer.collectionView)
        renderer.scroll(to: contentOffset)
        for (section, point) in offsets.sorted(by: { $0.key < $1.key }) {
            renderer.scrollOrthogonally(section: section, to: point)
        }
        let buttons = try swipe?.apply(to: renderer, path: path) ?? []
        try LayoutCommand.check(renderer, plugins: plugins, path: path)
        self.document = doc
        self.renderer = renderer
        self.solved = solved
        self.contentOffset = contentOffset
        self.orthogonalOffsets = offsets
        self.swipeButtons = buttons
    }
}
