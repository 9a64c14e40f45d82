/// A cell: the reusable view a ``HeadlessCollectionView`` shows for one item,
/// like UIKit's `UICollectionViewCell`.
///
/// ```swift
/// collectionView.register(forCellWithReuseIdentifier: "text") { TextCell() }
/// let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
/// ```
open class CollectionViewCell: CollectionReusableView {
    /// Whether the item the cell shows is selected. The collection view sets
    /// it when it shows the cell and whenever the selection changes.
    public internal(set) var isSelected: Bool = false

    /// Creates a cell that is not yet in any pool.
    public required init() {
        super.init()
    }

    /// Called just before the cell is handed out again by a dequeue; clears
    /// ``isSelected``. Overrides must call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
    }
}
