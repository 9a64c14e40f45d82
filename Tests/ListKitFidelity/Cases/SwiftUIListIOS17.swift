import ListKit

extension UIKitCase {
    /// AccessibilitySnapshot's `testListWithSectionHeaders`: a SwiftUI
    /// `List` (a `UICollectionView` list on iOS 16 and later) with a
    /// "Fruits" section of three rows, iOS 17.5 on a 393 × 852 @3x screen.
    /// SwiftUI chooses the space above the first card (38.667 below the
    /// 59-pt safe area): given here as the header's height. The rows, their
    /// inset and their separators are UIKit's list.
    static let swiftUIListIOS17 = UIKitCase(
        name: "SwiftUI list (inset grouped), 393 pt, iOS 17.5",
        source: Source(
            repository: "cashapp/AccessibilitySnapshot",
            commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
            path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.SwiftUIListSectionTests/testListWithSectionHeaders_17_5_393x852@3x.png",
            device: "393 × 852 pt @3x (the file name; SnapshotTestCase.swift accepts only this size for 17.5)",
            iOS: "17.5 (the file name)"),
        configured: #"List { Section("Fruits") { Text("Apple"); Text("Banana"); Text("Cherry") } … }"#,
        viewport: Viewport(screen: .iPhone15),
        layout: {
            ComposedLayout {
                Section(id: "fruits") {
                    List(of: ["Apple", "Banana", "Cherry"]) { ListRow(id: $0, text: $0) }
                        .listAppearance(.insetGrouped)
                        .headerMode(.supplementary)
                }
                .boundarySupplementaryItem(MeasuredComponent(id: "header", height: px(293 - 177)))
            }
        },
        expected: [0, 1, 2].map { i in
            Expected(
                target: .cell(section: 0, item: i),
                frame: Rect(x: px(60), y: px(293 + 132 * Double(i)), width: px(1059), height: px(132)),
                measured: "row y 380: the card from x 60 to 1118; column x 600: rows of 132 px from y 293")
        } + [0, 1].map { i in
            Expected(
                target: .decoration(kind: "separator", section: 0, item: i),
                frame: Rect(x: px(120), y: px(424 + 132 * Double(i)), width: px(1119 - 120), height: px(1)),
                measured: "row y \(424 + 132 * i): the separator from x 120 to the card's edge (1118)")
        })
}
