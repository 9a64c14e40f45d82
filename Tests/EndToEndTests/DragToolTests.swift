import Foundation
import Testing

/// Drag steps through `viewport-sim`: Examples/reorder.json (two sections of
/// five 375 × 44 rows, no headers, no inset: "today" milk eggs bread butter
/// tea at y 0 … 220, "later" rice salt jam oil flour at y 220 … 440) and its
/// script Examples/scripts/reorder.json at 10 frames per second.
@Suite struct DragToolTests {
    @Test func aDragAcrossSectionsDropsTheItemUnderThePointAndACancelChangesNothing() throws {
        let run = try runTool(["simulate", "--script", "Examples/scripts/reorder.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try run.jsonLines().filter { $0["event"] as? String != "render" && $0["summary"] == nil }
        let steps = lines.filter { ($0["frame"] as? Int ?? 0) >= 1 }
        func describe(_ line: [String: Any]) -> String {
            ["frame", "event", "section", "item", "sectionID", "id"].map { "\(line[$0] ?? "-")" }.joined(separator: " ")
        }
        // Frame 1: eggs picked up at its centre (187.5, 66). Frames 2 and 3
        // (0.2 s) carry it to y 318, on jam (308 … 352); "today" loses a row,
        // so jam moves up to 264 and eggs goes on to (1, 3), under the point.
        // It is dropped there in frame 3; its element id names its section,
        // so it ends as "today" and appears as "later". Nothing else moves
        // off screen, so no other event. Frame 4: rice, now (1, 0) at y 176,
        // picked up at y 198; frame 5 (0.1 s) drags it onto milk and cancels.
        #expect(steps.map(describe) == [
            "1 moveBegan 0 1 today eggs",
            "3 moveEnded 1 3 later eggs",
            "3 didEndDisplay 1 3 today eggs",
            "3 willDisplay 1 3 later eggs",
            "4 moveBegan 1 0 later rice",
            "5 moveEnded 1 0 later rice",
        ])
        #expect(steps[0]["x"] as? Double == 187.5 && steps[0]["y"] as? Int == 66)
        #expect(steps[1]["x"] as? Int == 100 && steps[1]["y"] as? Int == 318)
        #expect(steps[1]["fromSection"] as? Int == 0 && steps[1]["fromItem"] as? Int == 1)
        #expect(steps[1]["cancelled"] as? Bool == false)
        #expect(steps[4]["y"] as? Int == 198)
        #expect(steps[5]["cancelled"] as? Bool == true && steps[5]["fromItem"] as? Int == 0)
    }

    @Test func aDragOfAnItemThatDoesNotExistStopsTheSimulation() throws {
        let script = #"{"document": "\#(FileManager.default.currentDirectoryPath)/Examples/reorder.json", "steps": [{"drag": {"section": 0, "item": 9, "to": {"x": 1, "y": 1}}}]}"#
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drag-\(UUID().uuidString).json").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try runTool(["simulate", "--script", path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("$.steps[0]"))
    }
}
