import ListKit

extension UIKitCase {
    /// BSWInterfaceKit's `ContentViewTests`: a `UICollectionView` list,
    /// `.insetGrouped` with a supplementary header, three rows of custom
    /// content (a label in a stack view with 8-pt margins), rendered with
    /// swift-snapshot-testing's iPhone X configuration (375 × 812 @3x, safe
    /// area 44 and 34) on an iPhone 16 simulator (a 393-pt screen), iOS 18.0.
    /// The layout margins are the 393-pt screen's, 20, though the view is 375
    /// wide. The header's and rows' heights are their custom content's
    /// (6 + 20.333 + 6, 8 + 20.333 + 8): inputs here.
    static let insetGroupedListIOS18 = UIKitCase(
        name: "inset-grouped list, 375-pt view on a 393-pt screen, iOS 18.0",
        source: Source(
            repository: "theleftbit/BSWInterfaceKit",
            commit: "b1531969254051f3abea58fe75fb5800a07a2b0a",
            path: "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/layout.393x852.png",
            device: "swift-snapshot-testing's iPhone X configuration, 375 × 812 pt @3x (1125 × 2436 px), on a 393 × 852 host",
            iOS: "18.0 (the repository's CI destination, iPhone 16, at the image's commit bfea371d; not stated by the image)"),
        configured: "UICollectionLayoutListConfiguration(appearance: .insetGrouped), headerMode .supplementary, 3 rows",
        viewport: Viewport(
            size: Size(width: 375, height: 812),
            contentInset: DirectionalEdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0), scale: 3,
            screen: Screen(size: Size(width: 393, height: 852), scale: 3)),
        layout: {
            ComposedLayout {
                Section(id: "list") {
                    List(of: ["Hello", "World", "I really like this"]) { MeasuredComponent(id: $0, height: px(109)) }
                        .listAppearance(.insetGrouped)
                        .headerMode(.supplementary)
                }
                .boundarySupplementaryItem(MeasuredComponent(id: "header", height: px(97)))
            }
        },
        expected: [
            Expected(
                target: .cell(section: 0, item: 0), frame: Rect(x: px(60), y: px(229), width: px(1005), height: px(109)),
                measured: "row y 300: the card from x 60 to 1064; column x 700: rows 229–337, 338–446, 447–555"),
            Expected(
                target: .cell(section: 0, item: 1), frame: Rect(x: px(60), y: px(338), width: px(1005), height: px(109)),
                measured: "column x 700"),
            Expected(
                target: .cell(section: 0, item: 2), frame: Rect(x: px(60), y: px(447), width: px(1005), height: px(109)),
                measured: "column x 700"),
            Expected(
                target: .decoration(kind: "separator", section: 0, item: 0),
                frame: Rect(x: px(120), y: px(337), width: px(1065 - 120), height: px(1)),
                measured: "row y 337: white to x 119, #C6C6C8 from x 120 to the card's edge (1064)"),
            Expected(
                target: .decoration(kind: "separator", section: 0, item: 1),
                frame: Rect(x: px(120), y: px(446), width: px(1065 - 120), height: px(1)),
                measured: "row y 446, as row 0's"),
        ])
}
