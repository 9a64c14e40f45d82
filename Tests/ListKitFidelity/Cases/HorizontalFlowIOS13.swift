import ListKit

extension UIKitCase {
    /// swift-snapshot-testing's `testCollectionViewsWithMultipleScreenSizes`:
    /// a horizontal `UICollectionViewFlowLayout` (`minimumLineSpacing` 20)
    /// pinned to the root view's layout margins guide, each item
    /// `min(width − 50, 300)` wide and as tall as the collection view, on
    /// three configurations rendered at @3x, iOS 13.2. The collection
    /// view's frame (measured) is the viewport; the items are compared in it.
    static let horizontalFlowIOS13: [UIKitCase] = [
        (device: "iPhoneSe", points: "320 × 568", frame: Rect(x: 16, y: 20, width: 288, height: 548), item: 238.0),
        (device: "iphone8", points: "375 × 667", frame: Rect(x: 16, y: 20, width: 343, height: 647), item: 293.0),
        (device: "iphoneMax", points: "414 × 896", frame: Rect(x: 20, y: 44, width: 374, height: 818), item: 300.0),
    ].map { run in
        UIKitCase(
            name: "horizontal flow layout, \(run.device), iOS 13.2",
            source: Source(
                repository: "pointfreeco/swift-snapshot-testing",
                commit: "6bb6c9ae9970387eeb4b8394c34bd8c350030500",
                path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testCollectionViewsWithMultipleScreenSizes.\(run.device.lowercased()).png",
                device: "the \(run.device) configuration, \(run.points) pt, rendered at @3x",
                iOS: "13.2.2 (the repository's CI destination at the image's last commit, 295b799a)"),
            configured: "UICollectionViewFlowLayout, scrollDirection .horizontal, minimumLineSpacing 20, item min(width − 50, 300) × height",
            viewport: Viewport(size: run.frame.size, scale: 3),
            layout: {
                ComposedLayout(configuration: LayoutConfiguration(scrollDirection: .horizontal)) {
                    FlowSection(id: "items", of: Array(0..<3)) {
                        SizedComponent(id: $0, size: Size(width: run.item, height: run.frame.height))
                    }
                    .minimumLineSpacing(20)
                }
            },
            expected: [0, 1].map { i in
                Expected(
                    target: .cell(section: 0, item: i),
                    frame: Rect(x: Double(i) * (run.item + 20), y: 0, width: run.item, height: run.frame.height),
                    measured: "one pixel row at mid-height: the collection view from x \(Int(run.frame.minX * 3)), items \(Int(run.item * 3)) px wide, 60 px apart; column x 300: from y \(Int(run.frame.minY * 3))")
            })
    }
}
