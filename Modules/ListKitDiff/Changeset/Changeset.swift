/// One stage of a ``StagedChangeset``: a set of changes that is valid as one
/// `performBatchUpdates`, and the data as it is once they are applied.
///
/// Indices follow UIKit's batch-update conventions. The stage's *source* is
/// the data of the previous stage (the diff's source for the first stage), its
/// *target* is ``data``:
///
/// - deletes and updates (reloads) are indices in the source;
/// - inserts are indices in the target;
/// - moves go from an index in the source to an index in the target.
///
/// A flat diff uses section `section` (0 unless asked otherwise) for every
/// ``ItemPath`` and leaves the section arrays empty. Every array is sorted:
/// deletes and updates by source index, inserts by target index, moves by
/// target index. ``BatchUpdateValidator`` checks a changeset against the rules
/// listed on ``StagedChangeset``.
public struct Changeset<Data> {
    /// The data once this stage is applied: give it to the data source inside
    /// the stage's `performBatchUpdates`.
    public var data: Data

    /// Sections deleted, as indices in the stage's source.
    public var deletedSections: [Int]
    /// Sections inserted, as indices in the stage's target.
    public var insertedSections: [Int]
    /// Sections reloaded because their model's content changed, as indices in
    /// the stage's source.
    public var updatedSections: [Int]
    /// Sections moved, from an index in the source to an index in the target.
    public var movedSections: [Move<Int>]

    /// Items deleted, as paths in the stage's source.
    public var deletedItems: [ItemPath]
    /// Items inserted, as paths in the stage's target.
    public var insertedItems: [ItemPath]
    /// Items reloaded because their content changed, as paths in the stage's
    /// source.
    public var updatedItems: [ItemPath]
    /// Items moved, from a path in the source to a path in the target.
    public var movedItems: [Move<ItemPath>]

    /// Creates a changeset; every list of changes defaults to empty.
    @inlinable
    public init(
        data: Data,
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        updatedSections: [Int] = [],
        movedSections: [Move<Int>] = [],
        deletedItems: [ItemPath] = [],
        insertedItems: [ItemPath] = [],
        updatedItems: [ItemPath] = [],
        movedItems: [Move<ItemPath>] = []
    ) {
        self.data = data
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.updatedSections = updatedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.updatedItems = updatedItems
        self.movedItems = movedItems
    }

    /// How many sections this stage deletes, inserts, reloads and moves.
    @inlinable
    public var sectionCounts: ChangeCounts {
        ChangeCounts(
            deleted: deletedSections.count, inserted: insertedSections.count,
            updated: updatedSections.count, moved: movedSections.count)
    }

    /// How many items this stage deletes, inserts, reloads and moves.
    @inlinable
    public var itemCounts: ChangeCounts {
        ChangeCounts(
            deleted: deletedItems.count, inserted: insertedItems.count,
            updated: updatedItems.count, moved: movedItems.count)
    }

    /// Whether this stage changes anything.
    @inlinable
    public var hasChanges: Bool { sectionCounts.total + itemCounts.total > 0 }
}

/// Changesets are equal when their data and all their changes are.
extension Changeset: Equatable where Data: Equatable {}
/// A changeset of sendable data is sendable.
extension Changeset: Sendable where Data: Sendable {}

extension Changeset: CustomStringConvertible {
    /// The non-empty lists of changes, one per line.
    public var description: String {
        var lines = ["Changeset("]
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
        lines.append("  data: \(data)")
        lines.append(")")
        return lines.joined(separator: "\n")
    }
}
