@testable import ListKit
import ListKitDiff
import Testing

/// The layout an update shows between its stages: a section the stage has
/// as the new render has it is that section itself (its components and
/// model, shared); a section whose items the stage still changes is made
/// from the stage's items.
@Suite struct StageLayoutTests {
    func layout(_ sections: [[Int]]) -> ComposedLayout {
        ComposedLayout(sections: sections.enumerated().map { index, ids in
            Section(id: index) { VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { SilentRow(id: $0) } }
        })
    }

    @Test func aSectionTheStageLeavesAsNewIsTheNewSection() throws {
        // Section 1 loses row 11 and gains row 19 (deleted in the first
        // stage, inserted in the second); sections 0 and 2 are left alone.
        let old = layout([[0, 1, 2], [10, 11, 12], [20, 21]])
        let new = layout([[0, 1, 2], [19, 10, 12], [20, 21]])
        var spare: [[ComponentIdentity<IntegerIDs>]] = []
        let source = try #require(DiffedSections.integers(of: old, checked: [], reusing: &spare))
        let target = try #require(DiffedSections.integers(of: new, checked: [], reusing: &spare))
        let staged = StagedChangeset(source: source.sections, target: target.sections)
        #expect(staged.stages.count == 2)
        let first = DiffableDataSource.stageLayout(
            staged.stages[0].data, old: old, new: new, lists: source.lists + target.lists)
        // Sections 0 and 2: the new ones' own components.
        #expect(first.sections[0].components.runs === new.sections[0].components.runs)
        #expect(first.sections[2].components.runs === new.sections[2].components.runs)
        // Section 1 after the delete: rows 10 and 12, from the stage's items.
        #expect(first.sections[1].components.runs !== new.sections[1].components.runs)
        #expect(first.sections[1].components.count == 2)
        #expect((0..<2).map { first.sections[1].components.id(at: $0) } == [10, 12])
        #expect(first.sections[1].model.itemCount == 2)
    }

    @Test func itemsOfTheNewSectionInAnotherOrderAreNotTheSection() throws {
        // Rows 1 and 2 swap places: one move, in the last stage (a stage
        // with rows 0, 2, 1 in section 0 would not be the new section).
        let old = layout([[0, 1, 2]])
        let new = layout([[0, 2, 1]])
        var spare: [[ComponentIdentity<IntegerIDs>]] = []
        let source = try #require(DiffedSections.integers(of: old, checked: [], reusing: &spare))
        let target = try #require(DiffedSections.integers(of: new, checked: [], reusing: &spare))
        // The target's items in the source's order are not the target section.
        let swapped = [target.sections[0].items[0], target.sections[0].items[2], target.sections[0].items[1]]
        #expect(!DiffableDataSource.areExactly(swapped, new.sections[0].components))
        #expect(DiffableDataSource.areExactly(target.sections[0].items, new.sections[0].components))
        #expect(!DiffableDataSource.areExactly(source.sections[0].items, new.sections[0].components))
        #expect(!DiffableDataSource.areExactly(Array(target.sections[0].items.dropLast()), new.sections[0].components))
    }
}
