/// UIKit's rules for `performBatchUpdates`, in the order
/// ``BatchUpdateValidator`` checks them: the one place they are written. The
/// diff's stages keep them, and ListKitEngine's headless collection view
/// refuses an update that breaks one (its error wraps the
/// ``BatchUpdateViolation``, whose ``BatchUpdateViolation/rule`` names it).
///
/// Positions are checked on their own side of the update: deletes, reloads and
/// move sources against the counts **before** it; inserts and move
/// destinations against the counts **after** it (the data source's counts
/// when `performBatchUpdates` is called).
public enum BatchUpdateRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// 1. Every section index is in range on its side of the update.
    case sectionInRange = "section index in range"
    /// 2. No section is named twice by the same operation (deleted twice, moved
    ///    from twice, moved to twice, …).
    case sectionOnce = "section named once per operation"
    /// 3. A section before the update takes at most one of delete, reload and
    ///    move; a section after it at most one of insert and move-to.
    case sectionOneOperation = "one operation per section"
    /// 4. Sections after = sections before − deleted + inserted.
    case sectionCount = "number of sections"
    /// 5. Every item's section exists on its side of the update.
    case itemSectionInRange = "item section in range"
    /// 6. No item operation inside a section that is itself deleted or
    ///    reloaded (before the update), or inserted or reloaded (after it).
    case itemInUnchangedSection = "item in a section that is not deleted, inserted or reloaded"
    /// 7. Every item index is in range of its section on its side of the update.
    case itemInRange = "item index in range"
    /// 8. No index path is named twice by the same operation (deleted twice,
    ///    moved from twice, moved to twice, …).
    case itemOnce = "index path named once per operation"
    /// 9. An index path before the update takes at most one of delete, reload
    ///    and move; an index path after it at most one of insert and move-to.
    case itemOneOperation = "one operation per index path"
    /// 10. In every section that exists before and after the update (and is
    ///     not reloaded), items after = items before − deleted + inserted −
    ///     moved out + moved in.
    case itemCount = "number of items in a section"

    /// The rule's name.
    public var description: String { rawValue }
}
