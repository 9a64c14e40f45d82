import ListKit
import Testing

/// Section ids are compared as `ElementID`s, as the lifecycle compares
/// them: an `Int` or a `String` as itself, any other value as
/// `AnyHashable` compares it (`1`, `Int8(1)` and `"1"` are three sections;
/// `Int8(1)` and `Int16(1)`, both numbers `AnyHashable` takes as equal, are one).
@Suite struct SectionIDValueTests {
    func section<ID: Hashable>(_ id: ID) -> Section {
        Section(id: id) { VGroup(of: [1, 2], width: .fractionalWidth(1), height: .estimated(44)) { SilentRow(id: $0) } }
    }

    @Test func equalNumbersOfOtherTypesAreOtherSections() {
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 1))
        renderer.render(sections: [section(1), section(Int8(1)), section("1")])
        // Three ids: no duplicate.
        #expect(renderer.issues.isEmpty)
        #expect(renderer.collectionView.numberOfSections == 3)
        // `Int16(1)` first: it is the id of `Int8(1)` (the first of an id
        // matches the first), reported as shared with the `Int8(1)` after
        // it, which is inserted; the `Int` section is deleted.
        renderer.render(sections: [section(Int16(1)), section(Int8(1)), section("1")])
        #expect(renderer.issues == [.duplicateSectionID(id: "1")])
        let update = (renderer.dataSource as? DiffableDataSource)?.lastUpdate
        #expect(update?.changes == ChangeCounts(deleted: 1, inserted: 1, updated: 0, moved: 0))
        // `Int16(1)` and `Int8(1)` are one id: reported above, and here too.
        renderer.render(sections: [section(Int16(1)), section(Int16(1))])
        #expect(renderer.issues == [.duplicateSectionID(id: "1")])
    }

    /// A repeated id is reported whether the check compares a few sections
    /// with those before them (up to `SectionScan.limit`, 8) or finds
    /// them in a table (more).
    @Test(arguments: [8, 9, 12]) func aRepeatedIDIsReportedAmongManySections(count: Int) {
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 1))
        // Ids 0, 1, …, with the last one repeating id 2.
        renderer.render(sections: (0..<count).map { section($0 == count - 1 ? 2 : $0) })
        #expect(renderer.issues == [.duplicateSectionID(id: "2")])
        renderer.render(sections: (0..<count).map { section($0) })
        #expect(renderer.issues.isEmpty)
    }

    @Test func theElementIDFollowsTheID() {
        var plain = section("a")
        #expect(plain.elementID == "a")
        plain.id = 7
        #expect(plain.elementID == ElementID(7))
        var composed = ComposedSection(plain)
        #expect(composed.elementID == ElementID(7))
        composed.id = Int8(7)
        #expect(composed.elementID != ElementID(7))
        #expect(composed.elementID == ElementID(Int8(7)))
        let made = ComposedSection(id: "b", model: composed.model, components: composed.components)
        #expect(made.elementID == "b")
    }
}
