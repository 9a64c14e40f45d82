import Foundation
import ListKit
import ListKitDocument
import ListKitJSON
import ListKitSimulation
import Testing

/// Issue 19, anchoring: `Examples/chat.json` (messages m50…m99, 60 pt rows,
/// 375 × 812 with insets 54 top and 34 bottom) scrolled to its end, then 50
/// older messages (m0…m49) inserted above by `Examples/chat-older.json`.
///
/// At the end the offset is 3000 + 34 − 812 = 2222: the bounds span
/// 2222…3034, so row 37 (m87, 2220…2280, on screen at −2) to row 49 (m99)
/// are shown, 13 messages.
@Suite struct ChatAnchorTests {
    /// Plays `Examples/scripts/<script>`, returning the simulator and the
    /// lifecycle events of the update's frame (13: the scroll's 0.2 s is
    /// frames 1…12 at 60 fps) as "event id".
    func play(_ script: String) throws -> (Simulator, [String]) {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/chat.json")
        let simulator = try Simulator(
            composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, fps: 60)
        var events: [String] = []
        var updateFrame: Int?
        simulator.onRecord = { record in
            switch record {
            case .update(_, _, let frame, _):
                updateFrame = frame
            case .lifecycle(let event, let frame, let id) where frame == updateFrame:
                events.append("\(event.kind.name) \(id?.itemText ?? "-")")
            default:
                break
            }
        }
        try simulator.run(try ScrollScript(contentsOfFile: repositoryRoot + "/Examples/scripts/" + script))
        #expect(updateFrame == 13)
        return (simulator, events)
    }

    @Test func topItemKeepsTheFirstVisibleMessageToThePixel() throws {
        let (simulator, events) = try play("chat-older.json")
        let view = simulator.renderer.collectionView
        // m87 is now row 87 at y 5220; the offset follows by 3000 to 5222
        // (the new end, 6000 + 34 − 812), so m87 is still at −2 on screen.
        #expect(view.contentOffset == Point(x: 0, y: 5222))
        #expect(view.cellForItem(at: ElementIndexPath(section: 0, item: 87))?.frame
            == Rect(x: 0, y: 5220, width: 375, height: 60))
        #expect(view.indexPathsForVisibleItems == (87...99).map { ElementIndexPath(section: 0, item: $0) })
        // Every message shown stays shown: no display event at all.
        #expect(events == [])
    }

    @Test func topKeepsTheOffsetAsUIKitDoes() throws {
        let (simulator, events) = try play("chat-older-top.json")
        let view = simulator.renderer.collectionView
        // The offset stays 2222: rows 37…50 (m37…m50, row 50 at 3000…3060
        // meets the bounds' end at 3034) replace m87…m99, pushed 3000 down.
        #expect(view.contentOffset == Point(x: 0, y: 2222))
        #expect(view.indexPathsForVisibleItems == (37...50).map { ElementIndexPath(section: 0, item: $0) })
        #expect(events == (87...99).map { "didEndDisplay m\($0)" } + (37...50).map { "willDisplay m\($0)" })
    }

    @Test func anUpdateWithoutAnAnchorKeepsWhatTheNewDocumentsContentAnchorKeeps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-anchor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // chat-older.json declaring "topItem" itself; the step names no anchor.
        let older = try String(contentsOfFile: repositoryRoot + "/Examples/chat-older.json", encoding: .utf8)
            .replacingOccurrences(of: "\"format\": 1,", with: "\"format\": 1, \"contentAnchor\": \"topItem\",")
        try older.write(to: folder.appendingPathComponent("chat-older.json"), atomically: false, encoding: .utf8)
        let script = #"{"steps": [{"scrollTo": {"y": 2222, "duration": 0.2}}, {"update": {"document": "chat-older.json"}}]}"#
        try script.write(to: folder.appendingPathComponent("script.json"), atomically: false, encoding: .utf8)
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/chat.json")
        let simulator = try Simulator(
            composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, fps: 60)
        try simulator.run(try ScrollScript(contentsOfFile: folder.appendingPathComponent("script.json").path))
        // As with the step's own "topItem": m87 stays at −2 on screen, the offset 5222.
        #expect(simulator.renderer.collectionView.contentOffset == Point(x: 0, y: 5222))
        // The renderer's own anchor is as it was after the update.
        #expect(simulator.renderer.contentAnchor == .top)
    }

    @Test func theUpdateStepReadsItsAnchor() throws {
        let step = #"{"steps": [{"update": {"document": "chat-older.json", "anchor": "bottomItem"}}]}"#
        let script = try ScrollScript(json: try JSONParser().parse(step), directory: "/x")
        #expect(script.steps == [.update(path: "/x/chat-older.json", anchor: .bottomItem)])
        // The form without an anchor still reads (UIKit's `top` when played).
        let old = #"{"steps": [{"update": {"document": "chat-older.json"}}]}"#
        #expect(try ScrollScript(json: try JSONParser().parse(old), directory: "/x").steps
            == [.update(path: "/x/chat-older.json", anchor: nil)])
        let wrong = #"{"steps": [{"update": {"document": "a.json", "anchor": "middle"}}]}"#
        #expect(throws: DocumentError.self) { try ScrollScript(json: try JSONParser().parse(wrong)) }
    }
}
