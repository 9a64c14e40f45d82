import ListKitCore
@testable import ListKitEngine
import Testing

/// A layout is validated once: a validated layout checks a later model only
/// where it differs, and the solver takes it as it is.
@Suite struct ValidatedLayoutTests {
    /// Two sections of 50-pt rows, 10 and 20 items.
    let layout = CompositionalLayout(sections: [
        LayoutSection(group: rows(50), itemCount: 10), LayoutSection(group: rows(50), itemCount: 20),
    ])

    /// The path of the validation error `body` throws, `nil` when it throws none.
    func path(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? LayoutValidationError)?.path ?? "\(error)"
        }
    }

    @Test func aChangedSectionIsCheckedAndAnEqualOneIsNot() throws {
        let validated = try ValidatedLayout(layout)
        // Section 1 gains a negative spacing: checked, refused at its path.
        var changed = layout
        changed.sections[1].interGroupSpacing = -5
        #expect(path { _ = try validated.revalidating(changed) } == "sections[1].interGroupSpacing")
        #expect(path { _ = try ValidatedLayout(changed) } == "sections[1].interGroupSpacing")
        // The rule itself: a section equal to the known one's (item counts
        // aside) is not checked again, so a known section is trusted.
        var moreItems = changed
        moreItems.sections[1].itemCount = 25
        #expect(path { try LayoutValidator.validateModel(moreItems, reusing: changed) } == nil)
        #expect(path { try LayoutValidator.validateModel(moreItems, reusing: nil) } == "sections[1].interGroupSpacing")
        // At another index it is checked.
        var swapped = layout
        swapped.sections = [changed.sections[1], layout.sections[0]]
        #expect(path { try LayoutValidator.validateModel(swapped, reusing: changed) } == "sections[0].interGroupSpacing")
    }

    @Test func itemCountsAndTheConfigurationAreCheckedAlways() throws {
        let validated = try ValidatedLayout(layout)
        var fewer = layout
        fewer.sections[0].itemCount = -1
        #expect(path { _ = try validated.revalidating(fewer) } == "sections[0].itemCount")
        var tooMany = layout
        tooMany.sections[1].itemCount = LayoutLimits.maximumItemCount
        #expect(path { _ = try validated.revalidating(tooMany) } == "sections[1].itemCount")
        var spaced = layout
        spaced.configuration.interSectionSpacing = .nan
        #expect(path { _ = try validated.revalidating(spaced) } == "configuration.interSectionSpacing")
        // A known configuration is trusted like a known section (a NaN
        // equals nothing, not even itself, so it is never trusted).
        #expect(path { try LayoutValidator.validateModel(spaced, reusing: spaced) } == "configuration.interSectionSpacing")
        var negative = layout
        negative.configuration.interSectionSpacing = -3
        #expect(path { try LayoutValidator.validateModel(negative, reusing: negative) } == nil)
        #expect(path { try LayoutValidator.validateModel(negative, reusing: layout) } == "configuration.interSectionSpacing")
    }

    @Test func theSolverTakesAValidatedLayoutAndChecksTheViewport() throws {
        let validated = try ValidatedLayout(layout)
        let solved = try LayoutSolver.solve(validated: validated, in: phone())
        #expect(solved.allElements() == (try LayoutSolver.solve(layout, in: phone())).allElements())
        #expect(solved.contentSize.height == 1500)
        let bad = Viewport(size: Size(width: -1, height: 812))
        #expect(path { _ = try LayoutSolver.solve(validated: validated, in: bad) } == "viewport.width")
    }
}
