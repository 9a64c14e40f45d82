import ArgumentParser
import ListKit
import ListKitCore
import ListKitDocument
import ListKitJSON
import ListKitEngine

/// `--swipe SECTION:ITEM:DIRECTION:DISTANCE` (`0:3:left:80`): a swipe across
/// an item, let go after DISTANCE points, whose revealed buttons `layout`
/// and `render` show.
struct SwipeArgument: ExpressibleByArgument {
    let indexPath: ElementIndexPath
    let direction: SwipeDirection
    let distance: Double

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, let section = Int(parts[0]), let item = Int(parts[1]), section >= 0, item >= 0,
              let direction = SwipeDirection(rawValue: parts[2]), let distance = Double(parts[3]),
              distance.isFinite, distance >= 0
        else { return nil }
        self.indexPath = ElementIndexPath(section: section, item: item)
        self.direction = direction
        self.distance = distance
    }

    /// Swipes in `renderer` after its scrolls; a swipe that performs its
    /// action (a full swipe) is refused: `simulate` plays actions.
    ///
    /// - Returns: The open row's buttons (none when the drag closed the row).
    func apply(to renderer: ComposeRenderer, path: String) throws -> [LayoutOutput.SwipeButton] {
        let outcome = renderer.swipe(item: indexPath, direction: direction, distance: .points(distance))
        guard let outcome else {
            let count = renderer.collectionView.numberOfItems(inSection: indexPath.section)
            throw ToolFailure(message: "--swipe: \(path) has no item \(indexPath) (section \(indexPath.section) has \(count) items)")
        }
        if case .performed(let action, _, _) = outcome {
            throw ToolFailure(message: "--swipe: a swipe of \(OutputNumber.format(distance)) points performs "
                + "\(JSONValue.quoted(action.title)) (a full swipe); play it with `simulate` and a swipe step")
        }
        return renderer.collectionView.revealedSwipeActions.map(LayoutOutput.SwipeButton.init)
    }
}
