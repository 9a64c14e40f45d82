import ListKitCore

/// The operations of one batch update: what a diff stage holds, what a
/// collection view's `performBatchUpdates` applies and what
/// ``BatchUpdateValidator`` checks. One value, from the diff to the screen.
///
/// Positions follow UIKit's batch-update conventions. The update's *source*
/// is the data before it, its *target* the data after it:
///
/// - deletes and updates (UIKit's reloads) name positions in the source;
/// - inserts name positions in the target;
/// - a move goes from a position in the source to one in the target.
///
/// ```swift
/// var updates = BatchUpdates()
/// updates.deleteItems(at: [ElementIndexPath(section: 0, item: 2)])
/// updates.insertItems(at: [ElementIndexPath(section: 0, item: 0)])
/// updates.moveItem(at: ElementIndexPath(section: 0, item: 5), to: ElementIndexPath(section: 1, item: 0))
/// ```
public struct BatchUpdates: Hashable, Sendable {
    /// Sections deleted, as indices in the source.
    public var deletedSections: [Int]
    /// Sections inserted, as indices in the target.
    public var insertedSections: [Int]
    /// Sections updated (UIKit's `reloadSections`: every item and
    /// supplementary asked for again), as indices in the source.
    public var updatedSections: [Int]
    /// Sections moved, from an index in the source to an index in the target.
    public var movedSections: [Move<Int>]
    /// Items deleted, as paths in the source.
    public var deletedItems: [ElementIndexPath]
    /// Items inserted, as paths in the target.
    public var insertedItems: [ElementIndexPath]
    /// Items updated (UIKit's `reloadItems`: the cell asked for again), as
    /// paths in the source.
    public var updatedItems: [ElementIndexPath]
    /// Items moved, from a path in the source to a path in the target; a
    /// visible moved item keeps its cell.
    public var movedItems: [Move<ElementIndexPath>]

    /// Creates an update; every list of changes defaults to empty.
    @inlinable
    public init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        updatedSections: [Int] = [],
        movedSections: [Move<Int>] = [],
        deletedItems: [ElementIndexPath] = [],
        insertedItems: [ElementIndexPath] = [],
        updatedItems: [ElementIndexPath] = [],
        movedItems: [Move<ElementIndexPath>] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.updatedSections = updatedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.updatedItems = updatedItems
        self.movedItems = movedItems
    }

    /// How many sections the update deletes, inserts, updates and moves.
    @inlinable
    public var sectionCounts: ChangeCounts {
        ChangeCounts(
            deleted: deletedSections.count, inserted: insertedSections.count,
            updated: updatedSections.count, moved: movedSections.count)
    }

    /// How many items the update deletes, inserts, updates and moves.
    @inlinable
    public var itemCounts: ChangeCounts {
        ChangeCounts(
            deleted: deletedItems.count, inserted: insertedItems.count,
            updated: updatedItems.count, moved: movedItems.count)
    }

    /// Whether the update changes anything.
    @inlinable
    public var hasChanges: Bool { sectionCounts.total + itemCounts.total > 0 }

    /// Whether the update changes nothing.
    @inlinable
    public var isEmpty: Bool { !hasChanges }

    // MARK: UIKit's calls

    /// Deletes `sections` (indices in the source), as UIKit's `deleteSections`.
    public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }
    /// Inserts `sections` (indices in the target), as UIKit's `insertSections`.
    public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }
    /// Updates `sections` (indices in the source), as UIKit's `reloadSections`.
    public mutating func updateSections(_ sections: [Int]) { updatedSections += sections }
    /// Moves section `section` (source) to `newSection` (target), as UIKit's
    /// `moveSection(_:toSection:)`.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        movedSections.append(Move(source: section, target: newSection))
    }
    /// Deletes the items at `indexPaths` (source), as UIKit's `deleteItems(at:)`.
    public mutating func deleteItems(at indexPaths: [ElementIndexPath]) { deletedItems += indexPaths }
    /// Inserts items at `indexPaths` (target), as UIKit's `insertItems(at:)`.
    public mutating func insertItems(at indexPaths: [ElementIndexPath]) { insertedItems += indexPaths }
    /// Updates the items at `indexPaths` (source), as UIKit's `reloadItems(at:)`.
    public mutating func updateItems(at indexPaths: [ElementIndexPath]) { updatedItems += indexPaths }
    /// Moves the item at `indexPath` (source) to `newIndexPath` (target), as
    /// UIKit's `moveItem(at:to:)`.
    public mutating func moveItem(at indexPath: ElementIndexPath, to newIndexPath: ElementIndexPath) {
        movedItems.append(Move(source: indexPath, target: newIndexPath))
    }
}

extension BatchUpdates: CustomStringConvertible {
    /// The non-empty lists of changes, one per line.
    public var description: String {
        (["BatchUpdates("] + changeLines + [")"]).joined(separator: "\n")
    }

    /// One indented line per non-empty list of changes.
    var changeLines: [String] {
        var lines: [String] = []
        func add<T>(_ name: String, _ values: [T]) {
            if !values.isEmpty { lines.append("  \(name): \(values)") }
        }
        add("deletedSections", deletedSections)
        add("insertedSections", insertedSections)
        add("updatedSections", updatedSections)
        add("movedSections", movedSections)
        add("deletedItems", deletedItems)
        add("insertedItems", insertedItems)
        add("updatedItems", updatedItems)
        add("movedItems", movedItems)
        return lines
    }
}
