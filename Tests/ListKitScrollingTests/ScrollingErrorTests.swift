import ListKitCore
import Testing
@testable import ListKitScrolling

/// Every number the physics takes is checked and named.
@Suite struct ScrollingErrorTests {
    /// The field an ``InvalidNumber`` thrown by `body` names, or `nil`.
    func field(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? InvalidNumber)?.field
        }
    }

    @Test func messagesNameTheFieldAndTheRule() {
        #expect(InvalidNumber(field: "fling.velocity.y", value: .infinity, requirement: "finite").description
            == "fling.velocity.y is inf; it must be finite")
    }

    @Test func physicsNumbersAreChecked() {
        #expect(field { _ = try FrameSampler(fps: 0) } == "fps")
        #expect(field { _ = try FrameSampler(fps: .nan) } == "fps")
        #expect(field { _ = try FrameSampler(fps: -60) } == "fps")
        #expect(field { _ = try FrameSampler(fps: 1e9) } == "fps")
        #expect(field { _ = try FrameSampler(fps: 60).frameCount(for: .infinity) } == "duration")
        #expect(field { _ = try FrameSampler(fps: 60).frameCount(for: -1) } == "duration")
        #expect(field { _ = try ScrollToAnimation(from: .zero, to: .zero, duration: -5) } == "scrollTo.duration")
        #expect(field { _ = try ScrollToAnimation(from: .zero, to: .zero, duration: .nan) } == "scrollTo.duration")
        #expect(field { _ = try ScrollToAnimation(from: .zero, to: Point(x: .nan, y: 0), duration: 1) }
            == "scrollTo.target.x")
        #expect(field { _ = try Fling(from: .zero, velocity: Point(x: 0, y: .infinity)) } == "fling.velocity.y")
        #expect(field { _ = try DecelerationRate(perMillisecond: 1) } == "decelerationRate")
        #expect(field { _ = try DecelerationRate(perMillisecond: 0) } == "decelerationRate")
        #expect(field { _ = try UnitBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1) } == "bezier.x1")
        #expect(field { _ = try UnitBezier(x1: 0.5, y1: .nan, x2: 0.5, y2: 1) } == "bezier.y1")
        #expect(field { _ = try ContentOffsetRange(minimum: Point(x: .nan, y: 0), maximum: .zero) } == "range.minimum.x")
        // A minimum may be −∞ and a maximum +∞ (no bound on that side);
        // a minimum of +∞ or a maximum of −∞ is refused.
        #expect(field {
            _ = try ContentOffsetRange(minimum: Point(x: -.infinity, y: 0), maximum: Point(x: .infinity, y: 0))
        } == nil)
        #expect(field { _ = try ContentOffsetRange(minimum: Point(x: 0, y: .infinity), maximum: .zero) } == "range.minimum.y")
        #expect(field { _ = try ContentOffsetRange(minimum: .zero, maximum: Point(x: 0, y: -.infinity)) } == "range.maximum.y")
        #expect(field {
            _ = try ContentOffsetRange(contentSize: Size(width: .infinity, height: 0), viewportSize: .zero)
        } == "contentSize.width")
        // Each number of a range is named when it is the bad one.
        let inset = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        func rangeField(_ content: Size, _ viewport: Size, _ inset: DirectionalEdgeInsets) -> String? {
            field { _ = try ContentOffsetRange(contentSize: content, viewportSize: viewport, contentInset: inset) }
        }
        let size = Size(width: 10, height: 20)
        #expect(rangeField(Size(width: 10, height: .nan), size, inset) == "contentSize.height")
        #expect(rangeField(size, Size(width: -.infinity, height: 1), inset) == "viewportSize.width")
        #expect(rangeField(size, Size(width: 1, height: .nan), inset) == "viewportSize.height")
        #expect(rangeField(size, size, DirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)) == "contentInset.top")
        #expect(rangeField(size, size, DirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0)) == "contentInset.leading")
        #expect(rangeField(size, size, DirectionalEdgeInsets(top: 0, leading: 0, bottom: .nan, trailing: 0)) == "contentInset.bottom")
        #expect(rangeField(size, size, DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: .nan)) == "contentInset.trailing")
        #expect(rangeField(size, size, inset) == nil)
        #expect(field {
            _ = try OrthogonalSectionGeometry(axis: .horizontal, visibleLength: 0, contentLength: 10, groupFrames: [])
        } == "section.visibleLength")
        #expect(field {
            _ = try OrthogonalSectionGeometry(
                axis: .horizontal, visibleLength: 10, contentLength: 10,
                groupFrames: [.zero, Rect(x: .nan, y: 0, width: 1, height: 1)])
        } == "section.groupFrames[1].origin.x")
        #expect(field {
            let geometry = try OrthogonalSectionGeometry(
                axis: .horizontal, visibleLength: 10, contentLength: 10, groupFrames: [])
            _ = try OrthogonalLanding(behavior: .paging, geometry: geometry, from: 0, velocity: .nan)
        } == "landing.velocity")
    }
}
