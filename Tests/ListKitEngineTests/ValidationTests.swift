import ListKitCore
import ListKitEngine
import Testing

/// Hostile models give a typed error naming where, and never crash.
@Suite struct ValidationTests {
    let good = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(44)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])

    func error(_ layout: CompositionalLayout, _ viewport: Viewport = phone()) -> String? {
        do {
            _ = try LayoutSolver.solve(layout, in: viewport)
            return nil
        } catch {
            return error.description
        }
    }

    func one(_ group: LayoutGroup, items: Int = 1, _ change: (inout LayoutSection) -> Void = { _ in }) -> CompositionalLayout {
        var section = LayoutSection(group: group, itemCount: items)
        change(&section)
        return CompositionalLayout(sections: [section])
    }

    @Test func nonFiniteNegativeAndHugeNumbers() {
        var nan = good
        nan.layoutSize.heightDimension = .absolute(.nan)
        #expect(error(one(nan)) == "sections[0].group.size.height.absolute: number must be finite")
        var negative = good
        negative.contentInsets.leading = -1
        #expect(error(one(negative)) == "sections[0].group.contentInsets.leading: must not be negative (found -1)")
        var huge = good
        huge.layoutSize.heightDimension = .absolute(1e300)
        #expect(error(one(huge)) == "sections[0].group.size.height.absolute: must be at most 1000000000 (found 1e+300)")
        #expect(error(one(good) { $0.interGroupSpacing = -.infinity })
            == "sections[0].interGroupSpacing: number must be finite")
    }

    @Test func fractionsMustBePositive() {
        let zero = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)),
            subitems: [item(.fractionalWidth(0), .fractionalHeight(1))])
        #expect(error(one(zero)) == "sections[0].group.subitems[0].item.size.width.fractionalWidth: must be greater than 0 (found 0)")
    }

    @Test func countNeedsExactlyOneSubitemAndARange() {
        var two = good
        two.subitems.append(item(.absolute(1), .absolute(1)))
        two.count = 2
        #expect(error(one(two)) == "sections[0].group.count: count needs exactly one subitem (found 2)")
        var zero = good
        zero.count = 0
        #expect(error(one(zero)) == "sections[0].group.count: count must be between 1 and 100000 (found 0)")
    }

    @Test func emptyGroupsAndNegativeItemCounts() {
        let empty = LayoutGroup.horizontal(layoutSize: good.layoutSize, subitems: [])
        #expect(error(one(empty)) == "sections[0].group.subitems: a horizontal or vertical group needs at least one subitem")
        let noFrames = LayoutGroup.custom(layoutSize: good.layoutSize, items: [])
        #expect(error(one(noFrames)) == "sections[0].group.customFrames: a custom group needs at least one item frame")
        #expect(error(one(good, items: -3)) == "sections[0].itemCount: item count must not be negative (found -3)")
        #expect(error(one(good, items: 20_000_000)) == "sections[0].itemCount: at most 10000000 allowed (found 20000000)")
    }

    @Test func viewportScaleAndSize() {
        #expect(error(one(good), Viewport(size: Size(width: 375, height: 812), scale: 2.5))
            == "viewport.scale: scale must be 1, 2 or 3 (found 2.5)")
        #expect(error(one(good), Viewport(size: Size(width: -1, height: 812)))
            == "viewport.width: must not be negative (found -1)")
    }

    @Test func deepNestingIsRefused() {
        var group = good
        for _ in 0..<100 {
            group = LayoutGroup.horizontal(layoutSize: good.layoutSize, subitems: [.group(group)])
        }
        let message = error(one(group)) ?? ""
        #expect(message.hasSuffix(": groups nest deeper than 64 levels"))
        #expect(message.hasPrefix("sections[0].group" + String(repeating: ".subitems[0].group", count: 63)))
    }

    @Test func zeroSizedItemsTerminate() throws {
        // Zero-wide items all fit in one row; the row holds every item.
        let zero = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(10)),
            subitems: [item(.absolute(0), .absolute(10))])
        let s = try solveOne(zero, items: 5000)
        #expect(s.itemCount == 5000)
        expectFrame(s.cellFrame(at: 4999), 0, 0, 0, 10)
    }
}
