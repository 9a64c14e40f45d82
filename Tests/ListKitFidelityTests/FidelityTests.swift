import ListKit
import ListKitFidelity
import Testing

/// Issue 36, point 5: every UIKit screen measured from a public image
/// (`Documentation/Fidelity.md`) laid out by ListKit, each measured
/// rectangle equal to ListKit's within a third of a device pixel (the
/// images are @3x; ListKit snaps to the same grid).
@Suite struct FidelityTests {
    static let tolerance = 1.0 / 9

    @Test(arguments: UIKitCase.all)
    func listKitLaysOutWhatUIKitDrew(_ uikit: UIKitCase) {
        let actual = uikit.actualFrames()
        for (expected, found) in zip(uikit.expected, actual) {
            guard let found else {
                Issue.record("\(uikit.name): ListKit shows no \(expected.target)")
                continue
            }
            let e = expected.frame
            var close = abs(found.minX - e.minX) <= Self.tolerance && abs(found.width - e.width) <= Self.tolerance
            if !expected.horizontalOnly {
                close = close && abs(found.minY - e.minY) <= Self.tolerance && abs(found.height - e.height) <= Self.tolerance
            }
            #expect(close, "\(uikit.name), \(expected.target): UIKit \(e) (\(expected.measured)), ListKit \(found)")
        }
    }

    @Test func everyCaseNamesItsImageAndComparesSomething() {
        #expect(UIKitCase.all.count == 8)
        for uikit in UIKitCase.all {
            #expect(!uikit.expected.isEmpty, "\(uikit.name)")
            #expect(uikit.source.commit.count == 40, "\(uikit.name)")
            #expect(uikit.source.path.hasSuffix(".png"), "\(uikit.name)")
        }
    }
}
