/// Checks one stage of changes against the rules of a single
/// `performBatchUpdates`, given how many items every section holds before and
/// after the stage.
///
/// The rules are those listed on ``StagedChangeset``: indices in range on the
/// right side, no index twice in one kind of operation, no index in two
/// operations that exclude each other, no item operation inside a section that
/// the stage deletes, inserts or reloads, and the section and item counts
/// that UIKit checks after the updates.
///
/// ```swift
/// let validator = BatchUpdateValidator(sourceItemCounts: [3], targetItemCounts: [4])
/// let problems = validator.violations(in: stage)   // [] when valid
/// ```
public struct BatchUpdateValidator: Hashable, Sendable {
    /// The number of items in each section before the stage.
    public var sourceItemCounts: [Int]
    /// The number of items in each section after the stage.
    public var targetItemCounts: [Int]

    /// Creates a validator for a stage between sections of these item counts.
    public init(sourceItemCounts: [Int], targetItemCounts: [Int]) {
        self.sourceItemCounts = sourceItemCounts
        self.targetItemCounts = targetItemCounts
    }

    /// Creates a validator for a stage between the sections `source` and
    /// `target`.
    public init<Model, Item>(source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]) {
        self.init(sourceItemCounts: source.map { $0.items.count }, targetItemCounts: target.map { $0.items.count })
    }

    /// Throws the first violation in `changeset`, if any.
    ///
    /// - Throws: The first ``BatchUpdateViolation`` found.
    public func validate<Data>(_ changeset: Changeset<Data>) throws(BatchUpdateViolation) {
        if let first = violations(in: changeset).first { throw first }
    }

    /// Every violation in `changeset`, in the order the rules are checked;
    /// empty when the stage is valid.
    public func violations<Data>(in changeset: Changeset<Data>) -> [BatchUpdateViolation] {
        var check = Check(validator: self)
        check.sections(changeset)
        let origins = check.origins()
        check.items(changeset, origins: origins)
        check.counts(changeset, origins: origins)
        return check.found
    }
}

/// The state of one validation: what every section and item is used for.
private struct Check {
    let sourceCounts: [Int]
    let targetCounts: [Int]
    var found: [BatchUpdateViolation] = []

    /// The section operations on each source and each target section.
    var sourceSectionUse: [BatchUpdateOperation?]
    var targetSectionUse: [BatchUpdateOperation?]
    /// The item operations on each source and each target path.
    var sourceItemUse: [ItemPath: BatchUpdateOperation] = [:]
    var targetItemUse: [ItemPath: BatchUpdateOperation] = [:]
    /// Per source section, the items deleted or moved out; per target
    /// section, the items inserted or moved in.
    var removed: [Int]
    var added: [Int]

    init(validator: BatchUpdateValidator) {
        sourceCounts = validator.sourceItemCounts
        targetCounts = validator.targetItemCounts
        sourceSectionUse = Array(repeating: nil, count: sourceCounts.count)
        targetSectionUse = Array(repeating: nil, count: targetCounts.count)
        removed = Array(repeating: 0, count: sourceCounts.count)
        added = Array(repeating: 0, count: targetCounts.count)
    }

    // MARK: Sections

    mutating func sections<Data>(_ changeset: Changeset<Data>) {
        for section in changeset.deletedSections { useSource(section, as: .delete) }
        for section in changeset.updatedSections { useSource(section, as: .reload) }
        for section in changeset.insertedSections { useTarget(section, as: .insert) }
        for move in changeset.movedSections {
            useSource(move.source, as: .moveFrom)
            useTarget(move.target, as: .moveTo)
        }
    }

    /// Records `operation` on source section `section`; every pair of source
    /// operations excludes each other.
    mutating func useSource(_ section: Int, as operation: BatchUpdateOperation) {
        guard sourceSectionUse.indices.contains(section) else {
            found.append(.sectionOutOfRange(operation, section: section, count: sourceCounts.count))
            return
        }
        if let earlier = sourceSectionUse[section] {
            found.append(earlier == operation
                ? .duplicateSection(operation, section: section)
                : .conflictingSection(earlier, operation, section: section))
            return
        }
        sourceSectionUse[section] = operation
    }

    /// Records `operation` on target section `section`.
    mutating func useTarget(_ section: Int, as operation: BatchUpdateOperation) {
        guard targetSectionUse.indices.contains(section) else {
            found.append(.sectionOutOfRange(operation, section: section, count: targetCounts.count))
            return
        }
        if let earlier = targetSectionUse[section] {
            found.append(earlier == operation
                ? .duplicateSection(operation, section: section)
                : .conflictingSection(earlier, operation, section: section))
            return
        }
        targetSectionUse[section] = operation
    }

