// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit
import ListKitPicture

/// Documentation/Pictures.md#1
extension Doc_Documentation_Pictures_md {
    struct Swatch: Component {
        let id: Int
        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40))
        }
        func render(in content: ContentView) {
            content.draw(.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .black))
        }
    }

    static func sample1() throws {
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 200, height: 100), scale: 2))
        renderer.render { Section(id: "swatches") { HGroup(of: Array(0..<4), width: .fractionalWidth(1), height: .absolute(40)) { Swatch(id: $0) } } }
        let svg = SVGPicture.svg(of: renderer.collectionView, options: SVGPictureOptions(labels: true))
        print(String(svg.prefix { $0 != "\n" }))
        if let solved = renderer.collectionView.solvedLayout {
            let frames = SVGPicture.svg(PictureScene(solved: solved, wholeContent: true), options: SVGPictureOptions(wholeContent: true))
            print(frames.contains("lk:view=\"none\""))   // frames only: a solved layout has no views
        }
    }
}
