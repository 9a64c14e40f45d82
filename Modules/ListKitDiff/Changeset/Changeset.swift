import ListKitCore

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
/// `ElementIndexPath` and leaves the section arrays empty. Every array is sorted:
/// deletes and updates by source index, inserts by target index, moves by
/// target index. ``BatchUpdateValidator`` checks a changeset against the rules
/// listed on ``StagedChangeset``.
@dynamicMemberLookup
public struct Changeset<Data> {
    /// The data once this stage is applied: give it to the data source inside
    /// the stage's `performBatchUpdates`.
    public var data: Data

    /// The stage's operations, to hand to `performBatchUpdates` as they are.
    /// Its lists and counts read as the changeset's own
    /// (`stage.deletedItems` is `stage.changes.deletedItems`).
    public var changes: BatchUpdates

    /// Creates a changeset of `data` and its operations.
    @inlinable
    public init(data: Data, changes: BatchUpdates) {
        self.data = data
        self.changes = changes
    }

    /// Creates a changeset; every list of changes defaults to empty.
    @inlinable
    public init(
        data: Data,
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        updatedSections: [Int] = [],
        movedSections: [Move<Int>] = [],
        deletedItems: [ElementIndexPath] = [],
        insertedItems: [ElementIndexPath] = [],
        updatedItems: [ElementIndexPath] = [],
        movedItems: [Move<ElementIndexPath>] = []
    ) {
        self.init(data: data, changes: BatchUpdates(
            deletedSections: deletedSections, insertedSections: insertedSections, updatedSections: updatedSections,
            movedSections: movedSections, deletedItems: deletedItems, insertedItems: insertedItems,
            updatedItems: updatedItems, movedItems: movedItems))
    }

    /// A list of ``changes`` (``BatchUpdates/deletedItems`` and the others),
    /// read and changed in place.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<BatchUpdates, Value>) -> Value {
        get { changes[keyPath: keyPath] }
        _modify { yield &changes[keyPath: keyPath] }
    }

    /// A count of ``changes`` (``BatchUpdates/itemCounts`` and the others).
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<BatchUpdates, Value>) -> Value {
        changes[keyPath: keyPath]
    }
}

/// Changesets are equal when their data and all their changes are.
extension Changeset: Equatable where Data: Equatable {}
/// A changeset of sendable data is sendable.
extension Changeset: Sendable where Data: Sendable {}

extension Changeset: CustomStringConvertible {
    /// The non-empty lists of changes, one per line.
    public var description: String {
        (["Changeset("] + changes.changeLines + ["  data: \(data)", ")"]).joined(separator: "\n")
    }
}
