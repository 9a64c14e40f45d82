import ListKit

extension UIKitCase {
    /// AccessibilitySnapshot's `testTableHitTarget`: a plain table of three
    /// self-sizing rows, each `defaultContentConfiguration()` text with a
    /// `UISwitch` accessory, on 393- (iOS 17.5) and 402-pt (iOS 18.5)
    /// screens at @3x. Compared: the separator's inset (the screen's 20) and
    /// reach (the screen's edge), and the switch (51 wide, 20 from the
    /// trailing edge, centred down the row). Not compared: the rows'
    /// heights, 44 + 1/3: a self-sizing `UITableView` cell adds its separator
    /// to its content, which a collection-view list (ListKit's model, and
    /// the SwiftUI list case) does not.
    static let plainTableTogglesIOS17: [UIKitCase] = [
        (version: "17.5", width: 393.0, height: 852.0, safeTop: 59.0, commit: "dc5055831f1025d97c24788d5b66b49595e967f9"),
        (version: "18.5", width: 402.0, height: 874.0, safeTop: 62.0, commit: "dc5055831f1025d97c24788d5b66b49595e967f9"),
    ].map { run in
        let file = "testTableHitTarget_\(run.version.split(separator: ".").joined(separator: "_"))_\(Int(run.width))x\(Int(run.height))@3x.png"
        let screen = Screen(
            size: Size(width: run.width, height: run.height), scale: 3,
            safeArea: DirectionalEdgeInsets(top: run.safeTop, leading: 0, bottom: 34, trailing: 0))
        let top = run.safeTop * 3
        // The separator is the last pixel row of each 133-px cell; the
        // switch spans x 966–1118 on the 393-pt screen, 993–1145 on the 402.
        let edge = run.width * 3
        return UIKitCase(
            name: "plain table with switches, \(Int(run.width)) pt, iOS \(run.version)",
            source: Source(
                repository: "cashapp/AccessibilitySnapshot", commit: run.commit,
                path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.HitTargetTests/" + file,
                device: "\(Int(run.width)) × \(Int(run.height)) pt @3x (the file name)", iOS: "\(run.version) (the file name)"),
            configured: "UITableViewController (plain), 3 rows: defaultContentConfiguration() text, accessoryView UISwitch()",
            viewport: Viewport(screen: screen),
            layout: {
                ComposedLayout {
                    Section(id: "rows") {
                        List(of: [0, 1, 2]) { ListRow(id: "\($0)", text: "Hello World", accessories: [.toggle(isOn: false)]) }
                    }
                }
            },
            expected: [
                Expected(
                    target: .decoration(kind: "separator", section: 0, item: 0),
                    frame: Rect(x: px(60), y: px(top + 132), width: px(edge - 60), height: px(1)),
                    measured: "row y \(Int(top) + 132): the separator's tint from x 60 to the screen's edge",
                    horizontalOnly: true),
                Expected(
                    target: .toggle(section: 0, item: 0),
                    frame: Rect(x: px(edge - 60 - 153), y: px(top + 21), width: px(153), height: px(90)),
                    measured: "the switch's shading from x \(Int(edge) - 213) to \(Int(edge) - 61); its height, about 90 px, is blurred by the overlay",
                    horizontalOnly: true),
            ])
    }
}
