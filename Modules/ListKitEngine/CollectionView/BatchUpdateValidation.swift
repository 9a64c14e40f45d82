import ListKitCore
import ListKitDiff

/// Checks a ``BatchUpdates`` with ListKitDiff's ``BatchUpdateValidator``
/// (UIKit's rules, written there only) for sections holding `old` items
/// before the update and `new` items after it, and plans where everything goes.
enum BatchUpdateValidation {
    /// Validates `updates` and returns the plan.
    ///
    /// - Parameters:
    ///   - updates: The changes.
    ///   - old: The number of items in each section before the update.
    ///   - new: The number of items in each section after the update.
    /// - Returns: Where every section and item goes.
    /// - Throws: ``CollectionViewError/invalidUpdate(_:)`` with the first rule broken.
    static func plan(_ updates: BatchUpdates, old: [Int], new: [Int]) throws(CollectionViewError) -> BatchUpdatePlan {
        let changes = updates.changes
        let validator = BatchUpdateValidator(sourceItemCounts: old, targetItemCounts: new)
        if let first = validator.violations(in: changes).first { throw .invalidUpdate(first) }
        // The update is valid: every index below is in range.
        var removed = old.map { _ in [Int]() }
        var added = new.map { _ in [Int]() }
        var moved: [ElementIndexPath: ElementIndexPath] = [:]
        for path in updates.deletedItems { removed[path.section].append(path.item) }
        for path in updates.insertedItems { added[path.section].append(path.item) }
        for move in updates.movedItems {
            removed[move.from.section].append(move.from.item)
            added[move.to.section].append(move.to.item)
            moved[move.from] = move.to
        }
        return BatchUpdatePlan(
            oldCounts: old, newCounts: new, sectionTargets: validator.sectionTargets(of: changes),
            reloadedSections: Set(updates.reloadedSections),
            removedItems: removed.map { $0.sorted() }, addedItems: added.map { $0.sorted() },
            movedItems: moved, reloadedItems: Set(updates.reloadedItems))
    }
}

extension BatchUpdates {
    /// The update's operations as ListKitDiff checks them.
    public var changes: BatchUpdateChanges {
        func path(_ p: ElementIndexPath) -> ItemPath { ItemPath(section: p.section, item: p.item) }
        return BatchUpdateChanges(
            deletedSections: deletedSections, reloadedSections: reloadedSections, insertedSections: insertedSections,
            movedSections: movedSections.map { Move(source: $0.from, target: $0.to) },
            deletedItems: deletedItems.map(path), reloadedItems: reloadedItems.map(path),
            insertedItems: insertedItems.map(path),
            movedItems: movedItems.map { Move(source: path($0.from), target: path($0.to)) })
    }
}
