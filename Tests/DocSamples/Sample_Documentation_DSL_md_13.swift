// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#13
extension Doc_Documentation_DSL_md {
    struct HeroComponent: Component {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)) }
        func render(in content: ContentView) {}
    }
    final class Analytics {
        var impressions: [String] = []
        func impression(_ id: String) { impressions.append(id) }
    }

    static func sample13() throws {
        let analytics = Analytics()
        let hero = HeroComponent(id: "spring-sale")
        let halfInViewForASecond = try VisibilityConfiguration(dwell: [DwellRule(minimumRatio: 0.5, duration: 1000)])
        let renderer = ComposeRenderer(dataSource: DiffableDataSource())
        renderer.render {
            Section(id: "top") {
                VGroup(width: .fractionalWidth(1), height: .estimated(300)) {
                    hero.onVisibility(halfInViewForASecond) { event in
                        if case .dwell = event { analytics.impression(hero.id) }
                    }
                }
            }
        }
        renderer.advance(to: 999)
        print(analytics.impressions)
        renderer.advance(to: 1000)
        print(analytics.impressions)
    }
}
