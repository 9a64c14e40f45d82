import ListKitCore
import Testing

/// Expects `frames` to be `expected` (x, y, width, height each), one by one,
/// to within 0.0005 pt.
func expectFrames(
    _ frames: [Rect], _ expected: [(Double, Double, Double, Double)], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(frames.count == expected.count, "got \(frames)", sourceLocation: sourceLocation)
    for (frame, e) in zip(frames, expected) {
        let ok = abs(frame.minX - e.0) < 0.0005 && abs(frame.minY - e.1) < 0.0005
            && abs(frame.width - e.2) < 0.0005 && abs(frame.height - e.3) < 0.0005
        #expect(ok, "got \(frame), expected \(e)", sourceLocation: sourceLocation)
    }
}
