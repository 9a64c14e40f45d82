import ListKit
import ListKitPicture
import Testing

/// A row that draws its title.
private struct TitleRow: Component, Equatable {
    let id: String
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) { content.draw(.text(id, at: Point(x: 16, y: 12), size: 17, color: .black)) }
}

/// The picture's VoiceOver overlay (`SVGPictureOptions.accessibilityOrder`),
/// worked out by hand for two 44-pt rows on a 375 × 200 viewport.
@Suite struct AccessibilityPictureTests {
    @Test func theOverlayNumbersTheElementsAndTheLegendListsThem() throws {
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 200), scale: 1))
        renderer.render {
            Section(id: "s") {
                VGroup(of: ["A", "B"], width: .fractionalWidth(1), height: .absolute(44)) { TitleRow(id: $0) }
            }
        }
        var scene = PictureScene(collectionView: renderer.collectionView)
        scene.markAccessibilityOrder(renderer.accessibilityElements().map { ($0.frame, $0.description) })
        #expect(scene.accessibilityMarkers == [
            AccessibilityMarker(order: 1, frame: Rect(x: 0, y: 0, width: 375, height: 44), text: "A"),
            AccessibilityMarker(order: 2, frame: Rect(x: 0, y: 44, width: 375, height: 44), text: "B"),
        ])
        let svg = SVGPicture.svg(scene, options: SVGPictureOptions(accessibilityOrder: true))
        // The legend adds 8 + 2 × 16 + 8 = 48 below the 200-pt canvas.
        #expect(svg.contains(#"width="375" height="248" viewBox="0 0 375 248""#))
        // Each row outlined 1 pt inside its frame, its number at (9, 9) from its corner.
        #expect(svg.contains(##"<g lk:part="accessibility-marker" lk:order="1"><title>1. A</title><rect x="1" y="1" width="373" height="42" fill="none" stroke="#0A84FF" stroke-width="2"/><circle cx="9" cy="9" r="8" fill="#0A84FF"/>"##))
        #expect(svg.contains(##"<rect x="1" y="45" width="373" height="42" fill="none" stroke="#FF9F0A" stroke-width="2"/><circle cx="9" cy="53" r="8" fill="#FF9F0A"/>"##))
        // Legend lines centred at 200 + 8 + 8 = 216 and 232.
        #expect(svg.contains(##"<circle cx="16" cy="216" r="7" fill="#0A84FF"/>"##))
        #expect(svg.contains(##"<text x="30" y="232" font-family="sans-serif" font-size="11" dominant-baseline="central" fill="#000000">B</text>"##))
        // Without the option, nothing of it.
        let plain = SVGPicture.svg(scene)
        #expect(!plain.contains("accessibility") && plain.contains(#"viewBox="0 0 375 200""#))
    }
}
