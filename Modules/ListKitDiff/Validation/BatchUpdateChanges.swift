/// The operations of one batch update, without its data: what
/// ``BatchUpdateValidator`` checks. A ``Changeset`` gives its own as
/// ``Changeset/changes``; a collection view builds one from its update.
public struct BatchUpdateChanges: Hashable, Sendable {
    /// Sections deleted, indices before the update.
    public var deletedSections: [Int]
    /// Sections reloaded, indices before the update.
    public var reloadedSections: [Int]
    /// Sections inserted, indices after the update.
    public var insertedSections: [Int]
    /// Sections moved, from before to after the update.
    public var movedSections: [Move<Int>]
    /// Items deleted, paths before the update.
    public var deletedItems: [ItemPath]
    /// Items reloaded, paths before the update.
    public var reloadedItems: [ItemPath]
    /// Items inserted, paths after the update.
    public var insertedItems: [ItemPath]
    /// Items moved, from before to after the update.
    public var movedItems: [Move<ItemPath>]

    /// Creates the operations of an update; each list defaults to empty.
    public init(
        deletedSections: [Int] = [], reloadedSections: [Int] = [], insertedSections: [Int] = [],
        movedSections: [Move<Int>] = [], deletedItems: [ItemPath] = [], reloadedItems: [ItemPath] = [],
        insertedItems: [ItemPath] = [], movedItems: [Move<ItemPath>] = []
    ) {
        self.deletedSections = deletedSections
        self.reloadedSections = reloadedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.reloadedItems = reloadedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
    }
}

extension Changeset {
    /// The stage's operations, its updates as reloads.
    public var changes: BatchUpdateChanges {
        BatchUpdateChanges(
            deletedSections: deletedSections, reloadedSections: updatedSections, insertedSections: insertedSections,
            movedSections: movedSections, deletedItems: deletedItems, reloadedItems: updatedItems,
            insertedItems: insertedItems, movedItems: movedItems)
    }
}
