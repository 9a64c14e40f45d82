import ListKitTestSupport
import Testing
import ListKitDiff

/// Random diffs, checked against the rules, the replay and the brute-force
/// reference: every stage passes the batch-update rules, replays exactly onto
/// its data, the last data is the target, and the deletes, inserts, updates
/// and (minimal) moves are exactly the reference's.
@Suite struct PropertyTests {
    /// Random cases per test; 10,000 flat and 10,000 sectioned per run.
    static let caseCount = 10_000

    /// Runs `body` for every case; it returns the problems of that case. The
    /// first few failing cases are reported whole.
    func check(_ name: String, cases: Int, _ body: (Int) -> [String]) {
        var failures: [String] = []
        var failed = 0
        for number in 0..<cases {
            let problems = body(number)
            if !problems.isEmpty {
                failed += 1
                if failures.count < 3 { failures.append("\(name) case \(number): \(problems.joined(separator: "; "))") }
            }
        }
        #expect(failed == 0, "\(failed) of \(cases) cases failed:\n\(failures.joined(separator: "\n"))")
    }

    /// The problems of one flat case.
    func flatProblems<Element: Differentiable & Equatable>(_ source: [Element], _ target: [Element]) -> [String] {
        let stages = StagedChangeset(source: source, target: target)
        var problems = StageChecks.problems(stages, source: source, target: target)
        let expected = Reference.counts(source: source, target: target)
        if stages.itemCounts != expected {
            problems.append("counts \(stages.itemCounts), reference \(expected)")
        }
        if !problems.isEmpty { problems.append("source \(source), target \(target), stages \(stages)") }
        return problems
    }

    @Test func flatDiffsAreValidExactAndMinimal() {
        var cases = RandomCases(seed: 0x4C69_7374_4B69_7401)
        check("flat", cases: Self.caseCount) { number in
            // Every other case uses identifiers whose hashes collide.
            if number % 2 == 0 {
                let (source, target) = cases.flat { Row($0, $1) }
                return flatProblems(source, target)
            } else {
                let (source, target) = cases.flat { CollidingRow($0, $1) }
                return flatProblems(source, target)
            }
        }
    }

    @Test func sectionedDiffsAreValidExactAndMinimal() {
        var cases = RandomCases(seed: 0x4C69_7374_4B69_7402)
        check("sectioned", cases: Self.caseCount) { _ in
            let (source, target) = cases.sectioned()
            let stages = StagedChangeset(source: source, target: target)
            var problems = StageChecks.problems(stages, source: source, target: target)
            let expected = Reference.counts(source: source, target: target)
            if stages.sectionCounts != expected.sections {
                problems.append("section counts \(stages.sectionCounts), reference \(expected.sections)")
            }
            if stages.itemCounts != expected.items {
                problems.append("item counts \(stages.itemCounts), reference \(expected.items)")
            }
            if !problems.isEmpty { problems.append("source \(source), target \(target), stages \(stages)") }
            return problems
        }
    }

    @Test func largerFlatDiffsAreValidExactAndMinimal() {
        var cases = RandomCases(seed: 0x4C69_7374_4B69_7403)
        check("larger flat", cases: 20) { _ in
            let (source, target) = cases.flat(maxCount: 400) { Row($0, $1) }
            return flatProblems(source, target)
        }
    }

    @Test func largeFlatDiffIsValidAndExact() {
        // 20,000 distinct rows, 10% deleted, 10% inserted, 2% moved, 2%
        // updated: only the rules and the replay (the reference is quadratic).
        var random = SplitMix64(seed: 0x4C69_7374_4B69_7404)
        let source = (0..<20_000).map { Row($0) }
        var target = source.filter { _ in !random.chance(10) }
        for _ in 0..<400 {
            let row = target.remove(at: random.below(target.count))
            target.insert(row, at: random.below(target.count + 1))
        }
        for _ in 0..<400 { target[random.below(target.count)].content += 1 }
        for id in 20_000..<22_000 { target.insert(Row(id), at: random.below(target.count + 1)) }
        let stages = StagedChangeset(source: source, target: target)
        #expect(StageChecks.problems(stages, source: source, target: target).isEmpty)
        #expect(stages.itemCounts.moved <= 400)
        #expect(stages.itemCounts.moved >= 380)
    }
}
