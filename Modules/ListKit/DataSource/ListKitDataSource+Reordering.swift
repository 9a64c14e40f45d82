import ListKitCore
import ListKitDSL
import ListKitDiff
import ListKitEngine

extension ListKitDataSource {
    /// Whether the component at `indexPath` may be moved: the answer of
    /// ``ReorderingHandlers/canReorderItem`` (`false` without one).
    public func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ElementIndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let component = composed.component(at: indexPath)
        else { return false }
        return canReorder(component)
    }

    /// A move ended: ``composed`` moves the component (as the diffable data
    /// source's snapshot follows a reorder in UIKit), then
    /// ``ReorderingHandlers/didReorder`` is called. Out-of-range index paths
    /// change nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: ElementIndexPath,
        to destinationIndexPath: ElementIndexPath
    ) {
        guard let moved = composed.movingComponent(from: sourceIndexPath, to: destinationIndexPath) else { return }
        composed = moved
        reorderingHandlers.didReorder?(Move(source: sourceIndexPath, target: destinationIndexPath))
    }
}
