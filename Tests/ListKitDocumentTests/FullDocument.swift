import ListKitCore
import ListKitDocument
import ListKitEngine
import ListKitSupplementary

/// A document that uses every key of the format, and the values it decodes to.
enum FullDocument {
    static let text = #"""
    {
      "format": 1,
      "viewport": {
        "width": 375, "height": 812, "scale": 3,
        "contentInset": {"top": 54, "leading": 0, "bottom": 34, "trailing": 0}
      },
      "plugins": ["Plugins/build/libColorBox.so", "../shared/./libBadge.so", "/opt/plugins/libChart.so"],
      "configuration": {
        "scrollDirection": "vertical",
        "interSectionSpacing": 8,
        "boundarySupplementaryItems": [
          {"elementKind": "banner", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}},
           "alignment": "top", "pinToVisibleBounds": true, "zIndex": 5,
           "component": "banner", "props": {"title": "Today", "tags": ["a", true, null]}}
        ]
      },
      "sections": [
        {
          "id": "news",
          "group": {
            "axis": "horizontal",
            "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
            "subitems": [
              {"item": {
                "size": {"width": {"fractionalWidth": 0.25}, "height": {"fractionalHeight": 1}},
                "contentInsets": {"top": 2, "leading": 2, "bottom": 2, "trailing": 2},
                "edgeSpacing": {"leading": {"fixed": 4}, "top": {"flexible": 1}, "trailing": {"fixed": 0}, "bottom": {"flexible": 3.5}},
                "supplementaryItems": [
                  {"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}},
                   "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.5, "y": -0.5}},
                   "itemAnchor": {"edges": ["bottom", "leading"], "absoluteOffset": {"x": -1, "y": 1}},
                   "zIndex": 7, "component": "counter", "props": {"count": 3}}
                ]
              }}
            ],
            "count": 4,
            "interItemSpacing": {"fixed": 8},
            "contentInsets": {"leading": 16, "trailing": 16},
            "edgeSpacing": {"leading": {"flexible": 0}, "top": {"fixed": 0}},
            "supplementaryItems": [
              {"elementKind": "tag", "size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 10}},
               "containerAnchor": {"edges": []}}
            ]
          },
          "items": [
            {"id": "n1", "component": "label", "props": {"text": "Hi"}},
            {"id": "n2", "component": "image"}
          ],
          "interGroupSpacing": 8,
          "contentInsets": {"top": 16, "leading": 16, "bottom": 16, "trailing": 16},
          "contentInsetsReference": "safeArea",
          "supplementariesFollowContentInsets": false,
          "orthogonalScrollingBehavior": "groupPaging",
          "boundarySupplementaryItems": [
            {"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 24}},
             "alignment": "top", "absoluteOffset": {"x": 0, "y": -4}, "extendsBoundary": false,
             "pinToVisibleBounds": true, "zIndex": 2, "component": "label", "props": {"text": "Section 1"}},
            {"elementKind": "footer", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 12}},
             "alignment": "bottomTrailing"}
          ],
          "decorationItems": [
            {"elementKind": "background", "contentInsets": {"top": 4, "leading": 4, "bottom": 4, "trailing": 4},
             "zIndex": -2, "component": "card"},
            {"elementKind": "shadow", "props": {"blur": 2}}
          ]
        },
        {
          "id": "grid",
          "group": {
            "axis": "vertical",
            "size": {"width": {"fractionalHeight": 0.5}, "height": {"estimated": 300}},
            "subitems": [
              {"group": {
                "axis": "custom",
                "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}},
                "customFrames": [
                  {"x": 0, "y": 0, "width": 100, "height": 120},
                  {"x": 110, "y": -10, "width": 50.5, "height": 60, "zIndex": 3}
                ]
              }},
              {"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}}}
            ]
          },
          "itemCount": 3
        }
      ]
    }
    """#

    static let viewport = Viewport(
        size: Size(width: 375, height: 812), contentInset: DirectionalEdgeInsets(top: 54, leading: 0, bottom: 34, trailing: 0),
        scale: 3)

    static let banner = BoundarySupplementaryItem(
        elementKind: "banner",
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
        alignment: .top, pinToVisibleBounds: true, zIndex: 5)

    static let badge = SupplementaryItem(
        elementKind: "badge",
        layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
        containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))),
        itemAnchor: LayoutAnchor(edges: [.bottom, .leading], offset: .absolute(Point(x: -1, y: 1))),
        zIndex: 7)

    static let newsItem = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
        contentInsets: DirectionalEdgeInsets(all: 2),
        edgeSpacing: EdgeSpacing(leading: .fixed(4), top: .flexible(1), trailing: .fixed(0), bottom: .flexible(3.5)),
        supplementaryItems: [badge])

    static let newsGroup = LayoutGroup(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        arrangement: .horizontal,
        subitems: [.item(newsItem)],
        count: 4,
        interItemSpacing: .fixed(8),
        contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
        edgeSpacing: EdgeSpacing(leading: .flexible(0), top: .fixed(0)),
        supplementaryItems: [
            SupplementaryItem(
                elementKind: "tag",
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(10)),
                containerAnchor: LayoutAnchor(edges: [])),
        ])

    static let news = LayoutSection(
        group: newsGroup,
        itemCount: 2,
        interGroupSpacing: 8,
        contentInsets: DirectionalEdgeInsets(all: 16),
        contentInsetsReference: .safeArea,
        supplementariesFollowContentInsets: false,
        orthogonalScrollingBehavior: .groupPaging,
        boundarySupplementaryItems: [
            BoundarySupplementaryItem(
                elementKind: "header",
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24)),
                alignment: .top, absoluteOffset: Point(x: 0, y: -4), extendsBoundary: false,
                pinToVisibleBounds: true, zIndex: 2),
            BoundarySupplementaryItem(
                elementKind: "footer",
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(12)),
                alignment: .bottomTrailing),
        ],
        decorationItems: [
            DecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 4), zIndex: -2),
            DecorationItem(elementKind: "shadow"),
        ])

    static let grid = LayoutSection(
        group: LayoutGroup(
            layoutSize: LayoutSize(widthDimension: .fractionalHeight(0.5), heightDimension: .estimated(300)),
            arrangement: .vertical,
            subitems: [
                .group(.custom(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    items: [
                        CustomGroupItem(frame: Rect(x: 0, y: 0, width: 100, height: 120)),
                        CustomGroupItem(frame: Rect(x: 110, y: -10, width: 50.5, height: 60), zIndex: 3),
                    ])),
                .item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))),
            ]),
        itemCount: 3)

    static let layout = CompositionalLayout(
        configuration: LayoutConfiguration(scrollDirection: .vertical, interSectionSpacing: 8, boundarySupplementaryItems: [banner]),
        sections: [news, grid])

    static let newsSection = DocumentSection(
        id: "news",
        items: [
            DocumentItem(id: "n1", component: DocumentComponent(kind: "label", props: ["text": "Hi"])),
            DocumentItem(id: "n2", component: DocumentComponent(kind: "image")),
        ],
        boundaryComponents: [
            DocumentComponent(kind: "label", props: ["text": "Section 1"]),
            .placeholder(elementKind: "footer"),
        ],
        decorationComponents: [
            DocumentComponent(kind: "card"),
            .placeholder(elementKind: "shadow", props: ["blur": 2]),
        ],
        anchoredComponents: [
            "badge": DocumentComponent(kind: "counter", props: ["count": 3]),
            "tag": .placeholder(elementKind: "tag"),
        ])

    static let gridSection = DocumentSection(id: "grid", items: DocumentItems(generatedCount: 3))

    static let document = LayoutDocument(
        format: 1,
        viewport: viewport,
        plugins: [
            DocumentPlugin(path: "Plugins/build/libColorBox.so", resolvedPath: "/docs/screens/Plugins/build/libColorBox.so"),
            DocumentPlugin(path: "../shared/./libBadge.so", resolvedPath: "/docs/shared/libBadge.so"),
            DocumentPlugin(path: "/opt/plugins/libChart.so", resolvedPath: "/opt/plugins/libChart.so"),
        ],
        layout: layout,
        sections: [newsSection, gridSection],
        boundaryComponents: [DocumentComponent(kind: "banner", props: ["title": "Today", "tags": ["a", true, nil]])],
        directory: "/docs/screens")
}
