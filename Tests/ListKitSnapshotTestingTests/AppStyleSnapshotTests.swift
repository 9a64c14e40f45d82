import ListKit
import ListKitSnapshotTesting
import SnapshotTesting
import Testing

/// A component an app would write: a title on a coloured card.
private struct CardComponent: Component {
    let id: AnyHashable
    let title: String

    func contentView() -> ContentView {
        let view = ContentView()
        view.backgroundColor = Color(rgb: 0x34C759)
        view.cornerRadius = 12
        return view
    }

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
    }

    func render(in content: ContentView) {
        content.clear()
        content.draw(.text(title, at: Point(x: 16, y: 20), size: 17, color: .white))
    }
}

/// What an app team writes on its Linux CI: a screen built with the DSL,
/// snapshotted as SVG.
@Suite struct AppStyleSnapshotTests {
    /// Three cards on a 320 × 200 screen under a 20-pt inset.
    static func cardsRenderer() -> ComposeRenderer {
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(),
            viewport: Viewport(size: Size(width: 320, height: 200), contentInset: DirectionalEdgeInsets(top: 20)))
        renderer.render {
            Section(id: "cards") {
                VGroup(width: .fractionalWidth(1), height: .estimated(180)) {
                    CardComponent(id: "a", title: "Alpha & Omega")
                    CardComponent(id: "b", title: "Beta")
                    CardComponent(id: "c", title: "Gamma")
                }
            }
        }
        return renderer
    }

    @Test func cardsScreen() {
        let renderer = Self.cardsRenderer()
        assertSnapshot(of: renderer, as: .svg)
    }

    /// The same screen as VoiceOver reads it: each card's label is its
    /// title; white on the cards' green #34C759 (luminance 0.2126 × 0.03434
    /// + 0.7152 × 0.57109 + 0.0722 × 0.09990 = 0.42298) has contrast
    /// 1.05 / 0.47298 = 2.22, below 4.5. The reference was written by hand.
    @Test func cardsScreenAsVoiceOverReadsIt() {
        let renderer = Self.cardsRenderer()
        assertSnapshot(of: renderer, as: .accessibility)
    }
}
