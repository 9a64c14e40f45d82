import ListKitCore

/// What a ``HeadlessCollectionView`` tells about display and selection, like
/// UIKit's `UICollectionViewDelegate`. Every method is optional: the
/// extension gives empty defaults.
///
/// - `willDisplay` is called when an element becomes visible, after its view
///   is placed and before it is in ``HeadlessCollectionView/visibleCells``.
/// - `didEndDisplaying` is called when it leaves the visible bounds, is
///   deleted or reloaded, or on ``HeadlessCollectionView/reloadData()``,
///   before its view goes back to its reuse pool.
/// - `didSelectItemAt` / `didDeselectItemAt` are called for a
///   ``HeadlessCollectionView/tap(at:)``, not for programmatic selection (as in UIKit).
public protocol CollectionViewDelegate: AnyObject {
    /// The cell for `indexPath` is about to become visible.
    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: ElementIndexPath)

    /// The cell that showed `indexPath` left the screen.
    func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: ElementIndexPath)

    /// The supplementary view of `elementKind` for `indexPath` is about to become visible.
    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: ElementIndexPath)

    /// The supplementary view of `elementKind` that showed `indexPath` left the screen.
    func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: ElementIndexPath)

    /// The decoration view of `elementKind` for `indexPath` is about to become visible.
    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplayDecorationView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: ElementIndexPath)

    /// The decoration view of `elementKind` that showed `indexPath` left the screen.
    func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplayingDecorationView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: ElementIndexPath)

    /// A layout pass is complete: every view has been placed, and every
    /// `willDisplay` and `didEndDisplaying` of the pass has been called.
    /// Called once per pass, whoever caused it (a scroll on either axis, a
    /// resize, a batch update, a reload); `pass` is also
    /// ``HeadlessCollectionView/layoutPass``.
    func collectionView(_ collectionView: HeadlessCollectionView, didCompleteLayoutPass pass: LayoutPass)

    /// A tap selected the item at `indexPath`.
    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: ElementIndexPath)

    /// A tap deselected the item at `indexPath` (multiple selection only).
    func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: ElementIndexPath)
}

extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: ElementIndexPath) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: ElementIndexPath) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: ElementIndexPath) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: ElementIndexPath) {}

    /// Does nothing.
    public func collectionView(_ collectionView: HeadlessCollectionView, didCompleteLayoutPass pass: LayoutPass) {}

    /// Does nothing.
    public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: ElementIndexPath) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplayDecorationView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: ElementIndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplayingDecorationView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: ElementIndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: ElementIndexPath) {}
}
