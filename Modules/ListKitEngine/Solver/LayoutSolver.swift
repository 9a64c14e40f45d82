import ListKitCore

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
        try IncrementalSolve(
            ValidatedLayout(layout), in: viewport, sizing: sizing, expansion: expansion, plan: &plan
        ).solved
    }

    /// Solves a layout validated before for `viewport`, without checking
    /// the layout again (the viewport is checked: it is not part of it).
    ///
    /// - Parameters:
    ///   - validated: The layout model, validated.
    ///   - viewport: The collection view's size, content inset and scale.
    ///   - sizing: Measures items with `estimated` dimensions.
    /// - Returns: The solved layout.
    /// - Throws: ``LayoutValidationError`` for a viewport that is not valid.
    public static func solve(
        validated: ValidatedLayout, in viewport: Viewport, sizing: SelfSizing? = nil
    ) throws(LayoutValidationError) -> SolvedLayout {
        var plan: SizingPlan?
        return try IncrementalSolve(validated, in: viewport, sizing: sizing, expansion: .lazy, plan: &plan).solved
    }

    /// ``solve(validated:in:sizing:)`` without measuring anything, taking
    /// from `earlier` (sections solved for the same viewport, under the same
    /// configuration, without measuring anything) each section that is the
    /// same in both, at the same index, instead of solving it again.
    static func solve(
        validated: ValidatedLayout, in viewport: Viewport, reusing earlier: EarlierSolve
    ) throws(LayoutValidationError) -> SolvedLayout {
        var plan: SizingPlan?
        return try IncrementalSolve(
            validated, in: viewport, sizing: nil, expansion: .lazy, plan: &plan, reusing: earlier
        ).solved
    }
}
