import ListKitDiff

/// Checks every stage of a diff: it changes something, its lists are sorted,
/// it passes the batch-update rules, it replays on the previous data to its
/// own data exactly, and the last data is the target. Returns the problems.
enum StageChecks {
    static func problems<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        _ stages: StagedChangeset<[DiffSection<Model, Item>]>,
        source: [DiffSection<Model, Item>],
        target: [DiffSection<Model, Item>]
    ) -> [String] {
        var problems = orderProblems(stages)
        var current = source
        for (number, stage) in stages.enumerated() {
            problems += shapeProblems(stage).map { "stage \(number): \($0)" }
            let validator = BatchUpdateValidator(source: current, target: stage.data)
            problems += validator.violations(in: stage).map { "stage \(number): \($0)" }
            do {
                let replayed = try Replay.apply(stage, to: current)
                if replayed != stage.data { problems.append("stage \(number): replay gives \(replayed), data is \(stage.data)") }
            } catch {
                problems.append("stage \(number): replay failed: \(error)")
            }
            current = stage.data
        }
        if current != target { problems.append("the last data \(current) is not the target \(target)") }
        return problems
    }

    static func problems<Element: Differentiable & Equatable>(
        _ stages: StagedChangeset<[Element]>, source: [Element], target: [Element], section: Int = 0
    ) -> [String] {
        var problems = orderProblems(stages)
        var current = source
        for (number, stage) in stages.enumerated() {
            problems += shapeProblems(stage).map { "stage \(number): \($0)" }
            var sourceCounts = [Int](repeating: 0, count: section + 1)
            var targetCounts = sourceCounts
            sourceCounts[section] = current.count
            targetCounts[section] = stage.data.count
            let validator = BatchUpdateValidator(sourceItemCounts: sourceCounts, targetItemCounts: targetCounts)
            problems += validator.violations(in: stage).map { "stage \(number): \($0)" }
            do {
                let replayed = try Replay.apply(stage, to: current, section: section)
                if replayed != stage.data { problems.append("stage \(number): replay gives \(replayed), data is \(stage.data)") }
            } catch {
                problems.append("stage \(number): replay failed: \(error)")
            }
            current = stage.data
        }
        if current != target { problems.append("the last data \(current) is not the target \(target)") }
        return problems
    }

    /// The documented kind of a stage: 1 deletes and updates, 2 section
    /// inserts and moves, 3 item inserts and moves, 4 section updates; `nil`
    /// for a mixture no stage holds.
    static func kind<Data>(_ stage: Changeset<Data>) -> Int? {
        let kinds = [
            !stage.deletedSections.isEmpty || !stage.deletedItems.isEmpty || !stage.updatedItems.isEmpty,
            !stage.insertedSections.isEmpty || !stage.movedSections.isEmpty,
            !stage.insertedItems.isEmpty || !stage.movedItems.isEmpty,
            !stage.updatedSections.isEmpty,
        ]
        let present = kinds.indices.filter { kinds[$0] }
        return present.count == 1 ? present[0] + 1 : nil
    }

    /// The stages' kinds are single and strictly increasing.
    static func orderProblems<Data>(_ stages: StagedChangeset<Data>) -> [String] {
        let kinds = stages.map(kind)
        guard kinds.allSatisfy({ $0 != nil }) else { return ["a stage mixes kinds: \(kinds)"] }
        let values = kinds.compactMap { $0 }
        return zip(values, values.dropFirst()).allSatisfy { $0 < $1 } ? [] : ["stage kinds out of order: \(values)"]
    }

    /// Non-empty and sorted as documented.
    static func shapeProblems<Data>(_ stage: Changeset<Data>) -> [String] {
        var problems: [String] = []
        if !stage.hasChanges { problems.append("empty stage") }
        func sorted<T: Comparable>(_ name: String, _ values: [T]) {
            if values != values.sorted() { problems.append("\(name) not sorted: \(values)") }
        }
        sorted("deletedSections", stage.deletedSections)
        sorted("insertedSections", stage.insertedSections)
        sorted("updatedSections", stage.updatedSections)
        sorted("movedSections", stage.movedSections.map { $0.target })
        sorted("deletedItems", stage.deletedItems)
        sorted("insertedItems", stage.insertedItems)
        sorted("updatedItems", stage.updatedItems)
        sorted("movedItems", stage.movedItems.map { $0.target })
        return problems
    }
}
