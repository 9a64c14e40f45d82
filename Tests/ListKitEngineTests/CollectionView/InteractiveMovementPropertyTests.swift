import ListKitCore
import ListKitEngine
import ListKitTestSupport
import Testing

/// Random drags over random sections of 44-point rows: whatever the path of
/// the finger and the scrolling in between, the collection view ends as a
/// fresh load of the reference data (the names moved by the committed move,
/// or unchanged after a cancel) shows it at the same offset.
@Suite struct InteractiveMovementPropertyTests {
    @Test func randomDragsEndAsAFreshLoadOfTheMovedData() throws {
        var rng = SplitMix64(seed: 19_4)
        for round in 0..<300 {
            let sections = (0..<Int.random(in: 1...4, using: &rng)).map { s in
                (0..<Int.random(in: 0...12, using: &rng)).map { "s\(s)i\($0)" }
            }
            let total = sections.reduce(0) { $0 + $1.count }
            guard total > 0 else { continue }
            let data = InteractiveMovementTests.movable(sections)
            let view = InteractiveMovementTests.view(data)
            try view.layoutIfNeeded()
            let candidates = sections.indices.flatMap { s in sections[s].indices.map { ElementIndexPath(section: s, item: $0) } }
            let picked = candidates[Int.random(in: 0..<candidates.count, using: &rng)]
            #expect(try view.beginInteractiveMovementForItem(at: picked), "round \(round)")
            let height = Double(total) * 44
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                if Bool.random(using: &rng) {
                    try view.setContentOffset(Point(x: 0, y: Double.random(in: 0...max(0, height - 812), using: &rng)))
                }
                try view.updateInteractiveMovementTargetPosition(
                    Point(x: Double.random(in: 0..<375, using: &rng), y: Double.random(in: -50...(height + 50), using: &rng)))
                // The moving item is always shown where the move says.
                let target = try #require(view.interactiveMovement?.targetIndexPath)
                #expect(view.cellForItem(at: target) != nil, "round \(round)")
            }
            var reference = sections
            if Bool.random(using: &rng) {
                if let move = try view.endInteractiveMovement() {
                    let name = reference[move.source.section].remove(at: move.source.item)
                    reference[move.target.section].insert(name, at: move.target.item)
                }
            } else {
                try view.cancelInteractiveMovement()
            }
            #expect(data.sections == reference, "round \(round)")
            let fresh = InteractiveMovementTests.view(InteractiveMovementTests.movable(reference))
            fresh.contentOffset = view.contentOffset
            try fresh.layoutIfNeeded()
            #expect(InteractiveMovementTests.shown(view) == InteractiveMovementTests.shown(fresh), "round \(round)")
        }
    }

    /// The visible badges that do not show the name their item's cell shows.
    static func mismatchedBadges(_ view: HeadlessCollectionView) -> [String] {
        view.indexPathsForVisibleSupplementaryElements(ofKind: "badge").compactMap { path in
            let badge = (view.supplementaryView(forElementKind: "badge", at: path) as? NameView)?.name ?? "?"
            let cell = (view.cellForItem(at: path) as? NameCell)?.name ?? "no cell"
            return badge == "badge \(cell)" ? nil : "\(path): \(badge) on \(cell)"
        }
    }

    @Test func badgesShowTheirOwnItemsThroughoutRandomDrags() throws {
        var rng = SplitMix64(seed: 2_611)
        for round in 0..<200 {
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { s in
                (0..<Int.random(in: 0...30, using: &rng)).map { "s\(s)i\($0)" }
            }
            let total = sections.reduce(0) { $0 + $1.count }
            guard total > 0 else { continue }
            let data = InteractiveMovementTests.movable(sections)
            // A 30-point header per section, rows of 50 with a badge each.
            let view = SupplementaryUpdateTests().badgedList(data)
            try view.layoutIfNeeded()
            let candidates = sections.indices.flatMap { s in sections[s].indices.map { ElementIndexPath(section: s, item: $0) } }
            #expect(try view.beginInteractiveMovementForItem(
                at: candidates[Int.random(in: 0..<candidates.count, using: &rng)]), "round \(round)")
            let height = Double(sections.count) * 30 + Double(total) * 50
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                if Bool.random(using: &rng) {
                    try view.setContentOffset(Point(x: 0, y: Double.random(in: 0...max(0, height - 812), using: &rng)))
                }
                try view.updateInteractiveMovementTargetPosition(
                    Point(x: Double.random(in: 0..<375, using: &rng), y: Double.random(in: 0..<height, using: &rng)))
                #expect(Self.mismatchedBadges(view) == [], "round \(round)")
            }
            if Bool.random(using: &rng) { try view.endInteractiveMovement() } else { try view.cancelInteractiveMovement() }
            #expect(Self.mismatchedBadges(view) == [], "round \(round)")
            // The badges shown are those of a fresh load of the data at the same offset.
            let fresh = SupplementaryUpdateTests().badgedList(InteractiveMovementTests.movable(data.sections))
            fresh.contentOffset = view.contentOffset
            try fresh.layoutIfNeeded()
            let badges = { (view: HeadlessCollectionView) in
                view.indexPathsForVisibleSupplementaryElements(ofKind: "badge").map {
                    "\($0) \((view.supplementaryView(forElementKind: "badge", at: $0) as? NameView)?.name ?? "?")"
                }
            }
            #expect(badges(view) == badges(fresh), "round \(round)")
        }
    }
}
