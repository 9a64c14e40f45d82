import ListKitCore
import ListKitEngine
import Testing

/// One repetition of a root group holds at most 100,000 items: rows that
/// would never fill (items with no width, insets wider than the viewport)
/// and nested counts that multiply are refused at the group, after laying
/// out one item past the limit, instead of taking gigabytes.
@Suite struct GroupCapacityTests {
    static let message = "sections[0].group: one repetition of the group would hold more than 100000 items "
        + "(items that take no room along its axis fill it without end; nested counts multiply)"

    static func row(itemWidth: LayoutDimension) -> LayoutGroup {
        .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item(itemWidth, .fractionalHeight(1))])
    }

    func error(_ group: LayoutGroup, items: Int, insets: DirectionalEdgeInsets = .zero) -> String? {
        do {
            _ = try solveOne(group, items: items, viewport: phone(scale: 1)) { $0.contentInsets = insets }
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func zeroWidthItemsFillOneRowUpToTheLimit() throws {
        // 100,000 items of no width all sit in the first row, at x = 0.
        let section = try solveOne(Self.row(itemWidth: .absolute(0)), items: 100_000, viewport: phone(scale: 1))
        expectFrame(section.cellFrame(at: 99_999), 0, 0, 0, 44)
        #expect(section.frame.size.height == 44)
        #expect(error(Self.row(itemWidth: .absolute(0)), items: 100_001) == Self.message)
        #expect(error(Self.row(itemWidth: .absolute(0)), items: 10_000_000) == Self.message)
    }

    @Test func insetsWiderThanTheViewportLeaveNoRoomAndAreRefused() {
        // 375 − 300 − 300 < 0: the row has no width, so fifth-width items have none.
        let insets = DirectionalEdgeInsets(top: 0, leading: 300, bottom: 0, trailing: 300)
        #expect(error(Self.row(itemWidth: .fractionalWidth(0.2)), items: 200_000, insets: insets) == Self.message)
        // With room, the same items make rows of five.
        #expect(error(Self.row(itemWidth: .fractionalWidth(0.2)), items: 200_000) == nil)
    }

    @Test func nestedCountsThatMultiplyPastTheLimitAreRefused() throws {
        let inner = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
            subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 1000)
        let outer = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: .group(inner), count: 1000)
        // A million slots per repetition, but only as many items as there are
        // are laid out: 50,000 items fit in the first repetition.
        #expect(error(outer, items: 50_000) == nil)
        #expect(error(outer, items: 100_001) == Self.message)
    }
}
