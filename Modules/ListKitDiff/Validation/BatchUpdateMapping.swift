import ListKitCore

/// Where every section and item before a valid ``BatchUpdates`` is after
/// it: UIKit's index mapping, which a collection view follows to carry its
/// cells, selection and offsets through an update. Made by
/// ``BatchUpdateValidator/mapping(of:)``, which checks the update first.
///
/// Sections: a moved section goes to its destination; the others, updated
/// ones included, fill in order the positions after the update that are
/// neither inserted nor moved to. Items that stay (neither deleted nor
/// moved) keep their order: the k-th staying item of a section before the
/// update fills the k-th position of its section after the update that is
/// neither inserted nor moved to, as in UIKit. Lookups cost O(log² c) for c
/// changes in the update.
public struct BatchUpdateMapping: Sendable {
    /// The number of items in each section before the update.
    let oldCounts: [Int]
    /// For each section before the update, its index after it; `nil` when deleted.
    let sectionTargets: [Int?]
    /// The sections updated, by index before the update.
    let updatedSections: Set<Int>
    /// The items deleted or moved out, sorted (paths before the update).
    let removedItems: [ElementIndexPath]
    /// The items inserted or moved in, sorted (paths after the update).
    let addedItems: [ElementIndexPath]
    /// The moves, sorted by source.
    let moves: [Move<ElementIndexPath>]
    /// The updated items, sorted (paths before the update).
    let updatedItems: [ElementIndexPath]

    /// The mapping of a valid update, its lists kept as they are: each
    /// list of paths sorted and free of repeats, `moves` sorted by source.
    /// Every item list of every section is a range of a flat list, so
    /// that a mapping allocates nothing for an update whose lists come
    /// sorted (as a diff's do) and moves nothing.
    init(
        oldCounts: [Int], sectionTargets: [Int?], updatedSections: Set<Int>,
        removedItems: [ElementIndexPath], addedItems: [ElementIndexPath],
        moves: [Move<ElementIndexPath>], updatedItems: [ElementIndexPath]
    ) {
        self.oldCounts = oldCounts
        self.sectionTargets = sectionTargets
        self.updatedSections = updatedSections
        self.removedItems = removedItems
        self.addedItems = addedItems
        self.moves = moves
        self.updatedItems = updatedItems
    }

    /// Whether the item at `path` (before the update) is updated: its view
    /// is asked for again.
    public func isUpdated(_ path: ElementIndexPath) -> Bool {
        let index = updatedItems.indices.partitionPoint { updatedItems[$0] >= path }
        return index < updatedItems.count && updatedItems[index] == path
    }

    /// The index of section `section` (before the update) after it, or `nil`
    /// when it is deleted or updated (its views are then all replaced) or
    /// does not exist.
    public func newSection(forOld section: Int) -> Int? {
        guard sectionTargets.indices.contains(section), updatedSections.isEmpty || !updatedSections.contains(section)
        else { return nil }
        return sectionTargets[section]
    }

    /// The index path after the update of the item at `path` before it, or
    /// `nil` when the item is deleted or its section is deleted or updated.
    /// An updated item keeps its place: it is found here, and
    /// ``isUpdated(_:)`` says it.
    public func newIndexPath(forOld path: ElementIndexPath) -> ElementIndexPath? {
        guard let target = newSection(forOld: path.section),
              (0..<oldCounts[path.section]).contains(path.item)
        else { return nil }
        let removed = Self.range(ofSection: path.section, in: removedItems)
        // Before the first item removed, none is below; else a search.
        let at = removed.isEmpty || path < removedItems[removed.lowerBound]
            ? removed.lowerBound : removed.partitionPoint { removedItems[$0] >= path }
        if at < removed.upperBound, removedItems[at] == path {
            // Deleted, or moved: a moved item is found beside its destination.
            let move = moves.indices.partitionPoint { moves[$0].source >= path }
            return move < moves.count && moves[move].source == path ? moves[move].target : nil
        }
        let rank = path.item - (at - removed.lowerBound)
        let added = Self.range(ofSection: target, in: addedItems)
        if added.isEmpty { return ElementIndexPath(section: target, item: rank) }
        return ElementIndexPath(section: target, item: Self.position(ofRank: rank, skipping: addedItems[added]))
    }

