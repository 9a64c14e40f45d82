import ArgumentParser
import ListKit
import ListKitCore
import ListKitDocument
import ListKitJSON
import ListKitEngine

/// `--swipe SECTION:ITEM:DIRECTION:DISTANCE` (`0:3:left:80`): a swipe across
/// an item, let go after DISTANCE points, whose revealed buttons `layout`
/// and `render` show.
struct SwipeArgument {
    let indexPath: ElementIndexPath
    let direction: SwipeDirection
    let distance: Double

    /// Reads `SECTION:ITEM:DIRECTION:DISTANCE`.
    ///
    /// - Throws: A `ValidationError` naming the part that is wrong and what
    ///   it must be (ArgumentParser prints it after the value).
    static func parse(_ argument: String) throws -> SwipeArgument {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4 else {
            throw ValidationError("expected 4 parts SECTION:ITEM:DIRECTION:DISTANCE, found \(parts.count)")
        }
        guard let section = Int(parts[0]), section >= 0 else {
            throw ValidationError("SECTION '\(parts[0])' is not a section index (0 or more)")
        }
        guard let item = Int(parts[1]), item >= 0 else {
            throw ValidationError("ITEM '\(parts[1])' is not an item index (0 or more)")
        }
        guard let direction = SwipeDirection(rawValue: parts[2]) else {
            throw ValidationError("DIRECTION '\(parts[2])' is not left or right")
        }
        guard let distance = Double(parts[3]), distance.isFinite, distance >= 0 else {
            throw ValidationError("DISTANCE '\(parts[3])' is not a number of points (0 or more); "
                + "a full swipe, which performs its action, is played by `simulate`")
        }
        return SwipeArgument(
            indexPath: ElementIndexPath(section: section, item: item), direction: direction, distance: distance)
    }
}
