import ListKitCore
import ListKitDiff

/// The expected counts of a diff, computed the slow and obvious way: in-order
/// matching by linear search and a quadratic longest increasing subsequence.
enum Reference {
    /// The length of a longest strictly increasing subsequence, by the
    /// quadratic dynamic program.
    static func lisLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] {
                best[i] = max(best[i], best[j] + 1)
            }
        }
        return best.max() ?? 0
    }

    /// For every target element, the source element matched to it (the first
    /// unused one with the same identifier), or `nil`.
    static func match<ID: Hashable>(source: [ID], target: [ID]) -> [Int?] {
        var used = [Bool](repeating: false, count: source.count)
        var matches: [Int?] = []
        for id in target {
            var found: Int?
            var index = 0
            while index < source.count {
                if !used[index] && source[index] == id {
                    used[index] = true
                    found = index
                    break
                }
                index += 1
            }
            matches.append(found)
        }
        return matches
    }

    /// The item counts a flat diff must report.
    static func counts<Element: Differentiable>(source: [Element], target: [Element]) -> ChangeCounts {
        let matches = match(source: source.map { $0.diffIdentifier }, target: target.map { $0.diffIdentifier })
        let matched = matches.compactMap { $0 }
        var updated = 0
        for (index, match) in matches.enumerated() {
            if let match, !target[index].isContentEqual(to: source[match]) { updated += 1 }
        }
        return ChangeCounts(
            deleted: source.count - matched.count,
            inserted: target.count - matched.count,
            updated: updated,
            moved: matched.count - lisLength(matched))
    }

    /// The section and item counts a sectioned diff must report.
    static func counts<Model: Differentiable, Item: Differentiable>(
        source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]
    ) -> (sections: ChangeCounts, items: ChangeCounts) {
        let sectionMatches = match(source: source.map { $0.model.diffIdentifier }, target: target.map { $0.model.diffIdentifier })
        let matchedSections = sectionMatches.compactMap { $0 }
        var sections = ChangeCounts(
            deleted: source.count - matchedSections.count,
            inserted: target.count - matchedSections.count,
            moved: matchedSections.count - lisLength(matchedSections))
        for (index, match) in sectionMatches.enumerated() {
            if let match, !target[index].model.isContentEqual(to: source[match].model) { sections.updated += 1 }
        }

        // Items of surviving sections only, numbered section after section.
        var sourcePaths: [ElementIndexPath] = []
        for section in source.indices where matchedSections.contains(section) {
            for item in source[section].items.indices { sourcePaths.append(ElementIndexPath(section: section, item: item)) }
        }
        var targetPaths: [ElementIndexPath] = []
        for section in target.indices where sectionMatches[section] != nil {
            for item in target[section].items.indices { targetPaths.append(ElementIndexPath(section: section, item: item)) }
        }
        let itemMatches = match(
            source: sourcePaths.map { source[$0.section].items[$0.item].diffIdentifier },
            target: targetPaths.map { target[$0.section].items[$0.item].diffIdentifier })
        let matchedItems = itemMatches.compactMap { $0 }
        var items = ChangeCounts(
            deleted: sourcePaths.count - matchedItems.count,
            inserted: targetPaths.count - matchedItems.count)
        var sameSection: [Int: [Int]] = [:]
        for (index, match) in itemMatches.enumerated() {
            guard let match else { continue }
            let from = sourcePaths[match]
            let to = targetPaths[index]
            if !target[to.section].items[to.item].isContentEqual(to: source[from.section].items[from.item]) {
                items.updated += 1
            }
            if sectionMatches[to.section] == from.section {
                sameSection[to.section, default: []].append(from.item)
            } else {
                items.moved += 1
            }
        }
        for values in sameSection.values { items.moved += values.count - lisLength(values) }
        return (sections, items)
    }
}
