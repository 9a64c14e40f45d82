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

    /// The layout of the first of the two stages from `old` to `new`.
    func firstStage(from old: ComposedLayout, to new: ComposedLayout) throws -> ComposedLayout {
        var spare: [[ComponentIdentity<IntegerIDs>]] = []
        let source = try #require(DiffedSections.integers(of: old, checked: [], reusing: &spare))
        let target = try #require(DiffedSections.integers(of: new, checked: [], reusing: &spare))
        let staged = StagedChangeset(source: source.sections, target: target.sections)
        #expect(staged.stages.count == 2)
        return DiffableDataSource.stageLayout(
            staged.stages[0].data, old: old, new: new, lists: source.lists + target.lists)
    }

    @Test func aSectionTheStageLeavesAsNewIsTheNewSection() throws {
        // Section 1 loses row 11 and gains row 19 (deleted in the first
        // stage, inserted in the second); sections 0 and 2 are left alone.
        let old = layout([[0, 1, 2], [10, 11, 12], [20, 21]])
        let new = layout([[0, 1, 2], [19, 10, 12], [20, 21]])
        let first = try firstStage(from: old, to: new)
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

    /// A stage's section of an id that two sections share (a repeated id,
    /// reported) takes the model of the last section of that id, whether
    /// the stage finds it by a scan (a few sections) or in a table (more
    /// than `SectionScan.limit`).
    @Test(arguments: [0, 4]) func aRepeatedIDTakesTheLastSectionOfTheID(padding: Int) throws {
        // Two sections "a": rows across the width, then half of it; the
        // first loses row 1 (stage 1), the second gains row 12 (stage 2).
        func layout(_ first: [Int], _ second: [Int]) -> ComposedLayout {
            ComposedLayout(sections: [
                Section(id: "a") { VGroup(of: first, width: .fractionalWidth(1), height: .estimated(44)) { SilentRow(id: $0) } },
                Section(id: "a") { VGroup(of: second, width: .fractionalWidth(0.5), height: .estimated(44)) { SilentRow(id: $0) } },
            ] + (0..<padding).map { index in
                Section(id: "pad \(index)") { VGroup(of: [100 + index], width: .fractionalWidth(1), height: .estimated(44)) { SilentRow(id: $0) } }
            })
        }
        let old = layout([0, 1, 2], [10, 11])
        let new = layout([0, 2], [10, 11, 12])
        #expect((old.sections.count + new.sections.count > SectionScan.limit) == (padding > 0))
        let first = try firstStage(from: old, to: new)
        #expect(first.sections.count == 2 + padding)
        // Both sections "a" take the second's group (half the width).
        #expect(new.sections[0].model.group != new.sections[1].model.group)
        #expect(first.sections[0].model.group == new.sections[1].model.group)
        #expect(first.sections[1].model.group == new.sections[1].model.group)
        #expect((0..<first.sections[0].components.count).map { first.sections[0].components.id(at: $0) } == [0, 2])
    }
}
