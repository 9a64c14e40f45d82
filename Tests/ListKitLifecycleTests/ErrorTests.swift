import ListKitCore
import Testing
@testable import ListKitLifecycle

/// Hostile numbers and inconsistent ids give typed errors, never a crash,
/// and a tracker that throws is unchanged.
@Suite struct ErrorTests {
    let list = FakeLayout.list(rows: 100)

    /// The field an `invalidNumber` error names, or `nil` for another error or none.
    func field(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            if case .invalidNumber(let field, _, _) = error as? LifecycleError { return field }
            return nil
        }
    }

    @Test func viewportNumbersMustBeFinite() {
        var tracker = LifecycleTracker()
        #expect(field { _ = try tracker.update(viewport(y: .nan), at: 0, source: list, identify: list.identify) }
            == "viewport.contentOffset.y")
        let negative = ViewportState(size: Size(width: -1, height: 200))
        #expect(field { _ = try tracker.update(negative, at: 0, source: list, identify: list.identify) }
            == "viewport.size.width")
        let orthogonal = viewport(y: 0, orthogonal: [3: Point(x: .infinity, y: 0), 1: Point(x: 0, y: .nan)])
        #expect(field { _ = try tracker.update(orthogonal, at: 0, source: list, identify: list.identify) }
            == "viewport.orthogonalOffsets[1].y")
        // A bad y alone (every x finite) is found too.
        let badY = viewport(y: 0, orthogonal: [0: Point(x: 5, y: 0), 2: Point(x: 0, y: -.infinity)])
        #expect(field { _ = try tracker.update(badY, at: 0, source: list, identify: list.identify) }
            == "viewport.orthogonalOffsets[2].y")
        #expect(field { _ = try tracker.update(viewport(y: 0), at: .nan, source: list, identify: list.identify) }
            == "time")
        #expect(tracker.lastUpdateTime == nil)
        #expect(tracker.displayedCount == 0)
    }

    @Test func timeMustNotGoBackwards() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 100, list)
        #expect(throws: LifecycleError.timeWentBackwards(previous: 100, given: 99)) {
            _ = try tracker.update(viewport(y: 50), at: 99, list)
        }
        #expect(throws: LifecycleError.timeWentBackwards(previous: 100, given: 50)) {
            _ = try tracker.endDisplayingAll(at: 50)
        }
        #expect(tracker.displayedCount == 4)
    }

    @Test func duplicateIdentitiesAreRejectedAndTheTrackerIsUnchanged() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        var twice = list
        twice.sections[0].items[3] = "r1"
        #expect(throws: LifecycleError.duplicateIdentity(
            .cell("r1"), first: ElementIndexPath(section: 0, item: 1), second: ElementIndexPath(section: 0, item: 3))
        ) {
            _ = try tracker.update(viewport(y: 0), at: 10, twice)
        }
        // Two arrivals with one id.
        var arrivals = list
        arrivals.sections[0].items[10] = "x"
        arrivals.sections[0].items[11] = "x"
        #expect(throws: LifecycleError.duplicateIdentity(
            .cell("x"), first: ElementIndexPath(section: 0, item: 10), second: ElementIndexPath(section: 0, item: 11))
        ) {
            _ = try tracker.update(viewport(y: 450), at: 10, arrivals)
        }
        #expect(tracker.lastUpdateTime == 0)
        #expect(tracker.displayedElements.map(\.identity) == [.cell("r0"), .cell("r1"), .cell("r2"), .cell("r3")])
        // The tracker carries on as if the failed updates never happened.
        #expect(lines(try tracker.update(viewport(y: 50), at: 20, list)) == [
            "didEndDisplay cell r0 0.0", "willDisplay cell r4 1.0",
        ])
    }

    @Test func manyDuplicateArrivalsAreFoundToo() throws {
        var tracker = LifecycleTracker()
        let tiny = FakeLayout(sections: [FakeSection(id: "s", rows: (0..<40).map { "r\($0 % 20)" }, rowHeight: 5)])
        #expect(throws: LifecycleError.duplicateIdentity(
            .cell("r0"), first: ElementIndexPath(section: 0, item: 0), second: ElementIndexPath(section: 0, item: 20))
        ) {
            _ = try tracker.update(viewport(y: 0), at: 0, tiny)
        }
    }

    @Test func configurationNumbersAreChecked() {
        #expect(field { _ = try VisibilityConfiguration(thresholds: [0.5, 0]) } == "thresholds[1]")
        #expect(field { _ = try VisibilityConfiguration(thresholds: [1.5]) } == "thresholds[0]")
        #expect(field { _ = try VisibilityConfiguration(thresholds: [.nan]) } == "thresholds[0]")
        #expect(field { _ = try DwellRule(minimumRatio: 0.5, duration: -1) } == "dwell.duration")
        #expect(field { _ = try DwellRule(minimumRatio: 0.5, duration: .infinity) } == "dwell.duration")
        #expect(field { _ = try DwellRule(minimumRatio: 0, duration: 10) } == "dwell.minimumRatio")
    }

    @Test func hostileFramesFromASourceAreNotDisplayed() throws {
        struct Hostile: LayoutElementSource {
            func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
                let path = ElementIndexPath(section: 0, item: 0)
                return [
                    LayoutAttributes(category: .cell, indexPath: path, frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
                    LayoutAttributes(category: .cell, indexPath: path, frame: Rect(x: 0, y: 0, width: 0, height: 10)),
                    LayoutAttributes(category: .cell, indexPath: path, frame: Rect(x: 0, y: 0, width: .infinity, height: 10)),
                ]
            }
        }
        var tracker = LifecycleTracker(policy: VisibilityPolicy(default: .standard))
        var counter = 0
        let events = try tracker.update(viewport(y: 0), at: 0, source: Hostile()) { _ in
            counter += 1
            return ElementID(counter)
        }
        // Only the infinitely wide frame meets the bounds; its ratio is 0.
        #expect(events.map(\.kind.name) == ["willDisplay"])
        #expect(events.first?.visibleRatio == 0)
    }

    @Test func errorsReadAsOneLine() {
        #expect(LifecycleError.invalidNumber(field: "fps", value: 0, requirement: "in (0, 1000]").description
            == "fps is 0.0; it must be in (0, 1000]")
        #expect(LifecycleError.timeWentBackwards(previous: 2, given: 1).description
            == "time went backwards: 1.0 ms after 2.0 ms")
        #expect(LifecycleError.duplicateIdentity(
            .supplementary("header", "s0"), first: ElementIndexPath(section: 0, item: 0),
            second: ElementIndexPath(section: 1, item: 0)).description
            == "duplicate identity supplementary header s0 at [0, 0] and [1, 0]")
    }
}
