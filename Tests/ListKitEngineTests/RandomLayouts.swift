import ListKitCore
import ListKitEngine
import ListKitSupplementary
import ListKitTestSupport

/// A random layout of one to six sections for the property tests: grids of
/// one to five columns or custom groups whose second frame sticks out,
/// badges anchored outside their items, sections scrolling orthogonally,
/// headers and footers pinned or not, backgrounds, and now and then a
/// banner for the whole layout; with `pinning` off, nothing pins.
func randomLayout(_ rng: inout SplitMix64, pinning: Bool = true) -> CompositionalLayout {
    var sections: [LayoutSection] = []
    for _ in 0..<Int.random(in: 1...6, using: &rng) {
        let columns = Double(Int.random(in: 1...5, using: &rng))
        var inner = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1 / columns), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let badge = SupplementaryItem(
            elementKind: "badge", layoutSize: size(.absolute(24), .absolute(24)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
        if Bool.random(using: &rng) { inner.supplementaryItems = [badge] }
        let badged = LayoutElement.item(LayoutItem(
            layoutSize: size(.fractionalWidth(1 / columns), .fractionalHeight(1)), supplementaryItems: [badge]))
        let group: LayoutGroup
        if Bool.random(using: &rng) {
            group = LayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(Double.random(in: 0.3...1, using: &rng)),
                                 .absolute(Double(Int.random(in: 20...120, using: &rng)))),
                subitems: [badged, .group(inner)])
        } else {
            // A custom group whose second frame sticks out above and below it.
            group = LayoutGroup.custom(
                layoutSize: size(.fractionalWidth(1), .absolute(60)),
                items: [CustomGroupItem(frame: Rect(x: 0, y: 0, width: 100, height: 60)),
                        CustomGroupItem(frame: Rect(x: 150, y: -30, width: 100, height: 150))])
        }
        var section = LayoutSection(group: group, itemCount: Int.random(in: 0...80, using: &rng))
        section.interGroupSpacing = Double(Int.random(in: 0...12, using: &rng))
        section.contentInsets = DirectionalEdgeInsets(all: Double(Int.random(in: 0...20, using: &rng)))
        if Int.random(in: 0...3, using: &rng) == 0 { section.orthogonalScrollingBehavior = .continuous }
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: "header", layoutSize: size(.fractionalWidth(1), .absolute(30)), alignment: .top,
                extendsBoundary: Bool.random(using: &rng), pinToVisibleBounds: pinning && Bool.random(using: &rng)),
            BoundarySupplementaryItem(
                elementKind: "footer", layoutSize: size(.fractionalWidth(0.5), .absolute(20)), alignment: .bottomTrailing,
                pinToVisibleBounds: pinning && Bool.random(using: &rng)),
        ]
        if Bool.random(using: &rng) {
            section.decorationItems = [DecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 4))]
        }
        sections.append(section)
    }
    var configuration = LayoutConfiguration(interSectionSpacing: 10)
    if Bool.random(using: &rng) {
        configuration.boundarySupplementaryItems = [BoundarySupplementaryItem(
            elementKind: "banner", layoutSize: size(.fractionalWidth(1), .absolute(44)), alignment: .top,
            pinToVisibleBounds: pinning)]
    }
    return CompositionalLayout(configuration: configuration, sections: sections)
}
