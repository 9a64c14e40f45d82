import ListKitCore

/// The changes of one ``HeadlessCollectionView/performBatchUpdates(_:)``,
/// like the calls made inside UIKit's `performBatchUpdates` block.
///
/// Deletes, reloads and the source of a move name positions **before** the
/// update; inserts and the destination of a move name positions **after** it.
///
/// ```swift
/// var updates = BatchUpdates()
/// updates.deleteItems(at: [ElementIndexPath(section: 0, item: 2)])
/// updates.insertItems(at: [ElementIndexPath(section: 0, item: 0)])
/// updates.moveItem(at: ElementIndexPath(section: 0, item: 5), to: ElementIndexPath(section: 1, item: 0))
/// try collectionView.performBatchUpdates(updates)
/// ```
public struct BatchUpdates: Hashable, Sendable {
    /// A section moved from one index (before the update) to another (after it).
    public struct SectionMove: Hashable, Sendable {
        /// The section's index before the update.
        public var from: Int
        /// The section's index after the update.
        public var to: Int

        /// Creates a section move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item moved from one index path (before the update) to another (after it).
    public struct ItemMove: Hashable, Sendable {
        /// The item's index path before the update.
        public var from: ElementIndexPath
        /// The item's index path after the update.
        public var to: ElementIndexPath

        /// Creates an item move.
        public init(from: ElementIndexPath, to: ElementIndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted, by index before the update.
    public var deletedSections: [Int]
    /// Sections inserted, by index after the update.
    public var insertedSections: [Int]
    /// Sections reloaded (every item and supplementary asked for again), by
    /// index before the update.
    public var reloadedSections: [Int]
    /// Sections moved.
    public var movedSections: [SectionMove]
    /// Items deleted, by index path before the update.
    public var deletedItems: [ElementIndexPath]
    /// Items inserted, by index path after the update.
    public var insertedItems: [ElementIndexPath]
    /// Items reloaded (their cell asked for again), by index path before the update.
    public var reloadedItems: [ElementIndexPath]
    /// Items moved; a visible moved item keeps its cell.
    public var movedItems: [ItemMove]

    /// Creates a set of changes; every list is empty by default.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], reloadedSections: [Int] = [],
        movedSections: [SectionMove] = [], deletedItems: [ElementIndexPath] = [],
        insertedItems: [ElementIndexPath] = [], reloadedItems: [ElementIndexPath] = [],
        movedItems: [ItemMove] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.reloadedItems = reloadedItems
        self.movedItems = movedItems
    }

    /// Whether there is no change at all.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Deletes `sections` (indices before the update).
    public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }
    /// Inserts `sections` (indices after the update).
    public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }
    /// Reloads `sections` (indices before the update).
    public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }
    /// Moves section `section` (before the update) to `newSection` (after it).
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        movedSections.append(SectionMove(from: section, to: newSection))
    }
    /// Deletes the items at `indexPaths` (before the update).
    public mutating func deleteItems(at indexPaths: [ElementIndexPath]) { deletedItems += indexPaths }
    /// Inserts items at `indexPaths` (after the update).
    public mutating func insertItems(at indexPaths: [ElementIndexPath]) { insertedItems += indexPaths }
    /// Reloads the items at `indexPaths` (before the update).
    public mutating func reloadItems(at indexPaths: [ElementIndexPath]) { reloadedItems += indexPaths }
    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    public mutating func moveItem(at indexPath: ElementIndexPath, to newIndexPath: ElementIndexPath) {
        movedItems.append(ItemMove(from: indexPath, to: newIndexPath))
    }
}
