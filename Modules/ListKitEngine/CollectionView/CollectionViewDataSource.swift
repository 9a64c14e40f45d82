import ListKitCore

/// What a ``HeadlessCollectionView`` asks for its data, like UIKit's
/// `UICollectionViewDataSource`: how many sections and items there are, and
/// the cell (and supplementary view) for an index path.
///
/// The collection view asks for counts on ``HeadlessCollectionView/reloadData()``
/// and on ``HeadlessCollectionView/performBatchUpdates(_:)`` (whose changes
/// the counts must already reflect), and for views when elements become visible.
///
/// ```swift
/// final class Names: CollectionViewDataSource {
///     var names = ["Ada", "Grace"]
///     func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
///         names.count
///     }
///     func collectionView(
///         _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
///     ) throws(CollectionViewError) -> CollectionViewCell {
///         try collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
///     }
/// }
/// ```
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    ///
    /// - Parameter collectionView: The collection view asking.
    /// - Returns: The number of sections; not negative.
    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int

    /// The number of items in `section`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - section: The section's index.
    /// - Returns: The number of items; not negative.
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`, which must come from
    /// ``HeadlessCollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    ///
    /// During an interactive move, `indexPath` is the item's in the data
    /// (which does not follow the move until it ends), not where the item
    /// is shown: ``InteractiveMovement/dataIndexPath(forShown:)``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - indexPath: The item's index path.
    /// - Returns: A dequeued cell, configured for the item.
    /// - Throws: A ``CollectionViewError``, typically from the dequeue.
    func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell

    /// The view for the supplementary of `kind` at `indexPath`, which must
    /// come from ``HeadlessCollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// The default throws ``CollectionViewError/noSupplementaryViewProvider(kind:indexPath:)``.
    ///
    /// Boundary supplementaries have the index path (section, position among
    /// the section's boundary items), section −1 for the layout's own;
    /// anchored supplementaries have their item's index path (during an
    /// interactive move, the item's index path in the data, as for cells).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - kind: The element kind (`"header"`).
    ///   - indexPath: The supplementary's index path.
    /// - Returns: A dequeued view, configured for the element.
    /// - Throws: A ``CollectionViewError``, typically from the dequeue.
    func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView

    /// The view for the decoration of `kind` at `indexPath` (its section and
    /// its position among the section's decorations), from
    /// ``HeadlessCollectionView/dequeueReusableDecorationView(ofKind:withReuseIdentifier:for:)``;
    /// `nil` (the default) shows the decoration without a view.
    ///
    /// - Throws: A ``CollectionViewError``, typically from the dequeue.
    func collectionView(
        _ collectionView: HeadlessCollectionView, viewForDecorationOfKind kind: String, at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView?

    /// Whether the item at `indexPath` may be moved interactively, like
    /// UIKit's `collectionView(_:canMoveItemAt:)`; `false` by default
    /// (ListKit's rule: Swift cannot tell whether ``collectionView(_:moveItemAt:to:)``
    /// is implemented, as UIKit does, so a data source allows moves explicitly).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - indexPath: The item a move would begin with.
    /// - Returns: Whether ``HeadlessCollectionView/beginInteractiveMovementForItem(at:)`` may begin.
    func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ElementIndexPath) -> Bool

    /// An interactive move ended with the item at `sourceIndexPath` now at
    /// `destinationIndexPath`, like UIKit's `collectionView(_:moveItemAt:to:)`:
    /// the data source moves the item in its data (the collection view
    /// already shows it there). Does nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view telling.
    ///   - sourceIndexPath: The item's index path before the move.
    ///   - destinationIndexPath: Its index path after the move.
    func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: ElementIndexPath,
        to destinationIndexPath: ElementIndexPath)
}

extension CollectionViewDataSource {
    /// No view: the decoration is laid out but not shown.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, viewForDecorationOfKind kind: String, at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView? {
        nil
    }

    /// No item moves.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ElementIndexPath
    ) -> Bool { false }

    /// Nothing to move.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: ElementIndexPath,
        to destinationIndexPath: ElementIndexPath
    ) {}

    /// One section.
    public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }

    /// Throws ``CollectionViewError/noSupplementaryViewProvider(kind:indexPath:)``:
    /// a layout with supplementaries needs a data source that provides them.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        throw .noSupplementaryViewProvider(kind: kind, indexPath: indexPath)
    }
}
