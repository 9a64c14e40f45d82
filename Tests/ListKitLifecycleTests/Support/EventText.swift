import ListKitCore
import ListKitLifecycle

/// Events as short lines, `willDisplay cell r4 0.5`, so tests can compare
/// whole sequences; ratios are rounded to 4 decimals.
func lines(_ events: [LifecycleEvent]) -> [String] {
    events.map { "\($0.kind) \($0.identity) \(rounded($0.visibleRatio))" }
}

/// `value` rounded to 4 decimals.
func rounded(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
}

/// A 375-wide viewport of `height` at vertical offset `y`.
func viewport(y: Double, height: Double = 200, orthogonal: [Int: Point] = [:]) -> ViewportState {
    ViewportState(contentOffset: Point(x: 0, y: y), size: Size(width: 375, height: height), orthogonalOffsets: orthogonal)
}

extension LifecycleTracker {
    /// Updates against a fake layout with its own ids.
    mutating func update(_ state: ViewportState, at time: Milliseconds, _ layout: FakeLayout) throws -> [LifecycleEvent] {
        try update(state, at: time, source: layout, identify: layout.identify)
    }
}
