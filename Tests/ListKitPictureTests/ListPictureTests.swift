import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitPicture
import Testing

/// What pictures draw for lists and for cells without a component
/// (`Documentation/Pictures.md`): grouped backgrounds behind grouped and
/// inset-grouped sections, white row backgrounds, outlined placeholders,
/// and the list row's drawing commands.
@Suite struct ListPictureTests {
    /// An inset-grouped list of 3 rows (0 to 162: 20 above, 3 × 44, 10
    /// below), a plain one of 1 row (162 to 206) and a grouped one of 2
    /// rows (206 to 316: 22 above, 2 × 44), on a 375 × 300 viewport.
    private func threeLists() throws -> SolvedLayout {
        try LayoutSolver.solve(
            CompositionalLayout(sections: [
                LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped), itemCount: 3),
                LayoutSection.list(using: ListConfiguration(appearance: .plain), itemCount: 1),
                LayoutSection.list(using: ListConfiguration(appearance: .grouped), itemCount: 2),
            ]),
            in: Viewport(size: Size(width: 375, height: 300), scale: 1))
    }

    @Test func groupedBackgroundsLieBehindGroupedSectionsOnly() throws {
        let solved = try threeLists()
        #expect(solved.frame(ofSection: 1) == Rect(x: 0, y: 162, width: 375, height: 44))
        #expect(solved.frame(ofSection: 2) == Rect(x: 0, y: 206, width: 375, height: 110))
        let scene = PictureScene(solved: solved, wholeContent: true)
        // The first from a viewport's height above the content to the plain
        // section's top; none behind the plain one; the last from its top to
        // a viewport's height below the content (316 + 300). Across: the
        // content and a viewport's width either side.
        #expect(scene.listBackgrounds == [
            Rect(x: -375, y: -300, width: 1125, height: 462),
            Rect(x: -375, y: 206, width: 1125, height: 410),
        ])
        let svg = SVGPicture.svg(scene, options: SVGPictureOptions(wholeContent: true))
        let canvas = ##"<rect lk:part="background" x="0" y="0" width="375" height="316" fill="#FFFFFF"/>"##
        let first = ##"<rect lk:part="list-background" x="-375" y="-300" width="1125" height="462" fill="#F2F2F7"/>"##
        #expect(svg.contains(canvas + "\n" + first + "\n"))
        #expect(svg.components(separatedBy: "lk:part=\"list-background\"").count == 3)
    }

    @Test func aSectionNotInThePictureGetsNoBackground() throws {
        // At rest only 0 to 300 shows: all three sections meet it. Scrolled
        // to 200, the first (0 to 162) is gone.
        let solved = try threeLists()
        let scene = PictureScene(solved: solved, contentOffset: Point(x: 0, y: 200))
        #expect(scene.listBackgrounds == [Rect(x: -375, y: 206, width: 1125, height: 410)])
    }

    @Test func listRowsGetAWhiteBackgroundAndOtherCellsNone() throws {
        let solved = try threeLists()
        let scene = PictureScene(solved: solved)
        let cells = scene.elements.filter { $0.attributes.category == .cell }
        #expect(cells.count == 6)
        #expect(cells.allSatisfy { $0.background == .white })
        let grid = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [.item(LayoutItem(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))]),
                itemCount: 2)]),
            in: Viewport(size: Size(width: 375, height: 300), scale: 1))
        let plain = PictureScene(solved: grid)
        #expect(plain.elements.allSatisfy { $0.background == nil })
        #expect(plain.listBackgrounds.isEmpty)
    }

    @Test func placeholderCellsAreTintedByTheirSectionAndOutlinedWithTheirIndexPath() {
        func cell(section: Int, item: Int, placeholder: Bool) -> PictureElement {
            let content = ContentView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
            content.isPlaceholder = placeholder
            return PictureElement(
                attributes: LayoutAttributes(
                    category: .cell, elementKind: nil, indexPath: ElementIndexPath(section: section, item: item),
                    frame: Rect(x: 0, y: 0, width: 100, height: 50)),
                content: content)
        }
        let scene = PictureScene(
            viewport: Viewport(size: Size(width: 375, height: 300), scale: 1), contentOffset: .zero,
            contentSize: Size(width: 375, height: 300),
            elements: [cell(section: 0, item: 4, placeholder: true), cell(section: 7, item: 3, placeholder: true),
                       cell(section: 1, item: 0, placeholder: false)])
        let svg = SVGPicture.svg(scene)
        // Section 0: the first tint; section 7: the second (7 mod 6 = 1). Outlined inside the frame by half a point.
        #expect(svg.contains(
            ##"  <rect x="0.5" y="0.5" width="99" height="49" fill="#E1EEFF" stroke="#8E8E93" stroke-width="1"/>"## + "\n"
                + ##"  <text x="4" y="3" font-family="monospace" font-size="9" dominant-baseline="text-before-edge" fill="#3C3C43">0.4</text>"##))
        #expect(svg.contains(##"fill="#E0F5E6" stroke="#8E8E93""##))
        #expect(svg.contains(">7.3</text>"))
        // A cell that drew nothing but is not a placeholder is not outlined.
        #expect(!svg.contains(">1.0</text>"))
        #expect(svg.components(separatedBy: "stroke=\"#8E8E93\"").count == 3)
    }

    @Test func ellipsesAndAlignedTextAreDrawnAsSVG() {
        let content = ContentView(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        content.draw(.fillEllipse(Rect(x: 10, y: 6, width: 31, height: 31), Color(rgb: 0x34C759)))
        content.draw(.textBox("a", in: Rect(x: 20, y: 10, width: 100, height: 20), size: 17, color: .black))
        content.draw(.textBox("b", in: Rect(x: 20, y: 10, width: 100, height: 20), size: 17, color: .black, alignment: .center))
        content.draw(.textBox("c", in: Rect(x: 20, y: 10, width: 100, height: 20), size: 17, color: .black, alignment: .trailing))
        let scene = PictureScene(
            viewport: Viewport(size: Size(width: 200, height: 44), scale: 1), contentOffset: .zero,
            contentSize: Size(width: 200, height: 44),
            elements: [PictureElement(
                attributes: LayoutAttributes(
                    category: .cell, elementKind: nil, indexPath: ElementIndexPath(section: 0, item: 0),
                    frame: Rect(x: 0, y: 0, width: 200, height: 44)),
                content: content)])
        let svg = SVGPicture.svg(scene)
        #expect(svg.contains(##"<ellipse cx="25.5" cy="21.5" rx="15.5" ry="15.5" fill="#34C759"/>"##))
        let box = #"<svg x="20" y="10" width="100" height="20" overflow="hidden">"#
        let font = #"font-family="sans-serif" font-size="17" dominant-baseline="text-before-edge""#
        #expect(svg.contains(box + #"<text x="0" y="0" "# + font + ##" fill="#000000">a</text></svg>"##))
        #expect(svg.contains(box + #"<text x="50" y="0" "# + font + ##" text-anchor="middle" fill="#000000">b</text></svg>"##))
        #expect(svg.contains(box + #"<text x="100" y="0" "# + font + ##" text-anchor="end" fill="#000000">c</text></svg>"##))
    }
}
