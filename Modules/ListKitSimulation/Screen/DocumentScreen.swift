import ListKit
import ListKitCore
import ListKitDocument
import ListKitEngine

/// One screen of a layout document, as `viewport-sim layout` and `render`
/// show it: the document rendered by a `ComposeRenderer`, scrolled to a
/// content offset (or to rest), each orthogonal section scrolled to its
/// offset, then a swipe across an item. Problems are checked after the
/// first render and again after the scrolls and the swipe.
///
/// ```swift
/// let document = try LayoutDocument(contentsOfFile: "Examples/todo.json")
/// let screen = try DocumentScreen(
///     document: document, composed: try document.composedLayout(registry: .builtIn),
///     contentOffset: Point(x: 0, y: 300))
/// let onScreen = screen.renderer.collectionView.displayedElements
/// ```
public struct DocumentScreen {
    /// A swipe across an item after the scrolls, let go after `distance` points.
    public struct Swipe: Sendable {
        /// The item swiped.
        public var indexPath: ElementIndexPath
        /// Which way the finger moves.
        public var direction: SwipeDirection
        /// How far the cell is dragged, in points.
        public var distance: Double

        /// Creates a swipe.
        public init(indexPath: ElementIndexPath, direction: SwipeDirection, distance: Double) {
            self.indexPath = indexPath
            self.direction = direction
            self.distance = distance
        }
    }

    /// The document.
    public let document: LayoutDocument
    /// The renderer showing it.
    public let renderer: ComposeRenderer
    /// The layout as the first render solved it.
    public let solved: SolvedLayout
    /// The content offset asked for (or the rest offset): the offset
    /// `layout` gives frames for. The renderer's own scroll is clamped to
    /// the content, as every `ComposeRenderer.scroll(to:at:)` is.
    public let contentOffset: Point
    /// Each orthogonal section's offset, by section.
    public let orthogonalOffsets: [Int: Point]
    /// What the swipe did; `nil` without one.
    public let swipeOutcome: SwipeOutcome?

    /// Renders `composed` (the components of `document`) and moves the
    /// screen as asked.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - composed: Its sections with their components (`LayoutDocument.load(contentsOfFile:kinds:registry:)`).
    ///   - contentOffset: The content offset to show; `nil` shows the rest offset.
    ///   - orthogonalOffsets: Each orthogonal section's scroll offset along
    ///     its own axis, by section index.
    ///   - swipe: A swipe after the scrolls, or `nil`.
    ///   - problem: Asked after the render's issues at each check, for a
    ///     problem found elsewhere (a plugin's failed call); `nil`: none.
    /// - Throws: ``DocumentScreenError``: the first render issue or other
    ///   problem, a section that does not scroll orthogonally, or a swipe of
    ///   an item that does not exist.
    public init(
        document: LayoutDocument, composed: ComposedLayout, contentOffset: Point? = nil,
        orthogonalOffsets: [Int: Double] = [:], swipe: Swipe? = nil,
        problem: () -> (any Error & Sendable)? = { nil }
    ) throws(DocumentScreenError) {
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: document.viewport, configuration: document.layout.configuration)
        renderer.render(composed, animated: false)
        try Self.check(renderer, problem)
        guard let solved = renderer.collectionView.solvedLayout else { throw .unsolved }
        let shown = contentOffset ?? solved.restContentOffset
        var offsets: [Int: Point] = [:]
        for (section, offset) in orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            let axis: Axis
            do {
                axis = try renderer.collectionView.requireOrthogonal(section)
            } catch {
                throw .notOrthogonal(section: section, error)
            }
            var point = Point.zero
            point[axis] = offset
            offsets[section] = point
        }
        renderer.scroll(to: shown)
        for (section, point) in offsets.sorted(by: { $0.key < $1.key }) {
            renderer.scrollOrthogonally(section: section, to: point)
        }
        var outcome: SwipeOutcome?
        if let swipe {
            outcome = renderer.swipe(item: swipe.indexPath, direction: swipe.direction, distance: .points(swipe.distance))
            if outcome == nil {
                let count = renderer.collectionView.numberOfItems(inSection: swipe.indexPath.section)
                throw .noSuchItem(swipe.indexPath, itemCount: count)
            }
        }
        try Self.check(renderer, problem)
        self.document = document
        self.renderer = renderer
        self.solved = solved
        self.contentOffset = shown
        self.orthogonalOffsets = offsets
        self.swipeOutcome = outcome
    }

    /// Throws the renderer's first issue, then `problem`'s answer (a
    /// component's own error, which says more than the renderer's report
    /// that its kind failed), then a component failure.
    private static func check(
        _ renderer: ComposeRenderer, _ problem: () -> (any Error & Sendable)?
    ) throws(DocumentScreenError) {
        let isFailure = { (issue: RenderIssue) -> Bool in if case .componentFailed = issue { true } else { false } }
        if let issue = renderer.issues.first(where: { !isFailure($0) }) { throw .render(issue) }
        if let other = problem() { throw .other(other) }
        if let issue = renderer.issues.first { throw .render(issue) }
    }
}
