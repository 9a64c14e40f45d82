import ListKitCore
import ListKitDiff
@testable import ListKitEngine
import ListKitTestSupport
import Testing

/// `SelfSizingCache.carried(through:newCounts:)`, which moves measured
/// repetitions range by range, gives exactly what the rule gives when
/// applied to each measured repetition on its own (LayoutSemantics.md,
/// "Measurements through updates"): a repetition keeps its template and
/// length change at its new place when its items are neither deleted nor
/// reloaded, stay in the section, in order and together, and fill one
/// repetition there whole. Checked on 150 random lists of up to 1,800
/// items, each updated three times through the stages of a flat diff
/// (blocks inserted, some of whole chunks of templates or of offsets,
/// deleted, moved, reloaded).
@Suite struct CarriedMeasurementsPropertyTests {
    /// A cache for one section of `count` items, `perGroup` to a repetition,
    /// with the repetitions of `measured` measured (height and change
    /// `100 + group`).
    func cache(count: Int, perGroup: Int, measured: [Int]) -> SelfSizingCache {
        let section = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item(.absolute(10), .estimated(44))]),
            itemCount: count)
        let shape = SelfSizingCache.Shape(
            section: section, perGroup: perGroup, groupSize: Size(width: 375, height: 44), estimateSize: Size(width: 375, height: 44))
        var repetitions = MeasuredRepetitions(groupCount: (count + perGroup - 1) / perGroup, along: (0, 44), scroll: (0, 44))
        for group in measured { repetitions.keep(preparedTemplate(height: Double(100 + group)), group: group, measured: true) }
        repetitions.offsets.set(measured.map { ($0, Double(100 + $0)) })
        var cache = SelfSizingCache()
        cache.sections[0] = SelfSizingCache.Entry(shape: shape, repetitions: repetitions)
        return cache
    }

    /// The rule, repetition by repetition: measured group → (new group,
    /// height, change).
    func expected(_ entry: SelfSizingCache.Entry, plan: BatchUpdateMapping, newCount: Int) -> [Int: [Double]] {
        let perGroup = entry.shape.perGroup
        let oldCount = entry.shape.itemCount
        var result: [Int: [Double]] = [:]
        for group in 0..<((oldCount + perGroup - 1) / perGroup) where entry.repetitions.templates.isMeasured(group) {
            let first = group * perGroup
            let cells = min(perGroup, oldCount - first)
            let targets = (first..<first + cells).map { item -> Int? in
                let path = ElementIndexPath(section: 0, item: item)
                guard !plan.isUpdated(path), let new = plan.newIndexPath(forOld: path), new.section == 0 else { return nil }
                return new.item
            }
            guard let newFirst = targets[0], newFirst % perGroup == 0,
                  targets.enumerated().allSatisfy({ $0.element == newFirst + $0.offset }),
                  min(perGroup, newCount - newFirst) == cells
            else { continue }
            result[newFirst / perGroup] = [
                entry.repetitions.templates[group]?.size.height ?? -1, entry.repetitions.offsets.change(of: group),
            ]
        }
        return result
    }

    /// What `entry` holds: measured group → (height, change).
    func held(_ entry: SelfSizingCache.Entry?) -> [Int: [Double]] {
        guard let entry else { return [:] }
        var result: [Int: [Double]] = [:]
        for group in entry.repetitions.templates.measuredGroups {
            result[group] = [entry.repetitions.templates[group]?.size.height ?? -1, entry.repetitions.offsets.change(of: group)]
        }
        return result
    }

    /// A flat list's items: an id and a content that a reload changes.
    struct Item: Differentiable, Equatable {
        var id: Int
        var content = 0
        var diffIdentifier: Int { id }
        func isContentEqual(to other: Item) -> Bool { content == other.content }
    }

    @Test(arguments: 0..<150)
    func carryingByRangeFollowsTheRuleForEachRepetition(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 5)
        let perGroup = [1, 1, 2, 3][random.below(4)]
        let chunk = RepetitionTemplates.chunkLength * perGroup
        let offsetsChunk = RepetitionOffsets.chunkLength * perGroup
        var items = (0..<(random.below(1_800) + 1)).map { Item(id: $0) }
        var nextID = items.count
        // Measured: a few blocks of repetitions (some across chunk
        // boundaries), and the rest at random.
        let groups = (items.count + perGroup - 1) / perGroup
        var measured = Set<Int>()
        for _ in 0..<3 {
            let start = random.below(groups)
            for group in start..<min(groups, start + random.below(400)) { measured.insert(group) }
        }
        for group in 0..<groups where random.chance(10) { measured.insert(group) }
        var cache = cache(count: items.count, perGroup: perGroup, measured: measured.sorted())
        for step in 0..<3 {
            var next = items
            for _ in 0..<(random.below(4) + 1) {
                switch random.below(5) {
                case 0, 1:
                    // A block inserted: a whole chunk of repetitions, a few
                    // repetitions, or any number of items.
                    let length = [
                        chunk, offsetsChunk, perGroup * (random.below(3) + 1), random.below(7) + 1,
                    ][random.below(4)]
                    let at = random.below(next.count + 1)
                    next.insert(contentsOf: (0..<length).map { Item(id: nextID + $0) }, at: at)
                    nextID += length
                case 2:
                    guard !next.isEmpty else { continue }
                    let at = random.below(next.count)
                    next.removeSubrange(at..<min(next.count, at + [1, perGroup, chunk][random.below(3)]))
                case 3:
                    guard next.count > 1 else { continue }
                    let moved = next.remove(at: random.below(next.count))
                    next.insert(moved, at: random.below(next.count + 1))
                default:
                    guard !next.isEmpty else { continue }
                    next[random.below(next.count)].content += 1
                }
            }
            var before = items.count
            for stage in StagedChangeset(source: items, target: next) {
                let plan = try BatchUpdateValidator(sourceItemCounts: [before], targetItemCounts: [stage.data.count])
                    .mapping(of: stage.changes)
                let old = try #require(cache.sections[0])
                let want = expected(old, plan: plan, newCount: stage.data.count)
                cache = cache.carried(through: plan, newCounts: [stage.data.count])
                let got = held(cache.sections[0])
                #expect(got == want, "seed \(seed), step \(step), \(perGroup) per repetition, \(before) → \(stage.data.count) items, \(stage.changes)")
                #expect(cache.sections[0]?.repetitions.templates.measuredCount == want.count)
                before = stage.data.count
            }
            items = next
        }
    }
}
