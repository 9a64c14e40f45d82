import ListKitCore
import ListKitEngine
import Testing

/// Right to left, a section's frame is mirrored across the content's width,
/// which a horizontal layout makes wider than the viewport.
@Suite struct RightToLeftSectionFrameTests {
    /// A horizontal layout in a 300 × 400 viewport: two sections of five
    /// 100-wide columns each, left to right at x 0 … 500 and 500 … 1000;
    /// the content is 1000 wide.
    func solved() throws -> SolvedLayout {
        let column = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [.item(LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))])
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(scrollDirection: .horizontal, layoutDirection: .rightToLeft),
            sections: [LayoutSection(group: column, itemCount: 5), LayoutSection(group: column, itemCount: 5)])
        return try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 300, height: 400)))
    }

    @Test func sectionFramesMirrorAcrossTheContentNotTheViewport() throws {
        let solved = try solved()
        #expect(solved.contentSize == Size(width: 1000, height: 400))
        // Section 0 (0 … 500) mirrored in 1000: 500 … 1000; section 1: 0 … 500.
        // (Mirrored in the viewport's 300 they would start at −200 and −700.)
        #expect(solved.frame(ofSection: 0) == Rect(x: 500, y: 0, width: 500, height: 400))
        #expect(solved.frame(ofSection: 1) == Rect(x: 0, y: 0, width: 500, height: 400))
        #expect(solved.frame(ofSection: 2) == nil)
        // The cells agree: section 0's first column is at the right end.
        let first = solved.allElements().first { $0.indexPath == ElementIndexPath(section: 0, item: 0) }
        #expect(first?.frame == Rect(x: 900, y: 0, width: 100, height: 400))
    }
}
