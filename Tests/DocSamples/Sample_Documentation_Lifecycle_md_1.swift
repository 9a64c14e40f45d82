// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKitCore
import ListKitEngine
import ListKitLifecycle
import ListKitScrolling

/// Documentation/Lifecycle.md#1
extension Doc_Documentation_Lifecycle_md {
    static func sample1() throws {
        // Apple's grid of 5: 100 cells 75 × 75, five to a row, on a 375 × 812 screen.
        let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [.item(cell)])
        let size = Size(width: 375, height: 812)
        let solved = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection(group: row, itemCount: 100)]), in: Viewport(size: size, scale: 3))

        var tracker = LifecycleTracker(policy: VisibilityPolicy(default: .standard))
        let identify: (LayoutAttributes) -> ElementID? = { ElementID("cell \($0.indexPath.item)") }   // your ids
        let version = 1   // your data's version: a new one after every data update

        // One update per frame: the viewport's state, the time, the current source,
        // the version of the data and the ids.
        var counts: [String: Int] = [:]
        let range = try ContentOffsetRange(contentSize: solved.contentSize, viewportSize: size)
        let fling = try Fling(from: .zero, velocity: Point(x: 0, y: 2_400), range: range)
        for frame in try FrameSampler(fps: 60).frames(of: fling, startingAt: 0) {
            let state = ViewportState(contentOffset: frame.offset, size: size)
            for event in try tracker.update(state, at: frame.time, source: solved, dataVersion: version, identify: identify) {
                counts[event.kind.name, default: 0] += 1
            }
        }
        for (kind, count) in counts.sorted(by: { $0.key < $1.key }) { print(kind, count) }
    }
}
