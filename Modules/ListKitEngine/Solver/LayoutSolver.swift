import ListKitCore
import ListKitSupplementary

/// Computes the frames UIKit's compositional layout would compute for a
/// layout in a viewport.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
///     subitems: [.item(item)])
/// let layout = CompositionalLayout(sections: [LayoutSection(group: group, itemCount: 100)])
/// let solved = try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3))
/// // Five cells per row, each 75 × 75.
/// ```
public enum LayoutSolver {
    /// Solves `layout` for `viewport`.
    ///
    /// - Parameters:
    ///   - layout: The layout model.
    ///   - viewport: The collection view's size, content inset and scale.
    ///   - sizing: Measures items with `estimated` dimensions; without it every
    ///     estimate is kept. Groups with estimated dimensions hug their content
    ///     either way.
    /// - Returns: The solved layout, with an index for rectangle queries.
    /// - Throws: ``LayoutValidationError`` when a number is not finite, out of
    ///   range, or a group is malformed; nothing is solved then.
    public static func solve(
        _ layout: CompositionalLayout, in viewport: Viewport, sizing: SelfSizing? = nil
    ) throws(LayoutValidationError) -> SolvedLayout {
        try solve(layout, in: viewport, sizing: sizing, expansion: .lazy)
    }

    /// Solves `layout` for `viewport`, repeated groups computed when asked
    /// (``SolveExpansion/lazy``) or stored (``SolveExpansion/full``).
    static func solve(
        _ layout: CompositionalLayout, in viewport: Viewport, sizing: SelfSizing?, expansion: SolveExpansion
    ) throws(LayoutValidationError) -> SolvedLayout {
        var plan: SizingPlan?
        return try solve(layout, in: viewport, sizing: sizing, expansion: expansion, plan: &plan)
    }

    /// Solves `layout` for `viewport`; with a `plan`, self-sized sections
    /// measure only what the plan asks for and its cache remembers.
    static func solve(
        _ layout: CompositionalLayout, in viewport: Viewport, sizing: SelfSizing?, expansion: SolveExpansion,
        plan: inout SizingPlan?
    ) throws(LayoutValidationError) -> SolvedLayout {
        try LayoutValidator.validate(layout, viewport: viewport)
        // The solver tries a row's next item to see whether it fits; each
        // item is measured once per proposed size all the same.
        let sizing = sizing?.memoized(itemCounts: layout.sections.map(\.itemCount))
        let configuration = layout.configuration
        let scroll = configuration.scrollDirection
        let cross = scroll.orthogonal
        let grid = viewport.pixelGrid
        let container = viewport.containerSize
        let spacing = grid.snap(configuration.interSectionSpacing)

        // The layout's own headers and footers extend the content like a section's.
        let extents = BoundaryPlacement.extents(
            of: configuration.boundarySupplementaryItems, scrollAxis: scroll, resolveIn: container, grid: grid)
        var sections = [SolvedSection]()
        sections.reserveCapacity(layout.sections.count)
        var cursor = extents.leading
        for (index, section) in layout.sections.enumerated() {
            // Rule 12: the spacing goes between consecutive sections, after empty ones too.
            if index > 0 { cursor += spacing }
            let solved = try SectionSolver.solve(
                section, index: index, start: cursor, configuration: configuration, viewport: viewport, sizing: sizing,
                expansion: expansion, plan: &plan)
            sections.append(solved)
            cursor += solved.frame.size[scroll]
        }
        let region = BoundaryRegion(
            scrollAxis: scroll, start: 0, contentStart: extents.leading, contentEnd: cursor, trailingStart: cursor,
            end: cursor + extents.trailing, crossStart: 0, crossLength: container[cross],
            containerLength: container[scroll])
        let boundary = BoundaryElement.place(
            configuration.boundarySupplementaryItems, section: -1, region: region, leadingExtent: extents.leading,
            grid: grid)
        var content = Size.zero
        content[scroll] = cursor + extents.trailing
        content[cross] = container[cross]
        return SolvedLayout(
            viewport: viewport, scrollAxis: scroll, contentSize: content, sections: sections, boundary: boundary)
    }
}
