import ListKitCore

/// One kind of change in a batch update, as a violation names it.
///
/// Positions are checked on their own side of the update: deletes, reloads
/// and move sources before it; inserts and move destinations after it.
public enum BatchUpdateOperation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A delete, at a position before the update.
    case delete
    /// A reload, at a position before the update.
    case reload
    /// An insert, at a position after the update.
    case insert
    /// The source of a move, a position before the update.
    case moveFrom = "move"
    /// The destination of a move, a position after the update.
    case moveTo = "move to"

    /// Whether the operation names a position before the update (delete,
    /// reload, move from) rather than after it (insert, move to).
    public var isBeforeUpdate: Bool {
        switch self {
        case .delete, .reload, .moveFrom: return true
        case .insert, .moveTo: return false
        }
    }

    /// The verb, as in "attempt to *delete and reload* the same index path".
    public var description: String { rawValue }

    /// The past participle, as in "section 1 is itself being *deleted*".
    var participle: String {
        switch self {
        case .delete: return "deleted"
        case .reload: return "reloaded"
        case .moveFrom, .moveTo: return "moved"
        case .insert: return "inserted"
        }
    }

    /// The operation on section `section`: "delete section 3",
    /// "move a section to section 3".
    func phrase(section: Int) -> String {
        switch self {
        case .delete, .reload, .insert: return "\(rawValue) section \(section)"
        case .moveFrom: return "move section \(section)"
        case .moveTo: return "move a section to section \(section)"
        }
    }

    /// The operation on item `path`: "delete item 5 from section 0",
    /// "insert item 6 into section 0", "move an item to item 6 of section 0".
    func phrase(item path: ElementIndexPath) -> String {
        let (s, i) = (path.section, path.item)
        switch self {
        case .delete, .reload: return "\(rawValue) item \(i) from section \(s)"
        case .moveFrom: return "move item \(i) from section \(s)"
        case .insert: return "insert item \(i) into section \(s)"
        case .moveTo: return "move an item to item \(i) of section \(s)"
        }
    }
}
