/// How many elements a changeset deletes, inserts, updates and moves, at one
/// level (sections or items).
public struct ChangeCounts: Hashable, Sendable, CustomStringConvertible {
    /// The number of deleted elements.
    public var deleted: Int
    /// The number of inserted elements.
    public var inserted: Int
    /// The number of updated (reloaded) elements.
    public var updated: Int
    /// The number of moved elements.
    public var moved: Int

    /// Creates counts; every count defaults to zero.
    @inlinable
    public init(deleted: Int = 0, inserted: Int = 0, updated: Int = 0, moved: Int = 0) {
        self.deleted = deleted
        self.inserted = inserted
        self.updated = updated
        self.moved = moved
    }

    /// No change at all.
    public static let zero = ChangeCounts()

    /// The total number of changes.
    @inlinable
    public var total: Int { deleted + inserted + updated + moved }

    /// The counts of two changesets together.
    @inlinable
    public static func + (lhs: ChangeCounts, rhs: ChangeCounts) -> ChangeCounts {
        ChangeCounts(
            deleted: lhs.deleted + rhs.deleted, inserted: lhs.inserted + rhs.inserted,
            updated: lhs.updated + rhs.updated, moved: lhs.moved + rhs.moved)
    }

    /// A readable form, `-deleted +inserted ~updated ↕moved`.
    public var description: String { "-\(deleted) +\(inserted) ~\(updated) ↕\(moved)" }
}
