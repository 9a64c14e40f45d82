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
/// changes in the section.
public struct BatchUpdateMapping: Sendable {
    /// The number of items in each section before the update.
    let oldCounts: [Int]
    /// For each section before the update, its index after it; `nil` when deleted.
    let sectionTargets: [Int?]
    /// The sections updated, by index before the update.
    let updatedSections: Set<Int>
    /// For each section before the update, the sorted items deleted or moved out of it.
    let removedItems: [[Int]]
    /// For each section after the update, the sorted items inserted or moved into it.
    let addedItems: [[Int]]
    /// For each section before the update, the sorted items moved out of it.
    let movedOutItems: [[Int]]
    /// Beside each item of ``movedOutItems``, where it goes; empty when the
    /// update moves no item.
    let movedTargets: [[ElementIndexPath]]
    /// For each section before the update, its sorted updated items.
    let updatedItemsBySection: [[Int]]

    /// Whether the item at `path` (before the update) is updated: its view
    /// is asked for again.
    public func isUpdated(_ path: ElementIndexPath) -> Bool {
        guard updatedItemsBySection.indices.contains(path.section) else { return false }
        return Self.index(of: path.item, in: updatedItemsBySection[path.section]) != nil
    }

    /// The index of section `section` (before the update) after it, or `nil`
    /// when it is deleted or updated (its views are then all replaced) or
    /// does not exist.
    public func newSection(forOld section: Int) -> Int? {
        guard sectionTargets.indices.contains(section), !updatedSections.contains(section) else { return nil }
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
        let removed = removedItems[path.section]
        let below = Self.count(in: removed, lessThan: path.item)
        if below < removed.count, removed[below] == path.item {
            // Deleted, or moved: a moved item is found beside its destination.
            guard let move = Self.index(of: path.item, in: movedOutItems[path.section]) else { return nil }
            return movedTargets[path.section][move]
        }
        let rank = path.item - below
        return ElementIndexPath(section: target, item: Self.position(ofRank: rank, skipping: addedItems[target]))
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
        let removed = removedItems[section]
        let added = addedItems[target]
        let updated = updatedItemsBySection[section]
        let count = oldCounts[section]
        var runs: [UnchangedRun] = []
        // The next old item, the position it takes if it stays, and the next
        // removed, added and updated item not passed yet. Each turn passes a
        // removed item, an updated one, or a whole run.
        var oldItem = 0, newItem = 0
        var nextRemoved = 0, nextAdded = 0, nextUpdated = 0
        while oldItem < count {
            if nextRemoved < removed.count, removed[nextRemoved] == oldItem {
                nextRemoved += 1
                oldItem += 1
                continue
            }
            // A staying item takes the next position no item was added to.
            while nextAdded < added.count, added[nextAdded] == newItem {
                nextAdded += 1
                newItem += 1
            }
            if nextUpdated < updated.count, updated[nextUpdated] == oldItem {
                nextUpdated += 1
                oldItem += 1
                newItem += 1
                continue
            }
            let oldEnd = min(
                nextRemoved < removed.count ? removed[nextRemoved] : count,
                nextUpdated < updated.count ? updated[nextUpdated] : count)
            let newEnd = nextAdded < added.count ? added[nextAdded] : Int.max
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
        movedOutItems.indices.contains(section) ? movedOutItems[section] : []
    }

    /// How many elements of the sorted `values` are below `value`.
    static func count(in values: [Int], lessThan value: Int) -> Int {
        values.indices.partitionPoint { values[$0] >= value }
    }

    /// The index of `value` in the sorted `values`, or `nil` when it is not there.
    static func index(of value: Int, in values: [Int]) -> Int? {
        let index = count(in: values, lessThan: value)
        return index < values.count && values[index] == value ? index : nil
    }

    /// The index of the `rank`-th (from 0) position not in the sorted,
    /// distinct `taken`: the smallest j with j + 1 − |taken ∩ 0…j| = rank + 1.
    static func position(ofRank rank: Int, skipping taken: [Int]) -> Int {
        (rank..<rank + taken.count).partitionPoint { j in j + 1 - count(in: taken, lessThan: j + 1) >= rank + 1 }
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
