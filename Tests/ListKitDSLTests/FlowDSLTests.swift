import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitSupplementary
import Testing

/// A chip: 10 pt per character plus 20, 44 tall.
private struct Chip: Component, Equatable {
    let title: String
    var id: String { title }
    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .absolute(Double(title.count) * 10 + 20), heightDimension: .absolute(44))
    }
    func render(in content: ContentView) { content.draw(.text(title, at: .zero, size: 15, color: .black)) }
}

/// A chip that sizes itself: estimated 50 × 30, measured 12 pt per character.
private struct SelfSizedChip: Component, Equatable {
    let title: String
    var id: String { title }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .estimated(50), heightDimension: .estimated(30)) }
    func measure(proposed: Size) -> Size? { Size(width: Double(title.count) * 12, height: 30) }
    func render(in content: ContentView) {}
}

/// A header or footer (by kind) `length` long whichever way the layout scrolls.
private struct Caption: SupplementaryComponent, Equatable {
    let text: String
    let length: Double
    var elementKind = "header"
    var id: String { text }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(length), heightDimension: .absolute(length)) }
    func render(in content: ContentView) {}
}

/// `FlowSection` compiles to a flow section: IVCollectionKit's README
/// screen (items "hello!", "im", "CollectionKit"; inter-item and line
/// spacing 2, insets 20 on the sides, a header and a footer) with frames
/// worked out by hand at two widths and both scroll directions. Chips are
/// 80, 40 and 150 wide, 44 tall; the header 30 and the footer 20 long.
@Suite struct FlowDSLTests {
    func screen(_ scroll: Axis) -> ComposedLayout {
        ComposedLayout(configuration: LayoutConfiguration(scrollDirection: scroll)) {
            FlowSection(id: "greeting", of: ["hello!", "im", "CollectionKit"]) { Chip(title: $0) }
                .minimumInteritemSpacing(2)
                .minimumLineSpacing(2)
                .sectionInset(top: 0, leading: 20, bottom: 0, trailing: 20)
                .header(Caption(text: "This is header", length: 30))
                .footer(Caption(text: "This is footer", length: 20, elementKind: "footer"))
        }
    }

    func frames(_ solved: SolvedLayout, _ category: ElementCategory, _ kind: String? = nil) -> [Rect] {
        solved.allElements().filter { $0.category == category && $0.elementKind == kind }
            .sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame)
    }

    /// 375 wide: a 335 line holds all three (80 + 2 + 40 + 2 + 150 = 274),
    /// the only line, with room for the 40 once more, packed: x = 20, 102,
    /// 144, under the 30-pt header; the footer at 74. 200 wide: a 160 line
    /// holds two (122), justified (leftover 38: x = 20, 140); the 150 alone
    /// on the last line, where a second would not fit, centred: x 20 + 5,
    /// y 76; the footer at 120.
    @Test(arguments: [
        (375.0, [(20.0, 30.0), (102, 30), (144, 30)], 74.0),
        (200, [(20, 30), (140, 30), (25, 76)], 120),
    ])
    func verticalAtTwoWidths(width: Double, origins: [(Double, Double)], footerY: Double) throws {
        let solved = try LayoutSolver.solve(
            screen(.vertical).layout, in: Viewport(size: Size(width: width, height: 800), scale: 2))
        let widths = [80.0, 40, 150]
        expectFrames(frames(solved, .cell), origins.enumerated().map { ($1.0, $1.1, widths[$0], 44) })
        expectFrames(frames(solved, .supplementary, "header"), [(0, 0, width, 30)])
        expectFrames(frames(solved, .supplementary, "footer"), [(0, footerY, width, 20)])
        #expect(solved.contentSize.height == footerY + 20)
    }

    /// Scrolling horizontally, 200 and 100 tall. 200: one column holds the
    /// three 44-pt chips (136), of three sizes (80, 40 and 150 wide) with
    /// room for another (136 + 2 + 44 = 182 ≤ 200), packed: y = 0, 46, 92;
    /// the column is 150
    /// wide (the widest chip), narrower chips centred across it (x + 35,
    /// + 55); header 30 wide, inset 20, so the column starts at 50; inset
    /// 20 after it, footer at 220. 100: two a column (90; leftover 10:
    /// y = 0, 56), the third alone in the last column at x 50 + 80 + 2 = 132.
    @Test func horizontalAtTwoHeights() throws {
        let tall = try LayoutSolver.solve(
            screen(.horizontal).layout, in: Viewport(size: Size(width: 600, height: 200), scale: 2))
        expectFrames(frames(tall, .cell), [(85, 0, 80, 44), (105, 46, 40, 44), (50, 92, 150, 44)])
        expectFrames(frames(tall, .supplementary, "header"), [(0, 0, 30, 200)])
        expectFrames(frames(tall, .supplementary, "footer"), [(220, 0, 20, 200)])
        let short = try LayoutSolver.solve(
            screen(.horizontal).layout, in: Viewport(size: Size(width: 600, height: 100), scale: 2))
        expectFrames(frames(short, .cell), [(50, 0, 80, 44), (70, 56, 40, 44), (132, 0, 150, 44)])
        expectFrames(frames(short, .supplementary, "footer"), [(302, 0, 20, 100)])
    }

    /// The compiled section keeps the components by item and the header and
    /// footer components by their supplementaries.
    @Test func componentsAreFound() throws {
        let composed = screen(.vertical)
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 800), scale: 2))
        #expect(composed.layout.sections[0].flow?.minimumLineSpacing == 2)
        let header = solved.allElements().first { $0.elementKind == "header" }
        #expect(header.flatMap(composed.component(for:))?.base as? Caption == Caption(text: "This is header", length: 30))
        let cell = composed.component(at: ElementIndexPath(section: 0, item: 2))
        #expect(cell?.base as? Chip == Chip(title: "CollectionKit"))
    }

    /// Self-sized chips: estimated items measured by their components. The
    /// model keeps each component's estimated size; solved with a measurer
    /// that asks the components, "ab" is 24 wide and "abcd" 48: x = 0, 34.
    @Test func selfSizedComponents() throws {
        let composed = ComposedLayout {
            FlowSection(id: 0) {
                SelfSizedChip(title: "ab")
                SelfSizedChip(title: "abcd")
            }
        }
        #expect(composed.layout.sections[0].flow?.itemSizes.first?.widthDimension == .estimated(50))
        let sizing = SelfSizing { path, proposed in composed.component(at: path)?.measure(proposed: proposed) }
        let solved = try LayoutSolver.solve(
            composed.layout, in: Viewport(size: Size(width: 375, height: 800), scale: 2), sizing: sizing)
        expectFrames(frames(solved, .cell), [(0, 0, 24, 30), (34, 0, 48, 30)])
    }
}
