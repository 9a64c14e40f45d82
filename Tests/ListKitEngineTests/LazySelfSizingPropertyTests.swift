import ListKitCore
@testable import ListKitEngine
import ListKitSupplementary
import ListKitTestSupport
import Testing

/// The lazily self-sized solve, after any sequence of scrolls and jumps,
/// gives exactly the frames of a full solve in which the repetitions and
/// headers it measured are measured and every other item keeps its estimate; once
/// everything is measured, exactly the frames of the solve that measures
/// everything at once. Checked on 200 random layouts.
@Suite struct LazySelfSizingPropertyTests {
    @Test(arguments: 0..<200)
    func lazyMeasuringMatchesTheFullSolve(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 3)
        let layout = randomLayout(&random)
        let viewport = Viewport(
            size: Size(width: [320.0, 375, 414][random.below(3)], height: Double(random.below(500) + 200)),
            scale: Double(random.below(3) + 1))
        let salt = random.below(1_000)
        let sizing = SelfSizing { path, proposed in
            let h = (path.item &* 37 &+ path.section &* 11 &+ salt) % 90
            return Size(width: Swift.max(1, proposed.width - Double(h % 7)), height: Double(h + 5) / 3)
        }
        let label = "seed \(seed): \(layout)"
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        var lazy = try LayoutSolver.solve(layout, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
        for step in 0..<6 {
            try expectSameAsFullSolve(lazy, layout, viewport, sizing, cache, offset: offset, "\(label), step \(step)")
            let height = lazy.contentSize.height
            offset.y = random.chance(50)
                ? Double(random.below(Swift.max(1, Int(height))))
                : offset.y + Double(random.below(400)) - 200
            lazy = try LayoutSolver.solve(layout, in: viewport, sizing: sizing, cache: &cache, showing: &offset)
            #expect(lazy.unmeasuredRepetitions(in: lazy.bounds(at: offset)).isEmpty, "\(label), step \(step)")
        }
        // Everything measured: the same frames as measuring everything at once.
        var plan: SizingPlan? = SizingPlan(cache: cache, requests: [:])
        for section in lazy.sections where section.content.measuredRepetitions != nil {
            plan?.requests[section.index] = Array(0..<section.content.groupCount)
        }
        let whole = try LayoutSolver.solve(layout, in: viewport, sizing: sizing, expansion: .lazy, plan: &plan)
        let eager = try LayoutSolver.solve(layout, in: viewport, sizing: sizing)
        #expect(whole.contentSize == eager.contentSize, "\(label)")
        #expect(whole.allElements() == eager.allElements(), "\(label)")
        for (a, b) in zip(whole.sections, eager.sections) {
            #expect(a.groupFrames == b.groupFrames, "\(label)")
        }
    }

