import ListKitCore

/// A broken batch-update rule: why UIKit would reject an update, with the
/// message UIKit gives (`Invalid update: …`, on one line).
public enum BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// Rule 1: a section index out of range on its side of the update, which
    /// has `count` sections.
    case sectionOutOfRange(BatchUpdateOperation, section: Int, count: Int)
    /// Rule 2: one section named twice by the same operation.
    case duplicateSection(BatchUpdateOperation, section: Int)
    /// Rule 3: one section named by two operations that exclude each other.
    case conflictingSection(BatchUpdateOperation, BatchUpdateOperation, section: Int)
    /// Rule 4: the number of sections after the update is not before −
    /// deleted + inserted.
    case sectionCountMismatch(before: Int, after: Int, inserted: Int, deleted: Int)
    /// Rule 5: an item whose section is out of range on its side of the
    /// update, which has `count` sections.
    case itemSectionOutOfRange(BatchUpdateOperation, path: ElementIndexPath, count: Int)
    /// Rule 6: an item operation inside a section that is itself deleted,
    /// inserted or reloaded (`sectionOperation`).
    case itemInChangedSection(BatchUpdateOperation, path: ElementIndexPath, sectionOperation: BatchUpdateOperation)
    /// Rule 7: an item index out of range of its section, which holds
    /// `count` items on that side of the update.
    case itemOutOfRange(BatchUpdateOperation, path: ElementIndexPath, count: Int)
    /// Rule 8: one index path named twice by the same operation.
    case duplicateItem(BatchUpdateOperation, path: ElementIndexPath)
    /// Rule 9: one index path named by two operations that exclude each other.
    case conflictingItem(BatchUpdateOperation, BatchUpdateOperation, path: ElementIndexPath)
    /// Rule 10: section `section` (after the update; `sourceSection` before
    /// it) does not hold before − deleted + inserted − moved out + moved in items.
    case itemCountMismatch(
        section: Int, sourceSection: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int,
        movedOut: Int)

    /// The rule the violation breaks.
    public var rule: BatchUpdateRule {
        switch self {
        case .sectionOutOfRange: return .sectionInRange
        case .duplicateSection: return .sectionOnce
        case .conflictingSection: return .sectionOneOperation
        case .sectionCountMismatch: return .sectionCount
        case .itemSectionOutOfRange: return .itemSectionInRange
        case .itemInChangedSection: return .itemInUnchangedSection
        case .itemOutOfRange: return .itemInRange
        case .duplicateItem: return .itemOnce
        case .conflictingItem: return .itemOneOperation
        case .itemCountMismatch: return .itemCount
        }
    }

    /// UIKit's message: `Invalid update: ` and the reason, on one line.
    public var description: String { "Invalid update: " + reason }

    /// The reason, without the "Invalid update: " prefix.
    public var reason: String {
        switch self {
        case let .sectionOutOfRange(operation, section, count):
            return "attempt to \(operation.phrase(section: section)), but there are only \(count) sections "
                + Self.side(operation)
        case let .duplicateSection(operation, section):
            return "attempt to \(operation.phrase(section: section)) more than once"
        case let .conflictingSection(first, second, section):
            return "attempt to \(first) and \(second) the same section (\(section))"
        case let .sectionCountMismatch(before, after, inserted, deleted):
            return "invalid number of sections. The number of sections contained in the collection view after "
                + "the update (\(after)) must be equal to the number of sections contained in the collection view "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .itemSectionOutOfRange(operation, path, count):
            return "attempt to \(operation.phrase(item: path)), but there are only \(count) sections "
                + Self.side(operation)
        case let .itemInChangedSection(operation, path, sectionOperation):
            return "attempt to \(operation.phrase(item: path)), but section \(path.section) is itself being "
                + sectionOperation.participle
        case let .itemOutOfRange(operation, path, count):
            if operation.isBeforeUpdate {
                return "attempt to \(operation.phrase(item: path)) which only contains \(count) items before the update"
            }
            return "attempt to \(operation.phrase(item: path)), but there are only \(count) items in section "
                + "\(path.section) after the update"
        case let .duplicateItem(operation, path):
            return "attempt to \(operation) the same index path (\(path)) more than once"
        case let .conflictingItem(first, second, path):
            return "attempt to \(first) and \(second) the same index path (\(path))"
        case let .itemCountMismatch(section, _, before, after, inserted, deleted, movedIn, movedOut):
            return "invalid number of items in section \(section). The number of items contained in an existing "
                + "section after the update (\(after)) must be equal to the number of items contained in that "
                + "section before the update (\(before)), plus or minus the number of items inserted or deleted "
                + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
                + "items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
    }

    /// "before the update" or "after the update", for `operation`'s side.
    private static func side(_ operation: BatchUpdateOperation) -> String {
        operation.isBeforeUpdate ? "before the update" : "after the update"
    }
}
