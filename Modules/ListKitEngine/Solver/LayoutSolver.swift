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
    /// - Returns: The solved layout, with an index for rectangle queries.
    /// - Throws: ``LayoutValidationError`` when a number is not finite, out of
    ///   range, or a group is malformed; nothing is solved then.
    public static func solve(_ layout: CompositionalLayout, in viewport: Viewport) throws(LayoutValidationError) -> SolvedLayout {
        try LayoutValidator.validate(layout, viewport: viewport)
        let scroll = layout.configuration.scrollDirection
        let grid = viewport.pixelGrid
        let spacing = grid.snap(layout.configuration.interSectionSpacing)
        var sections = [SolvedSection]()
        sections.reserveCapacity(layout.sections.count)
        var cursor = 0.0
        for (index, section) in layout.sections.enumerated() {
            // Rule 12: the spacing goes between consecutive sections, after empty ones too.
            if index > 0 { cursor += spacing }
            let solved = SectionSolver.solve(
                section, index: index, start: cursor, configuration: layout.configuration, viewport: viewport)
            sections.append(solved)
            cursor += solved.frame.size[scroll]
        }
        var content = Size.zero
        content[scroll] = cursor
        content[scroll.orthogonal] = viewport.containerSize[scroll.orthogonal]
        return SolvedLayout(viewport: viewport, scrollAxis: scroll, contentSize: content, sections: sections)
    }
}
