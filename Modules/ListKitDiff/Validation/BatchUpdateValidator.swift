import ListKitCore

/// Checks one batch update against UIKit's rules (``BatchUpdateRule``, in
/// order), given how many items every section holds before and after it,
/// and reports every rule it breaks.
///
/// The diff checks its stages with it, and ListKitEngine's headless
/// collection view refuses an update that breaks a rule with the first
/// violation: the rules are written here only.
///
/// ```swift
/// let validator = BatchUpdateValidator(sourceItemCounts: [3], targetItemCounts: [4])
/// let problems = validator.violations(in: stage)   // [] when valid
/// ```
public struct BatchUpdateValidator: Hashable, Sendable {
    /// The number of items in each section before the update.
    public var sourceItemCounts: [Int]
    /// The number of items in each section after the update.
    public var targetItemCounts: [Int]

    /// Creates a validator for an update between sections of these item counts.
    public init(sourceItemCounts: [Int], targetItemCounts: [Int]) {
        self.sourceItemCounts = sourceItemCounts
        self.targetItemCounts = targetItemCounts
    }

    /// Creates a validator for a stage between the sections `source` and `target`.
    public init<Model, Item>(source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]) {
        self.init(sourceItemCounts: source.map { $0.items.count }, targetItemCounts: target.map { $0.items.count })
    }

    /// Throws the first violation in `changeset`, if any.
    ///
    /// - Throws: The first ``BatchUpdateViolation`` found.
    public func validate<Data>(_ changeset: Changeset<Data>) throws(BatchUpdateViolation) {
        try validate(changeset.changes)
    }

    /// Throws the first violation in `changes`, if any.
    ///
    /// - Throws: The first ``BatchUpdateViolation`` found.
    public func validate(_ changes: BatchUpdates) throws(BatchUpdateViolation) {
        if let first = violations(in: changes).first { throw first }
    }

    /// Every violation in `changeset`, in the order the rules are checked;
    /// empty when the stage is valid.
    public func violations<Data>(in changeset: Changeset<Data>) -> [BatchUpdateViolation] {
        violations(in: changeset.changes)
    }

    /// Every violation in `changes`, in the order the rules are checked;
    /// empty when the update is valid.
    public func violations(in changes: BatchUpdates) -> [BatchUpdateViolation] {
        var check = Check(old: sourceItemCounts, new: targetItemCounts)
        check.run(changes)
        return check.found
    }

    /// Checks `updates` and says where everything goes: UIKit's index
    /// mapping for the update.
    ///
    /// - Throws: The first ``BatchUpdateViolation`` found; the mapping exists
    ///   only for a valid update.
    public func mapping(of updates: BatchUpdates) throws(BatchUpdateViolation) -> BatchUpdateMapping {
        var check = Check(old: sourceItemCounts, new: targetItemCounts)
        check.run(updates)
        if let first = check.found.first { throw first }
        // The update is valid: every index below is in range, and no path
        // appears twice on one side. A diff's lists come sorted and are
        // kept as they are; only moves make new lists.
        let moves = Self.sorted(updates.movedItems) { $0.source < $1.source }
        var removed = Self.sorted(updates.deletedItems, by: <)
        var added = Self.sorted(updates.insertedItems, by: <)
        if !moves.isEmpty {
            removed.append(contentsOf: moves.lazy.map(\.source))
            removed.sort()
            added.append(contentsOf: moves.lazy.map(\.target))
            added.sort()
        }
        return BatchUpdateMapping(
            oldCounts: sourceItemCounts, sectionTargets: check.sectionTargets,
            updatedSections: Set(updates.updatedSections),
            removedItems: removed, addedItems: added,
            moves: moves, updatedItems: Self.sorted(updates.updatedItems, by: <))
    }

    /// `values` sorted by `areInIncreasingOrder`: `values` itself when
    /// already sorted (no copy), else a sorted copy.
    static func sorted<Value>(_ values: [Value], by areInIncreasingOrder: (Value, Value) -> Bool) -> [Value] {
        for index in values.indices.dropFirst() where areInIncreasingOrder(values[index], values[index - 1]) {
            return values.sorted(by: areInIncreasingOrder)
        }
        return values
    }

    /// Where every section before a valid update goes after it: moved
    /// sections to their destination, the others (reloaded ones included) in
    /// order to the positions that are neither inserted nor moved to; `nil`
    /// for a deleted section.
    public func sectionTargets(of changes: BatchUpdates) -> [Int?] {
        var check = Check(old: sourceItemCounts, new: targetItemCounts)
        check.sections(changes)
        return check.sectionMapping(changes)
    }
}

