import ListKitCore
@testable import ListKitEngine
import ListKitSupplementary
import ListKitTestSupport
import Testing

/// A layout pass reads the last query's window while its bounds stay inside
/// it, and shows exactly what the layout answers for its bounds.
@Suite struct QueryWindowTests {
    /// What pins in ``list(_:height:pinning:)``.
    enum Pinned { case nothing, sectionHeader, layoutBanner }

    /// One section of `count` rows `height` high across a 375 × 812
    /// viewport, with a 30-point header pinned to the top of the bounds:
    /// the section's, the layout's, or none.
    func list(_ count: Int, height: Double = 50, pinning pinned: Pinned = .nothing) throws -> SolvedLayout {
        let row = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: row, itemCount: count)
        let header = BoundarySupplementaryItem(
            elementKind: "header", layoutSize: size(.fractionalWidth(1), .absolute(30)), alignment: .top,
            pinToVisibleBounds: true)
        var configuration = LayoutConfiguration()
        switch pinned {
        case .nothing: break
        case .sectionHeader: section.boundarySupplementaryItems = [header]
        case .layoutBanner: configuration.boundarySupplementaryItems = [header]
        }
        return try LayoutSolver.solve(CompositionalLayout(configuration: configuration, sections: [section]), in: phone())
    }

    /// The window's answer for the bounds at `y`, checked against the layout's own.
    func read(
        _ window: inout QueryWindow, _ solved: SolvedLayout, y: Double, x: Double = 0, offsets: [Int: Point] = [:],
        limit: Int = .max
    ) -> [LayoutAttributes] {
        let offset = Point(x: x, y: y)
        var found: [LayoutAttributes] = []
        window.elements(
            of: solved, in: solved.bounds(at: offset), contentOffset: offset, orthogonalOffsets: offsets, limit: limit,
            into: &found)
        #expect(found == solved.elements(
            in: solved.bounds(at: offset), contentOffset: offset, orthogonalOffsets: offsets, limit: limit))
        return found
    }

    @Test func theWindowReachesHalfTheBoundsAheadInTheDirectionOfTheScroll() throws {
        let solved = try list(100)
        var window = QueryWindow()
        // No move yet: the bounds alone (0 … 812).
        #expect(read(&window, solved, y: 0).map(\.indexPath.item) == Array(0...16))
        #expect(window.rect == Rect(x: 0, y: 0, width: 375, height: 812))
        // Down to 10: 10 … 822 leaves it; the new one reaches 406 further, to 1,228.
        #expect(read(&window, solved, y: 10).map(\.indexPath.item) == Array(0...16))
        #expect(window.rect == Rect(x: 0, y: 10, width: 375, height: 1_218))
        // 416 … 1,228 is inside: read from it (rows 8 … 24), the window stays.
        #expect(read(&window, solved, y: 416).map(\.indexPath.item) == Array(8...24))
        #expect(window.rect == Rect(x: 0, y: 10, width: 375, height: 1_218))
        // Up to 10 again, still inside; then to 9, out at the top: the new
        // window reaches up, from 9 − 406 = −397.
        _ = read(&window, solved, y: 10)
        #expect(window.rect == Rect(x: 0, y: 10, width: 375, height: 1_218))
        _ = read(&window, solved, y: 9)
        #expect(window.rect == Rect(x: 0, y: -397, width: 375, height: 1_218))
        // One point past its lower edge (417 … 1,229 against −397 … 821).
        _ = read(&window, solved, y: 417)
        #expect(window.rect == Rect(x: 0, y: 417, width: 375, height: 1_218))
    }

    @Test func aHorizontalLayoutsWindowReachesAlongX() throws {
        let column = LayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solved = try LayoutSolver.solve(
            CompositionalLayout(
                configuration: LayoutConfiguration(scrollDirection: .horizontal),
                sections: [LayoutSection(group: column, itemCount: 50)]),
            in: phone())
        var window = QueryWindow()
        _ = read(&window, solved, y: 0)
        // Right by 5: 375 × 1.5 = 562.5 wide, from 5.
        #expect(read(&window, solved, y: 0, x: 5).map(\.indexPath.item) == Array(0...3))
        #expect(window.rect == Rect(x: 5, y: 0, width: 562.5, height: 812))
    }

    @Test func anotherLayoutOrOtherOrthogonalOffsetsAreAskedAgain() throws {
        var window = QueryWindow()
        _ = read(&window, try list(100), y: 0)
        _ = read(&window, try list(100), y: 10)
        // Inside the window, but 60-point rows: the new layout's rows 0 … 13.
        #expect(read(&window, try list(100, height: 60), y: 20).map(\.indexPath.item) == Array(0...13))
        // A section of 100-point cards scrolling orthogonally under the rows.
        let card = LayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [
                LayoutSection(group: card, itemCount: 20, orthogonalScrollingBehavior: .continuous),
            ]),
            in: phone())
        #expect(read(&window, solved, y: 0).map(\.indexPath.item) == Array(0...3))
        _ = read(&window, solved, y: 1)
        // Scrolled 250 along: cards 2 … 6 meet 250 … 625.
        #expect(read(&window, solved, y: 2, offsets: [0: Point(x: 250, y: 0)]).map(\.indexPath.item) == Array(2...6))
        #expect(read(&window, solved, y: 3, offsets: [:]).map(\.indexPath.item) == Array(0...3))
    }

    @Test(arguments: [Pinned.sectionHeader, .layoutBanner])
    func aPinnedHeaderIsPlacedAtEachPassesOffset(pinned: Pinned) throws {
        let solved = try list(100, pinning: pinned)
        var window = QueryWindow()
        _ = read(&window, solved, y: 0)
        for y in stride(from: 10.0, through: 400, by: 10) {
            let found = read(&window, solved, y: y)
            // The header pins to the top of the bounds, read from the window
            // made at 10.
            #expect(found.first { $0.category == .supplementary }?.frame.minY == y)
            #expect(window.rect == Rect(x: 0, y: 10, width: 375, height: 1_218))
        }
    }

    @Test func aSectionsPinnedHeaderIsPushedOutByTheNextOnes() throws {
        // Two sections of 20 rows of 50 under a 30-point pinned header: the
        // first spans 0 … 1,030, the second 1,030 … 2,060. Scrolling from
        // 600 to 1,200 (bounds 812 high), the first header rides at the top
        // of the bounds down to 1,000 (its section's end less its height),
        // then stays there and leaves the bounds; the second shows at its
        // own place, 1,030, until the bounds pass it, then pins.
        let row = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: row, itemCount: 20)
        section.boundarySupplementaryItems = [BoundarySupplementaryItem(
            elementKind: "header", layoutSize: size(.fractionalWidth(1), .absolute(30)), alignment: .top,
            pinToVisibleBounds: true)]
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section, section]), in: phone())
        var window = QueryWindow()
        _ = read(&window, solved, y: 590)
        var headers: [String] = []
        for y in stride(from: 600.0, through: 1_200, by: 100) {
            let found = read(&window, solved, y: y)
            headers.append(found.filter { $0.category == .supplementary }
                .map { "\($0.indexPath.section)@\(Int($0.frame.minY))" }.joined(separator: " "))
        }
        #expect(headers == [
            "0@600 1@1030", "0@700 1@1030", "0@800 1@1030", "0@900 1@1030", "0@1000 1@1030", "1@1100", "1@1200",
        ])
    }

    @Test func aWindowMeetingMoreThanTheLimitIsNotKept() throws {
        let solved = try list(100, height: 100)
        var window = QueryWindow()
        _ = read(&window, solved, y: 0, limit: 12)
        #expect(window.rect == Rect(x: 0, y: 0, width: 375, height: 812))
        // 10 … 1,228 meets rows 0 … 12 (13 > 12): the bounds are asked for,
        // rows 0 … 8.
        #expect(read(&window, solved, y: 10, limit: 12).map(\.indexPath.item) == Array(0...8))
        #expect(window.rect == Rect(x: 0, y: 0, width: 375, height: 812))
        // With room for 13 the window is kept.
        _ = read(&window, solved, y: 20, limit: 13)
        #expect(window.rect == Rect(x: 0, y: 20, width: 375, height: 1_218))
    }

    /// Random layouts (grids, custom groups sticking out, badges outside
    /// their items, orthogonal sections, backgrounds, pinned headers,
    /// footers and banners or none, right to left or not, content insets
    /// or none) and random scrolls: small steps either way, jumps,
    /// orthogonal scrolls. Every pass shows what the layout answers for its
    /// bounds.
    @Test(arguments: [
        (seed: UInt64(1), pinning: false, rightToLeft: false), (2, false, true), (3, true, false), (4, true, true),
    ])
    func everyPassShowsWhatTheLayoutAnswersForItsBounds(seed: UInt64, pinning: Bool, rightToLeft: Bool) throws {
        var rng = SplitMix64(seed: seed)
        for layoutNumber in 0..<30 {
            var layout = randomLayout(&rng, pinning: pinning)
            if rightToLeft { layout.configuration.layoutDirection = .rightToLeft }
            let names = NamesDataSource(layout.sections.indices.map { s in
                (0..<layout.sections[s].itemCount).map { "s\(s)-\($0)" }
            })
            // Now and then top and bottom content insets: the visible span,
            // where headers and footers pin, is inside the bounds.
            let inset = Double(Int.random(in: 0...2, using: &rng) * 30)
            let viewport = phone(scale: 2, inset: DirectionalEdgeInsets(top: inset, leading: 0, bottom: inset / 2, trailing: 0))
            let collectionView = HeadlessCollectionView(viewport: viewport, layout: layout)
            collectionView.register(NameCell.self, forCellWithReuseIdentifier: "name")
            for kind in ["header", "footer", "badge", "banner"] {
                collectionView.register(NameView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
            }
            collectionView.dataSource = names
            try collectionView.layoutIfNeeded()
            let orthogonal = layout.sections.indices.filter { layout.sections[$0].orthogonalScrollingBehavior.isOrthogonal }
            for step in 0..<60 {
                let y = collectionView.contentOffset.y
                switch Int.random(in: 0..<10, using: &rng) {
                case 0:
                    try collectionView.setContentOffset(Point(
                        x: 0, y: Double.random(in: -100...(collectionView.contentSize.height + 100), using: &rng)))
                case 1 where !orthogonal.isEmpty:
                    try collectionView.setOrthogonalOffset(
                        Point(x: Double(Int.random(in: 0...300, using: &rng)), y: 0),
                        forSection: orthogonal[Int.random(in: 0..<orthogonal.count, using: &rng)])
                default:
                    try collectionView.setContentOffset(Point(x: 0, y: y + Double(Int.random(in: -60...60, using: &rng))))
                }
                let solved = try #require(collectionView.solvedLayout)
                let pass = try #require(collectionView.layoutPass)
                let expected = solved.elements(
                    in: collectionView.bounds, contentOffset: collectionView.contentOffset,
                    orthogonalOffsets: collectionView.orthogonalOffsets)
                #expect(pass.elements == expected, "layout \(layoutNumber), step \(step)")
                if pass.elements != expected { return }
                // Every view stands where its element is, whether the pass
                // placed it or left it placed from an earlier one (no
                // decoration view is registered: those have none).
                for element in pass.elements where element.category != .decoration {
                    let view = try #require(collectionView.view(for: element))
                    #expect(
                        view.frame == element.frame && view.zIndex == element.zIndex && view.alpha == element.alpha
                            && view.transform == element.transform && view.indexPath == element.indexPath,
                        "layout \(layoutNumber), step \(step): \(element)")
                }
            }
            withExtendedLifetime(names) {}
        }
    }
}
