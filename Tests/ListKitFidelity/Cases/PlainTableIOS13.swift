import ListKit

extension UIKitCase {
    /// swift-snapshot-testing's `testTableViewController`: a plain table of
    /// ten default rows on the iPhone SE (1st generation) configuration,
    /// 320 × 568 with a 20-pt status bar, rendered at @3x, iOS 13.2.
    /// UIKit of iOS 13 took the layout margins from the view (the flow
    /// images of the same run: 16 at 320 and 375 pt, 20 at 414, all on a
    /// 414-pt host), so ListKit is given no other screen.
    static let plainTableIOS13 = UIKitCase(
        name: "plain table, 320 pt, iOS 13.2",
        source: Source(
            repository: "pointfreeco/swift-snapshot-testing",
            commit: "6bb6c9ae9970387eeb4b8394c34bd8c350030500",
            path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTableViewController.1.png",
            device: "iPhone SE (1st generation) configuration, 320 × 568 pt, rendered at @3x (960 × 1704 px)",
            iOS: "13.2.2 (the repository's CI destination at the image's last commit, fb70100e)"),
        configured: "UITableViewController (plain), 10 rows of UITableViewCell with textLabel, default row height",
        viewport: Viewport(
            size: Size(width: 320, height: 568), contentInset: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
            scale: 3),
        layout: {
            ComposedLayout {
                Section(id: "rows") {
                    List(of: Array(0..<10)) { ListRow(id: "\($0)", text: "\($0)") }
                }
            }
        },
        expected: (0..<10).flatMap { i -> [Expected] in
            let top = 60 + 132 * Double(i)
            return [
                Expected(
                    target: .cell(section: 0, item: i), frame: Rect(x: 0, y: px(top), width: 320, height: px(132)),
                    measured: "column x 200: separators every 132 px from y 191, the first row below the 60-px status bar"),
                Expected(
                    target: .decoration(kind: "separator", section: 0, item: i),
                    frame: Rect(x: px(48), y: px(top + 131), width: px(960 - 48), height: px(1)),
                    measured: "row y \(Int(top) + 131): white to x 47, #C6C6C8 from x 48 to the edge (959)"),
            ]
        })
}
