import ListKitCore

/// Checks a ``BatchUpdates`` against UIKit's rules (``BatchUpdateRule``, in
/// order) for sections holding `old` items before the update and `new` items
/// after it, and plans where everything goes.
///
/// The rules, each thrown as a ``CollectionViewError`` case:
/// 1. section indices in range: deletes, reloads and move sources below the
///    number of sections before the update; inserts and move destinations
///    below the number after it (``CollectionViewError/sectionOutOfRange(_:section:count:)``);
/// 2. no section named twice by one operation (``CollectionViewError/sectionRepeated(_:section:)``);
/// 3. before the update a section is deleted, reloaded or moved — one of
///    them; after it, inserted or moved to — one of them
///    (``CollectionViewError/sectionConflict(_:_:section:)``);
/// 4. sections after = before − deleted + inserted
///    (``CollectionViewError/invalidSectionCount(before:after:inserted:deleted:)``);
/// 5. every item's section exists on its side of the update
///    (``CollectionViewError/itemSectionOutOfRange(_:indexPath:sectionCount:)``);
/// 6. no item deleted, reloaded or moved out of a section that is deleted or
///    reloaded, and none inserted or moved into a section that is inserted or
///    is the image of a reloaded section
///    (``CollectionViewError/itemInChangedSection(_:indexPath:sectionOperation:)``);
/// 7. item indices in range: deletes, reloads and move sources below their
///    section's count before the update; inserts and move destinations below
///    it after (``CollectionViewError/itemOutOfRange(_:indexPath:itemCount:)``);
/// 8. no index path named twice by one operation — deleted twice, reloaded
///    twice, moved twice, inserted twice, moved to twice
///    (``CollectionViewError/itemRepeated(_:indexPath:)``);
/// 9. before the update an index path is deleted, reloaded or moved — one of
///    them; after it, inserted or moved to — one of them
///    (``CollectionViewError/itemConflict(_:_:indexPath:)``);
/// 10. for every section that exists before and after the update and is not
///     reloaded: items after = items before − deleted + inserted − moved out
///     + moved in (``CollectionViewError/invalidItemCount(section:sourceSection:before:after:inserted:deleted:movedIn:movedOut:)``).
///
/// Operations are taken in the order deletes, reloads, inserts, moves, so a
/// conflict names the earlier one first ("delete and reload").
enum BatchUpdateValidation {
    /// Validates `updates` and returns the plan.
    ///
    /// - Parameters:
    ///   - updates: The changes.
    ///   - old: The number of items in each section before the update.
    ///   - new: The number of items in each section after the update.
    /// - Returns: Where every section and item goes.
    /// - Throws: The first rule broken, as a ``CollectionViewError``.
    static func plan(_ updates: BatchUpdates, old: [Int], new: [Int]) throws(CollectionViewError) -> BatchUpdatePlan {
        var check = Check(old: old, new: new)
        try check.sections(updates)
        let sectionTargets = try check.sectionMapping(updates)
        try check.items(updates)
        try check.itemCounts(sectionTargets: sectionTargets)
        var moved: [ElementIndexPath: ElementIndexPath] = [:]
        for move in updates.movedItems { moved[move.from] = move.to }
        return BatchUpdatePlan(
            oldCounts: old, newCounts: new, sectionTargets: sectionTargets,
            reloadedSections: Set(updates.reloadedSections),
            removedItems: check.removed.map { $0.sorted() }, addedItems: check.added.map { $0.sorted() },
            movedItems: moved, reloadedItems: Set(updates.reloadedItems))
    }
}