    /// Where every target section comes from: the source section moved
    /// there, or the next source section left in place, in order; `nil` for
    /// an inserted section or when the counts do not add up.
    func origins() -> [Int?]? {
        var origins = [Int?](repeating: nil, count: targetCounts.count)
        var staying = sourceSectionUse.indices.filter {
            sourceSectionUse[$0] == nil || sourceSectionUse[$0] == .reload
        }[...]
        for section in targetCounts.indices {
            switch targetSectionUse[section] {
            case .insert?, .moveTo?:
                continue
            default:
                guard let origin = staying.popFirst() else { return nil }
                origins[section] = origin
            }
        }
        guard staying.isEmpty else { return nil }
        return origins
    }

    // MARK: Items

    mutating func items<Data>(_ changeset: Changeset<Data>, origins: [Int?]?) {
        let origins = origins ?? []
        // A reloaded source section is reloaded on the target side too.
        var reloadedTargets = Set<Int>()
        for (target, origin) in origins.enumerated() {
            if let origin, sourceSectionUse[origin] == .reload { reloadedTargets.insert(target) }
        }
        for path in changeset.deletedItems { useSourceItem(path, as: .delete) }
        for path in changeset.updatedItems { useSourceItem(path, as: .reload) }
        for path in changeset.insertedItems { useTargetItem(path, as: .insert, reloaded: reloadedTargets) }
        for move in changeset.movedItems {
            useSourceItem(move.source, as: .moveFrom)
            useTargetItem(move.target, as: .moveTo, reloaded: reloadedTargets)
        }
    }

    /// Records `operation` on source item `path`.
    mutating func useSourceItem(_ path: ItemPath, as operation: BatchUpdateOperation) {
        guard sourceCounts.indices.contains(path.section) else {
            found.append(.itemSectionOutOfRange(operation, path: path, count: sourceCounts.count))
            return
        }
        if let sectionOperation = sourceSectionUse[path.section], sectionOperation != .moveFrom {
            found.append(.itemInChangedSection(operation, path: path, sectionOperation: sectionOperation))
            return
        }
        guard (0..<sourceCounts[path.section]).contains(path.item) else {
            found.append(.itemOutOfRange(operation, path: path, count: sourceCounts[path.section]))
            return
        }
        if let earlier = sourceItemUse[path] {
            found.append(earlier == operation
                ? .duplicateItem(operation, path: path)
                : .conflictingItem(earlier, operation, path: path))
            return
        }
        sourceItemUse[path] = operation
        if operation != .reload { removed[path.section] += 1 }
    }

    /// Records `operation` on target item `path`.
    mutating func useTargetItem(_ path: ItemPath, as operation: BatchUpdateOperation, reloaded: Set<Int>) {
        guard targetCounts.indices.contains(path.section) else {
            found.append(.itemSectionOutOfRange(operation, path: path, count: targetCounts.count))
            return
        }
        if targetSectionUse[path.section] == .insert {
            found.append(.itemInChangedSection(operation, path: path, sectionOperation: .insert))
            return
        }
        if reloaded.contains(path.section) {
            found.append(.itemInChangedSection(operation, path: path, sectionOperation: .reload))
            return
        }
        guard (0..<targetCounts[path.section]).contains(path.item) else {
            found.append(.itemOutOfRange(operation, path: path, count: targetCounts[path.section]))
            return
        }
        if let earlier = targetItemUse[path] {
            found.append(earlier == operation
                ? .duplicateItem(operation, path: path)
                : .conflictingItem(earlier, operation, path: path))
            return
        }
        targetItemUse[path] = operation
        added[path.section] += 1
    }

    // MARK: Counts

    mutating func counts<Data>(_ changeset: Changeset<Data>, origins: [Int?]?) {
        let expectedSections = sourceCounts.count - changeset.deletedSections.count + changeset.insertedSections.count
        guard expectedSections == targetCounts.count, let origins else {
            found.append(.sectionCountMismatch(expected: expectedSections, actual: targetCounts.count))
            return
        }
        var movedFrom: [Int: Int] = [:]
        for move in changeset.movedSections { movedFrom[move.target] = move.source }
        for (section, origin) in origins.enumerated() {
            let source: Int
            switch targetSectionUse[section] {
            case .insert?:
                continue
            case .moveTo?:
                guard let moved = movedFrom[section], sourceCounts.indices.contains(moved) else { continue }
                source = moved
            default:
                guard let origin, sourceSectionUse[origin] != .reload else { continue }
                source = origin
            }
            let expected = sourceCounts[source] - removed[source] + added[section]
            if expected != targetCounts[section] {
                found.append(.itemCountMismatch(section: section, expected: expected, actual: targetCounts[section]))
            }
        }
    }
}