/// The state of one validation: what every section and item is used for.
private struct Check {
    let old: [Int]
    let new: [Int]
    var found: [BatchUpdateViolation] = []
    /// Where each section before the update goes (``sectionMapping(_:)``), once ``run(_:)`` has run.
    var sectionTargets: [Int?] = []
    /// Each section before the update (the section operation on it, its
    /// deletes as `items` and its moves out), then each section after it
    /// (the section operation on it, its inserts and its moves in): one
    /// array for both sides.
    var sections: [SectionRecord]
    /// The sections after the update that show a reloaded section.
    var reloadedTargets: Set<Int> = []
    /// The item operation on each index path before and after the update.
    var itemUses = PathUses()

    /// What the update does to one section on one side of it (one record
    /// per section, rather than an array per kind of count).
    struct SectionRecord {
        /// The section operation on the section, if any.
        var operation: BatchUpdateOperation?
        /// Items deleted from it (before the update) or inserted into it (after).
        var items = 0
        /// Items moved out of it (before the update) or into it (after).
        var moves = 0
    }

    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
        sections = Array(filling: SectionRecord(), count: old.count + new.count)
    }

    /// The record of section `section` before the update.
    subscript(before section: Int) -> SectionRecord {
        get { sections[section] }
        set { sections[section] = newValue }
    }

    /// The record of section `section` after the update.
    subscript(after section: Int) -> SectionRecord {
        get { sections[old.count + section] }
        set { sections[old.count + section] = newValue }
    }

    /// Every rule, in order; the item counts (rule 10) only when the section
    /// count (rule 4) holds, since sections cannot be paired otherwise.
    mutating func run(_ changes: BatchUpdates) {
        sections(changes)
        let deletes = changes.deletedSections.count
        let inserts = changes.insertedSections.count
        let countsHold = new.count == old.count - deletes + inserts
        if !countsHold {
            found.append(.sectionCountMismatch(before: old.count, after: new.count, inserted: inserts, deleted: deletes))
        }
        let targets = sectionMapping(changes)
        sectionTargets = targets
        items(changes)
        if countsHold { itemCounts(sectionTargets: targets, sectionsMove: !changes.movedSections.isEmpty) }
    }

    // MARK: Sections (rules 1–3)

    /// Rules 1–3 for every section operation: deletes, reloads, inserts, moves.
    mutating func sections(_ changes: BatchUpdates) {
        for s in changes.deletedSections { use(section: s, as: .delete) }
        for s in changes.updatedSections { use(section: s, as: .reload) }
        for s in changes.insertedSections { use(section: s, as: .insert) }
        for move in changes.movedSections {
            use(section: move.source, as: .moveFrom)
            use(section: move.target, as: .moveTo)
        }
    }

    /// Records `operation` on `section`, on the operation's side of the update.
    mutating func use(section: Int, as operation: BatchUpdateOperation) {
        let isBefore = operation.isBeforeUpdate
        let count = isBefore ? old.count : new.count
        guard section >= 0, section < count else {
            found.append(.sectionOutOfRange(operation, section: section, count: count))
            return
        }
        if let earlier = isBefore ? self[before: section].operation : self[after: section].operation {
            found.append(earlier == operation
                ? .duplicateSection(operation, section: section)
                : .conflictingSection(earlier, operation, section: section))
            return
        }
        if isBefore { self[before: section].operation = operation } else { self[after: section].operation = operation }
    }

    /// Where every section before the update goes, and which sections after
    /// it show a reloaded one.
    mutating func sectionMapping(_ changes: BatchUpdates) -> [Int?] {
        var targets = [Int?](filling: nil, count: old.count)
        for move in changes.movedSections where targets.indices.contains(move.source) {
            targets[move.source] = move.target
        }
        // The next position after the update that no section operation
        // names.
        var free = 0
        for s in old.indices where self[before: s].operation == nil || self[before: s].operation == .reload {
            while free < new.count, self[after: free].operation != nil { free += 1 }
            guard free < new.count else { break }
            let target = free
            free += 1
            targets[s] = target
            if self[before: s].operation == .reload { reloadedTargets.insert(target) }
        }
        return targets
    }

    // MARK: Items (rules 5–10)

    /// Rules 5–9 for every item operation: deletes, reloads, inserts, moves.
    mutating func items(_ changes: BatchUpdates) {
        itemUses.reserve(
            changes.deletedItems.count + changes.updatedItems.count + changes.insertedItems.count
                + 2 * changes.movedItems.count)
        for path in changes.deletedItems { use(item: path, as: .delete) }
        for path in changes.updatedItems { use(item: path, as: .reload) }
        for path in changes.insertedItems { use(item: path, as: .insert) }
        for move in changes.movedItems {
            use(item: move.source, as: .moveFrom)
            use(item: move.target, as: .moveTo)
        }
    }

    /// Records `operation` on `path`, on the operation's side of the update.
    mutating func use(item path: ElementIndexPath, as operation: BatchUpdateOperation) {
        let isBefore = operation.isBeforeUpdate
        let counts = isBefore ? old : new
        let s = path.section
        guard s >= 0, s < counts.count else {
            found.append(.itemSectionOutOfRange(operation, path: path, count: counts.count))
            return
        }
        if isBefore, let sectionOperation = self[before: s].operation,
           sectionOperation == .delete || sectionOperation == .reload {
            found.append(.itemInChangedSection(operation, path: path, sectionOperation: sectionOperation))
            return
        }
        if !isBefore, self[after: s].operation == .insert {
            found.append(.itemInChangedSection(operation, path: path, sectionOperation: .insert))
            return
        }
        if !isBefore, reloadedTargets.contains(s) {
            found.append(.itemInChangedSection(operation, path: path, sectionOperation: .reload))
            return
        }
        guard path.item >= 0, path.item < counts[s] else {
            found.append(.itemOutOfRange(operation, path: path, count: counts[s]))
            return
        }
        if let earlier = itemUses[path, before: isBefore] {
            found.append(earlier == operation
                ? .duplicateItem(operation, path: path)
                : .conflictingItem(earlier, operation, path: path))
            return
        }
        itemUses.record(operation, at: path)
        switch operation {
        case .delete: self[before: s].items += 1
        case .moveFrom: self[before: s].moves += 1
        case .insert: self[after: s].items += 1
        case .moveTo: self[after: s].moves += 1
        case .reload: break
        }
    }

    /// Rule 10 for every section that exists before and after the update and
    /// is not reloaded, in the order of the sections after the update.
    mutating func itemCounts(sectionTargets: [Int?], sectionsMove: Bool) {
        guard sectionsMove else {
            // Without section moves the sections that stay keep their
            // order: in the order of the sections before the update, each
            // with its own target.
            for (s, target) in sectionTargets.enumerated() {
                if let target, new.indices.contains(target), self[before: s].operation != .reload {
                    itemCount(of: s, at: target)
                }
            }
            return
        }
        var sources = [Int?](filling: nil, count: new.count)
        for (source, target) in sectionTargets.enumerated() {
            if let target, sources.indices.contains(target), self[before: source].operation != .reload { sources[target] = source }
        }
        for (t, source) in sources.enumerated() {
            if let source { itemCount(of: source, at: t) }
        }
    }

    /// Rule 10 for section `s` before the update, at `t` after it.
    mutating func itemCount(of s: Int, at t: Int) {
        let (deleted, movedOut) = (self[before: s].items, self[before: s].moves)
        let (inserted, movedIn) = (self[after: t].items, self[after: t].moves)
        let expected = old[s] - deleted - movedOut + inserted + movedIn
        if expected != new[t] {
            found.append(.itemCountMismatch(
                section: t, sourceSection: s, before: old[s], after: new[t], inserted: inserted,
                deleted: deleted, movedIn: movedIn, movedOut: movedOut))
        }
    }
}

