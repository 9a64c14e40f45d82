import Foundation
import ListKit
import ListKitDocument
import ListKitJSON
import ListKitPluginModel
import ListKitPreview
import ListKitSimulation
import Testing

/// The engine decides what an input does: a wheel over a carousel scrolls
/// it sideways, a horizontal swipe opens or performs an item's actions, a
/// resize lays out again, the overlay labels the picture, and the record is
/// a script `simulate` plays with the same events. Worked out by hand for
/// ``mixedDocument``.
@Suite struct PreviewInteractionTests {
    /// A session over ``mixedDocument`` saved in a folder of its own.
    final class Fixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-interaction-\(UUID().uuidString)")
        let path: String
        let session: PreviewSession
        /// Every event each answer gave, in order.
        var events: [[String: Any]] = []

        /// Display events only, no prefetching, unless `standard` (the preview's defaults).
        init(standard: Bool = false) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent("mixed.json").path
            try mixedDocument.write(toFile: path, atomically: false, encoding: .utf8)
            let document = try LayoutDocument(contentsOfFile: path)
            session = standard
                ? try PreviewSession(
                    composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, document: path)
                : try PreviewSession(
                    composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport,
                    visibility: .displayOnly, prefetch: nil, document: path)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        @discardableResult
        func send(_ message: String) throws -> [String: Any] {
            let answer = try #require(
                try JSONSerialization.jsonObject(with: Data(session.answer(Array(message.utf8)).utf8)) as? [String: Any])
            events += answer["events"] as? [[String: Any]] ?? []
            return answer
        }
    }

    /// `event section item`.
    static func names(_ events: [[String: Any]]) -> [String] {
        events.map { "\($0["event"] ?? "") \($0["section"] ?? "") \($0["item"] ?? "")" }
    }

    @Test func aWheelScrollsTheCarouselUnderItSidewaysAndTheContentElsewhere() throws {
        let fixture = try Fixture()
        try fixture.send(#"{"type": "hello"}"#)
        // Over the carousel (y 50), sideways 200: cards 0 (0 … 150) ends,
        // card 3 (450 … 600, at 250 … 400 on screen) begins; the content stays.
        let sideways = try fixture.send(#"{"type": "wheel", "x": 100, "y": 50, "dx": 200, "dy": 10}"#)
        #expect(Self.names(sideways["events"] as? [[String: Any]] ?? []) == ["didEndDisplay 0 0", "willDisplay 0 3"])
        #expect(sideways["contentOffset"] as? [Double] == [0, 0])
        // Mostly down over the carousel: the content scrolls by the wheel's delta.
        let down = try fixture.send(#"{"type": "wheel", "x": 100, "y": 50, "dx": 0, "dy": 60}"#)
        #expect(down["contentOffset"] as? [Double] == [0, 60])
    }

    @Test func aHorizontalSwipePerformsADestructiveActionAndTheRowGoes() throws {
        let fixture = try Fixture()
        try fixture.send(#"{"type": "hello"}"#)
        // Row 0 of section 1 (y 100 … 144), swiped 340 to the left (more
        // than 0.6 of its 375-pt width, 225): its Delete is performed and the
        // document's item deleted; it ends, and r17 (848 … 892) moves up
        // into item 16's place (804 … 848), on screen.
        let swiped = try fixture.send(#"{"type": "swipe", "x": 300, "y": 120, "distance": -340}"#)
        #expect(Self.names(swiped["events"] as? [[String: Any]] ?? [])
            == ["swipe 1 0", "update  ", "didEndDisplay 1 0", "willDisplay 1 16"])
        let refused = try fixture.send(#"{"type": "swipe", "x": 300, "y": 5000, "distance": -10}"#)
        #expect(refused["message"] as? String == "the swipe at (300, 5000) is outside the 375 × 812 viewport")
    }

    @Test func aHorizontalDragMovesTheCarouselOrSwipesARowAndAHeldDragReorders() throws {
        let fixture = try Fixture()
        try fixture.send(#"{"type": "hello"}"#)
        // Over the carousel: the row follows the finger, 200 to the left
        // (offset 200): card 0 ends, card 3 begins; then 100 more (300).
        let moved = try fixture.send(#"{"type": "pan", "x": 300, "y": 50, "dx": -200, "ended": false, "velocity": 0}"#)
        #expect(Self.names(moved["events"] as? [[String: Any]] ?? []) == ["didEndDisplay 0 0", "willDisplay 0 3"])
        try fixture.send(#"{"type": "pan", "x": 300, "y": 50, "dx": -300, "ended": false, "velocity": 0}"#)
        // Let go slowly: it stays at 300 (the continuous behaviour lands where it stops).
        try fixture.send(#"{"type": "pan", "x": 300, "y": 50, "dx": -300, "ended": true, "velocity": 10}"#)
        #expect(fixture.session.simulator.renderer.collectionView.orthogonalOffset(forSection: 0).x == 300)
        // Over row 0 of section 1, let go 340 to the left: its Delete.
        let swiped = try fixture.send(#"{"type": "pan", "x": 300, "y": 120, "dx": -340, "ended": true, "velocity": -900}"#)
        #expect(Self.names(swiped["events"] as? [[String: Any]] ?? []).first == "swipe 1 0")
        // A held drag picks r1 (now item 0, y 100 … 144) up and drops it at
        // y 250 (item 3's place: 232 … 276).
        try fixture.send(#"{"type": "move", "x": 20, "y": 120, "toX": 20, "toY": 250}"#)
        let names = Self.names(fixture.events)
        #expect(names.contains("moveBegan 1 0") && names.contains("moveEnded 1 3"))
    }

    @Test func aResizeLaysOutAgainAndTheOverlayLabelsThePicture() throws {
        let fixture = try Fixture()
        try fixture.send(#"{"type": "hello"}"#)
        let rotated = try fixture.send(#"{"type": "resize", "width": 812, "height": 375}"#)
        #expect(rotated["viewport"] as? [Double] == [812, 375])
        #expect(!((rotated["svg"] as? String) ?? "").contains(#"lk:part="label""#))
        let labelled = try fixture.send(#"{"type": "overlay", "on": true}"#)
        #expect(((labelled["svg"] as? String) ?? "").contains(#"lk:part="label""#))
        let refused = try fixture.send(#"{"type": "resize", "width": 0, "height": 375}"#)
        #expect(refused["message"] as? String == "the size 0 × 375 is not positive")
    }

    @Test func timePassingMeetsDwellRulesAndIsRecordedAsOneWait() throws {
        // The preview's defaults: a 1-s dwell at half visible. Half a
        // second, then half a second more: the second wait meets it for
        // every element at least half visible.
        let fixture = try Fixture(standard: true)
        try fixture.send(#"{"type": "hello"}"#)
        let first = try fixture.send(#"{"type": "wait", "seconds": 0.5}"#)
        #expect(!Self.names(first["events"] as? [[String: Any]] ?? []).contains { $0.hasPrefix("dwell") })
        let second = try fixture.send(#"{"type": "wait", "seconds": 0.5}"#)
        let dwelt = Self.names(second["events"] as? [[String: Any]] ?? []).filter { $0.hasPrefix("dwell") }
        // Cards 0, 1 and 2 (card 2, at 300 … 450, shows 75 of its 150 pt:
        // exactly half) and rows 0 … 15 (row 16, at 804 … 848, shows 8 of 44).
        #expect(dwelt == ["dwell 0 0", "dwell 0 1", "dwell 0 2"] + (0...15).map { "dwell 1 \($0)" })
        let recorded = try fixture.send(#"{"type": "record"}"#)
        #expect((recorded["script"] as? String)?.contains(#"{"wait": {"duration": 1}}"#) == true)
        let refused = try fixture.send(#"{"type": "wait", "seconds": 2}"#)
        #expect(refused["message"] as? String == "a wait of 2 s is not between 0 and 1 s")
    }

    @Test func pluginLogLinesComeWithTheirFrame() throws {
        let document = try LayoutDocument(text: rowsDocument)
        let log = LogBox()
        log.messages = [PluginLogMessage(path: "/plugins/libBadge.so", level: .info, text: "hello from a plugin")]
        let session = try PreviewSession(
            composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, visibility: .displayOnly,
            prefetch: nil, takeLogs: { log.take() })
        let answer = try #require(try JSONSerialization.jsonObject(
            with: Data(session.answer(Array(#"{"type": "scroll", "x": 0, "y": 10}"#.utf8)).utf8)) as? [String: Any])
        let lines = answer["events"] as? [[String: Any]] ?? []
        #expect(lines.first?["event"] as? String == "log" && lines.first?["plugin"] as? String == "libBadge.so")
        #expect(lines.first?["message"] as? String == "hello from a plugin")
    }

    @Test func theRecordPlaysBackWithTheSameEvents() throws {
        // The preview's defaults: visibility events and prefetching, which the script records.
        let fixture = try Fixture(standard: true)
        for message in [
            #"{"type": "hello"}"#, #"{"type": "wheel", "x": 100, "y": 50, "dx": 120, "dy": 0}"#,
            #"{"type": "scroll", "x": 0, "y": 300}"#, #"{"type": "fling", "velocity": 900}"#,
            #"{"type": "tap", "x": 20, "y": 300}"#, #"{"type": "resize", "width": 812, "height": 375}"#,
        ] {
            try fixture.send(message)
        }
        let recorded = try fixture.send(#"{"type": "record"}"#)
        #expect(recorded["type"] as? String == "script")
        let text = try #require(recorded["script"] as? String)
        let script = try ScrollScript(json: try JSONParser().parse(Array(text.utf8)))
        #expect(script.steps.count == 5 && script.document == fixture.path)
        let oneScreen = try PrefetchDistance.screens(1)
        #expect(script.visibility == .standard && script.prefetch == oneScreen)
        // The same document played with the recorded script: the same events, in order.
        let document = try LayoutDocument(contentsOfFile: fixture.path)
        let simulator = try Simulator(
            composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, settingsOf: script)
        var lines: [String] = []
        var output = SimulationOutput(format: .jsonl) { lines.append($0) }
        simulator.onRecord = { output.write($0) }
        try simulator.run(script)
        let replayed = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(Self.names(replayed) == Self.names(fixture.events))
        #expect(replayed.map { $0["frame"] as? Int } == fixture.events.map { $0["frame"] as? Int })
    }
}

/// Messages a test hands a session as its plugins' logs.
final class LogBox: @unchecked Sendable {
    var messages: [PluginLogMessage] = []
    func take() -> [PluginLogMessage] {
        defer { messages = [] }
        return messages
    }
}
