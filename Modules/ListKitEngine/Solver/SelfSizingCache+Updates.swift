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
    func carried(through plan: BatchUpdateMapping, newCounts: [Int]) -> SelfSizingCache {
        var carried = SelfSizingCache()
        for (section, entry) in sections {
            guard let target = plan.newSection(forOld: section), newCounts.indices.contains(target) else { continue }
            var shape = entry.shape
            shape.section.itemCount = newCounts[target]
            let perGroup = shape.perGroup
            let groupCount = (shape.itemCount + perGroup - 1) / perGroup
            let old = entry.repetitions
            var repetitions = MeasuredRepetitions(groupCount: groupCount, along: old.along, scroll: old.scroll)
            var changes: [(group: Int, change: Double)] = []
            for group in old.templates.measuredGroups {
                guard let template = old.templates[group],
                      let moved = Self.group(
                        group, of: section, perGroup: perGroup, oldCount: entry.shape.itemCount, newCount: shape.itemCount,
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
