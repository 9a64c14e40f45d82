/// A move of one element: where it was before a stage and where it is after.
///
/// In a ``Changeset`` the source is an index in the stage's source (the data of
/// the previous stage) and the target an index in the stage's ``Changeset/data``,
/// exactly as `moveItem(at:to:)` and `moveSection(_:toSection:)` expect.
public struct Move<Index> {
    /// Where the element is before the stage.
    public var source: Index
    /// Where the element is after the stage.
    public var target: Index

    /// Creates a move from `source` to `target`.
    @inlinable
    public init(source: Index, target: Index) {
        self.source = source
        self.target = target
    }
}

/// Moves are equal when their sources and targets are.
extension Move: Equatable where Index: Equatable {}
/// Moves hash their source and target.
extension Move: Hashable where Index: Hashable {}
/// A move of sendable indices is sendable.
extension Move: Sendable where Index: Sendable {}

extension Move: CustomStringConvertible {
    /// A readable form, `source→target`.
    public var description: String { "\(source)→\(target)" }
}
