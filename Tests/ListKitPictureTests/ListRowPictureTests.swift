import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitPicture
import Testing

/// An inset-grouped list's rounded rows in a picture: `lk:corners`,
/// `lk:corner-radius`, and what the row drew clipped to its rounded shape
/// (`Documentation/Pictures.md`, "List rows").
@Suite struct ListRowPictureTests {
    private func row(_ size: Size) -> ContentView {
        let view = ContentView(frame: Rect(origin: .zero, size: size))
        view.draw(.fillRect(Rect(x: 1, y: 2, width: 3, height: 4), .yellow))
        return view
    }

    @Test func roundedRowsAreClippedToTheirCorners() throws {
        // Three 343 × 44 rows at x 16 (the 16-pt margin of a 375-pt screen), from y 20.
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped), itemCount: 3)]),
            in: Viewport(size: Size(width: 375, height: 300), scale: 1))
        let scene = PictureScene(solved: solved)
        let cells = scene.elements.filter { $0.attributes.category == .cell }
        #expect(cells.map(\.roundedCorners) == [.top, [], .bottom])
        #expect(cells.map(\.cornerRadius) == [10, 0, 10])
        var first = cells[0]
        first.content = row(Size(width: 343, height: 44))
        var middle = cells[1]
        middle.content = row(Size(width: 343, height: 44))
        let svg = SVGPicture.svg(PictureScene(
            viewport: scene.viewport, contentOffset: scene.contentOffset, contentSize: scene.contentSize,
            elements: [first, middle]))
        let firstLines = [
            #"lk:frame="16 20 343 44" lk:z-index="0" lk:corners="top-leading top-trailing" lk:corner-radius="10" transform="translate(16 20)">"#,
            #"  <clipPath id="lk-row-0-0"><path d="M10 0 H333 A10 10 0 0 1 343 10 V44 H0 V10 A10 10 0 0 1 10 0 Z"/></clipPath>"#,
            #"  <g clip-path="url(#lk-row-0-0)">"#,
            // A list row's white background, then what it drew.
            ##"    <rect x="0" y="0" width="343" height="44" fill="#FFFFFF"/>"##,
            ##"    <rect x="1" y="2" width="3" height="4" fill="#FFFF00"/>"##,
            "  </g>",
            "</g>",
        ]
        #expect(svg.contains(firstLines.joined(separator: "\n")))
        // The middle row rounds nothing: no corners, no clip.
        let middleLines = [
            #"lk:frame="16 64 343 44" lk:z-index="0" transform="translate(16 64)">"#,
            ##"  <rect x="0" y="0" width="343" height="44" fill="#FFFFFF"/>"##,
            ##"  <rect x="1" y="2" width="3" height="4" fill="#FFFF00"/>"##,
            "</g>",
        ]
        #expect(svg.contains(middleLines.joined(separator: "\n")))
        #expect(!svg.contains("lk-row-0-1"))
    }
}
