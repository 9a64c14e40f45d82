import Foundation
import ListKit
import ListKitDocument
import ListKitJSON
import ListKitSimulation
import Testing

/// A `reload` step shows a document from scratch, as `reloadData` does:
/// every cell on screen is rendered again by the new document's
/// components, where an `update` of the same document (an empty diff)
/// renders none. `Examples/list.json`: 50 rows 44 pt high on an 812-pt
/// screen; at offset 100 rows 2 (88 … 132) to 20 (880 … 924) show.
@Suite struct ReloadStepTests {
    /// The `render` and `update` records of each frame after the scroll, as "frame kind item".
    func play(_ steps: [ScrollScript.Step]) throws -> [String] {
        let path = repositoryRoot + "/Examples/list.json"
        let document = try LayoutDocument(contentsOfFile: path)
        let simulator = try Simulator(
            composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, fps: 60)
        var lines: [String] = []
        simulator.onRecord = { record in
            switch record {
            case .render(_, _, let indexPath, _, _, let frame, _) where frame >= 2:
                lines.append("\(frame) render \(indexPath.item)")
            case .update(let stages, _, let frame, _):
                lines.append("\(frame) update \(stages)")
            case .lifecycle(let event, let frame, _) where frame >= 2:
                lines.append("\(frame) \(event.kind.name)")
            default:
                break
            }
        }
        try simulator.run(ScrollScript(steps: [.scrollTo(x: nil, y: 100, seconds: 0, easing: .linear)] + steps))
        return lines
    }

    @Test func aReloadRendersEveryCellOnScreenAgainAndAnUpdateOfTheSameDocumentNone() throws {
        let path = repositoryRoot + "/Examples/list.json"
        // The cells stay displayed (same ids): no lifecycle event, only the renders.
        #expect(try play([.reload(path: path)]) == (2...20).map { "2 render \($0)" } + ["2 update 0"])
        #expect(try play([.update(path: path)]) == ["2 update 0"])
    }

    @Test func theStepIsReadAndWritten() throws {
        let text = #"{"steps": [{"reload": {"document": "list.json"}}]}"#
        let script = try ScrollScript(json: try JSONParser().parse(text), directory: "/x")
        #expect(script.steps == [.reload(path: "/x/list.json")])
        #expect(ScrollScript.Step.reload(path: "/x/list.json").jsonText == #"{"reload": {"document": "/x/list.json"}}"#)
        let extra = #"{"steps": [{"reload": {"document": "list.json", "anchor": "top"}}]}"#
        #expect(throws: DocumentError.self) { try ScrollScript(json: try JSONParser().parse(extra)) }
    }
}
