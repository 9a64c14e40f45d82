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
    /// The moved items, before → after.
    let movedItems: [ElementIndexPath: ElementIndexPath]
    /// The items updated, by index path before the update.
    let updatedItems: Set<ElementIndexPath>

    /// Whether the item at `path` (before the update) is updated: its view
    /// is asked for again.
    public func isUpdated(_ path: ElementIndexPath) -> Bool {
        updatedItems.contains(path)
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
        if let moved = movedItems[path] { return moved }
        let removed = removedItems[path.section]
        let below = Self.count(in: removed, lessThan: path.item)
        if below < removed.count, removed[below] == path.item { return nil }
        let rank = path.item - below
        return ElementIndexPath(section: target, item: Self.position(ofRank: rank, skipping: addedItems[target]))
    }

    /// How many elements of the sorted `values` are below `value`.
    static func count(in values: [Int], lessThan value: Int) -> Int {
        values.indices.partitionPoint { values[$0] >= value }
    }

    /// The index of the `rank`-th (from 0) position not in the sorted,
    /// distinct `taken`: the smallest j with j + 1 − |taken ∩ 0…j| = rank + 1.
    static func position(ofRank rank: Int, skipping taken: [Int]) -> Int {
        (rank..<rank + taken.count).partitionPoint { j in j + 1 - count(in: taken, lessThan: j + 1) >= rank + 1 }
    }
}
