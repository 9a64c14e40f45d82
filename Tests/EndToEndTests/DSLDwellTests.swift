import Foundation
import ListKit
import ListKitDocument
import ListKitSimulation
import Testing

/// A plain 75 × 75 square with an id as text, as the grid of 5 draws it.
private struct Square: Component {
    let number: Int
    var id: AnyHashable { String(number) }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)) }
    func render(in content: ContentView) { content.draw(.text(String(number), at: .zero, size: 12, color: .black)) }
}

/// A DSL component with its own dwell policy hears its dwell callback at the
/// frame `viewport-sim simulate` reports for the same layout and script.
@Suite struct DSLDwellTests {
    /// Apple's grid of 5 written with the DSL: twenty rows of five squares,
    /// the same frames as Examples/grid.json.
    static func grid(dwellItem: Int, onDwell: @escaping (LifecycleEventKind) -> Void) throws -> [Section] {
        let dwell = try VisibilityConfiguration(dwell: [DwellRule(minimumRatio: 0.5, duration: 490)])
        return [
            Section(id: "grid") {
                VGroup(width: .fractionalWidth(1), height: .absolute(1500)) {
                    for row in 0..<20 {
                        HGroup(of: Array(row * 5..<row * 5 + 5), width: .fractionalWidth(1), height: .fractionalWidth(0.2)) { n in
                            if n == dwellItem {
                                Square(number: n).onVisibility(dwell, perform: onDwell)
                            } else {
                                Square(number: n)
                            }
                        }
                    }
                }
            }
        ]
    }

    @Test func dwellCallbackComesAtTheFrameTheToolReports() throws {
        // Item 57 is row 11 (y 825 … 900). The script scrolls linearly from
        // the rest offset −54 to 300 in 0.2 s: 12 frames of 29.5 pt. The
        // bounds' bottom is offset + 812, so the row is at least half visible
        // (37.5 of 75 pt) from offset 50.5: frame 4 (offset 64, t = 66.7 ms).
        // The dwell rule (ratio 0.5 for 0.49 s) is met at t ≥ 556.7 ms; the
        // wait's frames come every 16.7 ms after frame 12 (t = 200 ms), so the
        // first at or past it is frame 12 + 22 = 34 (t = 566.7 ms).
        let document = try LayoutDocument(contentsOfFile: "Examples/grid.json")
        let script = try ScrollScript(contentsOfFile: "Examples/scripts/dwell.json")
        var frames: [Int] = []
        var simulator: Simulator?
        let sections = try Self.grid(dwellItem: 57) { event in
            if case .dwell = event, let simulator { frames.append(simulator.frame) }
        }
        let composed = ComposedLayout(sections: sections)
        let running = try Simulator(composed: composed, viewport: document.viewport, fps: 60)
        simulator = running
        try running.run(script)
        #expect(frames == [34])

        let run = try runTool(["simulate", "Examples/grid.json", "--script", "Examples/scripts/dwell.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let dwell = try run.jsonLines().filter { $0["event"] as? String == "dwell" && $0["id"] as? String == "57" }
        #expect(dwell.map { $0["frame"] as? Int } == [34])
    }

    @Test func theDSLGridHasTheDocumentsFrames() throws {
        // Same layout, so that the comparison above is of the same thing.
        let document = try LayoutDocument(contentsOfFile: "Examples/grid.json")
        let composed = ComposedLayout(sections: try Self.grid(dwellItem: -1) { _ in })
        let dsl = try LayoutSolver.solve(composed.layout, in: document.viewport)
        let doc = try LayoutSolver.solve(document.layout, in: document.viewport)
        #expect(dsl.contentSize == doc.contentSize)
        for item in [0, 4, 57, 99] {
            let path = ElementIndexPath(section: 0, item: item)
            #expect(dsl.sections[0].cellFrame(at: item) == doc.sections[0].cellFrame(at: item), "\(path)")
        }
        #expect(doc.sections[0].cellFrame(at: 57) == Rect(x: 150, y: 825, width: 75, height: 75))
    }

    @Test func aDwellOfAWholeNumberOfFramesFiresOnThatFrame() throws {
        // Item 0 is fully visible from frame 0 (t = 0). 0.25 s at 60 fps is
        // exactly 15 frames, so the dwell fires at frame 15 (t = 250 ms);
        // fifteen sums of 1000/60 make 249.99999999999997, which is not it.
        let dwell = try VisibilityConfiguration(dwell: [DwellRule(minimumRatio: 1, duration: 250)])
        var frames: [Int] = []
        var times: [Double] = []
        var simulator: Simulator?
        let sections = [
            Section(id: "grid") {
                HGroup(width: .fractionalWidth(1), height: .absolute(75)) {
                    Square(number: 0).onVisibility(dwell) { event in
                        if case .dwell = event, let simulator {
                            frames.append(simulator.frame)
                            times.append(simulator.time)
                        }
                    }
                }
            }
        ]
        let running = try Simulator(
            composed: ComposedLayout(sections: sections), viewport: Viewport(size: Size(width: 375, height: 812)), fps: 60)
        simulator = running
        try running.run(ScrollScript(steps: [.wait(seconds: 0.5)]))
        #expect(frames == [15])
        #expect(times == [250])
    }
}
