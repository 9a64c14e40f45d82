/// The kinds of operation in one `performBatchUpdates`, as a
/// ``BatchUpdateViolation`` names them.
public enum BatchUpdateOperation: String, Hashable, Sendable, CustomStringConvertible {
    /// A delete, at an index in the stage's source.
    case delete
    /// A reload (update), at an index in the stage's source.
    case reload
    /// An insert, at an index in the stage's target.
    case insert
    /// The source side of a move, an index in the stage's source.
    case moveFrom = "move from"
    /// The target side of a move, an index in the stage's target.
    case moveTo = "move to"

    /// The operation's name, e.g. `move from`.
    public var description: String { rawValue }
}