/// The state of one validation: what every section and item is used for.
private struct Check {
    let old: [Int]
    let new: [Int]
    /// The section operation on each section before and after the update.
    var oldSectionUse: [BatchUpdates.Operation?]
    var newSectionUse: [BatchUpdates.Operation?]
    /// The sections after the update that show a reloaded section.
    var reloadedTargets: Set<Int> = []
    /// The item operation on each index path before and after the update.
    var oldItemUse: [ElementIndexPath: BatchUpdates.Operation] = [:]
    var newItemUse: [ElementIndexPath: BatchUpdates.Operation] = [:]
    /// Per section before the update: the items deleted or moved out.
    var removed: [[Int]]
    /// Per section after the update: the items inserted or moved in.
    var added: [[Int]]
    /// Per section: deletes and moves out (before), inserts and moves in (after).
    var deleted: [Int]
    var movedOut: [Int]
    var inserted: [Int]
    var movedIn: [Int]

    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
        oldSectionUse = Array(repeating: nil, count: old.count)
        newSectionUse = Array(repeating: nil, count: new.count)
        removed = Array(repeating: [], count: old.count)
        added = Array(repeating: [], count: new.count)
        deleted = Array(repeating: 0, count: old.count)
        movedOut = Array(repeating: 0, count: old.count)
        inserted = Array(repeating: 0, count: new.count)
        movedIn = Array(repeating: 0, count: new.count)
    }

    // MARK: Sections (rules 1–4)

    /// Rules 1–3 for every section operation.
    mutating func sections(_ updates: BatchUpdates) throws(CollectionViewError) {
        for s in updates.deletedSections { try use(section: s, as: .delete) }
        for s in updates.reloadedSections { try use(section: s, as: .reload) }
        for s in updates.insertedSections { try use(section: s, as: .insert) }
        for move in updates.movedSections {
            try use(section: move.from, as: .moveFrom)
            try use(section: move.to, as: .moveTo)
        }
    }

    /// Records `operation` on `section`, on the operation's side of the update.
    mutating func use(section: Int, as operation: BatchUpdates.Operation) throws(CollectionViewError) {
        let before = operation.isBeforeUpdate
        let count = before ? old.count : new.count
        guard section >= 0, section < count else {
            throw .sectionOutOfRange(operation, section: section, count: count)
        }
        if let earlier = before ? oldSectionUse[section] : newSectionUse[section] {
            throw earlier == operation
                ? .sectionRepeated(operation, section: section)
                : .sectionConflict(earlier, operation, section: section)
        }
        if before { oldSectionUse[section] = operation } else { newSectionUse[section] = operation }
    }

    /// Rule 4, then where every section before the update goes: moved
    /// sections to their destination, the others (reloaded ones included) in
    /// order to the positions that are neither inserted nor moved to.
    mutating func sectionMapping(_ updates: BatchUpdates) throws(CollectionViewError) -> [Int?] {
        let deletes = updates.deletedSections.count
        let inserts = updates.insertedSections.count
        guard new.count == old.count - deletes + inserts else {
            throw .invalidSectionCount(before: old.count, after: new.count, inserted: inserts, deleted: deletes)
        }
        var targets = [Int?](repeating: nil, count: old.count)
        for move in updates.movedSections { targets[move.from] = move.to }
        let free = newSectionUse.indices.filter { newSectionUse[$0] == nil }
        var next = 0
        for s in old.indices where oldSectionUse[s] == nil || oldSectionUse[s] == .reload {
            // Rule 4 makes the staying sections and the free positions equal in number.
            guard next < free.count else { break }
            let target = free[next]
            next += 1
            targets[s] = target
            if oldSectionUse[s] == .reload { reloadedTargets.insert(target) }
        }
        return targets
    }

    // MARK: Items (rules 5–10)

    /// Rules 5–9 for every item operation.
    mutating func items(_ updates: BatchUpdates) throws(CollectionViewError) {
        for path in updates.deletedItems { try use(item: path, as: .delete) }
        for path in updates.reloadedItems { try use(item: path, as: .reload) }
        for path in updates.insertedItems { try use(item: path, as: .insert) }
        for move in updates.movedItems {
            try use(item: move.from, as: .moveFrom)
            try use(item: move.to, as: .moveTo)
        }
    }

    /// Records `operation` on `path`, on the operation's side of the update.
    mutating func use(item path: ElementIndexPath, as operation: BatchUpdates.Operation) throws(CollectionViewError) {
        let before = operation.isBeforeUpdate
        let counts = before ? old : new
        let s = path.section
        guard s >= 0, s < counts.count else {
            throw .itemSectionOutOfRange(operation, indexPath: path, sectionCount: counts.count)
        }
        if before, let sectionOperation = oldSectionUse[s], sectionOperation == .delete || sectionOperation == .reload {
            throw .itemInChangedSection(operation, indexPath: path, sectionOperation: sectionOperation)
        }
        if !before, newSectionUse[s] == .insert {
            throw .itemInChangedSection(operation, indexPath: path, sectionOperation: .insert)
        }
        if !before, reloadedTargets.contains(s) {
            throw .itemInChangedSection(operation, indexPath: path, sectionOperation: .reload)
        }
        guard path.item >= 0, path.item < counts[s] else {
            throw .itemOutOfRange(operation, indexPath: path, itemCount: counts[s])
        }
        if let earlier = before ? oldItemUse[path] : newItemUse[path] {
            throw earlier == operation
                ? .itemRepeated(operation, indexPath: path)
                : .itemConflict(earlier, operation, indexPath: path)
        }
        if before { oldItemUse[path] = operation } else { newItemUse[path] = operation }
        switch operation {
        case .delete:
            deleted[s] += 1
            removed[s].append(path.item)
        case .moveFrom:
            movedOut[s] += 1
            removed[s].append(path.item)
        case .insert:
            inserted[s] += 1
            added[s].append(path.item)
        case .moveTo:
            movedIn[s] += 1
            added[s].append(path.item)
        case .reload:
            break
        }
    }

    /// Rule 10 for every section that exists before and after the update and
    /// is not reloaded, in the order of the sections after the update.
    func itemCounts(sectionTargets: [Int?]) throws(CollectionViewError) {
        var sources = [Int?](repeating: nil, count: new.count)
        for (source, target) in sectionTargets.enumerated() {
            if let target, oldSectionUse[source] != .reload { sources[target] = source }
        }
        for (t, source) in sources.enumerated() {
            guard let s = source else { continue }
            let expected = old[s] - deleted[s] - movedOut[s] + inserted[t] + movedIn[t]
            if expected != new[t] {
                throw .invalidItemCount(
                    section: t, sourceSection: s, before: old[s], after: new[t], inserted: inserted[t],
                    deleted: deleted[s], movedIn: movedIn[t], movedOut: movedOut[s])
            }
        }
    }
}