/// The item operation on each index path on either side of an update: a
/// list while the update names few paths (most name one to three: a
/// look-up is a short scan, with nothing hashed and one list allocated for
/// both sides), a table per side from the 17th path on.
private struct PathUses {
    /// The paths recorded, each with its operation (whose side is the
    /// path's), in order; the tables take over past ``listLimit``.
    private var list: [(path: ElementIndexPath, operation: BatchUpdateOperation)] = []
    /// Every path recorded before the update, and after it, once there are
    /// more than ``listLimit`` on both sides together.
    private var tables: (before: Table, after: Table)?
    /// The operation on each path of one side.
    typealias Table = [ElementIndexPath: BatchUpdateOperation]
    /// How many paths the list holds at most.
    static let listLimit = 16

    /// Makes room in the list for the `count` paths an update names (at
    /// most what the list holds): one allocation.
    mutating func reserve(_ count: Int) {
        list.reserveCapacity(Swift.min(count, Self.listLimit + 1))
    }

    /// The operation recorded at `path` on the side before the update
    /// (`before`) or after it, if any.
    subscript(path: ElementIndexPath, before before: Bool) -> BatchUpdateOperation? {
        if let tables { return before ? tables.before[path] : tables.after[path] }
        for entry in list where entry.path == path && entry.operation.isBeforeUpdate == before {
            return entry.operation
        }
        return nil
    }

    /// Records `operation` at `path`, on the operation's side (where `path`
    /// has none yet).
    mutating func record(_ operation: BatchUpdateOperation, at path: ElementIndexPath) {
        if tables != nil {
            if operation.isBeforeUpdate { tables?.before[path] = operation } else { tables?.after[path] = operation }
            return
        }
        list.append((path, operation))
        if list.count > Self.listLimit {
            var split: (before: Table, after: Table) = ([:], [:])
            for entry in list {
                if entry.operation.isBeforeUpdate {
                    split.before[entry.path] = entry.operation
                } else {
                    split.after[entry.path] = entry.operation
                }
            }
            tables = split
            list = []
        }
    }
}
