import ListKitLayoutDSL
import Testing

/// The DSL's spellings build the engine's model exactly as written by hand.
@Suite struct ModelTests {
    private let environment = ListKitEngine.LayoutEnvironment(viewport: Viewport(size: Size(width: 300, height: 600)))

    @Test func everyModifierLandsOnTheModel() {
        let layout = CompositionalLayout { _, _ in
            Section {
                VGroup {
                    Item(height: .absolute(40))
                        .contentInsets(value: 2)
                        .edgeSpacing(horizontal: .flexible(4))
                    HGroup(count: 3) { Item() }
                        .height(.absolute(20))
                        .edgeSpacing(top: .fixed(6))
                }
                .height(.absolute(68))
                .interItemSpacing(.fixed(2))
            }
            .contentInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            .contentInsetsReference(.none)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "footer")
                    .height(.absolute(10))
                    .alignment(.bottom)
                    .absoluteOffset(Point(x: 0, y: 5))
                    .extendsBoundary(false)
                    .zIndex(zIndex: 3)
            }
            .decorationItems {
                DecorationItem.background(elementKind: "card").contentInsets(horizontal: 8).zIndex(zIndex: -2)
            }
        }
        .scrollDirection(.vertical)
        .layoutDirection(.rightToLeft)
        .interSectionSpacing(12)
        .boundarySupplementaryItems {
            BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(50), elementKind: "header")
        }

        let item = ListKitEngine.LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            contentInsets: DirectionalEdgeInsets(all: 2),
            edgeSpacing: EdgeSpacing(leading: .flexible(4), trailing: .flexible(4)))
        let cell = ListKitEngine.LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var row = ListKitEngine.LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            subitem: .item(cell), count: 3)
        row.edgeSpacing = EdgeSpacing(top: .fixed(6))
        var column = ListKitEngine.LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(68)),
            subitems: [.item(item), .group(row)])
        column.interItemSpacing = .fixed(2)
        let section = ListKitEngine.LayoutSection(
            group: column, itemCount: 7,
            contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            contentInsetsReference: .none,
            boundarySupplementaryItems: [
                ListKitSupplementary.BoundarySupplementaryItem(
                    elementKind: "footer",
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                    alignment: .bottom, absoluteOffset: Point(x: 0, y: 5), extendsBoundary: false, zIndex: 3)
            ],
            decorationItems: [
                ListKitSupplementary.DecorationItem(
                    elementKind: "card", contentInsets: DirectionalEdgeInsets(leading: 8, trailing: 8), zIndex: -2)
            ])
        let expected = ListKitEngine.CompositionalLayout(
            configuration: LayoutConfiguration(
                scrollDirection: .vertical, interSectionSpacing: 12,
                boundarySupplementaryItems: [
                    ListKitSupplementary.BoundarySupplementaryItem(
                        elementKind: "header",
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                        alignment: .top)
                ],
                layoutDirection: .rightToLeft),
            sections: [section])

        #expect(layout.make(itemCounts: [7], environment: environment).model == expected)
    }

    @Test func theProviderIsAskedPerSectionWithItsIndexAndEnvironment() {
        var asked: [(Int, Double)] = []
        let layout = CompositionalLayout { index, environment in
            asked.append((index, environment.container.contentSize.width))
            return Section { HGroup { Item() }.height(.absolute(Double(10 * (index + 1)))) }
        }
        let made = layout.make(itemCounts: [1, 2, 3], environment: environment)
        #expect(asked.map(\.0) == [0, 1, 2])
        #expect(asked.map(\.1) == [300, 300, 300])
        #expect(made.model.sections.map(\.itemCount) == [1, 2, 3])
        #expect(made.model.sections.map { $0.group.layoutSize.heightDimension } == [.absolute(10), .absolute(20), .absolute(30)])
    }

    @Test func repeatingSectionsTakeTurns() {
        let short: CompositionalLayout.SectionProvider = { _, _ in Section { HGroup { Item() }.height(.absolute(10)) } }
        let tall: CompositionalLayout.SectionProvider = { _, _ in Section { HGroup { Item() }.height(.absolute(90)) } }
        let heights = CompositionalLayout(repeatingSections: [short, tall])
            .make(itemCounts: [1, 1, 1], environment: environment).model.sections.map { $0.group.layoutSize.heightDimension }
        #expect(heights == [.absolute(10), .absolute(90), .absolute(10)])
        #expect(CompositionalLayout(repeatingSections: []).make(itemCounts: [1], environment: environment).model.sections.isEmpty)
    }

    @Test func aDeclinedSectionEndsTheLayoutAndTheCollectionViewSaysSo() throws {
        let (collectionView, dataSource) = makeCollectionView(width: 300, counts: [2, 2, 2])
        defer { withExtendedLifetime(dataSource) {} }
        collectionView.collectionViewLayout = CompositionalLayout { index, _ in
            index == 1 ? nil : Section { HGroup { Item() }.height(.absolute(10)) }
        }
        #expect(throws: CollectionViewError.layoutSectionCountMismatch(dataSource: 3, layout: 1)) {
            try collectionView.layoutIfNeeded()
        }
    }
}
