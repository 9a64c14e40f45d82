import ListKitCore

/// One item frame of a custom group, like UIKit's
/// `NSCollectionLayoutGroupCustomItem`.
public struct CustomGroupItem: Hashable, Sendable {
    /// The frame relative to the group's content origin.
    public var frame: Rect
    /// The stacking order of the item's cell.
    public var zIndex: Int

    /// Creates a custom item frame.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