    /// The items of section `section` (before the update) that stay
    /// unchanged, as maximal runs of consecutive items that land on
    /// consecutive positions: each item of a run is neither deleted, moved
    /// nor updated, and item `run.oldItems.lowerBound + k` goes to
    /// `run.newStart + k` of section ``newSection(forOld:)``. Runs are in
    /// order (both before and after the update); empty when the section is
    /// deleted, updated or does not exist.
    ///
    /// Every item that stays and is not updated falls in exactly one run,
    /// so a cache kept by position (measured sizes, say) can be carried
    /// range by range. Costs O(c) for the c items deleted, moved, inserted
    /// or updated in the section, not O(items).
    public func unchangedRuns(inOld section: Int) -> [UnchangedRun] {
        guard let target = newSection(forOld: section) else { return [] }
        let removed = removedItems[Self.range(ofSection: section, in: removedItems)]
        let added = addedItems[Self.range(ofSection: target, in: addedItems)]
        let updated = updatedItems[Self.range(ofSection: section, in: updatedItems)]
        let count = oldCounts[section]
        var runs: [UnchangedRun] = []
        // The next old item, the position it takes if it stays, and the next
        // removed, added and updated item not passed yet. Each turn passes a
        // removed item, an updated one, or a whole run.
        var oldItem = 0, newItem = 0
        var nextRemoved = removed.startIndex, nextAdded = added.startIndex, nextUpdated = updated.startIndex
        while oldItem < count {
            if nextRemoved < removed.endIndex, removed[nextRemoved].item == oldItem {
                nextRemoved += 1
                oldItem += 1
                continue
            }
            // A staying item takes the next position no item was added to.
            while nextAdded < added.endIndex, added[nextAdded].item == newItem {
                nextAdded += 1
                newItem += 1
            }
            if nextUpdated < updated.endIndex, updated[nextUpdated].item == oldItem {
                nextUpdated += 1
                oldItem += 1
                newItem += 1
                continue
            }
            let oldEnd = min(
                nextRemoved < removed.endIndex ? removed[nextRemoved].item : count,
                nextUpdated < updated.endIndex ? updated[nextUpdated].item : count)
            let newEnd = nextAdded < added.endIndex ? added[nextAdded].item : Int.max
            let length = min(oldEnd - oldItem, newEnd - newItem)
            runs.append(UnchangedRun(oldItems: oldItem..<oldItem + length, newStart: newItem))
            oldItem += length
            newItem += length
        }
        return runs
    }

    /// The items of section `section` (before the update) that move, in
    /// order (none of a deleted or reloaded section: a valid update moves
    /// none out of those; none of a section that does not exist).
    public func movedItems(inOld section: Int) -> [Int] {
        let first = moves.indices.partitionPoint { moves[$0].source.section >= section }
        let end = moves.indices.partitionPoint { moves[$0].source.section > section }
        return moves[first..<end].map(\.source.item)
    }

    /// The positions of the sorted `paths` that lie in section `section`:
    /// all or none of them without a search when they lie in one section
    /// (as an update's changes usually do).
    static func range(ofSection section: Int, in paths: [ElementIndexPath]) -> Range<Int> {
        guard let first = paths.first?.section, let last = paths.last?.section,
              first <= section, section <= last
        else { return 0..<0 }
        if first == last { return paths.indices }
        let start = paths.indices.partitionPoint { paths[$0].section >= section }
        return start..<(start..<paths.count).partitionPoint { paths[$0].section > section }
    }

    /// The index of the `rank`-th (from 0) position not among the items of
    /// `taken`, sorted paths of one section, distinct: the smallest j with
    /// j + 1 − |taken ∩ 0…j| = rank + 1.
    static func position(ofRank rank: Int, skipping taken: ArraySlice<ElementIndexPath>) -> Int {
        // Before the first position taken (where the rows on screen usually
        // are), every position below is free.
        if let first = taken.first, rank < first.item { return rank }
        return (rank..<rank + taken.count).partitionPoint { j in
            let below = (taken.startIndex..<taken.endIndex).partitionPoint { taken[$0].item >= j + 1 } - taken.startIndex
            return j + 1 - below >= rank + 1
        }
    }
}

/// Consecutive items of one section that an update leaves unchanged and
/// together: see ``BatchUpdateMapping/unchangedRuns(inOld:)``.
public struct UnchangedRun: Equatable, Sendable {
    /// The items before the update.
    public var oldItems: Range<Int>
    /// Where the first of them is after the update (the others follow it).
    public var newStart: Int

    /// A run of `oldItems` starting at `newStart` after the update.
    public init(oldItems: Range<Int>, newStart: Int) {
        self.oldItems = oldItems
        self.newStart = newStart
    }
}
