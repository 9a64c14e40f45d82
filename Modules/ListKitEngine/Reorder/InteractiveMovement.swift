import ListKitCore

/// An interactive move in progress, as UIKit's
/// `beginInteractiveMovementForItem(at:)` starts one: which item is being
/// moved, where it is shown now and the point it follows.
public struct InteractiveMovement: Hashable, Sendable {
    /// The item's index path when the move began (in the data source's data,
    /// which does not change until the move ends).
    public var originalIndexPath: ElementIndexPath
    /// Where the collection view shows the item now: the target the last
    /// position proposed (the original index path until one is proposed).
    public var targetIndexPath: ElementIndexPath
    /// The point the item follows, in content coordinates: its frame is
    /// centred there (the centre of its frame when the move began).
    public var position: Point

    /// Creates a move of the item at `originalIndexPath`, shown at
    /// `targetIndexPath`, following `position`.
    public init(originalIndexPath: ElementIndexPath, targetIndexPath: ElementIndexPath, position: Point) {
        self.originalIndexPath = originalIndexPath
        self.targetIndexPath = targetIndexPath
        self.position = position
    }

    /// The index path in the data source's data (which holds the item at
    /// ``originalIndexPath`` until the move ends) of the item shown at
    /// `shown`: the collection view asks the data source for cells with it,
    /// so that the data need not follow the drag (ListKit's rule).
    ///
    /// - Parameter shown: An index path as the collection view shows it now.
    /// - Returns: The same item's index path in the data.
    public func dataIndexPath(forShown shown: ElementIndexPath) -> ElementIndexPath {
        if shown == targetIndexPath { return originalIndexPath }
        var path = shown
        // Take the moving item out of where it is shown…
        if path.section == targetIndexPath.section, path.item > targetIndexPath.item { path.item -= 1 }
        // …and put it back where the data holds it.
        if path.section == originalIndexPath.section, path.item >= originalIndexPath.item { path.item += 1 }
        return path
    }
}
