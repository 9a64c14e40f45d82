import ListKit
import ListKitCore
import ListKitEngine

/// A drag step's start or end, as played: the item, where it is, and (at
/// the end) where it went.
public struct SimulatedMove {
    /// Which end of the drag.
    public enum Phase: String, Hashable, Sendable {
        /// The item was picked up.
        case moveBegan
        /// The item was dropped (or, cancelled, went back).
        case moveEnded
    }

    /// Which end of the drag.
    public var phase: Phase
    /// The item's attributes: at `moveBegan` where it was picked up, at
    /// `moveEnded` its place in the layout where it ends.
    public var attributes: LayoutAttributes
    /// The section and item ids of the item (at `moveEnded`, in the section it ends in); `nil` when it has none.
    public var id: RenderedElementID?
    /// The index path the item was picked up at.
    public var from: ElementIndexPath
    /// The index path it ends at (`from` when cancelled or dropped where it began).
    public var to: ElementIndexPath
    /// The point the item follows, in content coordinates: its centre at
    /// `moveBegan`, the drop point at `moveEnded`.
    public var point: Point
    /// Whether the drag was cancelled (only at `moveEnded`).
    public var cancelled: Bool
}
