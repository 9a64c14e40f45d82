import ListKit
import ListKitDocument
import ListKitPicture
import ListKitSimulation
import Testing

@Suite struct ReplayRecorderTests {
    /// 100 × 100 viewport, rows a…d of 50 points, 10 fps: frame 0 shows a
    /// and b; a linear scroll to y = 50 over 0.1 s is one frame (frame 1,
    /// t = 100 ms) that shows b and c (a meets the bounds in zero area: it
    /// ends); a wait of 0.2 s is frames 2 and 3, of which only 3 is played
    /// (nothing can happen in 2), with the same elements as frame 1.
    @Test func recordsFramesElementsAndEventsOfAShortScroll() throws {
        let document = try listDocument(sectionID: "s", ids: ["a", "b", "c", "d"], rowHeight: 50, width: 100, height: 100)
        let script = ScrollScript(steps: [
            .scrollTo(x: nil, y: 50, seconds: 0.1, easing: .linear), .wait(seconds: 0.2),
        ])
        let recording = try record(document, script, fps: 10)

        #expect(recording.frames.map(\.number) == [0, 1, 3])
        #expect(recording.frames.map(\.time) == [0, 100, 300])
        #expect(recording.frames.map(\.contentOffset.y) == [0, 50, 50])
        #expect(recording.frameCount == 4)
        #expect(recording.mostVisible == 2)
        #expect(recording.counts.counts.map(\.name) == ["willDisplay", "didEndDisplay"])
        #expect(recording.counts["willDisplay"] == 3)
        #expect(recording.counts["didEndDisplay"] == 1)

        #expect(recording.elements.map(\.id) == ["a", "b", "c"])
        #expect(recording.elements.allSatisfy { $0.sectionID == "s" && $0.category == .cell && $0.section == 0 })
        let first = try #require(recording.frames[0].elements)
        #expect(first.map(\.element) == [0, 1])
        #expect(first.map(\.frame) == [
            Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 50, width: 100, height: 50),
        ])
        let second = try #require(recording.frames[1].elements)
        #expect(Set(second.map(\.element)) == [1, 2])
        #expect(Set(second.map(\.frame.origin.y)) == [50, 100])
        #expect(second.allSatisfy { $0.visibleRatio == 1 && $0.alpha == 1 })
        // Frame 3 shows what frame 1 showed: not written again.
        #expect(recording.frames[2].elements == nil)

        let ended = try #require(recording.events.first { $0.name == "didEndDisplay" })
        #expect(ended.frame == 1)
        #expect(ended.element == 0)
        #expect(ended.visibleRatio == 0)
    }

    /// The to-do example's counts are those `simulate`'s summary prints for
    /// it (Documentation/viewport-sim.md, checked by the doc test).
    @Test func countsTheToDoExampleAsSimulateDoes() throws {
        let script = try ScrollScript(contentsOfFile: repositoryRoot + "/Examples/scripts/todo-update.json")
        let document = try LayoutDocument(contentsOfFile: try #require(script.document))
        let recording = try record(document, script, fps: script.fps ?? 60)
        #expect(recording.frameCount == 22)
        #expect(recording.frames.last?.time == 350)
        #expect(recording.mostVisible == 21)
        #expect(recording.counts.counts.map(\.name) == ["willDisplay", "update", "didEndDisplay", "tap"])
        #expect(recording.counts.counts.map(\.count) == [24, 1, 13, 1])
        #expect(recording.events.count == 39)
    }

    /// A plugin's log message is an event of its own, counted as `log`.
    @Test func logsAreCountedUnderLog() {
        let recorder = ReplayRecorder()
        recorder.log("libBadge.so info: willDisplay s1", frame: 0)
        recorder.log("libBadge.so info: willDisplay s2", frame: 0)
        #expect(recorder.recording.counts[EventCounts.logName] == 2)
        #expect(recorder.recording.events.map(\.detail) == [
            "libBadge.so info: willDisplay s1", "libBadge.so info: willDisplay s2",
        ])
        #expect(recorder.recording.events.allSatisfy { $0.element == nil && $0.name == "log" })
    }
}
