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
}
