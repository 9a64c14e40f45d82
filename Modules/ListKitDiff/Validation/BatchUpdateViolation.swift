/// A broken batch-update rule: why UIKit would reject a changeset, or apply
/// it to other positions than its data says.
public enum BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section index outside the stage's source (delete, reload, move from)
    /// or target (insert, move to), which has `count` sections.
    case sectionOutOfRange(BatchUpdateOperation, section: Int, count: Int)
    /// The same section named twice by one kind of operation.
    case duplicateSection(BatchUpdateOperation, section: Int)
    /// One section named by two operations that exclude each other (delete
    /// and reload, delete and move, reload and move, insert and move to).
    case conflictingSection(BatchUpdateOperation, BatchUpdateOperation, section: Int)
    /// An item path whose section does not exist on its side of the stage.
    case itemSectionOutOfRange(BatchUpdateOperation, path: ItemPath, count: Int)
    /// An item index beyond its section, which holds `count` items on that
    /// side of the stage.
    case itemOutOfRange(BatchUpdateOperation, path: ItemPath, count: Int)
    /// The same item path named twice by one kind of operation.
    case duplicateItem(BatchUpdateOperation, path: ItemPath)
    /// One item path named by two operations that exclude each other.
    case conflictingItem(BatchUpdateOperation, BatchUpdateOperation, path: ItemPath)
    /// An item operation in a section that the same stage deletes, inserts
    /// or reloads (`sectionOperation`).
    case itemInChangedSection(BatchUpdateOperation, path: ItemPath, sectionOperation: BatchUpdateOperation)
    /// The target's section count is not `source − deleted + inserted`.
    case sectionCountMismatch(expected: Int, actual: Int)
    /// Target section `section` does not hold `source items − deleted − moved
    /// out + inserted + moved in` items.
    case itemCountMismatch(section: Int, expected: Int, actual: Int)

    /// One readable line that says which rule broke and where.
    public var description: String {
        switch self {
        case let .sectionOutOfRange(operation, section, count):
            return "\(operation) section \(section) is out of range (\(count) sections)"
        case let .duplicateSection(operation, section):
            return "section \(section) appears twice as \(operation)"
        case let .conflictingSection(first, second, section):
            return "section \(section) is both \(first) and \(second)"
        case let .itemSectionOutOfRange(operation, path, count):
            return "\(operation) item \(path) names a section out of range (\(count) sections)"
        case let .itemOutOfRange(operation, path, count):
            return "\(operation) item \(path) is out of range (\(count) items in section \(path.section))"
        case let .duplicateItem(operation, path):
            return "item \(path) appears twice as \(operation)"
        case let .conflictingItem(first, second, path):
            return "item \(path) is both \(first) and \(second)"
        case let .itemInChangedSection(operation, path, sectionOperation):
            return "\(operation) item \(path) is in a section the same stage marks \(sectionOperation)"
        case let .sectionCountMismatch(expected, actual):
            return "the target has \(actual) sections, the changes give \(expected)"
        case let .itemCountMismatch(section, expected, actual):
            return "target section \(section) has \(actual) items, the changes give \(expected)"
        }
    }
}