    /// Mixed layouts (an eager section of a few hundred chips measured
    /// whole, a lazily measured list, a section with a header, half the
    /// time self-sized, and a background, and sometimes an orthogonal row),
    /// scrolled at random: after
    /// every measuring pass, exactly the frames of solving every section
    /// again with what is measured by then. Checked on 100 random layouts.
    @Test(arguments: 0..<100)
    func mixedLayoutsMatchAWholeSolveAfterEveryPass(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 0xD1B5_4A32_D192_ED03 &+ 7)
        var sections = [
            randomSection(&random, kind: 4, itemCount: random.below(300) + 100),
            randomSection(&random, kind: random.below(4), itemCount: [40, 300, 5_000][random.below(3)]),
        ]
        var decorated = randomSection(&random, kind: [4, 5][random.below(2)], itemCount: random.below(50) + 1)
        decorated.boundarySupplementaryItems = [BoundarySupplementaryItem(
            elementKind: "header", layoutSize: size(.fractionalWidth(1), random.chance(50) ? .estimated(30) : .absolute(30)),
            alignment: .top, pinToVisibleBounds: random.chance(50))]
        decorated.decorationItems = [DecorationItem(elementKind: "background")]
        sections.append(decorated)
        if random.chance(50) {
            var row = randomSection(&random, kind: random.below(6), itemCount: random.below(30) + 1)
            row.orthogonalScrollingBehavior = .continuous
            sections.insert(row, at: random.below(sections.count + 1))
        }
        if random.chance(50) { sections.shuffle(using: &random) }
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = Double(random.below(20))
        let layout = CompositionalLayout(configuration: configuration, sections: sections)
        let viewport = Viewport(
            size: Size(width: [320.0, 375, 414][random.below(3)], height: Double(random.below(500) + 200)),
            scale: Double(random.below(3) + 1))
        let salt = random.below(1_000)
        let sizing = SelfSizing({ path, proposed in
            let h = (path.item &* 37 &+ path.section &* 11 &+ salt) % 90
            return Size(width: Swift.max(1, proposed.width - Double(h % 7) * 9), height: Double(h + 5) / 3)
        }, supplementary: { _, path, proposed in
            Size(width: proposed.width, height: Double((path.section &* 13 &+ salt) % 50 + 10))
        })
        let label = "seed \(seed): \(layout)"
        var cache = SelfSizingCache()
        var offset = viewport.restContentOffset
        for step in 0..<4 {
            var pass = 0
            let solved = try LayoutSolver.solve(
                layout, in: viewport, sizing: sizing, cache: &cache, showing: &offset
            ) { solved, cache in
                pass += 1
                var plan: SizingPlan? = SizingPlan(cache: cache, requests: [:])
                guard let whole = try? LayoutSolver.solve(layout, in: viewport, sizing: sizing, expansion: .full, plan: &plan)
                else { Issue.record("\(label): the whole solve failed"); return }
                expectSameLayout(solved, whole, "\(label), step \(step), pass \(pass)")
            }
            try expectSameAsFullSolve(solved, layout, viewport, sizing, cache, offset: offset, "\(label), step \(step)")
            #expect(solved.unmeasuredSupplementaries(at: offset).isEmpty, "\(label), step \(step)")
            offset.y = Double(random.below(Swift.max(1, Int(solved.contentSize.height))))
        }
    }

    /// Expects `a` and `b` to have the same content size, elements, section
    /// frames and group frames.
    private func expectSameLayout(_ a: SolvedLayout, _ b: SolvedLayout, _ label: String) {
        #expect(a.contentSize == b.contentSize, "\(label)")
        let all = a.allElements()
        #expect(all == b.allElements(), "\(label)")
        for (x, y) in zip(a.sections, b.sections) {
            #expect(x.frame == y.frame && x.groupFrames == y.groupFrames, "\(label)")
        }
        // The readers agree: every element, the query over everything, and
        // the cells looked up by index path.
        let everything = Rect(x: -1e6, y: -1e6, width: 2e6 + a.contentSize.width, height: 2e6 + a.contentSize.height)
        #expect(a.elements(in: everything) == all, "\(label)")
        let cells = all.filter { $0.category == .cell }
        #expect(cells.map(\.frame) == a.sections.flatMap { s in (0..<s.itemCount).compactMap { s.cellFrame(at: $0) } }, "\(label)")
    }

    /// Compares `lazy` with the full solve whose measurer answers for the
    /// items of the repetitions `cache` measured and keeps every other estimate.
    private func expectSameAsFullSolve(
        _ lazy: SolvedLayout, _ layout: CompositionalLayout, _ viewport: Viewport, _ sizing: SelfSizing,
        _ cache: SelfSizingCache, offset: Point, _ label: String
    ) throws {
        var measured: [Int: (perGroup: Int, groups: Set<Int>)] = [:]
        for (section, entry) in cache.sections {
            measured[section] = (entry.shape.perGroup, Set(entry.repetitions.templates.measuredGroups))
        }
        let partial = SelfSizing({ path, proposed in
            if let known = measured[path.section] {
                guard known.groups.contains(path.item / known.perGroup) else { return nil }
            }
            return sizing.measure(path, proposed)
        }, supplementary: { kind, path, proposed in
            // Only the headers the lazy solve measured.
            cache.supplementaries[path] == nil ? nil : sizing.supplementary?(kind, path, proposed)
        })
        let full = try LayoutSolver.solve(layout, in: viewport, sizing: partial, expansion: .full)
        #expect(lazy.contentSize == full.contentSize, "\(label)")
        #expect(lazy.allElements() == full.allElements(), "\(label)")
        for (a, b) in zip(lazy.sections, full.sections) {
            #expect(a.frame == b.frame && a.groupFrames == b.groupFrames, "\(label)")
        }
        let bounds = lazy.bounds(at: offset)
        #expect(lazy.elements(in: bounds, contentOffset: offset, orthogonalOffsets: [:])
            == full.elements(in: bounds, contentOffset: offset, orthogonalOffsets: [:]), "\(label)")
    }

    /// One to three sections: self-sized lists and grids that qualify for
    /// lazy measuring, some that do not (chips, orthogonal rows), and fixed ones.
    private func randomLayout(_ random: inout SplitMix64) -> CompositionalLayout {
        let sections = (0..<(random.below(3) + 1)).map { _ in randomSection(&random) }
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = Double(random.below(20))
        return CompositionalLayout(configuration: configuration, sections: sections)
    }

    /// A random section; `kind` (0–5) and `itemCount` chosen at random unless given.
    private func randomSection(_ random: inout SplitMix64, kind: Int? = nil, itemCount: Int? = nil) -> LayoutSection {
        let estimate = LayoutDimension.estimated(Double(random.below(60) + 10))
        let badge = SupplementaryItem(
            elementKind: "badge", layoutSize: size(.absolute(12), .absolute(12)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        func row() -> LayoutElement {
            .item(LayoutItem(
                layoutSize: size(.fractionalWidth(Double(random.below(4) + 1) / 4), estimate),
                contentInsets: random.chance(30) ? DirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3) : .zero,
                supplementaryItems: random.chance(25) ? [badge] : []))
        }
        var group: LayoutGroup
        switch kind ?? random.below(6) {
        case 0, 1:
            // A list: rows stacked in an estimated vertical group.
            group = .vertical(layoutSize: size(.fractionalWidth(1), estimate), subitems: (0..<(random.below(3) + 1)).map { _ in row() })
        case 2:
            // A grid row: items side by side, heights measured.
            group = .horizontal(
                layoutSize: size(.fractionalWidth(1), estimate),
                subitem: .item(LayoutItem(layoutSize: size(.fractionalWidth(1), estimate))), count: random.below(4) + 1)
        case 3:
            // Nested: an estimated vertical group of estimated horizontal pairs.
            let pair = LayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), estimate), subitem: row(), count: 2)
            group = .vertical(layoutSize: size(.fractionalWidth(1), estimate), subitems: [.group(pair), row()])
        case 4:
            // Chips: how many fit depends on measuring (not lazy).
            group = .horizontal(
                layoutSize: size(.fractionalWidth(1), .estimated(30)),
                subitems: [.item(LayoutItem(layoutSize: size(.estimated(80), .absolute(30))))])
        default:
            // Fixed rows, nothing to measure.
            group = .vertical(
                layoutSize: size(.fractionalWidth(1), .absolute(Double(random.below(80) + 20))),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        }
        if random.chance(40) { group.interItemSpacing = .fixed(Double(random.below(10))) }
        var section = LayoutSection(group: group, itemCount: itemCount ?? [0, 1, 2, 7, 40, 300, 5_000][random.below(7)])
        section.interGroupSpacing = Double(random.below(12))
        if random.chance(40) { section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 5, trailing: 12) }
        if random.chance(15) { section.orthogonalScrollingBehavior = .continuous }
        if random.chance(40) {
            section.boundarySupplementaryItems = [BoundarySupplementaryItem(
                elementKind: "header", layoutSize: size(.fractionalWidth(1), .absolute(30)), alignment: .top,
                pinToVisibleBounds: random.chance(50))]
        }
        if random.chance(30) { section.decorationItems = [DecorationItem(elementKind: "background")] }
        return section
    }
}
