import ListKitCore
@testable import ListKitDSL
import ListKitEngine
import ListKitSeedComponents
import ListKitSupplementary
import ListKitTestSupport
import Testing

/// A component whose item description is given: size, insets, edge spacing
/// and an optional badge.
private struct Box: Component {
    let id: AnyHashable
    let size: LayoutSize
    var insets = DirectionalEdgeInsets.zero
    var edges: EdgeSpacing?
    var badge = false

    func layoutSize() -> LayoutSize { size }
    func contentInsets() -> DirectionalEdgeInsets { insets }
    func edgeSpacing() -> EdgeSpacing? { edges }
    func supplementComponents() -> [AnySupplementaryComponent] { badge ? [AnySupplementaryComponent(BadgeComponent())] : [] }
    func render(in content: ContentView) {}
}

/// A root group of equal components compiles to one repeated item
/// (``EqualItemRepetition``) with exactly the frames of the group listing them.
@Suite struct EqualItemRepetitionTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    func rows(_ count: Int, height: LayoutDimension = .absolute(44)) -> [Section] {
        [Section(id: "rows") {
            VGroup(of: Array(0..<count), width: .fractionalWidth(1), height: .estimated(44)) { number in
                Box(id: AnyHashable(number), size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
            }
            .interItemSpacing(.fixed(10))
        }
        .contentInsets(top: 16, leading: 0, bottom: 16, trailing: 0)]
    }

    @Test func aListOfEqualRowsBecomesOneRepeatedRow() throws {
        let composed = ComposedLayout(sections: rows(5))
        let section = composed.layout.sections[0]
        #expect(section.itemCount == 5)
        #expect(section.group.subitems == [.item(LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))))])
        // The group's inter-item spacing is now the space between repetitions.
        #expect(section.interGroupSpacing == 10)
        let solved = try LayoutSolver.solve(composed.layout, in: viewport)
        // Row 3 at 16 + 3 × (44 + 10) = 178; 5 rows and 4 gaps, 16 above and below: 16 + 260 + 16.
        #expect(solved.sections[0].cellFrame(at: 3) == Rect(x: 0, y: 178, width: 375, height: 44))
        #expect(solved.contentSize.height == 292)
        #expect(composed.component(at: ElementIndexPath(section: 0, item: 3))?.id == AnyHashable(3))
    }

    @Test func moreRowsThanOneGroupMayHoldAreLaidOut() throws {
        // Listed, 100,001 rows in one group are over LayoutLimits.maximumItemsPerGroup.
        let count = LayoutLimits.maximumItemsPerGroup + 1
        let listed = ComposedLayout(configuration: LayoutConfiguration(), sections: rows(count), repeatsEqualItems: false)
        #expect(throws: LayoutValidationError.self) { try LayoutSolver.solve(listed.layout, in: viewport) }
        let solved = try LayoutSolver.solve(ComposedLayout(sections: rows(count)).layout, in: viewport)
        // The last row at 16 + 100,000 × 54.
        #expect(solved.sections[0].cellFrame(at: count - 1) == Rect(x: 0, y: 5_400_016, width: 375, height: 44))
    }

