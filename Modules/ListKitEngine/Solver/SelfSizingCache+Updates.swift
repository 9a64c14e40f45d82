import ListKitCore
import ListKitDiff

extension SelfSizingCache {
    /// Forgets what the items at `paths` measured: each measured repetition
    /// holding one of them takes its estimates again, until it is measured
    /// anew (when it comes near the viewport). Paths that name nothing
    /// measured are passed over.
    mutating func forgetItems(at paths: some Sequence<ElementIndexPath>) {
        var groups: [Int: Set<Int>] = [:]
        for path in paths {
            guard let entry = sections[path.section], path.item >= 0, path.item < entry.shape.itemCount else { continue }
            let group = path.item / entry.shape.perGroup
            if entry.repetitions.templates.isMeasured(group) { groups[path.section, default: []].insert(group) }
        }
        for (section, forgotten) in groups {
            sections[section]?.repetitions.forget(forgotten)
        }
    }

    /// Forgets what the headers and footers of element kind `kind` at
    /// `paths` (a section and a position among its boundary
    /// supplementaries) measured: each is measured again when it meets the
    /// viewport. Paths that name nothing measured of that kind are passed over.
    mutating func forgetSupplementaries(ofKind kind: String, at paths: some Sequence<ElementIndexPath>) {
        for path in paths where supplementaries[path]?.item.elementKind == kind {
            supplementaries[path] = nil
        }
    }

    /// What is still known after the update `plan` maps, whose sections
    /// then hold `newCounts` items (see `Documentation/LayoutSemantics.md`,
    /// "Measurements through updates"):
    ///
    /// - a measured repetition keeps its layout, at its new place, when its
    ///   items are still together: each one neither deleted nor reloaded,
    ///   all in one section, in the same order, filling one repetition
    ///   there whole (an item inserted between them, or one of them moved
    ///   away, breaks it up); any other repetition takes its estimates;
    /// - a measured header or footer follows its section;
    /// - nothing is kept of a deleted or reloaded section.
    ///
    /// Costs O(c + k + n) per section for c items changed, k chunks of
    /// measured repetitions and n templates moved by the update, not a
    /// look-up per measured repetition: repetitions inside a run of items
    /// the update leaves together move range by range, and only those
    /// holding a moved item are checked item by item.
    func carried(through plan: BatchUpdateMapping, newCounts: [Int]) -> SelfSizingCache {
        var carried = SelfSizingCache()
        for (section, entry) in sections {
            guard let target = plan.newSection(forOld: section), newCounts.indices.contains(target) else { continue }
            var shape = entry.shape
            let oldCount = shape.itemCount
            shape.section.itemCount = newCounts[target]
            let newCount = shape.itemCount
            let perGroup = shape.perGroup
            let groupCount = (newCount + perGroup - 1) / perGroup
            let old = entry.repetitions
            var repetitions = MeasuredRepetitions(groupCount: groupCount, along: old.along, scroll: old.scroll)
            repetitions.carry(
                Self.repetitionMoves(plan.unchangedRuns(inOld: section), perGroup: perGroup, oldCount: oldCount, newCount: newCount),
                of: old)
            // A repetition holding a moved item may still be whole after the
            // update (a row moved alone, say): checked item by item.
            var changes: [(group: Int, change: Double)] = []
            for item in plan.movedItems(inOld: section) {
                let group = item / perGroup
                guard old.templates.isMeasured(group), let template = old.templates[group],
                      let moved = Self.group(
                        group, of: section, perGroup: perGroup, oldCount: oldCount, newCount: newCount,
                        target: target, plan: plan)
                else { continue }
                repetitions.keep(template, group: moved, measured: true)
                changes.append((moved, old.offsets.change(of: group)))
            }
            repetitions.offsets.set(changes)
            carried.sections[target] = Entry(shape: shape, repetitions: repetitions)
        }
        // (The layout's own headers and footers are measured at every solve,
        // not kept here.)
        for (path, measured) in supplementaries {
            guard let target = plan.newSection(forOld: path.section) else { continue }
            carried.supplementaries[ElementIndexPath(section: target, item: path.item)] = measured
        }
        return carried
    }

    /// The repetitions that move whole with `runs` (a section's items that
    /// the update leaves unchanged and together), as ranges of repetitions
    /// before the update and how many repetitions each moves: those whose
    /// items all lie in one run that moves by whole repetitions. The
    /// section's last repetition, when partly filled, moves only to the
    /// last place, filled alike.
    static func repetitionMoves(
        _ runs: [UnchangedRun], perGroup: Int, oldCount: Int, newCount: Int
    ) -> [(groups: Range<Int>, shift: Int)] {
        var moves: [(groups: Range<Int>, shift: Int)] = []
        for run in runs {
            let shift = run.newStart - run.oldItems.lowerBound
            guard shift % perGroup == 0 else { continue }
            let first = (run.oldItems.lowerBound + perGroup - 1) / perGroup
            var end = run.oldItems.upperBound / perGroup
            // (When the run starts after the last repetition's first item,
            // `first` is past it, and it is not carried.)
            if oldCount % perGroup != 0, run.oldItems.upperBound == oldCount,
               run.newStart + run.oldItems.count == newCount {
                end += 1
            }
            if first < end { moves.append((first..<end, shift / perGroup)) }
        }
        return moves
    }

    /// The repetition of section `target` after the update that holds the
    /// items of repetition `group` of `section` before it, each in the
    /// same place and nothing else; `nil` when there is none.
    private static func group(
        _ group: Int, of section: Int, perGroup: Int, oldCount: Int, newCount: Int, target: Int,
        plan: BatchUpdateMapping
    ) -> Int? {
        let first = group * perGroup
        let cells = min(perGroup, oldCount - first)
        guard cells > 0 else { return nil }
        var newFirst = 0
        for offset in 0..<cells {
            let path = ElementIndexPath(section: section, item: first + offset)
            guard !plan.isUpdated(path), let moved = plan.newIndexPath(forOld: path), moved.section == target else {
                return nil
            }
            if offset == 0 {
                newFirst = moved.item
                guard newFirst % perGroup == 0 else { return nil }
            } else if moved.item != newFirst + offset {
                return nil
            }
        }
        let newGroup = newFirst / perGroup
        guard min(perGroup, newCount - newFirst) == cells else { return nil }
        return newGroup
    }
}
