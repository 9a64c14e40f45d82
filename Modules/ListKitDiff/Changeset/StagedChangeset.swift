import ListKitCore

/// The difference between two collections as a list of stages, each valid as
/// one `performBatchUpdates`, that turn the source into the target.
///
/// ```swift
/// // On UIKit, with `IndexPath(_ path: ElementIndexPath)` defined by the app:
/// let stages = StagedChangeset(source: oldRows, target: newRows)
/// for stage in stages {
///     collectionView.performBatchUpdates {
///         rows = stage.data
///         collectionView.deleteItems(at: stage.deletedItems.map(IndexPath.init))
///         collectionView.reloadItems(at: stage.updatedItems.map(IndexPath.init))
///         collectionView.insertItems(at: stage.insertedItems.map(IndexPath.init))
///         for move in stage.movedItems {
///             collectionView.moveItem(at: IndexPath(move.source), to: IndexPath(move.target))
///         }
///     }
/// }
/// ```
///
/// ## Matching
///
/// Elements are matched by ``Differentiable/diffIdentifier``. An identifier
/// that repeats is matched in order: its first occurrence in the source with
/// its first occurrence in the target, the second with the second, and so on;
/// occurrences left over are deleted or inserted. A matched pair whose
/// ``Differentiable/isContentEqual(to:)`` is `false` is updated. Sections are
/// matched by their model's identifier in the same way. Items are matched
/// across sections, but only between sections that survive: a deleted section
/// takes its items with it, an inserted section brings its own.
///
/// ## Minimal moves
///
/// Among matched sections, the longest subsequence that keeps its relative
/// order from source to target stays in place and every other section moves.
/// Inside each surviving section the same holds for the items that come from
/// the same section; an item that comes from another section always moves. The
/// number of moves is therefore the number of matched elements minus the
/// length of a longest increasing subsequence, the fewest that can turn the
/// source order into the target order with these matches. An item whose
/// section moves but that keeps its place inside the section is not moved: the
/// section move carries it. Rotating `[a, b, c]` to `[b, c, a]` is one move.
///
/// ## Stages
///
/// A flat diff has at most two stages, a sectioned diff at most four, in this
/// order; a stage with no change is left out, and the last stage's data is
/// the target itself.
///
/// 1. **Deletes and updates.** Sections deleted; items deleted and items
///    updated in the sections that survive; every index in the source. Its
///    data is the source without the deleted sections and items, with every
///    surviving item already in its target value.
/// 2. **Section inserts and moves** (sectioned only). Sections inserted (with
///    their items, at target indices) and sections moved (from their index
///    after stage 1 to their target index). Its data has the target's sections
///    in target order; a surviving section still holds its stage 1 items.
/// 3. **Item inserts and moves.** Items inserted at target paths and items
///    moved from their path after the previous stage to their target path,
///    within a section or across sections. Its data has every item in place.
/// 4. **Section updates** (sectioned only). Sections whose model's content
///    changed, reloaded at their target index. Until this stage such a section
///    keeps its source model; every other value is already the target's.
///
/// ## Batch-update rules
///
/// Every stage obeys the rules of one `performBatchUpdates`, which
/// ``BatchUpdateValidator`` checks given the item counts before and after:
///
/// - deletes and reloads name indices in the stage's source, inserts indices
///   in its target, moves a source index and a target index; every index is in
///   range and no index appears twice in one kind of operation;
/// - no section is both deleted and reloaded, deleted and moved, or reloaded
///   and moved; no target section is both inserted and a move's destination;
/// - no item is both deleted and reloaded, deleted and moved, or reloaded and
///   moved; no target path is both inserted and a move's destination;
/// - no item operation touches a section that is deleted or reloaded (on the
///   source side) or inserted or reloaded (on the target side) in the same
///   stage;
/// - the target has `source − deleted + inserted` sections, and every
///   surviving section has `source items − deleted − moved out + inserted +
///   moved in` items.
///
/// The stages are built so that they hold by construction: stage 1 names only
/// source indices; stages 2 and 3 contain no delete or reload, so no index can
/// be both reloaded and moved; the elements that do not move are in the same
/// relative order before and after (that is what a longest increasing
/// subsequence gives), so UIKit's placement of the remaining elements puts
/// each exactly where ``Changeset/data`` has it; item operations never share a
/// stage with an insert, delete or reload of their section.
///
/// - Complexity: O(n + m) hashing and O(k log k) for the longest increasing
///   subsequences, where n and m are the sizes of the source and the target and
///   k the number of matched elements. Matching works on hash partitions that
///   fit in cache, so the work per element stays flat as the collections grow.
///   Besides the stage data, the work memory peaks at about 20 bytes plus one
///   copy of the identifier per element of each collection. Collections of
///   more than `Int32.max − 2` elements (or sections) are diffed as a full
///   replacement; identifiers whose hashes all collide make matching quadratic,
///   as they would a `Dictionary`.
public struct StagedChangeset<Data> {
    /// The stages, in the order to apply them.
    public var stages: [Changeset<Data>]

    /// Creates a staged changeset from its stages.
    @inlinable
    public init(_ stages: [Changeset<Data>] = []) {
        self.stages = stages
    }

    /// The number of sections deleted, inserted, reloaded and moved over all
    /// stages.
    @inlinable
    public var sectionCounts: ChangeCounts {
        stages.reduce(.zero) { $0 + $1.sectionCounts }
    }

    /// The number of items deleted, inserted, reloaded and moved over all
    /// stages.
    @inlinable
    public var itemCounts: ChangeCounts {
        stages.reduce(.zero) { $0 + $1.itemCounts }
    }
}

/// The stages, in order: `for stage in stagedChangeset`.
extension StagedChangeset: RandomAccessCollection {
    /// The index of the first stage, 0.
    @inlinable
    public var startIndex: Int { stages.startIndex }

    /// One past the index of the last stage.
    @inlinable
    public var endIndex: Int { stages.endIndex }

    /// The stage at `position`.
    @inlinable
    public subscript(position: Int) -> Changeset<Data> { stages[position] }
}

/// Staged changesets are equal when all their stages are.
extension StagedChangeset: Equatable where Data: Equatable {}
/// Stages of sendable data are sendable.
extension StagedChangeset: Sendable where Data: Sendable {}

extension StagedChangeset: CustomStringConvertible {
    /// Every stage, in order.
    public var description: String {
        "StagedChangeset [\n" + stages.map(\.description).joined(separator: ",\n") + "\n]"
    }
}
