import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitPicture
import Testing

/// SVG pictures of small hand-made scenes, compared with the text worked
/// out by hand from the drawing rules (Documentation/Pictures.md).
@Suite("SVG pictures")
struct SVGPictureTests {
    /// A content view of `size` that draws a fill and a text.
    private func filled(_ size: Size, _ fill: Color, _ text: String, textSize: Double, _ textColor: Color) -> ContentView {
        let view = ContentView(frame: Rect(origin: .zero, size: size))
        view.draw(.fillRect(Rect(origin: .zero, size: size), fill))
        view.draw(.text(text, at: Point(x: 8, y: 4), size: textSize, color: textColor))
        return view
    }

    @Test func twoCellsAPinnedHeaderAndADecorationWithAlpha() {
        // A 100 × 200 viewport, 20 of it under a top bar, scrolled to y 30.
        let viewport = Viewport(size: Size(width: 100, height: 200), contentInset: DirectionalEdgeInsets(top: 20))
        let first = filled(Size(width: 100, height: 50), .red, "A & B", textSize: 17, .black)
        let second = filled(Size(width: 100, height: 50), Color(red: 0, green: 0, blue: 1, alpha: 0.25), "<b>", textSize: 12, .white)
        var secondAttributes = LayoutAttributes(
            category: .cell, indexPath: ElementIndexPath(section: 0, item: 1), frame: Rect(x: 0, y: 90, width: 100, height: 50))
        secondAttributes.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        let header = ContentView(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        header.backgroundColor = .white
        header.draw(.text("Head", at: Point(x: 8, y: 6), size: 15, color: .black))
        let background = ContentView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        background.backgroundColor = .gray
        background.cornerRadius = 8
        background.borderWidth = 2
        var decoration = LayoutAttributes(
            category: .decoration, elementKind: "background", indexPath: ElementIndexPath(section: 0, item: 0),
            frame: Rect(x: 0, y: 40, width: 100, height: 100), zIndex: -1)
        decoration.alpha = 0.5
        // Listed as a solved layout lists them: cells, then the header, then the decoration.
        let scene = PictureScene(
            viewport: viewport, contentOffset: Point(x: 0, y: 30), contentSize: Size(width: 100, height: 400),
            elements: [
                PictureElement(
                    attributes: LayoutAttributes(
                        category: .cell, indexPath: ElementIndexPath(section: 0, item: 0),
                        frame: Rect(x: 0, y: 40, width: 100, height: 50)),
                    content: first, sectionID: "s", id: "a"),
                PictureElement(attributes: secondAttributes, content: second, sectionID: "s", id: "b"),
                PictureElement(
                    attributes: LayoutAttributes(
                        category: .supplementary, elementKind: "header", indexPath: ElementIndexPath(section: 0, item: 0),
                        frame: Rect(x: 0, y: 50, width: 100, height: 30), zIndex: 2, pinsToVisibleBounds: true,
                        isPinned: true),
                    content: header, sectionID: "s"),
                PictureElement(attributes: decoration, content: background, sectionID: "s"),
            ])
        // The decoration (zIndex −1) first, the cells (0) in their order, the
        // header (2) last. The border lies inside the bounds: inset by half
        // its width (1), its radius 8 − 1. Cell 1's scale is about its centre
        // (50, 115). The safe area is the bounds (0, 30, 100 × 200) less the
        // top inset; the viewport outline is inset by half its line.
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:lk="urn:listkit:picture" version="1.1" width="100" height="200" viewBox="0 30 100 200">
            <rect lk:part="background" x="0" y="30" width="100" height="200" fill="#FFFFFF"/>
            <g lk:category="decoration" lk:kind="background" lk:section="0" lk:item="0" lk:section-id="s" lk:frame="0 40 100 100" lk:z-index="-1" transform="translate(0 40)" opacity="0.5">
              <rect x="0" y="0" width="100" height="100" rx="8" ry="8" fill="#808080"/>
              <rect x="1" y="1" width="98" height="98" rx="7" ry="7" fill="none" stroke="#000000" stroke-width="2"/>
            </g>
            <g lk:category="cell" lk:section="0" lk:item="0" lk:section-id="s" lk:id="a" lk:frame="0 40 100 50" lk:z-index="0" transform="translate(0 40)">
              <rect x="0" y="0" width="100" height="50" fill="#FF0000"/>
              <text x="8" y="4" font-family="sans-serif" font-size="17" dominant-baseline="text-before-edge" fill="#000000">A &amp; B</text>
            </g>
            <g lk:category="cell" lk:section="0" lk:item="1" lk:section-id="s" lk:id="b" lk:frame="0 90 100 50" lk:z-index="0" transform="translate(50 115) matrix(0.5 0 0 0.5 0 0) translate(-50 -25)">
              <rect x="0" y="0" width="100" height="50" fill="#0000FF" fill-opacity="0.25"/>
              <text x="8" y="4" font-family="sans-serif" font-size="12" dominant-baseline="text-before-edge" fill="#FFFFFF">&lt;b&gt;</text>
            </g>
            <g lk:category="supplementary" lk:kind="header" lk:section="0" lk:item="0" lk:section-id="s" lk:frame="0 50 100 30" lk:z-index="2" lk:pinned="true" transform="translate(0 50)">
              <rect x="0" y="0" width="100" height="30" fill="#FFFFFF"/>
              <text x="8" y="6" font-family="sans-serif" font-size="15" dominant-baseline="text-before-edge" fill="#000000">Head</text>
            </g>
            <rect lk:part="safe-area" x="0" y="50" width="100" height="180" fill="none" stroke="#007AFF" stroke-width="1" stroke-dasharray="4 4"/>
            <rect lk:part="viewport" x="0.5" y="30.5" width="99" height="199" fill="none" stroke="#000000" stroke-width="1"/>
            </svg>

            """
        #expect(SVGPicture.svg(scene) == expected)
    }

    @Test func wholeContentWithLabelsOutlinesAndAnOrthogonalClip() {
        // No inset: no safe area. The canvas holds the content (0, 0, 100 × 400)
        // and the bounds (0, 30, 100 × 200). The cell has no view: its frame
        // is drawn dashed, inside its section's clip.
        let viewport = Viewport(size: Size(width: 100, height: 200))
        let scene = PictureScene(
            viewport: viewport, contentOffset: Point(x: 0, y: 30), contentSize: Size(width: 100, height: 400),
            elements: [
                PictureElement(
                    attributes: LayoutAttributes(
                        category: .cell, indexPath: ElementIndexPath(section: 1, item: 2),
                        frame: Rect(x: 0, y: 300, width: 100, height: 50)),
                    id: "c\u{1}", clip: Rect(x: 0, y: 280, width: 100, height: 120)),
            ])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:lk="urn:listkit:picture" version="1.1" width="100" height="400" viewBox="0 0 100 400">
            <rect lk:part="background" x="0" y="0" width="100" height="400" fill="#FFFFFF"/>
            <svg x="0" y="280" width="100" height="120" viewBox="0 280 100 120" overflow="hidden">
            <g lk:category="cell" lk:section="1" lk:item="2" lk:id="c\u{FFFD}" lk:frame="0 300 100 50" lk:z-index="0" lk:view="none" transform="translate(0 300)">
              <rect x="0" y="0" width="100" height="50" fill="none" stroke="#C7C7CC" stroke-width="1" stroke-dasharray="2 2"/>
            </g>
            </svg>
            <rect lk:part="outline" x="0" y="300" width="100" height="50" fill="none" stroke="#FF3B30" stroke-width="0.5"/>
            <text lk:part="label" x="2" y="302" font-family="monospace" font-size="10" dominant-baseline="text-before-edge" fill="#D70015">1.2 c\u{FFFD}</text>
            <rect lk:part="viewport" x="0.5" y="30.5" width="99" height="199" fill="none" stroke="#000000" stroke-width="1"/>
            </svg>

            """
        #expect(SVGPicture.svg(scene, options: SVGPictureOptions(labels: true, outlines: true, wholeContent: true)) == expected)
    }
}
