import ListKit
import ListKitCore
import ListKitDocument
import ListKitJSON
import ListKitSimulation

extension DocumentScreen {
    /// The screen `layout` and `render` show for `options` (ListKitSimulation
    /// renders, scrolls and swipes; this only reads the options and words the
    /// errors for the command line).
    ///
    /// - Throws: ``ToolFailure`` naming the document or the option at fault.
    init(_ options: ScreenOptions, plugins: DocumentPlugins) throws {
        let path = options.document
        let (document, composed) = try plugins.composed(path)
        var orthogonal: [Int: Double] = [:]
        for option in options.orthogonalOffsets { orthogonal[option.section] = option.offset }
        let swipe = options.swipe.map { Swipe(indexPath: $0.indexPath, direction: $0.direction, distance: $0.distance) }
        do {
            try self.init(
                document: document, composed: composed, contentOffset: options.offset?.point,
                orthogonalOffsets: orthogonal, swipe: swipe, problem: { plugins.error })
        } catch {
            switch error {
            case .notOrthogonal(let section, _):
                throw ToolFailure(message: "--orthogonal-offset \(section)=…: \(error.description)")
            case .noSuchItem:
                throw ToolFailure(message: "--swipe: \(path) has \(error.description)")
            case .render, .other, .unsolved:
                throw ToolFailure(message: "\(path): \(error.description)")
            }
        }
        if case .performed(let action, _, _) = swipeOutcome, let swipe {
            throw ToolFailure(message: "--swipe: a swipe of \(OutputNumber.format(swipe.distance)) points performs "
                + "\(JSONValue.quoted(action.title)) (a full swipe); play it with `simulate` and a swipe step")
        }
    }

    /// The buttons the swipe left open (none without one, or when the drag closed the row).
    var swipeButtons: [LayoutOutput.SwipeButton] {
        swipeOutcome == nil ? [] : renderer.collectionView.revealedSwipeActions.map(LayoutOutput.SwipeButton.init)
    }
}
