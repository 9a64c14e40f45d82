import ListKitCore
import ListKitSupplementary

/// A layout's solve, kept so that it can be solved again in part: the
/// layout is validated and its sizing memoized once, each section is solved
/// from 0 along the scroll axis, and the sections are then placed one after
/// the other. Solving some sections again (a measuring pass, see
/// ``LayoutSolver/solve(_:in:sizing:cache:showing:)``) places the others
/// again without laying them out: they move by what the sections before
/// them gained or lost, and give exactly the frames a whole solve gives.
struct IncrementalSolve {
    /// The layout model.
    let layout: CompositionalLayout
    /// The viewport it is solved for.
    let viewport: Viewport
    /// The solve's self-sizing seam, memoized for the whole solve when an
    /// item of the layout has an estimated dimension (as given otherwise).
    let sizing: SelfSizing?
    /// How repeated groups are kept.
    let expansion: SolveExpansion
    /// The layout's own headers and footers, measured once per solve
    /// (there are a few at most, and they do not wait for the viewport).
    private let layoutBoundary: BoundarySizing.Sized
    /// Each section, placed (placing one again does not depend on where it was).
    private var sections: [SolvedSection]
    /// The layout as solved so far.
    private(set) var solved: SolvedLayout

    /// Solves every section of `validated` (the viewport is checked; the
    /// layout was when it was validated).
    ///
    /// With `earlier`, the sections of another layout under the same
    /// configuration and their solves for the same viewport, made without
    /// measuring anything (as `validated` must be solved), a section equal
    /// to the earlier one at the same index (its item count included) is
    /// taken from the earlier solve instead of being solved again: a
    /// section's solve depends on nothing else, and placing it does not
    /// depend on where it was (an update solves only the sections it changed).
    /// A section equal to the earlier one but for its item count repeats
    /// the earlier root group's layout when it can (see
    /// ``SectionSolver/solve(_:index:configuration:viewport:sizing:expansion:plan:template:)``).
    ///
    /// - Throws: ``LayoutValidationError`` when the viewport is invalid.
    init(
        _ validated: ValidatedLayout, in viewport: Viewport, sizing: SelfSizing?, expansion: SolveExpansion,
        plan: inout SizingPlan?, reusing earlier: EarlierSolve = EarlierSolve()
    ) throws(LayoutValidationError) {
        try LayoutValidator.checkViewport(viewport)
        let layout = validated.layout
        self.layout = layout
        self.viewport = viewport
        // The solver tries a row's next item to see whether it fits; each
        // item is measured once per proposed size all the same. Only items
        // with an estimated dimension are measured: a layout without any
        // keeps the seam as it is (nothing to remember, nothing allocated).
        self.sizing = sizing.map { sizing in
            layout.containsEstimatedItem
                ? sizing.memoized(itemCounts: layout.sections.map { $0.itemCount }) : sizing
        }
        self.expansion = expansion
        var eager: SizingPlan?
        layoutBoundary = BoundarySizing.size(
            layout.configuration.boundarySupplementaryItems, section: -1, resolveIn: viewport.containerSize,
            grid: viewport.pixelGrid, sizing: sizing, plan: &eager)
        var sections = [SolvedSection]()
        sections.reserveCapacity(layout.sections.count)
        let (models, solves) = (earlier.sections, earlier.solves)
        let reusable = min(models.count, solves.count)
        let current = layout.sections
        for index in current.indices {
            // `==` is at once true for two copies of one section, and looks at
            // the item count first (a section an update changed usually
            // differs there).
            if index < reusable, models[index] == current[index] {
                sections.append(solves[index])
                continue
            }
            // A section equal but for its item count (an update's stage
            // usually changes only that) repeats the earlier root group's
            // layout when the group stopped on its own, before the cell
            // limit of either count: laid out again, it would be the same.
            var template: SectionContent.Prepared?
            if index < reusable, let earlier = solves[index].content.repeatedTemplate,
               earlier.frames.count < SectionSolver.templateLimit(
                   cells: Swift.min(models[index].itemCount, current[index].itemCount)),
               models[index].isEqual(ignoringItemCount: current[index]) {
                template = earlier
            }
            sections.append(try Self.solveSection(
                index, of: layout, in: viewport, sizing: self.sizing, expansion: expansion, plan: &plan,
                template: template))
        }
        solved = Self.place(&sections, of: layout, boundary: layoutBoundary, in: viewport)
        self.sections = sections
    }

    /// Solves the sections at `indices` again (with `plan`'s requests and
    /// cache) and places every section again; the others keep their layout.
    mutating func resolve(sections indices: some Sequence<Int>, plan: inout SizingPlan?) throws(LayoutValidationError) {
        for index in indices where sections.indices.contains(index) {
            sections[index] = try Self.solveSection(
                index, of: layout, in: viewport, sizing: sizing, expansion: expansion, plan: &plan)
        }
        solved = Self.place(&sections, of: layout, boundary: layoutBoundary, in: viewport)
    }

    /// Section `index` of `layout`, solved from 0.
    private static func solveSection(
        _ index: Int, of layout: CompositionalLayout, in viewport: Viewport, sizing: SelfSizing?,
        expansion: SolveExpansion, plan: inout SizingPlan?, template: SectionContent.Prepared? = nil
    ) throws(LayoutValidationError) -> SolvedSection {
        try SectionSolver.solve(
            layout.sections[index], index: index, configuration: layout.configuration, viewport: viewport,
            sizing: sizing, expansion: expansion, plan: &plan, template: template)
    }

    /// The layout with `sections` placed one after the other, the layout's
    /// own boundary supplementaries (`boundary`, sized) around them.
    private static func place(
        _ sections: inout [SolvedSection], of layout: CompositionalLayout, boundary sized: BoundarySizing.Sized,
        in viewport: Viewport
    ) -> SolvedLayout {
        let configuration = layout.configuration
        let scroll = configuration.scrollDirection
        let cross = scroll.orthogonal
        let grid = viewport.pixelGrid
        let container = viewport.containerSize
        let spacing = grid.snap(configuration.interSectionSpacing)

        // The layout's own headers and footers extend the content like a section's.
        let extents = BoundaryPlacement.extents(of: sized.items, scrollAxis: scroll, resolveIn: container, grid: grid)
        var cursor = extents.leading
        for index in sections.indices {
            // Rule 12: the spacing goes between consecutive sections, after empty ones too.
            if index > 0 { cursor += spacing }
            sections[index].place(at: cursor)
            cursor += sections[index].frame.size[scroll]
        }
        let region = BoundaryRegion(
            scrollAxis: scroll, start: 0, contentStart: extents.leading, contentEnd: cursor, trailingStart: cursor,
            end: cursor + extents.trailing, crossStart: 0, crossLength: container[cross],
            containerLength: container[scroll])
        let boundary = BoundaryElement.place(
            sized, section: -1, region: region, leadingExtent: extents.leading, grid: grid)
        var content = Size.zero
        content[scroll] = cursor + extents.trailing
        content[cross] = container[cross]
        return SolvedLayout(
            viewport: viewport, scrollAxis: scroll, contentSize: content, sections: sections, boundary: boundary,
            layoutDirection: configuration.layoutDirection)
    }
}

/// Sections solved before, which a solve may take as they are (see
/// ``IncrementalSolve/init(_:in:sizing:expansion:plan:reusing:)``).
struct EarlierSolve {
    /// The sections' models, by index.
    var sections: [LayoutSection] = []
    /// Their solves, by index.
    var solves: [SolvedSection] = []
}
