import ListKitCore

/// A validated ``BatchUpdates``: where every section and item before the
/// update is after it. Built by ``BatchUpdateValidation``.
///
/// Items that stay (neither deleted nor moved) keep their order: the k-th
/// staying item of a section before the update fills the k-th position of
/// its section after the update that is neither inserted nor moved to, as in
/// UIKit. Lookups cost O(log² c) for c changes in the section.
struct BatchUpdatePlan {
    /// The number of items in each section before the update.
    let oldCounts: [Int]
    /// The number of items in each section after the update.
    let newCounts: [Int]
    /// For each section before the update, its index after it; `nil` when deleted.
    let sectionTargets: [Int?]
    /// The sections reloaded, by index before the update.
    let reloadedSections: Set<Int>
    /// For each section before the update, the sorted items deleted or moved out of it.
    let removedItems: [[Int]]
    /// For each section after the update, the sorted items inserted or moved into it.
    let addedItems: [[Int]]
    /// The moved items, before → after.
    let movedItems: [ElementIndexPath: ElementIndexPath]
    /// The items reloaded, by index path before the update.
    let reloadedItems: Set<ElementIndexPath>

    /// The index of section `section` (before the update) after it, or `nil`
    /// when it is deleted or reloaded (its views are then all replaced). The
    /// layout's own section, −1, stays −1.
    func newSection(forOld section: Int) -> Int? {
        if section == -1 { return -1 }
        guard sectionTargets.indices.contains(section), !reloadedSections.contains(section) else { return nil }
        return sectionTargets[section]
    }

    /// The index path after the update of the item at `path` before it, or
    /// `nil` when the item is deleted or its section is deleted or reloaded.
    /// A reloaded item keeps its place: it is found here and in ``reloadedItems``.
    func newIndexPath(forOld path: ElementIndexPath) -> ElementIndexPath? {
        guard let target = newSection(forOld: path.section), target >= 0,
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
        var lo = 0
        var hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The index of the `rank`-th (from 0) position not in the sorted,
    /// distinct `taken`: the smallest j with j + 1 − |taken ∩ 0…j| = rank + 1.
    static func position(ofRank rank: Int, skipping taken: [Int]) -> Int {
        var lo = rank
        var hi = rank + taken.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let free = mid + 1 - count(in: taken, lessThan: mid + 1)
            if free < rank + 1 { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
