import ListKitCore
import ListKitEngine
import Testing

/// Groups nested as deep as the engine allows lay out at once: trying
/// whether another repetition of a nested group fits never lays out a group
/// that is then dropped, so a chain of 64 costs 64 group layouts per
/// repetition, not 2^64 (before, a chain of 24 took 8 s and 64 never ended).
@Suite struct NestingTests {
    /// 64 groups, alternately horizontal and vertical, each filling its
    /// container (`outer` sizes the outermost), around one item 44 high.
    static func chain(
        outerHeight: LayoutDimension, innerHeight: LayoutDimension, horizontalHeight: LayoutDimension? = nil
    ) -> LayoutGroup {
        var element = item(.fractionalWidth(1), .absolute(44))
        var group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), innerHeight), subitems: [element])
        for depth in 1..<LayoutLimits.maximumGroupDepth {
            element = .group(group)
            let outermost = depth == LayoutLimits.maximumGroupDepth - 1
            group = depth % 2 == 0
                ? .vertical(layoutSize: size(.fractionalWidth(1), outermost ? outerHeight : innerHeight), subitems: [element])
                : .horizontal(
                    layoutSize: size(.fractionalWidth(1), outermost ? outerHeight : horizontalHeight ?? innerHeight),
                    subitems: [element])
        }
        return group
    }

    /// Each repetition of the chain holds one item: a list of 44-point rows.
    @Test func aChainOfSixtyFourGroupsIsAListOfRows() throws {
        let section = try solveOne(Self.chain(outerHeight: .absolute(44), innerHeight: .fractionalHeight(1)), items: 100)
        for row in [0, 1, 57, 99] {
            expectFrame(section.cellFrame(at: row), 0, 44 * Double(row), 375, 44)
        }
    }

    /// The same chain with every height estimated: each group hugs the row.
    @Test func aChainOfSixtyFourHuggingGroupsIsAListOfRows() throws {
        let section = try solveOne(Self.chain(outerHeight: .estimated(10), innerHeight: .estimated(10)), items: 100)
        for row in [0, 1, 57, 99] {
            expectFrame(section.cellFrame(at: row), 0, 44 * Double(row), 375, 44)
        }
    }

    /// Vertical groups that fill their container around horizontal ones that
    /// hug the row: a vertical group must lay out the next horizontal group
    /// to learn that it does not fit, and that group's own layout is the one
    /// the next repetition needs (2^32 layouts without remembering them).
    @Test func aChainOfAlternatelyFillingAndHuggingGroupsIsAListOfRows() throws {
        let chain = Self.chain(outerHeight: .absolute(44), innerHeight: .fractionalHeight(1), horizontalHeight: .estimated(10))
        let section = try solveOne(chain, items: 1000)
        for row in [0, 1, 500, 999] {
            expectFrame(section.cellFrame(at: row), 0, 44 * Double(row), 375, 44)
        }
    }
}