    @Test func groupsThatWouldMoveStayListed() {
        func listed(_ sections: [Section], direction: Axis = .vertical) -> Bool {
            ComposedLayout(configuration: LayoutConfiguration(scrollDirection: direction), sections: sections)
                .layout.sections[0].group.subitems.count == 3
        }
        let half = rows(3, height: .absolute(44.5))
        // 44.5 is not a whole length: added one by one it may round to
        // another pixel than multiplied.
        #expect(listed(half))
        // A hugging vertical group in a horizontal layout is one column.
        #expect(listed(rows(3), direction: .horizontal))
        // Orthogonal sections, group insets and edge spacing, badges.
        #expect(listed(rows(3).map { $0.orthogonalScrollingBehavior(.continuous) }))
        #expect(listed([Section(id: 0) {
            VGroup(of: [0, 1, 2], width: .fractionalWidth(1), height: .estimated(44)) { number in
                Box(id: AnyHashable(number), size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            }
            .contentInsets(top: 4)
        }]))
        #expect(listed([Section(id: 0) {
            VGroup(of: [0, 1, 2], width: .fractionalWidth(1), height: .estimated(44)) { number in
                Box(
                    id: AnyHashable(number), size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    badge: true)
            }
        }]))
        // Different rows.
        #expect(listed([Section(id: 0) {
            VGroup(of: [40, 44, 44], width: .fractionalWidth(1), height: .estimated(44)) { height in
                Box(id: AnyHashable(height), size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Double(height))))
            }
        }]))
        // A row estimated at a length that is not whole, or estimated across the group.
        #expect(listed(rows(3, height: .estimated(44.5))))
        #expect(listed([Section(id: 0) {
            VGroup(of: [0, 1, 2], width: .fractionalWidth(1), height: .estimated(44)) { number in
                Box(id: AnyHashable(number), size: LayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(44)))
            }
        }]))
        // A row that measures itself from a whole estimate repeats, measured
        // as the viewport comes near (the random sections below check its frames).
        #expect(!listed(rows(3, height: .estimated(44))))
        // And the rows of the first case do repeat.
        #expect(!listed(rows(3)))
    }

    @Test func randomSectionsGiveTheSameFramesRepeatedAsListed() throws {
        var random = SplitMix64(seed: 0x5EED_1234)
        var repeatedHugging = 0
        var repeatedFilling = 0
        for round in 0..<400 {
            let direction: Axis = random.chance(70) ? .vertical : .horizontal
            let configuration = LayoutConfiguration(scrollDirection: direction, interSectionSpacing: Double(random.below(3)) * 7.5)
            let sections = (0..<(1 + random.below(3))).map { Self.randomSection(id: $0, along: direction, random: &random) }
            let viewport = Viewport(
                size: Size(width: [320, 375, 390.5][random.below(3)], height: [568, 812][random.below(2)]),
                contentInset: random.chance(30) ? DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0) : .zero,
                scale: Double(1 + random.below(3)))
            let repeated = ComposedLayout(configuration: configuration, sections: sections)
            let listed = ComposedLayout(configuration: configuration, sections: sections, repeatsEqualItems: false)
            for (index, section) in repeated.layout.sections.enumerated()
            where section.group.subitems.count < listed.layout.sections[index].group.subitems.count {
                let group = section.group
                if group.layoutSize[group.arrangement.axis ?? direction].isEstimated { repeatedHugging += 1 } else { repeatedFilling += 1 }
            }
            // Estimated items measure by index path: the same answers both times.
            let sizing = SelfSizing { path, proposed in
                Size(width: proposed.width + Double(path.item % 3), height: 20 + Double((path.item * 7) % 11))
            }
            let expected = Result { () throws(LayoutValidationError) in
                try LayoutSolver.solve(listed.layout, in: viewport, sizing: sizing)
            }
            let actual = Result { () throws(LayoutValidationError) in
                try LayoutSolver.solve(repeated.layout, in: viewport, sizing: sizing)
            }
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                #expect(actual.contentSize == expected.contentSize, "round \(round)")
                let want = expected.allElements()
                let got = actual.allElements()
                #expect(got.count == want.count, "round \(round)")
                for (a, b) in zip(got, want) where !Self.same(a, b) {
                    Issue.record("round \(round): \(a) != \(b)")
                    break
                }
            case (.failure(let expected), .failure(let actual)):
                #expect("\(actual)" == "\(expected)", "round \(round)")
            default:
                Issue.record("round \(round): \(expected) vs \(actual)")
            }
        }
        // Both rewrites happened often enough to be tested.
        #expect(repeatedHugging >= 40)
        #expect(repeatedFilling >= 40)
    }

    /// The same element at the same place: every property equal, and each
    /// coordinate equal or a few units in the last place apart (a coordinate
    /// that is not a whole point, n/3 at scale 3, has no exact binary value:
    /// the list adds the pixel-snapped section start and the snapped offset,
    /// the repetition snaps their sum, and both land on the same pixel).
    static func same(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { x == y || Swift.abs(x - y) <= 4 * Swift.max(x.ulp, y.ulp) }
        guard close(a.frame.minX, b.frame.minX), close(a.frame.minY, b.frame.minY),
              close(a.frame.width, b.frame.width), close(a.frame.height, b.frame.height)
        else { return false }
        var moved = a
        moved.frame = b.frame
        return moved == b
    }

    /// A section of one group of components, most of them described alike.
    static func randomSection(id: Int, along direction: Axis, random: inout SplitMix64) -> Section {
        let axis: Axis = random.chance(75) ? direction : direction.orthogonal
        let count = [0, 1, 2, 3, 17, 60, 250][random.below(7)]
        let lengths: [LayoutDimension] = [
            .absolute(44), .absolute(30), .absolute(44.5), .absolute(33.3), .estimated(44),
            .fractionalWidth(0.25), .fractionalHeight(0.5), .fractionalWidth(1),
        ]
        func pick() -> LayoutDimension { lengths[random.below(lengths.count)] }
        var itemSize = LayoutSize(widthDimension: pick(), heightDimension: pick())
        if random.chance(50) {
            // Mostly whole absolute lengths along the group's axis, which may repeat.
            itemSize = LayoutSize(main: .absolute(Double(10 + random.below(50))), cross: .fractionalWidth(1), along: axis)
        }
        let insets = random.chance(25) ? DirectionalEdgeInsets(top: 2, leading: 3, bottom: 0.5, trailing: 1) : .zero
        let edges: EdgeSpacing? = random.chance(15) ? EdgeSpacing(leading: .fixed(2), top: .flexible(1), trailing: nil, bottom: .fixed(3)) : nil
        let badge = random.chance(15)
        let odd = random.chance(10) ? random.below(Swift.max(1, count)) : -1
        let children: [GroupChild] = (0..<count).map { index in
            var size = itemSize
            if index == odd { size = LayoutSize(widthDimension: .absolute(21), heightDimension: .absolute(21)) }
            return .component(AnyComponent(Box(id: AnyHashable(index), size: size, insets: insets, edges: edges, badge: badge)))
        }
        let groupLengths: [LayoutDimension] = [.estimated(44), .estimated(100), .absolute(120), .fractionalWidth(1), .fractionalHeight(0.3)]
        var groupSize = LayoutSize(
            main: random.chance(60) ? .estimated(44) : groupLengths[random.below(groupLengths.count)],
            cross: random.chance(80) ? .fractionalWidth(1) : groupLengths[random.below(groupLengths.count)], along: axis)
        if axis == .horizontal && random.chance(50) {
            groupSize = LayoutSize(main: groupSize.widthDimension, cross: .absolute(60), along: axis)
        }
        var group = GroupDefinition(axis: axis, layoutSize: groupSize, children: children)
        let spacings: [LayoutSpacing?] = [nil, nil, .fixed(8), .fixed(0.5), .flexible(4), .fixed(1.0 / 3.0)]
        group.interItemSpacing = spacings[random.below(spacings.count)]
        if random.chance(10) { group.contentInsets = DirectionalEdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 2) }
        if random.chance(10) { group.edgeSpacing = EdgeSpacing(leading: .fixed(4), top: .fixed(6), trailing: nil, bottom: nil) }
        if random.chance(10) { group.supplementaryItems = [AnySupplementaryComponent(BadgeComponent())] }
        var section = Section(id: id) { VGroup(definition: group) }
        section = section.interGroupSpacing([0, 0, 12, 2.5][random.below(4)])
        if random.chance(40) { section = section.contentInsets(top: 16, leading: 20, bottom: 8.5, trailing: 12) }
        if random.chance(15) { section = section.orthogonalScrollingBehavior(.continuous) }
        if random.chance(30) { section = section.boundarySupplementaryItem(SectionHeaderComponent(title: "\(id)")) }
        if random.chance(20) { section = section.decorationItem(SectionBackgroundComponent()) }
        return section
    }
}

extension LayoutSize {
    /// A size `main` long along `axis` and `cross` across it.
    init(main: LayoutDimension, cross: LayoutDimension, along axis: Axis) {
        self = axis == .vertical
            ? LayoutSize(widthDimension: cross, heightDimension: main)
            : LayoutSize(widthDimension: main, heightDimension: cross)
    }
}
