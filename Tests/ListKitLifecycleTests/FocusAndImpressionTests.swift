import ListKitCore
import Testing
@testable import ListKitLifecycle

/// Focus and full impressions in a 375 × 200 viewport (area 75,000; half is 37,500).
@Suite struct FocusAndImpressionTests {
    /// Rows a0–a3 of 50 pt (18,750 pt², under half the viewport), then
    /// rows t0–t2 of 150 pt (56,250 pt², over half).
    let layout = FakeLayout(sections: [
        FakeSection(id: "small", rows: ["a0", "a1", "a2", "a3"]),
        FakeSection(id: "tall", rows: ["t0", "t1", "t2"], rowHeight: 150),
    ])

    @Test func smallElementsFocusWhenEntirelyVisibleLargeOnesWhenCoveringHalfTheViewport() throws {
        let focus = try VisibilityConfiguration(focus: true)
        var tracker = LifecycleTracker(policy: VisibilityPolicy(default: focus))
        #expect(lines(try tracker.update(viewport(y: 0), at: 0, layout)) == [
            "willDisplay cell a0 1.0", "didFocus cell a0 1.0", "willDisplay cell a1 1.0", "didFocus cell a1 1.0",
            "willDisplay cell a2 1.0", "didFocus cell a2 1.0", "willDisplay cell a3 1.0", "didFocus cell a3 1.0",
        ])
        // a0 is cut; t0 shows 10 of its 150 pt.
        #expect(lines(try tracker.update(viewport(y: 10), at: 1, layout)) == [
            "didUnfocus cell a0 0.8", "willDisplay cell t0 0.0667",
        ])
        // t0 shows 100 pt: 37,500 pt², exactly half the viewport.
        #expect(lines(try tracker.update(viewport(y: 100), at: 2, layout)) == [
            "didEndDisplay cell a0 0.0", "didUnfocus cell a1 0.0", "didEndDisplay cell a1 0.0",
            "didFocus cell t0 0.6667",
        ])
        #expect(tracker.displayedElement(.cell("t0"))?.isFocused == true)
        #expect(lines(try tracker.update(viewport(y: 300), at: 3, layout)) == [
            "didUnfocus cell a2 0.0", "didEndDisplay cell a2 0.0", "didUnfocus cell a3 0.0", "didEndDisplay cell a3 0.0",
            "didUnfocus cell t0 0.3333",
            "willDisplay cell t1 1.0", "didFocus cell t1 1.0",
        ])
    }

    @Test func fullImpressionNeedsEveryEdgeInsideDuringOneDisplay() throws {
        // Rows of 300 pt in a 200-pt viewport: never entirely visible.
        let tall = FakeLayout(sections: [FakeSection(id: "s", rows: ["b0", "b1", "b2"], rowHeight: 300)])
        let impression = try VisibilityConfiguration(fullImpression: true)
        var tracker = LifecycleTracker(policy: VisibilityPolicy(default: impression))
        #expect(lines(try tracker.update(viewport(y: 0), at: 0, tall)) == ["willDisplay cell b0 0.6667"])
        #expect(lines(try tracker.update(viewport(y: 50), at: 1, tall)).isEmpty)
        // The bottom edge (y = 300) is now at the viewport's bottom.
        #expect(lines(try tracker.update(viewport(y: 100), at: 2, tall)) == ["fullImpression cell b0 0.6667"])
        #expect(lines(try tracker.update(viewport(y: 0), at: 3, tall)).isEmpty)
        #expect(tracker.displayedElement(.cell("b0"))?.hasFullImpression == true)
        // A new display needs its edges again.
        _ = try tracker.update(viewport(y: 400), at: 4, tall)
        #expect(lines(try tracker.update(viewport(y: 0), at: 5, tall)) == [
            "didEndDisplay cell b1 0.0", "willDisplay cell b0 0.6667",
        ])
        #expect(lines(try tracker.update(viewport(y: 100), at: 6, tall)).first == "fullImpression cell b0 0.6667")
    }

    @Test func anElementWiderThanTheViewportNeverHasItsSideEdgesInside() throws {
        var wide = FakeLayout(sections: [FakeSection(id: "s", rows: ["w0"], rowHeight: 50)])
        wide.width = 500
        var tracker = LifecycleTracker(policy: VisibilityPolicy(default: try VisibilityConfiguration(fullImpression: true)))
        #expect(lines(try tracker.update(viewport(y: 0), at: 0, wide)) == ["willDisplay cell w0 0.75"])
    }

    @Test func policyPrefersTheMostSpecificEntry() throws {
        let a = try VisibilityConfiguration(thresholds: [0.1])
        let b = try VisibilityConfiguration(thresholds: [0.2])
        let c = try VisibilityConfiguration(thresholds: [0.3])
        let d = try VisibilityConfiguration(thresholds: [0.4])
        let policy = VisibilityPolicy(
            default: .displayOnly, categories: [.supplementary: d, .cell: d], kinds: ["header": c],
            elements: [.cell("x"): a],
            lookup: { identity, _ in identity.id == "y" ? b : nil })
        let attributes = LayoutAttributes(category: .cell, indexPath: ElementIndexPath(section: 0, item: 0), frame: .zero)
        #expect(policy.configuration(for: .cell("x"), attributes: attributes) == a)
        #expect(policy.configuration(for: .cell("y"), attributes: attributes) == b)
        #expect(policy.configuration(for: .supplementary("header", "z"), attributes: attributes) == c)
        #expect(policy.configuration(for: .supplementary("footer", "z"), attributes: attributes) == d)
        #expect(policy.configuration(for: .decoration("background", "z"), attributes: attributes) == .displayOnly)
    }
}
